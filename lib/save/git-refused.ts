import { CliError } from '../cli/errors.js';
import type { GitExec } from '../io/git-exec.js';
import { shellCommand } from '../shell-quote.js';

/**
 * git's words when another user owns the repository it was asked about (safe.directory), with
 * the repository's path to its last quote on the line (a path may hold one): git 2.35.3 and
 * later, and 2.35.2's (and the backports of that release) before them.
 */
const REFUSALS = [/detected dubious ownership in repository at '(.+)'\s*$/m, /unsafe repository \('(.+)' is owned by someone else\)/];

/**
 * Refuses, naming git's fix, where git refuses the repository `dir` is in: owned by another user
 * (a Docker volume, WSL, a shared disk), it answers every question with an error, which read
 * as "no repository" had forget advise --force (the memory's text "would be lost for good")
 * and rename move a tracked file with a plain rename. One git call.
 */
export function refuseRefusedRepository(dir: string, git: GitExec, env: Record<string, string | undefined>): void {
  const result = git(dir, env, ['rev-parse', '--git-dir']);
  const repository = result.ok ? undefined : REFUSALS.map((refusal) => refusal.exec(result.stderr ?? '')?.[1]).find((path) => path !== undefined);
  if (repository !== undefined)
    throw new CliError((m) => m.words.gitRefused(repository, shellCommand(['git', 'config', '--global', '--add', 'safe.directory', repository])));
}
