import { lstatSync, type Stats } from 'node:fs';

/**
 * A stat of a bare name inside the folder skips the kernel's walk down the folder's
 * path: about a quarter of each stat. Worth the two chdirs only over this many files.
 */
export const RELATIVE_STAT_MIN = 64;

/**
 * Makes `dir` the working folder if it is still the folder that was lstat'ed (not a
 * link swapped in since); returns how to go back, or undefined where that cannot be
 * done (a worker thread, a working folder that no longer exists).
 */
export function enterFolder(dir: string, dirStat: Stats): (() => void) | undefined {
  let previous: string;
  try {
    previous = process.cwd();
    process.chdir(dir);
  } catch {
    return undefined;
  }
  const back = () => {
    try {
      process.chdir(previous);
    } catch {
      // the old working folder is gone: every path this process uses is absolute
    }
  };
  try {
    const here = lstatSync('.');
    if (here.ino === dirStat.ino && here.dev === dirStat.dev) return back;
  } catch {
    // fall through
  }
  back();
  return undefined;
}
