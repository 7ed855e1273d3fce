// forget and rename stage their change (git rm, git mv), and so does key move: in the middle of a
// rebase, `git rebase --continue` folded it into the commit being replayed, under that commit's
// message. Each is refused until the rebase is done (a merge's commit is the user's own: not refused).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

it('refuses forget, rename and key move while a rebase is stopped on a conflict, and forgets once it is done', () => {
  const dir = tempTree();
  git(dir, 'init', '-q');
  const cli = (...args: string[]) => runCli([...args, '--dir', dir], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
  writeFileSync(join(dir, '.project-memory-key'), 'shop\n');
  expect(cli('save', '--scope', 'project', '--title', 'Keep me', '--description', 'an important fact', '--body', 'f', '--name', 'keep').code).toBe(0);
  writeFileSync(join(dir, 'code.txt'), 'a\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  git(dir, 'checkout', '-qb', 'feat');
  writeFileSync(join(dir, 'code.txt'), 'feat\n');
  git(dir, 'commit', '-qam', 'feat');
  git(dir, 'checkout', '-q', 'main');
  writeFileSync(join(dir, 'code.txt'), 'main\n');
  git(dir, 'commit', '-qam', 'main');
  git(dir, 'checkout', '-q', 'feat');
  expect(spawnSync('git', ['rebase', 'main'], { cwd: dir, stdio: 'pipe' }).status).not.toBe(0);
  const memory = join(dir, '.ai-core', 'data', 'memory', 'shop', 'keep.md');
  for (const args of [
    ['forget', 'keep'],
    ['rename', 'keep', 'kept'],
    ['key', 'move', 'shop', 'store'],
  ]) {
    const run = cli(...args);
    expect(run.code, args.join(' ')).toBe(1);
    expect(run.stderr).toContain('a git rebase is under way');
    expect(existsSync(memory)).toBe(true);
  }
  expect(git(dir, 'status', '--porcelain', '--', '.ai-core')).toBe('');
  writeFileSync(join(dir, 'code.txt'), 'both\n');
  git(dir, 'add', 'code.txt');
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'rebase', '--continue'], {
    cwd: dir,
    env: { ...process.env, GIT_EDITOR: 'true' },
    stdio: 'pipe',
  });
  expect(git(dir, 'show', '--stat', '--format=', 'HEAD')).not.toContain('keep.md');
  expect(cli('forget', 'keep').code).toBe(0);
  expect(existsSync(memory)).toBe(false);
});
