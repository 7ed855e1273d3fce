import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

export interface ReadOptions {
  /** a `path` that is itself a symbolic link is not read: for a file a repository ships, whose link could point anywhere */
  noFollow?: boolean;
}

/**
 * A regular file of at most `maxBytes`, open, or undefined. Opened non-blocking and
 * checked with fstat before anything is read, so a FIFO, a device (a link to /dev/zero)
 * or a huge file planted where a config or cache file belongs can neither hang nor
 * flood the hook. The caller closes `fd`.
 */
export function openRegularFile(
  path: string,
  maxBytes: number,
  accept?: (stat: Stats) => boolean,
  options: ReadOptions = {},
): { fd: number; stat: Stats } | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | (options.noFollow ? constants.O_NOFOLLOW : 0));
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isFile() && stat.size <= maxBytes && (accept === undefined || accept(stat))) return { fd, stat };
  } catch {
    // fall through
  }
  closeSync(fd);
  return undefined;
}

/** Reads `length` bytes into `into` from `position`, or up to the file's end; the bytes read. */
export function readInto(fd: number, into: Buffer, position: number, length = into.length): number {
  let filled = 0;
  while (filled < length) {
    const n = readSync(fd, into, filled, length - filled, position + filled);
    if (n === 0) break;
    filled += n;
  }
  return filled;
}

/** The first `size` bytes of an open file (fewer where it ends sooner). */
export function readWhole(fd: number, size: number): Buffer {
  const buffer = Buffer.allocUnsafe(size);
  const filled = readInto(fd, buffer, 0);
  return filled === buffer.length ? buffer : buffer.subarray(0, filled);
}

/** The whole of a regular file of at most `maxBytes` (see openRegularFile) that `accept` takes, or undefined. */
export function readFileSafely(path: string, maxBytes: number, accept?: (stat: Stats) => boolean, options?: ReadOptions): Buffer | undefined {
  const file = openRegularFile(path, maxBytes, accept, options);
  if (!file) return undefined;
  try {
    return readWhole(file.fd, file.stat.size);
  } catch {
    return undefined;
  } finally {
    closeSync(file.fd);
  }
}

export function readTextSafely(path: string, maxBytes: number, options?: ReadOptions): string | undefined {
  return readFileSafely(path, maxBytes, undefined, options)?.toString('utf8');
}

/**
 * The text of a file a command reads to edit or check (a client's settings), through a
 * symbolic link: opened non-blocking, so a FIFO planted in its place cannot hang the command,
 * and refused unread where it is no regular file (a link to /dev/zero) or holds more than
 * `maxBytes`, with the error's code saying which (EISDIR, ENXIO, EFBIG). A missing file throws
 * ENOENT, as a plain read does. With the file's stat, which its opener needs no call of its own for.
 */
export function readRegularText(path: string, maxBytes: number): { text: string; stat: Stats } {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    const code = stat.isDirectory() ? 'EISDIR' : !stat.isFile() ? 'ENXIO' : stat.size > maxBytes ? 'EFBIG' : undefined;
    if (code !== undefined) throw Object.assign(new Error(`${code}: ${path}`), { code });
    return { text: readWhole(fd, stat.size).toString('utf8'), stat };
  } finally {
    closeSync(fd);
  }
}
