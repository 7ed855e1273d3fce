import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

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
