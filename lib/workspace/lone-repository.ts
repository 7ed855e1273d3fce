import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rootIsOnlyProject } from './key-resolution.js';
import { PIN_FILE } from './pin-file.js';
import type { Workspace } from './resolve.js';
import { projectSubfolders } from './subfolders.js';

/** True when `dir` is the top of a checkout or holds a pin: a project of its own. */
function marksProject(dir: string): boolean {
  return existsSync(join(dir, '.git')) || existsSync(join(dir, PIN_FILE));
}

/** Whether any folder below `dir`, down to `depth` levels, is a project of its own. */
function projectBelow(dir: string, depth: number): boolean {
  if (depth === 0) return false;
  return projectSubfolders(dir).some((sub) => marksProject(sub) || projectBelow(sub, depth - 1));
}

/**
 * A workspace root that is one repository and nothing else: the top of a git checkout,
 * with no checkout or pinned project in the folders below it (two levels: `workspace/
 * patent.how` is where a workspace of several keeps them) and no other project's memory
 * folder. `install` there makes the memory folder before any project save, so the rule
 * that a root with its own memory folder is the project (key-resolution.ts) cannot hold
 * yet; for a save this is the same root, and its first project memory makes it hold.
 * Only `save` asks, never the per-prompt hook: it reads folders.
 */
function isLoneRepository(workspace: Pick<Workspace, 'root' | 'memoryRoot' | 'project'>): boolean {
  const { root, memoryRoot, project } = workspace;
  return existsSync(join(root, '.git')) && !projectBelow(root, 2) && rootIsOnlyProject(root, memoryRoot, project.key);
}

/**
 * The workspace with its root as the project, as the hook's list already names it: what
 * resolveWorkspace says at a new root once its memory folder exists (key-resolution.ts).
 */
export function asOnlyProject(workspace: Workspace): Workspace {
  if (workspace.project.source !== 'workspace-root') return workspace;
  return { ...workspace, project: { ...workspace.project, source: 'launch-folder' } };
}

/**
 * At the top of a lone repository the root is the project, also before its first project
 * memory: commands and doctor say and act so. Folders are read only at such a root.
 */
export function asLoneRepository(workspace: Workspace): Workspace {
  return workspace.project.source === 'workspace-root' && isLoneRepository(workspace) ? asOnlyProject(workspace) : workspace;
}
