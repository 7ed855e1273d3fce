import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/**
 * The whole of a regular file of at most `maxBytes`, or undefined. Opened non-blocking and
 * checked with fstat before reading, so a FIFO, a device (a link to /dev/zero) or a huge
 * file planted where a config or cache file belongs can neither hang nor flood the hook.
 */
export function readFileSafely(path: string, maxBytes: number): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size > maxBytes) return undefined;
    const buffer = Buffer.allocUnsafe(stat.size);
    let filled = 0;
    while (filled < buffer.length) {
      const n = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (n === 0) break;
      filled += n;
    }
    return filled === buffer.length ? buffer : buffer.subarray(0, filled);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

export function readTextSafely(path: string, maxBytes: number): string | undefined {
  return readFileSafely(path, maxBytes)?.toString('utf8');
}
