import { spawnSync } from 'node:child_process';

export type GitResult = { ok: true; stdout: string } | { ok: false; missing: boolean; stderr?: string };
export type GitExec = (cwd: string, env: Record<string, string | undefined>, args: readonly string[]) => GitResult;

/**
 * One real git call. `--no-optional-locks` keeps `git status` from refreshing the index,
 * so looking at a repo never changes it (Claude Code sets GIT_OPTIONAL_LOCKS=0 for the
 * same reason). The timeout keeps a hung git from hanging the command. Never used on
 * the per-prompt path: the hook reads git's files instead (lib/workspace/git-checkout.ts).
 */
export const execGit: GitExec = (cwd, env, args) => {
  const result = spawnSync('git', ['--no-optional-locks', ...args], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 10_000,
    maxBuffer: 32 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error) return { ok: false, missing: (result.error as NodeJS.ErrnoException).code === 'ENOENT' };
  if (result.status !== 0) return { ok: false, missing: false, stderr: result.stderr };
  return { ok: true, stdout: result.stdout };
};
