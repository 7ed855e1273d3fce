import { readFileSync, statSync } from 'node:fs';
import { memoize } from './memoize.js';

/** Text of a regular file, or undefined for anything else (missing, folder, FIFO). */
export type FileReader = (path: string) => string | undefined;

export function readTextFile(path: string): string | undefined {
  try {
    // a FIFO named CLAUDE.md would block a read forever
    if (!statSync(path).isFile()) return undefined;
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Reads each file at most once per run; callers pass real paths so links share a read. */
export function createFileReader(read: FileReader = readTextFile): FileReader {
  return memoize(read);
}
