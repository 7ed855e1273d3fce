import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** Front matter lives at the top; a 30 MB memory costs no more to list than a small one. */
export const HEAD_BYTES = 16 * 1024;

export interface FileHead {
  text: string;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  /** the file is longer than what was read */
  truncated: boolean;
}

/**
 * Reads at most `maxBytes` from the start of a regular file. O_NOFOLLOW and O_NONBLOCK
 * keep a symlink or a FIFO swapped in after listing from being followed or hanging.
 * Returns undefined for anything that is not a readable regular file.
 */
export function readHead(path: string, maxBytes = HEAD_BYTES): FileHead | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    const buffer = Buffer.allocUnsafe(Math.min(maxBytes, stat.size));
    let filled = 0;
    while (filled < buffer.length) {
      const n = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (n === 0) break;
      filled += n;
    }
    return {
      text: buffer.toString('utf8', 0, filled),
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      ctimeMs: stat.ctimeMs,
      ino: stat.ino,
      truncated: stat.size > filled,
    };
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
