// A memory saved through Claude Code's Bash tool (which sets CLAUDE_CODE_SESSION_ID) is
// one that session knows: its next prompt does not list it back, new or edited. Any other
// session, and a save from outside any session, still gets it. The built CLI and hook.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

function repository(): { repo: string; env: Record<string, string> } {
  const repo = join(tempTree(), 'shop');
  mkdirSync(repo);
  execFileSync('git', ['init', '-q'], { cwd: repo });
  const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
  expect(runCli(['install', '--dir', repo], { env }).code).toBe(0);
  return { repo, env };
}

function save(repo: string, env: Record<string, string>, session: string | undefined, ...args: string[]): void {
  const fields = args.includes('--update') ? args : ['--scope', 'project', '--body', 'b', ...args];
  const saved = runCli(['save', '--dir', repo, ...fields], { env: session === undefined ? env : { ...env, CLAUDE_CODE_SESSION_ID: session } });
  expect(saved.code, saved.stderr).toBe(0);
}

function prompt(repo: string, env: Record<string, string>, session: string): string {
  return contextOf(runHook(promptEvent(repo, { session_id: session, prompt: 'what next' }), env).stdout) ?? '';
}

describe('a memory Claude saved in its own session', () => {
  it('is not listed back to that session, new or updated; another session and an outside save still are', () => {
    const { repo, env } = repository();
    save(repo, env, undefined, '--title', 'DB port', '--description', 'Postgres listens on 5433.');
    expect(prompt(repo, env, 'mine')).toContain('[shop] db-port');
    expect(prompt(repo, env, 'other')).toContain('[shop] db-port');

    save(repo, env, 'mine', '--title', 'Deploy window', '--description', 'Deploys only on Tuesdays.');
    expect(prompt(repo, env, 'mine')).toBe('');
    expect(prompt(repo, env, 'other')).toContain('[shop] deploy-window — Deploys only on Tuesdays.');

    save(repo, env, 'mine', '--update', '--name', 'deploy-window', '--description', 'Deploys only on Tuesdays and Thursdays.');
    save(repo, env, 'mine', '--update', '--name', 'db-port', '--body', 'the port moved');
    expect(prompt(repo, env, 'mine')).toBe('');
    expect(prompt(repo, env, 'other')).toContain('[shop] deploy-window — Deploys only on Tuesdays and Thursdays. (edited)');

    // from outside the session: an edit it has not seen
    save(repo, env, undefined, '--update', '--name', 'db-port', '--description', 'Postgres listens on 5434.');
    expect(prompt(repo, env, 'mine')).toContain('[shop] db-port — Postgres listens on 5434. (edited)');
  });

  it('leaves a session that has no list yet, and one listing another memory folder, as they were', () => {
    const { repo, env } = repository();
    const other = repository();
    save(other.repo, other.env, undefined, '--title', 'Elsewhere', '--description', 'Another repository.');
    // the same state folder (one HOME), a session of the other repository
    expect(prompt(other.repo, env, 'there')).toContain('[shop] elsewhere');
    save(repo, env, 'there', '--title', 'Here', '--description', 'This repository.');
    save(repo, env, 'fresh', '--title', 'First', '--description', 'Saved before any list.');
    expect(prompt(repo, env, 'fresh')).toContain('[shop] first — Saved before any list.');
    expect(prompt(other.repo, env, 'there')).toBe('');
    expect(prompt(repo, env, 'there')).toContain('[shop] here — This repository.');
  });
});
