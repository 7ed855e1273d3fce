import { realpathSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';

/** The path with every link resolved, or undefined where it cannot be (gone, unreadable). */
export function realPathOf(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/** Whether two paths name one file or folder, through links; false where either cannot be resolved. */
export function samePath(a: string, b: string): boolean {
  if (a === b) return true;
  const real = realPathOf(a);
  return real !== undefined && real === realPathOf(b);
}

/** True when `path` is `base` or inside it (by the paths alone; a folder named `..x` is inside). */
export function isWithin(path: string, base: string): boolean {
  const rel = relative(base, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}
