// doctor's way to bring two keys' memories under one chose the key with the most memories, ties
// by name: a stray folder (save --project legacy) as large as the project's own asked to move the
// project's memories away from the key its committed pin names, a key every clone reads already.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

it.each([
  [true, 'key move legacy remote'],
  [false, 'key move remote legacy'],
])('with the pin committed (%s), the fix says `%s`', (committed, move) => {
  const base = tempTree();
  git(base, 'init', '-q', '--bare', 'remote.git');
  git(base, 'clone', '-q', 'remote.git', 'a');
  const a = join(base, 'a');
  git(a, 'commit', '-q', '--allow-empty', '-m', 'init');
  const env = { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } };
  expect(runCli(['save', '--dir', a, '--scope', 'project', '--title', 'One fact', '--description', 'the first fact', '--body', 'a'], env).code).toBe(0);
  git(a, 'add', committed ? '-A' : '.ai-core');
  git(a, 'commit', '-q', '-m', 'memory');
  expect(
    runCli(['save', '--dir', a, '--project', 'legacy', '--scope', 'project', '--title', 'Legacy fact', '--description', 'a legacy fact', '--body', 'b'], env)
      .code,
  ).toBe(0);
  const doctor = JSON.parse(runCli(['doctor', '--dir', a, '--json'], env).stdout) as { checks: { id: string; fix: string | null }[] };
  expect(doctor.checks.find((c) => c.id === 'split-clones')?.fix).toContain(move);
});
