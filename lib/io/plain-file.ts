import { lstatSync } from 'node:fs';

/**
 * Whether `path` is a regular file, not followed if it is a link: the list never follows
 * one. Anything that cannot be looked at (gone, a folder denied on the way) is none.
 */
export function isPlainFile(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}
