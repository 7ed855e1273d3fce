import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type Config, loadConfig } from './config.js';
import { type ProjectKey, resolveProjectKey } from './key-resolution.js';
import { findWorkspaceRoot, memoryRootLinkedOut, memoryRootOf } from './workspace.js';

export interface Workspace {
  root: string;
  memoryRoot: string;
  project: ProjectKey;
  config: Config;
}

/**
 * Workspace, key and settings for a launch folder; undefined outside any workspace.
 * `tmuxSessionName` replaces asking tmux (doctor asks once and reuses the answer).
 */
export function resolveWorkspace(
  launchDir: string,
  env: Record<string, string | undefined>,
  tmuxSessionName?: () => string | undefined,
): Workspace | undefined {
  const root = findWorkspaceRoot(launchDir);
  // a memory folder linked out of the workspace is never read or written: no workspace
  if (!root || memoryRootLinkedOut(root)) return undefined;
  const memoryRoot = memoryRootOf(root);
  const project = resolveProjectKey({ launchDir, workspaceRoot: root, memoryRoot, env, tmuxSessionName });
  return { root, memoryRoot, project, config: loadConfig(root, env) };
}

/**
 * Where a first memory creates the workspace when there is none above `dir`: the top of
 * its git repository (a file or folder named .git), else `dir` itself. The memories then
 * travel with the repository, and a launch from any of its folders finds them.
 */
export function newWorkspaceRoot(dir: string): string {
  const start = resolve(dir);
  for (let d = start; ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) return d;
    if (dirname(d) === d) return start;
  }
}

/**
 * The project key a new workspace's own folder gets: its pin if it has one, else its
 * folder name — the main worktree's when `root` is a linked worktree (see keyForFolder
 * and lib/workspace/project-view.ts). Neither tmux nor the environment takes part.
 */
export function newWorkspaceKey(root: string): string {
  return resolveProjectKey({ launchDir: root, workspaceRoot: root, memoryRoot: memoryRootOf(root), env: {} }).key;
}
