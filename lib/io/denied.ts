import { lstatSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** Whether a file-system error is a refusal by permissions (EACCES, EPERM): not a missing or passing failure. */
export function isDenied(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EACCES' || code === 'EPERM';
}

/**
 * The folder whose permissions keep `path` from being looked at, once a look at `path`
 * was refused: the nearest folder above it that can itself be looked at, which is the one
 * that may not be entered (a memory root of mode 000 for a scope folder in it). Asked only
 * after a refusal, so a run that reads everything pays nothing for it.
 */
export function blockingFolder(path: string): string {
  let dir = dirname(path);
  while (dirname(dir) !== dir) {
    try {
      lstatSync(dir);
      return dir;
    } catch (error) {
      if (!isDenied(error)) return dir;
    }
    dir = dirname(dir);
  }
  return dir;
}

/**
 * What stands in a folder's place on `path`, once an operation on it failed with ENOTDIR:
 * the first part of the path, from the top, that is there and is no folder (a link to one
 * counts as one, as the operation took it). Undefined when no part is (a race: it was
 * replaced meanwhile). Asked only after such a failure.
 */
export function fileInFolderPlace(path: string): string | undefined {
  const parts: string[] = [];
  for (let at = dirname(path); ; at = dirname(at)) {
    parts.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const part of [...parts.slice(1), path]) {
    try {
      if (!statSync(part).isDirectory()) return part;
    } catch {
      return undefined; // missing, or not to be looked at: nothing more to tell
    }
  }
  return undefined;
}
