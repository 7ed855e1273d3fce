import { realpathSync } from 'node:fs';

/**
 * Whether `dir` is the user's home folder (through symbolic links either way). No memory
 * folder is made there unasked: it would take in the memories of every repository below
 * it that has none of its own, outside their git (install, save and doctor ask).
 */
export function isHomeFolder(dir: string, home: string | undefined): boolean {
  if (home === undefined) return false;
  try {
    return realpathSync(dir) === realpathSync(home);
  } catch {
    return false;
  }
}
