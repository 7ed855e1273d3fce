import { closeSync } from 'node:fs';
import { openRegularFile, readInto } from './read-file-safely.js';

/** The complete lines on either side of an offset in a file, and the file's size now. */
interface LinesAround {
  size: number;
  /** lines that end before `at`, oldest first */
  before: string[];
  /** lines from `at` on (one that `at` cuts is among them), oldest first */
  after: string[];
}

/**
 * The complete lines within `back` bytes before offset `at` (`'end'`: the file's size) and
 * `ahead` bytes after it, of a regular file (opened non-blocking: a FIFO planted in its place
 * cannot hang the hook). Never reads more than `back + ahead` bytes, however large the file:
 * a line cut by the window's start is dropped, and so is a last line without its newline,
 * which its writer may still be appending to. Undefined when the file is missing, not a
 * regular file, or shorter than `at` (it was rewritten: the offset means nothing); nothing is
 * read when a numbered `at` is the file's end.
 */
export function readLinesAround(path: string, at: number | 'end', back: number, ahead: number): LinesAround | undefined {
  const file = openRegularFile(path, Number.POSITIVE_INFINITY);
  if (!file) return undefined;
  try {
    const { size } = file.stat;
    const offset = at === 'end' ? size : at;
    if (size < offset) return undefined;
    // nothing after the offset: no line on either side is wanted
    if (at !== 'end' && size === offset) return { size, before: [], after: [] };
    const start = Math.max(0, offset - Math.max(0, back));
    const allocated = Buffer.allocUnsafe(Math.min(size, offset + ahead) - start);
    // what was read, no more: a file cut short since its stat leaves the rest of the buffer unwritten
    const buffer = allocated.subarray(0, readInto(file.fd, allocated, start));
    // the last newline before the offset (a negative one would count from the buffer's end)
    const cut = offset > start ? buffer.lastIndexOf(0x0a, offset - start - 1) : -1;
    // a window that starts inside a UTF-8 character spoils only the first line, dropped below
    const before = cut === -1 ? [] : buffer.toString('utf8', 0, cut).split('\n');
    if (start > 0) before.shift();
    const after = buffer.toString('utf8', cut + 1).split('\n');
    after.pop();
    return { size, before, after };
  } catch {
    return undefined;
  } finally {
    closeSync(file.fd);
  }
}

/** The complete lines among the last `maxBytes` of a regular file, oldest first (readLinesAround). */
export function readTailLines(path: string, maxBytes: number): string[] | undefined {
  return readLinesAround(path, 'end', maxBytes, 0)?.before;
}
