import { join, resolve } from 'node:path';
import { keyForFolder } from './project-key.js';
import { isDirectory } from './workspace.js';

/** Past this many `--` and `__` in a key its readings are not all tried (2 ** 6 stats at most). */
const MAX_SEPARATORS = 6;

/**
 * The folders below `workspaceRoot` whose path gives `key`: `a/b` and a folder named `a--b`
 * both give `a--b`, `a.b` and `a__b` both `a__b`, and then two projects share one memory
 * folder. Each `--` is read as a `/` or as itself, each `__` as a `.` or as itself, and a
 * reading counts where that folder is there and gives the key back. A stat per reading.
 */
export function foldersGivingKey(workspaceRoot: string, key: string): string[] {
  const root = resolve(workspaceRoot);
  const parts = key.split(/(--|__)/);
  const separators = parts.filter((_, i) => i % 2 === 1);
  if (separators.length === 0 || separators.length > MAX_SEPARATORS) return [];
  const found: string[] = [];
  for (let mask = 0; mask < 2 ** separators.length; mask++) {
    let bit = 0;
    const relative = parts.map((part, i) => {
      if (i % 2 === 0) return part;
      const read = (mask >> bit++) & 1;
      return read === 0 ? part : part === '--' ? '/' : '.';
    });
    const folder = join(root, relative.join(''));
    if (isDirectory(folder) && keyForFolder(root, folder) === key && !found.includes(folder)) found.push(folder);
  }
  return found;
}
