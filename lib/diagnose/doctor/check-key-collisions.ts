import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GLOBAL_KEY } from '../../model/memory.js';
import { keyForFolder } from '../../workspace/project-key.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, ok, warn } from './check.js';

/** Deep enough for `workspace/patent.how`-style layouts, small enough to stay instant. */
const MAX_DEPTH = 3;
const MAX_FOLDERS = 5_000;
const SKIP = new Set(['node_modules', 'dist', 'build', 'target', 'vendor']);

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !SKIP.has(e.name))
      .map((e) => join(dir, e.name));
  } catch {
    return [];
  }
}

/** Workspace folders by the key they derive, breadth first, within the limits above. */
export function foldersByKey(root: string): { byKey: Map<string, string[]>; truncated: boolean } {
  const byKey = new Map<string, string[]>();
  let level = subfolders(root);
  let seen = 0;
  for (let depth = 1; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      if (++seen > MAX_FOLDERS) return { byKey, truncated: true };
      const key = keyForFolder(root, dir);
      byKey.set(key, [...(byKey.get(key) ?? []), dir]);
      if (depth < MAX_DEPTH) next.push(...subfolders(dir));
    }
    level = next;
  }
  return { byKey, truncated: false };
}

function memoryKeys(memoryRoot: string): string[] {
  try {
    return readdirSync(memoryRoot, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== GLOBAL_KEY && !e.name.startsWith('.'))
      .map((e) => e.name);
  } catch {
    return [];
  }
}

/**
 * `a/b` and a folder named `a--b` both give the key `a--b` (and `a.b` / `a__b` give
 * `a__b`): two projects would share one memory folder. Only keys in use count — a
 * memory folder exists for them, or it is this launch's key.
 */
export function checkKeyCollisions(workspace: Workspace | undefined): CheckResult | undefined {
  if (!workspace) return undefined;
  const { byKey, truncated } = foldersByKey(workspace.root);
  const inUse = new Set([...memoryKeys(workspace.memoryRoot), workspace.project.key]);
  const clashes = [...inUse].flatMap((key) => {
    const folders = byKey.get(key) ?? [];
    return folders.length > 1 ? [`${key}: ${folders.join(', ')}`] : [];
  });
  const scope = `${truncated ? `first ${MAX_FOLDERS}` : 'all'} folders to depth ${MAX_DEPTH}`;
  if (clashes.length === 0) return ok('key-collisions', `no two project folders share a memory key (${scope})`);
  return warn(
    'key-collisions',
    `folders that share one memory folder — ${clashes.join('; ')}`,
    'rename one of the folders, or give one a key of its own with PROJECT_MEMORY_PROJECT or a tmux session name',
  );
}
