// A repository another user owns (a Docker volume, WSL, a shared disk): git refuses it
// ("detected dubious ownership") and answers every question with an error. forget read that as
// "in no git repository" and advised --force, as if the memory's text would be lost for good;
// rename moved a tracked file with a plain rename. Each now says what git refuses and its fix.
// Only root can give a folder to another user: the test runs where it can.

import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliError } from '../../lib/cli/errors.js';
import type { GitExec } from '../../lib/io/git-exec.js';
import { refuseRefusedRepository } from '../../lib/save/git-refused.js';
import { shellCommand } from '../../lib/shell-quote.js';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

function chownTree(path: string, uid: number): void {
  chownSync(path, uid, uid);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry), uid);
}

it.skipIf(process.getuid?.() !== 0)('forget, rename and key move in a repository git refuses name git and its fix, and change nothing', () => {
  const dir = tempTree();
  git(dir, 'init', '-q');
  const home = tempTree();
  const cli = (...args: string[]) => runCli([...args, '--dir', dir], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
  expect(
    cli('save', '--scope', 'project', '--project', 'shop', '--title', 'Keep me', '--description', 'an important fact', '--body', 'f', '--name', 'keep').code,
  ).toBe(0);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'memories');
  chownTree(dir, 4242);
  const memory = join(dir, '.ai-core', 'data', 'memory', 'shop', 'keep.md');
  for (const args of [
    ['forget', 'keep', '--project', 'shop'],
    ['rename', 'keep', 'kept', '--project', 'shop'],
    ['key', 'move', 'shop', 'store'],
  ]) {
    const run = cli(...args);
    expect(run.code, args.join(' ')).toBe(1);
    expect(run.stderr, args.join(' ')).toContain(`git refuses the repository at ${dir}`);
    expect(run.stderr).toContain(`git config --global --add safe.directory ${dir}`);
    expect(run.stderr).not.toContain('--force');
    expect(existsSync(memory)).toBe(true);
  }
});

describe("git's refusal, in each git's words", () => {
  const refusedWith =
    (stderr: string): GitExec =>
    () => ({ ok: false, missing: false, stderr });
  const said = (stderr: string) => {
    try {
      refuseRefusedRepository('/r', refusedWith(stderr), {});
    } catch (error) {
      return (error as CliError).message;
    }
    return undefined;
  };

  it.each([
    ['git 2.35.3 and later', "fatal: detected dubious ownership in repository at '/home/o'brien/shop'\nTo add an exception…\n", "/home/o'brien/shop"],
    ['git 2.35.2', "fatal: unsafe repository ('/srv/shop' is owned by someone else)\nTo add an exception…\n", '/srv/shop'],
  ])('%s: names the repository and the command that trusts it, quoted for a shell', (_, stderr, repository) => {
    const text = said(stderr) ?? '';
    expect(text).toContain(`git refuses the repository at ${repository}:`);
    expect(text).toContain(`\`${shellCommand(['git', 'config', '--global', '--add', 'safe.directory', repository])}\``);
  });

  it('says nothing of any other failure (no repository, git missing)', () => {
    expect(said('fatal: not a git repository (or any of the parent directories): .git\n')).toBeUndefined();
    expect(() => refuseRefusedRepository('/r', () => ({ ok: false, missing: true }), {})).not.toThrow();
  });
});
