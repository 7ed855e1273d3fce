// Two teammates, one memory: one runs `save --update` (which writes updated_at and
// verified_at), the other edits the tags, the description or the body, by hand or by another
// update. With the days written before the tags, the update's new lines touched a tags edit
// and git stopped the merge on a conflict neither made. Real git, two clones of one bare
// remote, the built CLI.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', '-c', 'pull.rebase=false', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
  });

/** A remote holding one memory saved and pushed from the first clone, and a second clone of it. */
function teammates() {
  const root = tempTree();
  const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
  git(root, 'init', '-q', '--bare', 'shop.git');
  const [alice, bob] = [join(root, 'alice'), join(root, 'bob')];
  git(root, 'clone', '-q', 'shop.git', alice);
  git(alice, 'commit', '-q', '--allow-empty', '-m', 'start');
  const saved = runCli(
    [
      'save',
      '--dir',
      alice,
      '--scope',
      'project',
      '--title',
      'Queue limits',
      '--description',
      'SQS max 256KB',
      '--tags',
      'aws,sqs',
      '--body',
      'Use S3 pointers.',
    ],
    { env },
  );
  expect(saved.code, saved.stderr).toBe(0);
  const file = saved.stdout.trim().slice(alice.length + 1);
  git(alice, 'add', '-A');
  git(alice, 'commit', '-qm', 'memory');
  git(alice, 'push', '-q', 'origin', 'main');
  git(root, 'clone', '-q', 'shop.git', bob);
  return { alice, bob, env, file };
}

const update = (dir: string, env: Record<string, string>, ...args: string[]) => {
  const r = runCli(['save', '--dir', dir, '--scope', 'project', '--name', 'queue-limits', '--update', ...args], { env });
  expect(r.code, r.stderr).toBe(0);
};

describe('an update and a teammate’s edit of the same memory', () => {
  it.each([
    ['tags, by update', (dir: string, env: Record<string, string>) => update(dir, env, '--tags', 'aws,sqs,limits')],
    ['tags, by hand', (dir: string, _env: Record<string, string>, file: string) => edit(join(dir, file), 'tags: [aws, sqs]', 'tags: [aws, sqs, queues]')],
    ['the description, by hand', (dir: string, _env: Record<string, string>, file: string) => edit(join(dir, file), 'SQS max 256KB', 'SQS max is 256 KB')],
  ])('merge without a conflict: the body updated against %s', (_what, change) => {
    const { alice, bob, env, file } = teammates();
    change(alice, env, file);
    git(alice, 'commit', '-qam', 'alice');
    git(alice, 'push', '-q', 'origin', 'main');
    update(bob, env, '--body', 'Use S3 pointers (the extended client).');
    git(bob, 'commit', '-qam', 'bob');
    git(bob, 'pull', '-q', '--no-edit', 'origin', 'main');
    const merged = readFileSync(join(bob, file), 'utf8');
    expect(merged).not.toContain('<<<<<<<');
    expect(merged).toContain('Use S3 pointers (the extended client).');
    expect(merged).toMatch(/tags: \[aws, sqs(, limits|, queues)?\]/);
    expect(runCli(['lint', '--dir', bob], { env }).code).toBe(0);
  });
});

function edit(path: string, from: string, to: string): void {
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}
