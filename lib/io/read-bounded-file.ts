import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** What reading a file someone named, up to a limit, found. */
type BoundedRead =
  | { ok: true; bytes: Buffer }
  | { ok: false; problem: 'too-large' }
  | { ok: false; problem: 'not-a-file'; what: 'folder' | 'special' }
  /** the open or the read failed: the error, for its code */
  | { ok: false; problem: 'unreadable'; error: unknown };

/**
 * The bytes of the file at `path`, for the caller to decode, when it holds at most
 * `maxBytes`. Opened non-blocking and checked with fstat before anything is read; at most
 * `maxBytes` + 1 bytes are read,
 * whatever size the file claims (a /proc file claims 0) or grows to meanwhile, so
 * /dev/zero cannot fill the memory. A pipe (`--body-file <(cmd)`, `/dev/stdin`) or a
 * character device is read as `cat` reads it, to its end or past the limit; a FIFO no one
 * writes to then waits for a writer, as `cat` would. A folder and a socket are refused.
 */
export function readBoundedFile(path: string, maxBytes: number): BoundedRead {
  return withOpened(path, constants.O_RDONLY | constants.O_NONBLOCK, (fd) => {
    const stat = fstatSync(fd);
    // opened again blocking: the non-blocking one would read nothing the writer has not sent yet
    if (stat.isFIFO() || stat.isCharacterDevice()) return withOpened(path, constants.O_RDONLY, (stream) => readUpTo(stream, maxBytes, null));
    if (!stat.isFile()) return { ok: false, problem: 'not-a-file', what: stat.isDirectory() ? 'folder' : 'special' };
    if (stat.size > maxBytes) return { ok: false, problem: 'too-large' };
    return readUpTo(fd, maxBytes, 0);
  });
}

function withOpened(path: string, flags: number, read: (fd: number) => BoundedRead): BoundedRead {
  let fd: number;
  try {
    fd = openSync(path, flags);
  } catch (error) {
    return { ok: false, problem: 'unreadable', error };
  }
  try {
    return read(fd);
  } catch (error) {
    return { ok: false, problem: 'unreadable', error };
  } finally {
    closeSync(fd);
  }
}

/** At most `maxBytes` + 1 bytes, from `from` in a file, or (null) from where a pipe stands. */
function readUpTo(fd: number, maxBytes: number, from: number | null): BoundedRead {
  const buffer = Buffer.allocUnsafe(maxBytes + 1);
  let filled = 0;
  for (let n = -1; n !== 0 && filled <= maxBytes; filled += n) n = readSync(fd, buffer, filled, buffer.length - filled, from === null ? null : from + filled);
  if (filled > maxBytes) return { ok: false, problem: 'too-large' };
  return { ok: true, bytes: buffer.subarray(0, filled) };
}
