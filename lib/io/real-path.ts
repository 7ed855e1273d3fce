import { realpathSync } from 'node:fs';

/** The path with every link resolved, or undefined where it cannot be (gone, unreadable). */
export function realPathOf(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}
