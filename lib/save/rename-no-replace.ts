import { linkSync, lstatSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { CliError, EXIT } from '../cli/errors.js';
import { safeUnlink } from '../io/atomic-write.js';

/**
 * A rename that never replaces: a file is linked then unlinked, a folder renamed after a
 * check. A file the old folder will not let go of is unlinked from the new one again:
 * it stays where it was, not in both. A failure says which folder refused.
 */
export function renameNoReplace(from: string, to: string): void {
  if (lstatSync(from).isFile()) {
    if (!sameFile(from, to)) attempt(() => linkSync(from, to), dirname(to));
    attempt(
      () => unlinkSync(from),
      dirname(from),
      () => safeUnlink(to),
    );
    return;
  }
  if (lstatSync(to, { throwIfNoEntry: false })) throw new CliError((m) => m.key.moveConflicts(to, [to]), EXIT.exists);
  attempt(() => renameSync(from, to), dirname(to));
}

/**
 * Whether `a` and `b` are one regular file under two names in two folders: what a move cut
 * short between the link and the unlink leaves (a kill, a power cut). Its unlink finishes that
 * move. Never so for one folder reached by two spellings (`Shop` and `shop` on a disk that
 * ignores case): each file there is itself under both names, and an unlink would lose it.
 */
export function sameFile(a: string, b: string): boolean {
  const one = lstatSync(a, { throwIfNoEntry: false });
  const two = lstatSync(b, { throwIfNoEntry: false });
  if (one === undefined || two === undefined || !one.isFile() || !two.isFile() || one.ino !== two.ino || one.dev !== two.dev) return false;
  // as the file system reaches them: one folder under two names is one inode
  const [here, there] = [dirname(a), dirname(b)].map((folder) => statSync(folder, { throwIfNoEntry: false }));
  return here !== undefined && there !== undefined && (here.ino !== there.ino || here.dev !== there.dev);
}

/** A write refused by `folder`'s permissions (or disk): thrown on with that folder named, after `undo`. */
export class FolderRefused extends Error {
  constructor(
    readonly folder: string,
    readonly error: unknown,
  ) {
    super(String(error));
  }
}

function attempt(write: () => void, folder: string, undo?: () => void): void {
  try {
    write();
  } catch (error) {
    undo?.();
    throw new FolderRefused(folder, error);
  }
}
