// A client's settings file that is no file: a FIFO where ~/.claude/settings.json belongs, or a
// link to /dev/zero a repository ships as .claude/settings.local.json. Read as plain files they
// hung install and doctor (a FIFO no one writes to) or ran them out of memory (/dev/zero), and
// so did every session's start, which reads the settings for the auto memory notice. They are
// refused unread now: the commands name the file, the hook goes on without it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { tempTree } from '../support/fixtures.js';
import { CLI, cleanEnv, contextOf, REPO } from '../support/processes.js';

const SESSION_START = builtHookPath('SessionStart', join(REPO, 'plugin'));

/** A run cut off well before a hang's or a flood's harm: a healthy one takes a fraction of a second. */
function run(args: string[], env: Record<string, string>, input = '') {
  const done = spawnSync('node', args, { input, env: cleanEnv(env), encoding: 'utf8', timeout: 8_000, maxBuffer: 16 * 1024 * 1024 });
  return { code: done.status, stdout: done.stdout, stderr: done.stderr, killed: done.signal !== null };
}

function workspace() {
  const base = tempTree();
  const home = join(base, 'home');
  const ws = join(base, 'ws');
  mkdirSync(join(home, '.claude'), { recursive: true });
  mkdirSync(ws);
  execFileSync('git', ['init', '-q'], { cwd: ws });
  const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
  const saved = run([CLI, 'save', '--dir', ws, '--scope', 'global', '--title', 'Queue limit', '--description', 'holds 100 jobs', '--body', 'b'], env);
  expect(saved.code, saved.stderr).toBe(0);
  return { home, ws, env };
}

describe('settings files that are no files', () => {
  it('a FIFO as the user settings: install and uninstall refuse it by name, doctor fails its row and ends', () => {
    const { home, ws, env } = workspace();
    const settings = join(home, '.claude', 'settings.json');
    execFileSync('mkfifo', [settings]);
    for (const command of ['install', 'uninstall']) {
      const done = run([CLI, command, '--dir', ws], env);
      expect(done.killed, command).toBe(false);
      expect(done.code).toBe(1);
      expect(done.stderr).toContain(`cannot read ${settings}: it is a special file, not a regular file`);
    }
    const doctor = run([CLI, 'doctor', '--dir', ws], env);
    expect(doctor.killed).toBe(false);
    expect(doctor.stdout).toMatch(/✗ fail {2}settings .*user settings: cannot read/);
  });

  it('a link to /dev/zero as the project settings and a FIFO as ~/.claude.json: a session start after /compact gets its list, doctor ends', () => {
    const { home, ws, env } = workspace();
    mkdirSync(join(ws, '.claude'));
    symlinkSync('/dev/zero', join(ws, '.claude', 'settings.local.json'));
    execFileSync('mkfifo', [join(home, '.claude.json')]);
    const start = run(
      [SESSION_START],
      env,
      JSON.stringify({ session_id: 's', transcript_path: '/dev/null', cwd: ws, hook_event_name: 'SessionStart', source: 'compact' }),
    );
    expect(start.killed).toBe(false);
    expect(start.code).toBe(0);
    expect(contextOf(start.stdout)).toContain('[global] queue-limit — holds 100 jobs');
    const doctor = run([CLI, 'doctor', '--dir', ws], env);
    expect(doctor.killed).toBe(false);
    expect(doctor.stdout).toContain(`local settings: cannot read ${join(ws, '.claude', 'settings.local.json')}: it is a special file`);
  });
});
