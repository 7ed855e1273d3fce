// doctor reads installs.json once per run: the owners table answers for every settings
// file from that one read, and makes each file's test once.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownersTable } from '../../lib/diagnose/doctor/registrations.js';
import { makeTempDir } from '../support/temp.js';

describe('ownersTable', () => {
  it('answers from one read of installs.json, made when the table is', () => {
    const state = makeTempDir('pm-owners-');
    const records = {
      '/a/settings.json': { autoMemoryChanged: false, commands: ['my-hook --a'] },
      '/b/settings.json': { autoMemoryChanged: false, commands: ['my-hook --b'] },
    };
    writeFileSync(join(state, 'installs.json'), JSON.stringify(records));
    const owners = ownersTable({ dir: state, env: { PROJECT_MEMORY_STATE_DIR: state }, home: undefined });
    // a read per question would see the emptied file and claim neither
    writeFileSync(join(state, 'installs.json'), '{}');
    expect(owners('/a/settings.json')('my-hook --a')).toBe(true);
    expect(owners('/b/settings.json')('my-hook --b')).toBe(true);
    // by file: a command recorded for one file is not ours in another
    expect(owners('/a/settings.json')('my-hook --b')).toBe(false);
    expect(owners('/c/settings.json')('my-hook --a')).toBe(false);
    // one test per file, however often a check asks
    expect(owners('/a/settings.json')).toBe(owners('/a/settings.json'));
  });

  it('a fresh table (the next run) reads the file again', () => {
    const state = makeTempDir('pm-owners-');
    writeFileSync(join(state, 'installs.json'), '{}');
    const ctx = { dir: state, env: { PROJECT_MEMORY_STATE_DIR: state }, home: undefined };
    expect(ownersTable(ctx)('/a/settings.json')('my-hook --a')).toBe(false);
    writeFileSync(join(state, 'installs.json'), JSON.stringify({ '/a/settings.json': { autoMemoryChanged: false, commands: ['my-hook --a'] } }));
    expect(ownersTable(ctx)('/a/settings.json')('my-hook --a')).toBe(true);
  });
});
