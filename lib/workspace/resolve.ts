import { dirname } from 'node:path';
import { throughClaudeWorktree } from './claude-worktree.js';
import { type Config, loadConfig } from './config.js';
import { gitMarkerAt } from './git-checkout.js';
import { type ProjectKey, resolveProjectKey } from './key-resolution.js';
import { holdsManifest } from './project-manifest.js';
import { type LinkedOut, memoryRootLinkedOut, memoryRootOf } from './workspace.js';
import { workspaceAbove } from './workspace-above.js';

export interface Workspace {
  root: string;
  memoryRoot: string;
  project: ProjectKey;
  config: Config;
}

/**
 * What a launch folder finds: a workspace, none above it, or one whose memory folder
 * links out of it. The last is never read or written (lib/workspace/workspace.ts), but
 * commands and doctor say why instead of "no workspace", so the lookup keeps what it found.
 */
export type WorkspaceLookup = { kind: 'found'; workspace: Workspace } | { kind: 'none' } | { kind: 'linked-out'; root: string; linked: LinkedOut };

/** Where a launch folder's workspace and memory folder are, before any key is worked out. */
type WorkspacePlace =
  | { kind: 'found'; root: string; memoryRoot: string; launch: string; worktreePins?: string[] }
  | Exclude<WorkspaceLookup, { kind: 'found' }>;

/**
 * The workspace above a launch folder and its memory folder, without its project key:
 * what a hook that needs no key (PreCompact) asks, and where resolveWorkspace starts.
 * `launch` is the folder keys are worked out from: the launch folder, or the same folder
 * of its main worktree when the workspace is found through it (workspace-above.ts).
 */
export function locateWorkspace(launchDir: string): WorkspacePlace {
  const above = workspaceAbove(launchDir);
  if (!above) return { kind: 'none' };
  const { root, launch, worktreePins } = above;
  const linked = memoryRootLinkedOut(root);
  if (linked) return { kind: 'linked-out', root, linked };
  return { kind: 'found', root, memoryRoot: memoryRootOf(root), launch, ...(worktreePins ? { worktreePins } : {}) };
}

/**
 * Workspace, key and settings for a launch folder.
 * `tmuxSessionName` replaces asking tmux (doctor asks once and reuses the answer).
 */
export function resolveWorkspace(launchDir: string, env: Record<string, string | undefined>, tmuxSessionName?: () => string | undefined): WorkspaceLookup {
  const place = locateWorkspace(launchDir);
  if (place.kind !== 'found') return place;
  const { root, memoryRoot, launch, worktreePins } = place;
  const project = resolveProjectKey({ launchDir: launch, workspaceRoot: root, memoryRoot, env, tmuxSessionName, worktreePins });
  return { kind: 'found', workspace: { root, memoryRoot, project, config: loadConfig(root, env) } };
}

/** The workspace a lookup found, or undefined for none and for a linked-out one alike (the hooks read neither). */
export function foundWorkspace(lookup: WorkspaceLookup): Workspace | undefined {
  return lookup.kind === 'found' ? lookup.workspace : undefined;
}

/**
 * Where a first memory creates the workspace when there is none above `dir`: the top of
 * its git repository (gitMarkerAt), else `dir` itself. The memories then
 * travel with the repository, and a launch from any of its folders finds them. In a
 * worktree Claude Code made, its main worktree's top (claude-worktree.ts): a memory folder
 * made in the worktree would go with it.
 */
export function newWorkspaceRoot(dir: string): string {
  const start = throughClaudeWorktree(dir);
  for (let d = start; ; d = dirname(d)) {
    if (gitMarkerAt(d) !== undefined) return d;
    if (dirname(d) === d) return start;
  }
}

/**
 * The project a first save from `launchDir` writes to in a new workspace at `root`: the pin
 * of a project below the root the launch is in, as its launches read it; a package below
 * the root the launch is in (a folder with a manifest of its own, key-resolution.ts rule
 * 4), as its launches read it once the memory folder exists, so a monorepo's package gets
 * the same folder whether or not `install` made the memory folder first; else the root's
 * own key, as if launched there (a launch from a plain subfolder saves for the repository):
 * its pin if it has one, else its folder name — the main worktree's when `root` is a linked
 * worktree (see keyForFolder and lib/workspace/project-view.ts). `env` as the caller reads
 * keys: the hook's save guidance passes none, so neither tmux nor the environment takes part.
 */
export function newWorkspaceProject(root: string, launchDir: string, env: Record<string, string | undefined>): ProjectKey {
  const memoryRoot = memoryRootOf(root);
  const atLaunch = resolveProjectKey({ launchDir: throughClaudeWorktree(launchDir), workspaceRoot: root, memoryRoot, env });
  // a package folder below the root was found by its manifest; a launch folder may hold one too
  const ownPackage =
    atLaunch.source === 'package-folder' ||
    (atLaunch.source === 'launch-folder' && atLaunch.projectDir !== undefined && atLaunch.projectDir !== root && holdsManifest(atLaunch.projectDir));
  // a plain subfolder of the repository: the root's key, said as the repository's, as once the memory folder exists
  const repository = atLaunch.source === 'git' && atLaunch.projectDir === root;
  return atLaunch.source === 'pin' || ownPackage || repository ? atLaunch : resolveProjectKey({ launchDir: root, workspaceRoot: root, memoryRoot, env });
}
