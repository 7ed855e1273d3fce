// A state folder its user may not write (a read-only ~/.local): install and uninstall still
// work, the lock beside the settings file and no install record kept, as when there is no
// state folder at all; stats says nothing can be recorded instead of promising counts from
// the next session. The built CLI runs as a user ~/.local is closed to (test/support/unreadable.ts).
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { readerLockedOut } from '../support/unreadable.js';

function setup() {
  // the memory folder complete, so that install has nothing to make in a tree the reader may not write
  const tree = tempTree({
    [`proj/${MEMORY}/_global/kafka.md`]: memoryFile({ title: 'kafka', description: 'kafka keeps topics for three days' }),
    [`proj/${MEMORY}/README.md`]: '# memories\n',
    [`proj/${MEMORY}/.gitignore`]: '*.tmp\n',
  });
  const reader = readerLockedOut(tree, []);
  const local = join(reader.home, '.local');
  mkdirSync(local);
  chmodSync(local, 0o555);
  // without this the test would prove nothing (root writes in a folder of mode 555)
  expect(reader.canWrite(relative(tree, local))).toBe(false);
  return { reader, dir: join(tree, 'proj'), settings: join(reader.home, '.claude', 'settings.json') };
}

const EN = { PROJECT_MEMORY_LANG: 'en' };

describe('a state folder its user may not write', () => {
  it('install and uninstall still change the settings file, keeping no record', () => {
    const { reader, dir, settings } = setup();
    const install = reader.cli(['install', '--dir', dir], EN);
    expect(install.stderr).toBe('');
    expect(install.code).toBe(0);
    expect(readFileSync(settings, 'utf8')).toContain('user-prompt-submit.cjs');
    // said, since uninstall will then leave auto memory off and the Read rule for the user to take back
    expect(install.stdout).toContain(
      `No record of this install is kept: the state folder ${join(reader.home, '.local', 'state', 'project-memory')} cannot be used`,
    );
    // the lock beside the settings file is gone again
    expect(existsSync(join(reader.home, '.claude', '.project-memory-install.lock'))).toBe(false);
    expect(existsSync(join(reader.home, '.local', 'state'))).toBe(false);
    const uninstall = reader.cli(['uninstall', '--dir', dir], EN);
    expect(uninstall.stderr).toBe('');
    expect(uninstall.code).toBe(0);
    expect(readFileSync(settings, 'utf8')).not.toContain('user-prompt-submit.cjs');
  });

  it('stats says the state folder cannot be written, in both languages, not that counts start next session', () => {
    const { reader, dir } = setup();
    const state = join(reader.home, '.local', 'state', 'project-memory');
    const en = reader.cli(['stats', '--dir', dir], EN);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain(`Nothing can be recorded: the state folder ${state} cannot be written by this user.`);
    expect(en.stdout).toContain('PROJECT_MEMORY_STATE_DIR');
    expect(en.stdout).not.toContain('next');
    const ko = reader.cli(['stats', '--dir', dir], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stdout).toContain(`상태 폴더 ${state}에 쓸 수 없습니다`);
  });
});
