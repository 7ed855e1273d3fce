import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { memoryReadmePath } from '../io/package-paths.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { findWorkspaceRoot, memoryRootOf } from './workspace.js';

export interface MemoryRootPlan {
  workspaceRoot: string;
  memoryRoot: string;
  /** folders and files that do not exist yet */
  missing: string[];
  /** those of them that are folders */
  missingFolders: string[];
}

/**
 * The workspace root is the nearest folder with `.ai-core/`; with none, `dir` becomes one.
 * Callers refuse a root whose memory folder is linked out of it first (refuseLinkedOut in
 * lib/cli/workspace-flag.ts).
 */
export function planMemoryRoot(dir: string): MemoryRootPlan {
  const workspaceRoot = findWorkspaceRoot(dir) ?? dir;
  const memoryRoot = memoryRootOf(workspaceRoot);
  const folder = join(memoryRoot, GLOBAL_KEY);
  const missing = [folder, join(memoryRoot, 'README.md'), join(memoryRoot, '.gitignore')].filter((path) => !existsSync(path));
  return { workspaceRoot, memoryRoot, missing, missingFolders: missing.filter((path) => path === folder) };
}

export function createMemoryRoot(plan: MemoryRootPlan): void {
  mkdirSync(join(plan.memoryRoot, GLOBAL_KEY), { recursive: true });
  const readme = join(plan.memoryRoot, 'README.md');
  if (!existsSync(readme)) copyFileSync(memoryReadmePath(), readme);
  const ignore = join(plan.memoryRoot, '.gitignore');
  if (!existsSync(ignore)) writeFileSync(ignore, IGNORE_TEXT);
}

/** The memory folder's .gitignore: a write killed between its temp file and the rename leaves `.name.md.….tmp` behind. */
export const IGNORE_TEXT = '# in-flight writes of project-memory, never memories\n.*.tmp\n';
