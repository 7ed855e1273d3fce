import { execGit, type GitExec, type GitResult } from '../../io/git-exec.js';
import { memoize } from './memoize.js';

export { execGit, type GitExec };

/** Runs `git ARGS` in the launch folder. */
export type GitRunner = (...args: string[]) => GitResult;

/** Each distinct git call runs once per runner: the top level is asked by two parts. */
export function createGitRunner(cwd: string, env: Record<string, string | undefined>, exec: GitExec = execGit): GitRunner {
  return memoize((...args: string[]) => exec(cwd, env, args));
}
