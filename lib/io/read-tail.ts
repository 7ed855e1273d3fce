import { closeSync, constants, fstatSync, openSync } from 'node:fs';
import { readInto } from './read-file-safely.js';

/**
 * The complete lines among the last `maxBytes` of a regular file, oldest first, or
 * undefined when it is missing or not a regular file (opened non-blocking: a FIFO planted
 * in its place cannot hang the hook). Never reads more than `maxBytes`, however large the
 * file: a line cut by the window's start is dropped, and so is a last line without its
 * newline, which its writer may still be appending to.
 */
export function readTailLines(path: string, maxBytes: number): string[] | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    const start = Math.max(0, stat.size - Math.max(0, maxBytes));
    const buffer = Buffer.allocUnsafe(stat.size - start);
    const filled = readInto(fd, buffer, start);
    // a window that starts inside a UTF-8 character spoils only the first line, dropped below
    const lines = buffer.toString('utf8', 0, filled).split('\n');
    if (start > 0) lines.shift();
    lines.pop();
    return lines;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
