// rename refuses a change of what a supersedes names; key move made one silently: a memory moved
// into a project whose memory supersedes a global one of its name took that supersedes for itself
// (a project memory's supersedes names its own folder first), so the moved memory left the list
// and the global one came back. key move says so, dry run or not, and --json gives it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const memory = (title: string, supersedes?: string) =>
  [
    '---',
    `title: ${title}`,
    `description: ${title} notes`,
    'created_at: 2026-01-01',
    ...(supersedes ? [`supersedes: [${supersedes}]`] : []),
    '---',
    'b',
    '',
  ].join('\n');

it('says what the list of the key moved to leaves out and shows again', () => {
  const dir = tempTree();
  execFileSync('git', ['init', '-q'], { cwd: dir });
  const root = join(dir, '.ai-core', 'data', 'memory');
  for (const folder of ['_global', 'r3', 'oldkey']) mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, '_global', 'deploy.md'), memory('Deploy global'));
  writeFileSync(join(root, 'r3', 'new-deploy.md'), memory('New deploy', 'deploy'));
  writeFileSync(join(root, 'oldkey', 'deploy.md'), memory('Deploy old'));
  writeFileSync(join(root, 'oldkey', 'other.md'), memory('Other'));
  writeFileSync(join(dir, '.project-memory-key'), 'r3\n');
  const env = { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } };
  const dry = runCli(['key', 'move', 'oldkey', 'r3', '--dir', dir, '--dry-run', '--json'], env);
  expect(dry.code, dry.stderr).toBe(0);
  expect(JSON.parse(dry.stdout).listChanges).toEqual({
    hidden: [{ path: join(root, 'r3', 'deploy.md'), by: ['new-deploy'] }],
    shown: [join(root, '_global', 'deploy.md')],
  });
  const run = runCli(['key', 'move', 'oldkey', 'r3', '--dir', dir], env);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toContain(`the list of r3 leaves out what a supersedes there hides now:\n  ${join(root, 'r3', 'deploy.md')} (superseded by new-deploy)\n`);
  expect(run.stderr).toContain(`shows again what a supersedes hid before, which now names a memory moved in:\n  ${join(root, '_global', 'deploy.md')}`);
  expect(run.stderr).not.toContain('other.md');
  const listed = runCli(['list', '--dir', dir, '--json'], env);
  const names = JSON.parse(listed.stdout).memories.map((m: { scope: string; name: string }) => `${m.scope}/${m.name}`);
  expect(names).toContain('global/deploy');
  expect(names).not.toContain('project/deploy');
});

it('says nothing where the supersedes mean what they meant', () => {
  const dir = tempTree();
  execFileSync('git', ['init', '-q'], { cwd: dir });
  const root = join(dir, '.ai-core', 'data', 'memory');
  for (const folder of ['_global', 'r3', 'oldkey']) mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, '_global', 'deploy.md'), memory('Deploy global'));
  writeFileSync(join(root, 'oldkey', 'new-deploy.md'), memory('New deploy', 'deploy'));
  writeFileSync(join(dir, '.project-memory-key'), 'r3\n');
  const run = runCli(['key', 'move', 'oldkey', 'r3', '--dir', dir], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).not.toContain('warning');
});

it('says a global memory a moved one hides in the list of a key that had memories of its own', () => {
  const dir = tempTree();
  execFileSync('git', ['init', '-q'], { cwd: dir });
  const root = join(dir, '.ai-core', 'data', 'memory');
  for (const folder of ['_global', 'beta', 'alpha']) mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, '_global', 'g2.md'), memory('G two'));
  writeFileSync(join(root, 'beta', 'own.md'), memory('Own'));
  writeFileSync(join(root, 'alpha', 'a-hider.md'), memory('A hider', 'g2'));
  writeFileSync(join(dir, '.project-memory-key'), 'beta\n');
  const run = runCli(['key', 'move', 'alpha', 'beta', '--dir', dir, '--dry-run', '--json'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
  expect(JSON.parse(run.stdout).listChanges.hidden).toEqual([{ path: join(root, '_global', 'g2.md'), by: ['a-hider'] }]);
});
