import { resolve } from 'node:path';
import { nodeBuiltin } from './node-builtin.js';
import { isWithin, realPathOf } from './real-path.js';

export type GitResult = { ok: true; stdout: string } | { ok: false; missing: boolean; stderr?: string };
/**
 * `input` on git's stdin; `bytes`: stdin and stdout as bytes, one char each (latin1), so no
 * file name that is no UTF-8 is spoiled on the way through; `patterns`: the call's paths go
 * to git as written, for a pattern (`:(glob)…`) or a command that refuses
 * --literal-pathspecs (check-ignore, which reads its paths literally anyway).
 */
interface GitOptions {
  input?: string;
  bytes?: boolean;
  patterns?: boolean;
}

export type GitExec = (cwd: string, env: Record<string, string | undefined>, args: readonly string[], options?: GitOptions) => GitResult;

/**
 * When the git calls of this process must be done by, where it is a hook (limitGitCalls):
 * a command waits for git as long as one call's timeout, while Claude Code cuts a hook off
 * at its own 10 s, and a git stalled on a config include (a FIFO, a network mount) took the
 * session's list with it. Undefined: each call its own 10 s.
 */
let deadline: number | undefined;

/** Gives every git call of this process, together, at most `ms` from now. */
export function limitGitCalls(ms: number): void {
  deadline = Date.now() + ms;
}

/**
 * One real git call. `--no-optional-locks` keeps `git status` from refreshing the index,
 * so looking at a repo never changes it (Claude Code sets GIT_OPTIONAL_LOCKS=0 for the
 * same reason). `--literal-pathspecs`: a path is the file it names, where git would read
 * `*`, `?` and `[…]` in it as a pattern (`forget 'notes[1]'` would `git rm` notes1.md).
 * The timeout keeps a hung git from hanging the command. The per-prompt path reads git's
 * files instead (lib/workspace/git-checkout.ts), and asks git only for the key a project's
 * first save pins (lib/workspace/first-save-key.ts), while that project has no memories.
 */
export const execGit: GitExec = (cwd, env, args, options = {}) => {
  const { input, bytes = false, patterns = false } = options;
  const left = deadline === undefined ? 10_000 : Math.min(10_000, deadline - Date.now());
  if (left <= 0) return { ok: false, missing: false };
  const encoding = bytes ? 'latin1' : 'utf8';
  // loaded here: the prompt's hook bundles this module (a first save's key asks the remote) and must not load it on every prompt
  const { spawnSync } = nodeBuiltin<typeof import('node:child_process')>('node:child_process');
  const result = spawnSync('git', ['--no-optional-locks', ...(patterns ? [] : ['--literal-pathspecs']), ...args], {
    cwd,
    env,
    encoding,
    timeout: left,
    maxBuffer: 32 * 1024 * 1024,
    ...(input === undefined ? { stdio: ['ignore', 'pipe', 'pipe'] } : { input: Buffer.from(input, encoding), stdio: ['pipe', 'pipe', 'pipe'] }),
  });
  if (result.error) return { ok: false, missing: (result.error as NodeJS.ErrnoException).code === 'ENOENT' };
  if (result.status !== 0) return { ok: false, missing: false, stderr: result.stderr };
  return { ok: true, stdout: result.stdout };
};

/**
 * The environment for asking git about the checkout a folder is in. A shell, an editor or a
 * git hook may export variables that point git at another repository, work tree or index: a
 * hook runs with GIT_DIR set (in a linked worktree, to the worktree's folder), and git then
 * takes the folder it runs in for the top, naming every path wrongly. Every GIT_ variable
 * but the config ones goes, and git finds the repository from the folder. `keepIndex` keeps
 * the index a commit is about to write (lint in a pre-commit hook checks what is being
 * committed), made absolute: git hands it over relative to the top.
 */
function checkoutEnv(env: Record<string, string | undefined>, options: { keepIndex?: boolean } = {}): Record<string, string | undefined> {
  const own = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('GIT_') || name.startsWith('GIT_CONFIG')));
  const index = env.GIT_INDEX_FILE;
  return options.keepIndex && index !== undefined ? { ...own, GIT_INDEX_FILE: resolve(index) } : own;
}

/**
 * checkoutEnv, or, where `dir` alone is in no repository but the environment names one
 * whose work tree holds it (GIT_DIR, and GIT_WORK_TREE: a bare repository checked out
 * elsewhere, the way dotfiles are often kept), an environment naming that one, its paths
 * made absolute (git would read them from the folder it runs in). The extra git calls are
 * made only where both are set.
 */
export function checkoutEnvFor(
  dir: string,
  env: Record<string, string | undefined>,
  options: { keepIndex?: boolean } = {},
  git: GitExec = execGit,
): Record<string, string | undefined> {
  const own = checkoutEnv(env, options);
  const { GIT_DIR: gitDir, GIT_WORK_TREE: workTree } = env;
  // GIT_DIR alone (git sets it so for a hook in a linked worktree) makes git take the folder it
  // runs in for the top of a work tree, so it would hold any folder: taken with a work tree only
  if (!gitDir || !workTree) return own;
  const found = git(dir, own, ['rev-parse', '--git-dir']);
  if (found.ok || found.missing) return own;
  const named = { ...own, GIT_DIR: resolve(gitDir), GIT_WORK_TREE: resolve(workTree) };
  const top = git(dir, named, ['rev-parse', '--show-toplevel']);
  return top.ok && holds(top.stdout.trim(), dir) ? named : own;
}

/** Whether `dir` is `top` or below it, through any link in either path (git names the top as it really is). */
function holds(top: string, dir: string): boolean {
  return top !== '' && isWithin(realPathOf(dir) ?? resolve(dir), realPathOf(top) ?? resolve(top));
}
