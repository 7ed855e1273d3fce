import { lstatSync } from 'node:fs';
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
