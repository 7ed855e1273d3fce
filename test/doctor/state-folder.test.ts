// A state folder the hooks cannot use (another user's after one run under sudo, or one
// they cannot write to) makes every prompt repeat the whole memory list, since no session
// can record what it was shown; doctor used to say nothing of it. Root may write anywhere,
// and only root may give a folder away: the ownership half is tested when the suite runs
// as root, the read-only half when it runs as another user.
import { chmodSync, chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRow } from '../../lib/diagnose/doctor/check.js';
import { checkStateFolder } from '../../lib/diagnose/doctor/check-state-folder.js';
import { EN } from '../../lib/i18n/en.js';
import { KO } from '../../lib/i18n/ko.js';
import { MEMORY, memoryFile } from '../support/fixtures.js';
import { runCli, runHook } from '../support/processes.js';
import { tempTree } from '../support/temp.js';

const uid = process.getuid?.();
const asRoot = uid === 0;
/** A uid no test user has: what a folder made under sudo looks like to its owner's user, seen from the user. */
const STRANGER = 4242;

function stateIn(home: string): string {
  const state = join(home, '.local', 'state', 'project-memory');
  mkdirSync(join(state, 'sessions'), { recursive: true, mode: 0o700 });
  return state;
}

const row = (home: string, env: Record<string, string> = {}) => {
  const result = checkStateFolder({ env, home });
  return result && checkRow(result, EN);
};

describe('doctor: the state folder', () => {
  it('has no row while the folder is fine, or not made yet', () => {
    const home = tempTree();
    expect(row(home)).toBeUndefined();
    stateIn(home);
    expect(row(home)).toBeUndefined();
  });

  // only root may give a folder away
  it.skipIf(!asRoot)('warns when another user owns it, naming the folder, the cost and how to take it back', () => {
    const home = tempTree();
    const state = stateIn(home);
    chownSync(state, STRANGER, STRANGER);
    // doctor run by root sees a folder of uid 4242 as the user 4242 would see root's
    expect(row(home)).toEqual({
      id: 'state',
      status: 'warn',
      message: `the state folder ${state} is not yours alone (another user owns it, as after a run under sudo, or others may write to it): the hooks keep no session state there, so every prompt gets the full memory list again, and install keeps no record for uninstall`,
      fix: `give it back to yourself: \`sudo chown -R "$(id -u):$(id -g)" ${state}\`, then \`chmod -R u+rwX,go-rwx ${state}\`; or set PROJECT_MEMORY_STATE_DIR to a folder of yours`,
    });
    const ko = checkStateFolder({ env: {}, home });
    expect(ko && checkRow(ko, KO).message).toContain('요청마다 memory 목록 전체가 다시 나오고');
  });

  it('warns for the folder PROJECT_MEMORY_STATE_DIR names when others may write to it', () => {
    const state = join(tempTree(), 'state');
    mkdirSync(state);
    chmodSync(state, 0o777);
    const result = row(tempTree(), { PROJECT_MEMORY_STATE_DIR: state });
    expect(result?.message).toContain(`the state folder ${state} is not yours alone`);
    expect(result?.fix).toBe(`\`chmod -R u+rwX,go-rwx ${state}\`; or set PROJECT_MEMORY_STATE_DIR to a folder of yours`);
  });

  // a chmod -R on a file makes no folder of it: the fix moves it aside
  it('warns when a file is where the folder should be, and the fix moves it aside', () => {
    const base = tempTree({ 'state-file': 'x' });
    const state = join(base, 'state-file');
    expect(row(tempTree(), { PROJECT_MEMORY_STATE_DIR: state })).toEqual({
      id: 'state',
      status: 'warn',
      message: `the state folder ${state} is a file, not a folder: the hooks keep no session state, so every prompt gets the full memory list again, and install keeps no record for uninstall`,
      fix: `move the file aside (\`mv ${state} ${state}.bak\`), or set PROJECT_MEMORY_STATE_DIR to a folder of yours`,
    });
  });

  // without a HOME the place is under the system temp folder: a file there is moved aside all the same
  it('warns of a file in the temp place too, with the fix that moves it aside', () => {
    const tmp = tempTree();
    const place = join(tmp, `project-memory-${uid ?? 0}`);
    writeFileSync(place, 'x');
    // os.tmpdir() reads the process's own TMPDIR
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    let result: ReturnType<typeof checkStateFolder>;
    try {
      result = checkStateFolder({ env: {}, home: undefined });
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
    const shown = result && checkRow(result, EN);
    expect(shown?.message).toContain(`the state folder ${place} is a file, not a folder`);
    expect(shown?.fix).toContain('move the file aside');
  });

  // not made yet is fine only where it can be made: below a file it never will be, root or not
  it('warns when the folder is missing and cannot be made where it goes', () => {
    const base = tempTree({ blocker: 'x' });
    const state = join(base, 'blocker', 'deeper', 'state');
    const result = row(tempTree(), { PROJECT_MEMORY_STATE_DIR: state });
    expect(result?.message).toContain(`the state folder ${state} cannot be written`);
    expect(result?.fix).toBe(`it cannot be made there: set PROJECT_MEMORY_STATE_DIR to a folder of yours, or let yourself write in the folder above ${state}`);
  });

  it.skipIf(asRoot || uid === undefined)('warns when its sessions folder cannot be written', () => {
    const home = tempTree();
    const state = stateIn(home);
    chmodSync(join(state, 'sessions'), 0o500);
    try {
      expect(row(home)?.message).toContain(`the state folder ${join(state, 'sessions')} cannot be written`);
    } finally {
      chmodSync(join(state, 'sessions'), 0o700);
    }
  });

  it.skipIf(!asRoot)('is the row doctor shows when the hook repeats the list for that reason', () => {
    const home = tempTree();
    const root = tempTree({ [`${MEMORY}/_global/deploy.md`]: memoryFile({ title: 'Deploy', description: 'How we deploy' }), 'app/': '' });
    chownSync(stateIn(home), STRANGER, STRANGER);
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    const prompt = (text: string) =>
      runHook({ session_id: 's-state', transcript_path: '/dev/null', cwd: join(root, 'app'), hook_event_name: 'UserPromptSubmit', prompt: text }, env).stdout;
    expect(prompt('first')).toContain('How we deploy');
    // no state kept: the second prompt of the same session gets the whole list again
    expect(prompt('second')).toContain('How we deploy');
    const doctor = JSON.parse(runCli(['doctor', '--dir', join(root, 'app'), '--json'], { env }).stdout) as { checks: Array<{ id: string; status: string }> };
    expect(doctor.checks.find((check) => check.id === 'state')?.status).toBe('warn');
  });
});
