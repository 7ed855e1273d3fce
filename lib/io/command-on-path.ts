import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/**
 * Whether a shell would find the command `name` on `path` (a PATH value): an executable
 * file of that name in one of its absolute folders. A look at the disk, no process started.
 */
export function onPath(name: string, path: string | undefined): boolean {
  // Windows finds `node` as node.exe (or a version manager's node.cmd)
  const names = process.platform === 'win32' ? [`${name}.exe`, `${name}.cmd`, name] : [name];
  for (const file of (path ?? '').split(delimiter).flatMap((dir) => (isAbsolute(dir) ? names.map((each) => join(dir, each)) : []))) {
    try {
      if (!statSync(file).isFile()) continue;
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      // not there, or not to be run: the next folder
    }
  }
  return false;
}
