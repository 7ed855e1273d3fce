// A scope folder (or the memory root) its reader may not read is said so, never shown as a
// folder without memories: by the hook's list, `list`, `list --json` and `key`, in both
// languages, and again on a later run that finds the index cache. The built files run as a
// user the folder is closed to (test/support/unreadable.ts).
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent } from '../support/processes.js';
import { readerLockedOut } from '../support/unreadable.js';

const GLOBAL_NOTE = `${MEMORY}/_global/open-note.md`;
const PROJECT_NOTE = `${MEMORY}/app/project-note.md`;

function setup(locked: string, mode = 0o000) {
  const tree = tempTree({
    [GLOBAL_NOTE]: memoryFile({ title: 'open', description: 'anyone may read this' }),
    [PROJECT_NOTE]: memoryFile({ title: 'project', description: 'only for the app' }),
    'app/': '',
  });
  const reader = readerLockedOut(tree, [locked], mode);
  // without this the test would prove nothing (root reads a folder of mode 000)
  expect(reader.canRead(locked === `${MEMORY}/_global` ? GLOBAL_NOTE : PROJECT_NOTE)).toBe(false);
  return { tree, reader };
}

const ENGLISH = { PROJECT_MEMORY_LANG: 'en' };
const KOREAN = { PROJECT_MEMORY_LANG: 'ko' };

describe('a project folder its reader may not read', () => {
  it('is named by the hook, beside the global memories it still lists, in both languages', () => {
    const { tree, reader } = setup(`${MEMORY}/app`);
    const folder = `${join(tree, MEMORY, 'app')}/`;
    const en = reader.hook(promptEvent(join(tree, 'app')), ENGLISH);
    expect(en.code).toBe(0);
    const context = contextOf(en.stdout) ?? '';
    expect(context).toContain('[global] open-note — anyone may read this');
    expect(context).toContain(
      `(the memory folder ${folder} cannot be read, so its memories are missing from this list. Tell the user to check its permissions)`,
    );
    const ko = reader.hook(promptEvent(join(tree, 'app'), { session_id: 'korean' }), KOREAN);
    expect(contextOf(ko.stdout)).toContain(`(memory 폴더(${folder})를 읽을 수 없어 그 안의 memory가 이 목록에 빠졌습니다.`);
  });

  it('is named by list, list --json and key instead of "0 memories"', () => {
    const { tree, reader } = setup(`${MEMORY}/app`);
    const folder = join(tree, MEMORY, 'app');
    const list = reader.cli(['list', '--dir', join(tree, 'app')], ENGLISH);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`⚠ the memory folder ${folder}/ cannot be read, so its memories are not listed: check its permissions`);
    expect(list.stdout).toContain('[global] open-note — anyone may read this');
    const json = JSON.parse(reader.cli(['list', '--dir', join(tree, 'app'), '--json'], KOREAN).stdout) as { unreadableFolders: string[] };
    expect(json.unreadableFolders).toEqual([folder]);
    const key = reader.cli(['key', '--dir', join(tree, 'app')], ENGLISH);
    expect(key.stdout).toContain(`memory folder: ${folder}/ (cannot be read: check its permissions)`);
    expect(key.stdout).not.toContain('0 memories');
    const keyJson = JSON.parse(reader.cli(['key', '--dir', join(tree, 'app'), '--json'], ENGLISH).stdout) as { memories: unknown; unreadable: unknown };
    expect(keyJson).toMatchObject({ memories: null, unreadable: folder });
  });

  it('is named by search and stats on stderr, --json too, instead of "no memory matches" or "no memories yet"', () => {
    const { tree, reader } = setup(`${MEMORY}/app`);
    const dir = join(tree, 'app');
    const note = `⚠ the memory folder ${join(tree, MEMORY, 'app')}/ cannot be read, so its memories are not listed: check its permissions`;
    const search = reader.cli(['search', 'project', '--dir', dir], ENGLISH);
    expect(search.code).toBe(0);
    expect(search.stderr).toContain(`project-memory search: ${note}`);
    const searchJson = reader.cli(['search', 'project', '--dir', dir, '--json'], ENGLISH);
    // the matches stay the array scripts read; the folder is said beside them
    expect(JSON.parse(searchJson.stdout)).toEqual([]);
    expect(searchJson.stderr).toContain(note);
    const stats = reader.cli(['stats', '--dir', dir], ENGLISH);
    expect(stats.code).toBe(0);
    expect(stats.stderr).toContain(`project-memory stats: ${note}`);
    expect(stats.stdout).not.toContain('no memories yet');
    const statsJson = reader.cli(['stats', '--dir', dir, '--json'], KOREAN);
    expect((JSON.parse(statsJson.stdout) as { name: string }[]).map((row) => row.name)).toEqual(['open-note']);
    expect(statsJson.stderr).toContain(`⚠ memory 폴더(${join(tree, MEMORY, 'app')}/)를 읽을 수 없어`);
  });

  it('stays named on a later run that has the index cache, and is listed once it may be read', () => {
    const { tree, reader } = setup(`${MEMORY}/app`);
    const note = 'cannot be read, so its memories are missing';
    expect(contextOf(reader.hook(promptEvent(join(tree, 'app')), ENGLISH).stdout)).toContain(note);
    // past the index's 2 s "racily clean" window, a run trusts the listing the last one kept
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_500);
    for (let run = 0; run < 2; run++) {
      expect(contextOf(reader.hook(promptEvent(join(tree, 'app'), { session_id: `later-${run}` }), ENGLISH).stdout)).toContain(note);
    }
    chmodSync(join(tree, MEMORY, 'app'), 0o755);
    const opened = contextOf(reader.hook(promptEvent(join(tree, 'app'), { session_id: 'opened' }), ENGLISH).stdout) ?? '';
    expect(opened).toContain('[app] project-note — only for the app');
    expect(opened).not.toContain(note);
  });
});

