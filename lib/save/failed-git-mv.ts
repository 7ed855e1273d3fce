import { lstatSync, renameSync } from 'node:fs';

/** A file `git mv` was to move, from where to where. */
interface MovePair {
  from: string;
  to: string;
}

/**
 * After a failed `git mv`: git renames the working files before it writes the index, so a
 * failure at the index (a full disk, a lock) leaves files moved that git still names where
 * they were. Each is moved back, and the report's "nothing was moved" holds; returned are
 * those that could not be.
 */
export function moveBackAfterFailedGitMv(pairs: readonly MovePair[]): MovePair[] {
  const left: MovePair[] = [];
  for (const pair of pairs) {
    // still where it was (git moved nothing, or a case-only rename that is one file): nothing to undo
    if (lstatSync(pair.from, { throwIfNoEntry: false }) !== undefined || lstatSync(pair.to, { throwIfNoEntry: false }) === undefined) continue;
    try {
      renameSync(pair.to, pair.from);
    } catch {
      left.push(pair);
    }
  }
  return left;
}
