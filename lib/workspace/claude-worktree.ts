import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { samePath } from '../io/real-path.js';
import { findCheckout, isLinkedWorktree } from './git-checkout.js';

/**
 * Where Claude Code makes its worktrees: `<main worktree>/.claude/worktrees/<name>`, on a
 * branch `worktree-<name>` (a subagent with `isolation: "worktree"` gets `agent-<id>`;
 * `claude --worktree` and EnterWorktree name theirs). Measured with 2.1.328: always under
 * the main worktree, also for a launch in a subfolder or in a linked worktree, and
 * CLAUDE_CONFIG_DIR does not move it (its worktree settings say the CLI reads no other place).
 */
const WORKTREES = join('.claude', 'worktrees');

/**
 * The same folder of the main worktree when `dir` is in a worktree Claude Code made under
 * it (WORKTREES), else undefined. Such a worktree is a throwaway copy: Claude Code removes
 * it when its agent is done, and where `.ai-core/` is committed it holds a checked-out
 * copy of the memories as of its branch's commit. Its launches read and save through the
 * main worktree instead, where the session that made it reads (workspace-above.ts). A
 * worktree a person made elsewhere (`git worktree add ../app-fix`) is no such copy.
 * A string test first: every other launch pays for no walk to its checkout.
 */
export function claudeWorktreeMainFolder(dir: string): string | undefined {
  const launch = resolve(dir);
  if (!`${launch}${sep}`.includes(`${sep}${WORKTREES}${sep}`)) return undefined;
  const checkout = findCheckout(launch);
  if (!isLinkedWorktree(checkout)) return undefined;
  const { top, main } = checkout;
  const host = dirname(dirname(dirname(top)));
  // git writes the main worktree's real path; the launch may have reached it through a link
  if (join(host, WORKTREES, basename(top)) !== top || !samePath(host, main)) return undefined;
  return join(host, relative(top, launch));
}

/** `dir`, or the same folder of the main worktree when it is in one of Claude Code's worktrees. */
export function throughClaudeWorktree(dir: string): string {
  return claudeWorktreeMainFolder(dir) ?? resolve(dir);
}
