import { statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export const AI_CORE_DIR = '.ai-core';

/** Nearest ancestor of `start` (itself included) that holds a `.ai-core/` folder. */
export function findWorkspaceRoot(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    if (isDirectory(join(dir, AI_CORE_DIR))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function memoryRootOf(workspaceRoot: string): string {
  return join(workspaceRoot, AI_CORE_DIR, 'data', 'memory');
}

/** False for anything not a folder, including paths the OS refuses (too long, no access). */
export function isDirectory(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

/** True when `path` is `base` or inside it (by the paths alone; a folder named `..x` is inside). */
export function isWithin(path: string, base: string): boolean {
  const rel = relative(base, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}
