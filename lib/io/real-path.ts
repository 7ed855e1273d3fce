import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** The path with every link resolved, or undefined where it cannot be (gone, unreadable). */
export function realPathOf(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/**
 * The path with every link resolved as far as it exists: a folder not made yet keeps its
 * name below the real path of the nearest one that is. Two names of one folder (a link, macOS's
 * /tmp and /private/tmp) give one path, for what must be one lock.
 */
export function realPathAhead(path: string): string {
  const absolute = resolve(path);
  const real = realPathOf(absolute);
  if (real !== undefined) return real;
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(realPathAhead(parent), basename(absolute));
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
