import { realpathSync } from 'node:fs';

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
