import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * `dir`, made (0700) when missing, if this user can write in it; undefined when it cannot
 * be made or written: a read-only ~/.local, a file where the folder would be, another
 * user's folder after a sudo run. For what can go elsewhere when the state folder says no.
 */
export function writableFolder(dir: string): string | undefined {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK);
    return dir;
  } catch {
    return undefined;
  }
}

/**
 * Whether `dir` could be written, asked without making anything: `dir` itself when it
 * exists, else the nearest folder above it that does (where it would be made).
 */
export function couldWriteFolder(dir: string): boolean {
  try {
    const stat = statSync(dir, { throwIfNoEntry: false });
    if (stat === undefined) return dirname(dir) !== dir && couldWriteFolder(dirname(dir));
    if (!stat.isDirectory()) return false;
    accessSync(dir, constants.W_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
