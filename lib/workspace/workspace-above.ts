import { dirname, join, relative } from 'node:path';
import { throughClaudeWorktree } from './claude-worktree.js';
import { findCheckout, isLinkedWorktree } from './git-checkout.js';
import { findWorkspaceRoot } from './workspace.js';

/** A launch folder's workspace root, and the folder its key is worked out from. */
interface WorkspaceAbove {
  root: string;
  /** the launch folder, or the same folder of its main worktree (see workspaceAbove) */
  launch: string;
  /** read through the main worktree: the worktree's own folders, launch folder to top, whose pins still come first */
  worktreePins?: string[];
}

/**
 * The workspace of a launch folder: the nearest folder at or above it with `.ai-core/`.
 * A linked git worktree with none above it (`git worktree add ../app-fix` outside the
 * workspace, or a branch from before `.ai-core/` was committed) belongs to its main
 * worktree's: it lists and saves what a launch in the same folder of the main worktree
 * would, instead of nothing until a first save splits off a memory folder of its own.
 * A worktree with a workspace of its own (the committed `.ai-core/` checked out) keeps it,
 * unless Claude Code made it (`<main>/.claude/worktrees/agent-<id>` for a subagent with
 * `isolation: "worktree"`: claude-worktree.ts): that one is read as the same folder of its
 * main worktree from the start, committed `.ai-core/` or not, pins included. Its copy of
 * the memories is as old as its branch (one saved since is missing, one deleted still
 * listed), and what a save wrote there would go when Claude Code removes it. A worktree
 * a person made (`git worktree add ../app-fix`) keeps the rule above.
 */
export function workspaceAbove(dir: string): WorkspaceAbove | undefined {
  const launch = throughClaudeWorktree(dir);
  const root = findWorkspaceRoot(launch);
  if (root !== undefined) return { root, launch };
  // only where nothing was found: a launch outside any workspace pays for this one walk
  const checkout = findCheckout(launch);
  if (!isLinkedWorktree(checkout)) return undefined;
  const inMain = join(checkout.main, relative(checkout.top, launch));
  const mainRoot = findWorkspaceRoot(inMain);
  if (mainRoot === undefined) return undefined;
  const worktreePins: string[] = [];
  for (let d = launch; ; d = dirname(d)) {
    worktreePins.push(d);
    if (d === checkout.top || dirname(d) === d) break;
  }
  return { root: mainRoot, launch: inMain, worktreePins };
}
