// A checkout of a commit from before the memory folder, in a running session: the list it
// was shown names files that are not there. The built hooks on a real git repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, REPO, runCli, runHook } from '../support/processes.js';

const START = builtHookPath('SessionStart', join(REPO, 'plugin'));
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

/** A repository whose first commit has no memory folder (tagged `before`) and whose main has a memory of each scope. */
function repository(lang: string): { dir: string; env: Record<string, string> } {
  const dir = join(tempTree(), 'shop');
  mkdirSync(dir);
  const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: lang };
  git(dir, 'init', '-q');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'start');
  git(dir, 'tag', 'before');
  const saved = runCli(
    ['save', '--dir', dir, '--scope', 'project', '--title', 'Staging resets', '--description', 'Staging DB resets on Mondays.', '--body', 'b'],
    {
      env,
    },
  );
  expect(saved.code, saved.stderr).toBe(0);
  const global = runCli(['save', '--dir', dir, '--scope', 'global', '--title', 'Node 20', '--description', 'Node 20 or later.', '--body', 'b'], { env });
  expect(global.code, global.stderr).toBe(0);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'memory');
  return { dir, env };
}

describe('the memory folder gone under a running session', () => {
  it('is said once, in the session’s language; the full list comes back with the folder', () => {
    for (const [lang, words] of [
      ['en', 'is gone: most likely a checkout of a commit or branch without it'],
      ['ko', '없어졌습니다: 그 폴더가 없는 커밋이나 브랜치로'],
    ] as const) {
      const { dir, env } = repository(lang);
      const prompt = (text: string) => contextOf(runHook(promptEvent(dir, { session_id: 's1', prompt: text }), env).stdout);
      expect(prompt('hello')).toContain('staging-resets');
      git(dir, 'checkout', '-q', 'before');
      const told = prompt('why does staging fail?');
      expect(told).toContain(join(dir, '.ai-core', 'data', 'memory'));
      expect(told).toContain(words);
      expect(prompt('and now?')).toBeUndefined();
      git(dir, 'checkout', '-q', 'main');
      const back = prompt('back on main');
      expect(back).toMatch(/^<project-memory>\n(Path|경로): /);
      expect(back).toContain('staging-resets');
    }
  });

  it('compacted while the folder is gone: the list comes back in full with the folder', () => {
    const { dir, env } = repository('en');
    const event = (name: string, extra: object) => ({ ...promptEvent(dir, { session_id: 's2' }), hook_event_name: name, ...extra });
    expect(contextOf(runHook(event('UserPromptSubmit', { prompt: 'hello' }), env).stdout)).toContain('staging-resets');
    git(dir, 'checkout', '-q', 'before');
    expect(contextOf(runHook(event('SessionStart', { source: 'compact' }), env, START).stdout)).toBeUndefined();
    git(dir, 'checkout', '-q', 'main');
    expect(contextOf(runHook(event('UserPromptSubmit', { prompt: 'back' }), env).stdout)).toMatch(
      /^<project-memory>\nPath: [^\n]*\n(\[[a-z]+\] [^\n]*\n)*\[shop\] staging-resets/,
    );
  });

  it('says nothing to a launch outside a folder that is still there, nor to a session never shown a list', () => {
    const { dir, env } = repository('en');
    expect(contextOf(runHook(promptEvent(dir, { session_id: 's3' }), env).stdout)).toContain('staging-resets');
    const elsewhere = tempTree();
    expect(contextOf(runHook(promptEvent(elsewhere, { session_id: 's3' }), env).stdout)).toBeUndefined();
    git(dir, 'checkout', '-q', 'before');
    expect(contextOf(runHook(promptEvent(dir, { session_id: 's4' }), env).stdout)).toBeUndefined();
  });
});
