import { closeSync } from 'node:fs';
import { openRegularFile, readInto } from './read-file-safely.js';

/**
 * The complete lines among the last `maxBytes` of a regular file, oldest first, or
 * undefined when it is missing or not a regular file (opened non-blocking: a FIFO planted
 * in its place cannot hang the hook). Never reads more than `maxBytes`, however large the
 * file: a line cut by the window's start is dropped, and so is a last line without its
 * newline, which its writer may still be appending to.
 */
export function readTailLines(path: string, maxBytes: number): string[] | undefined {
  const file = openRegularFile(path, Number.POSITIVE_INFINITY);
  if (!file) return undefined;
  try {
    const start = Math.max(0, file.stat.size - Math.max(0, maxBytes));
    const buffer = Buffer.allocUnsafe(file.stat.size - start);
    const filled = readInto(file.fd, buffer, start);
    // a window that starts inside a UTF-8 character spoils only the first line, dropped below
    const lines = buffer.toString('utf8', 0, filled).split('\n');
    if (start > 0) lines.shift();
    lines.pop();
    return lines;
  } catch {
    return undefined;
  } finally {
    closeSync(file.fd);
  }
}
