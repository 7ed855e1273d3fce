import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { GitExec } from '../io/git-exec.js';

/**
 * What git is in the middle of, by the file it keeps meanwhile. Not a merge: its commit is the
 * user's own, which resolves it, and may well take a memory moved to settle it (lint's way out
 * of a conflict on the pin is a `key move` before that commit).
 */
const UNDER_WAY: ReadonlyArray<[string, GitBusy]> = [
  ['rebase-merge', 'rebase'],
  // git am keeps its patches there too, with a file of its own beside them
  ['rebase-apply/applying', 'am'],
  ['rebase-apply', 'rebase'],
  ['CHERRY_PICK_HEAD', 'cherry-pick'],
  ['REVERT_HEAD', 'revert'],
];

export type GitBusy = 'rebase' | 'am' | 'cherry-pick' | 'revert';

/**
 * The rebase, am, cherry-pick or revert under way in the repository `dir` is in; undefined where
 * none is (or git cannot say). What `git rm` or `git mv` stages meanwhile goes into the commit
 * that continues it — another commit, replayed under its own message — not one of its own.
 * One git call.
 */
export function gitBusyIn(dir: string, git: GitExec, env: Record<string, string | undefined>): GitBusy | undefined {
  const result = git(dir, env, ['rev-parse', ...UNDER_WAY.flatMap(([name]) => ['--git-path', name])]);
  if (!result.ok) return undefined;
  const paths = result.stdout.split('\n');
  return UNDER_WAY.find((_, i) => paths[i] !== undefined && paths[i] !== '' && existsSync(resolve(dir, paths[i] as string)))?.[1];
}
