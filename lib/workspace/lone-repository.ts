import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findCheckout, gitMarkerAt, isPartOfRepository } from './git-checkout.js';
import { rootIsOnlyProject } from './key-resolution.js';
import { PIN_FILE } from './pin-file.js';
import type { Workspace } from './resolve.js';
import { projectSubfolders, someFolderBelow } from './subfolders.js';

/**
 * True when `dir` is the top of a checkout or holds a pin: a project of its own. Not so a
 * checkout of the root's own repository (`repository`, its common directory): a linked
 * worktree in a subfolder (`git worktree add worktrees/feat`) is the same project, its pin
 * the one the repository commits, and a submodule is part of the repository that holds
 * it; launches in either get their key from git (key-resolution.ts), never the root's.
 */
function marksProject(dir: string, repository: string | undefined): boolean {
  if (repository !== undefined && isPartOfRepository(dir, repository)) return false;
  return gitMarkerAt(dir) !== undefined || existsSync(join(dir, PIN_FILE));
}

/** Whether any folder below `dir`, down to `depth` levels, is a project of its own. */
function projectBelow(dir: string, depth: number, repository: string | undefined): boolean {
  return someFolderBelow(dir, depth, (sub) => marksProject(sub, repository)) === true;
}

/**
 * Whether the root itself says it is one project: it is the top of a checkout, or it has
 * no folder below it that could hold another one (a plain folder just made for the work).
 * A plain folder with plain folders below is left a workspace root: they may be projects
 * of their own (the seed's `workspace/patent.how`), and a memory folder named after the
 * root would capture them.
 */
function rootIsOneProject(root: string): boolean {
  return gitMarkerAt(root) !== undefined || projectSubfolders(root).length === 0;
}

/**
 * A workspace root that is one project and nothing else: a repository or a plain folder
 * (rootIsOneProject), with no checkout of another repository or pinned project in the
 * folders below it (its own worktrees and submodules are part of it: marksProject; two
 * levels: `workspace/patent.how` is where a workspace of several keeps them) and no other
 * project's memory folder. `install` there makes the memory folder before any project
 * save, so the rule that a root with its own memory folder is the project
 * (key-resolution.ts) cannot hold yet; for a save this is the same root, and its first
 * project memory makes it hold. It reads folders: `save`, doctor and the hook's save
 * guidance ask it, at a workspace root only, never the hook's list.
 */
export function isLoneRepository(workspace: Pick<Workspace, 'root' | 'memoryRoot' | 'project'>): boolean {
  const { root, memoryRoot, project } = workspace;
  // cheapest first: a stat, one listing of the memory root, then up to two levels of folders
  return rootIsOneProject(root) && rootIsOnlyProject(root, memoryRoot, project.key) && !projectBelow(root, 2, findCheckout(root)?.commonDir);
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
 * At the root of a lone project the root is the project, also before its first project
 * memory: commands, doctor and the save guidance say and act so. Folders are read only at
 * such a root.
 */
export function asLoneRepository(workspace: Workspace): Workspace {
  return workspace.project.source === 'workspace-root' && isLoneRepository(workspace) ? asOnlyProject(workspace) : workspace;
}

/**
 * The key a project-scope save from this launch writes to, or undefined at the root of a
 * workspace of several projects, where `save --scope project` refuses (scripts/commands/save.ts).
 */
export function saveProjectKey(workspace: Workspace): string | undefined {
  return asLoneRepository(workspace).project.source === 'workspace-root' ? undefined : workspace.project.key;
}