describe('a project folder its reader may list but not enter (mode 644)', () => {
  it('is named by the hook and list, not shown as a folder whose memories are all gone', () => {
    const { tree, reader } = setup(`${MEMORY}/app`, 0o644);
    const folder = `${join(tree, MEMORY, 'app')}/`;
    const context = contextOf(reader.hook(promptEvent(join(tree, 'app')), ENGLISH).stdout) ?? '';
    expect(context).toContain('[global] open-note — anyone may read this');
    expect(context).toContain(`(the memory folder ${folder} cannot be read`);
    expect(reader.cli(['list', '--dir', join(tree, 'app')], ENGLISH).stdout).toContain(`⚠ the memory folder ${folder} cannot be read`);
  });
});

describe('a global folder its reader may not read', () => {
  it('is named by the hook and list, beside the project memories', () => {
    const { tree, reader } = setup(`${MEMORY}/_global`);
    const folder = `${join(tree, MEMORY, '_global')}/`;
    const context = contextOf(reader.hook(promptEvent(join(tree, 'app')), ENGLISH).stdout) ?? '';
    expect(context).toContain('[app] project-note — only for the app');
    expect(context).toContain(`(the memory folder ${folder} cannot be read`);
    expect(reader.cli(['list', '--dir', join(tree, 'app')], ENGLISH).stdout).toContain(`⚠ the memory folder ${folder} cannot be read`);
  });
});

describe('a memory root its reader may not read', () => {
  it('is named once by the hook (no memory to show), list and key, instead of "no memories yet"', () => {
    const { tree, reader } = setup(MEMORY);
    const root = join(tree, MEMORY);
    const context = contextOf(reader.hook(promptEvent(join(tree, 'app')), ENGLISH).stdout) ?? '';
    expect(context.split(`(the memory folder ${root}/ cannot be read`)).toHaveLength(2);
    expect(context).not.toContain('open-note');
    const list = reader.cli(['list', '--dir', join(tree, 'app')], KOREAN);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`⚠ memory 폴더(${root}/)를 읽을 수 없어 그 안의 memory를 표시하지 못했습니다: 권한을 확인하세요`);
    expect(list.stdout).not.toContain('아직 memory가 없습니다');
    const key = reader.cli(['key', '--dir', join(tree, 'app')], ENGLISH);
    expect(key.stdout).toContain(`(cannot be read: check the permissions of ${root}/)`);
  });
});
