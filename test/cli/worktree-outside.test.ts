// A linked worktree made outside the workspace (`git worktree add ../elsewhere/app-fix`), or
// on a branch from before `.ai-core/` was committed, has no workspace above it. It reads and
// saves into its main worktree's, as a launch in the same folder there would: before, it
// listed nothing, and its first save split off a memory folder of its own that the main
// worktree never saw. The built CLI and hook, on real git worktrees.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } });
}

/** ws/app, a repository with one project memory saved (not committed), and its worktree outside ws. */
function repository() {
  const root = tempTree();
  const app = join(root, 'ws', 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'README.md'), '# app\n');
  git(app, 'init', '-q');
  git(app, 'add', '-A');
  git(app, 'commit', '-qm', 'start');
  const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
  const saved = runCli(['save', '--dir', app, '--scope', 'project', '--title', 'Main note', '--description', 'saved in the main worktree', '--body', 'b'], {
    env,
  });
  expect(saved.code, saved.stderr).toBe(0);
  const outside = join(root, 'elsewhere', 'app-fix');
  mkdirSync(join(root, 'elsewhere'));
  git(app, 'worktree', 'add', '-q', outside, '-b', 'fix');
  return { app, outside, env };
}

describe('a linked worktree with no workspace above it', () => {
  it("lists its main worktree's memories, in the hook and `list`", () => {
    const { app, outside, env } = repository();
    const context = contextOf(runHook(promptEvent(outside), env).stdout) ?? '';
    expect(context).toContain(`Path: ${join(app, MEMORY)}/`);
    expect(context).toContain('[app] main-note — saved in the main worktree');
    expect(runCli(['list', '--dir', outside], { env }).stdout).toContain('[app] main-note');
  });

  it("saves into its main worktree's memory folder, and makes none of its own; doctor sees one folder", () => {
    const { app, outside, env } = repository();
    const saved = runCli(
      [
        'save',
        '--dir',
        outside,
        '--scope',
        'project',
        '--title',
        'Checkout needs flag X',
        '--description',
        'feature flag X must be on for checkout',
        '--body',
        'b',
      ],
      {
        env,
      },
    );
    expect(saved.code, saved.stderr).toBe(0);
    expect(existsSync(join(app, MEMORY, 'app', 'checkout-needs-flag-x.md'))).toBe(true);
    expect(existsSync(join(outside, '.ai-core'))).toBe(false);
    const checks = JSON.parse(runCli(['doctor', '--dir', outside, '--json'], { env }).stdout) as { checks: { id: string; status: string }[] };
    expect(checks.checks.find((c) => c.id === 'repository-keys')).toMatchObject({ status: 'ok' });
  });

  it("reads its own pin first (one on its branch), and the main worktree's memory folder under that key", () => {
    const { app, outside, env } = repository();
    writeFileSync(join(outside, '.project-memory-key'), 'fix-branch\n');
    const key = JSON.parse(runCli(['key', '--dir', outside, '--json'], { env }).stdout) as { key: string; source: string };
    expect(key).toMatchObject({ key: 'fix-branch', source: 'pin' });
    expect(runHook(promptEvent(outside), env).stdout).toContain('2) fix-branch (this project)');
    const saved = runCli(
      ['save', '--dir', outside, '--scope', 'project', '--title', 'Branch fact', '--description', 'the fix branch pins its own key', '--body', 'b'],
      { env },
    );
    expect(saved.code, saved.stderr).toBe(0);
    expect(existsSync(join(app, MEMORY, 'fix-branch', 'branch-fact.md'))).toBe(true);
  });

  it('keeps a workspace of its own where it has one (the committed .ai-core/ checked out)', () => {
    const { app, env } = repository();
    git(app, 'add', '-A');
    git(app, 'commit', '-qm', 'memories');
    const committed = join(app, '..', '..', 'elsewhere', 'app-later');
    git(app, 'worktree', 'add', '-q', committed, '-b', 'later');
    const context = contextOf(runHook(promptEvent(committed), env).stdout) ?? '';
    expect(context).toContain(`Path: ${join(committed, MEMORY)}/`);
  });
});
