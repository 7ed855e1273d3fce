// A memory file its reader may not read is still listed by name, marked, as a broken file
// is: by `list`, `list --json` and the hook's list, and again from the index cache, until
// its permissions change. The built files run as a user the file is closed to.
import { chmodSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent } from '../support/processes.js';
import { readerLockedOut } from '../support/unreadable.js';

const LOCKED = `${MEMORY}/_global/locked-note.md`;

function setup() {
  const tree = tempTree({
    [`${MEMORY}/_global/open-note.md`]: memoryFile({ title: 'open', description: 'anyone may read this' }),
    [LOCKED]: memoryFile({ title: 'locked', description: 'only its owner may read this' }),
    'app/': '',
  });
  const reader = readerLockedOut(tree, [LOCKED]);
  // without this the test would prove nothing (root reads a file of mode 000)
  expect(reader.canRead(LOCKED)).toBe(false);
  expect(reader.canRead(`${MEMORY}/_global/open-note.md`)).toBe(true);
  return { tree, reader };
}

interface ListedJson {
  memories: Array<{ name: string; description: string | null; problems: string[] }>;
}

describe('a memory file its reader may not read', () => {
  it('is listed by name and marked in list, list --json and the hook, in both languages', () => {
    const { tree, reader } = setup();
    const en = reader.cli(['list', '--dir', tree], { PROJECT_MEMORY_LANG: 'en' });
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('[global] locked-note — (cannot be read: check its permissions) ⚠ the file cannot be read (check its permissions)');
    expect(en.stdout).toContain('[global] open-note — anyone may read this');
    const ko = reader.cli(['list', '--dir', tree], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stdout).toContain('[공통] locked-note — (읽을 수 없는 파일: 권한을 확인하세요) ⚠ 파일을 읽을 수 없습니다 (권한을 확인하세요)');
    const json = JSON.parse(reader.cli(['list', '--dir', tree, '--json'], { PROJECT_MEMORY_LANG: 'ko' }).stdout) as ListedJson;
    expect(json.memories.find((m) => m.name === 'locked-note')).toMatchObject({
      description: null,
      problems: ['the file cannot be read (check its permissions)'],
    });
    for (const lang of ['en', 'ko'] as const) {
      const hook = reader.hook(promptEvent(join(tree, 'app')), { PROJECT_MEMORY_LANG: lang });
      expect(hook.code).toBe(0);
      expect(contextOf(hook.stdout)).toContain(
        lang === 'en' ? '[global] locked-note — (cannot be read: check its permissions)' : '[공통] locked-note — (읽을 수 없는 파일: 권한을 확인하세요)',
      );
    }
    // the description is never read: nothing of the file's text is shown
    expect(en.stdout).not.toContain('only its owner');
  });

  it('stays listed from the index cache, and shows its description once it may be read', () => {
    const { tree, reader } = setup();
    const first = reader.hook(promptEvent(join(tree, 'app')), { PROJECT_MEMORY_LANG: 'en' });
    expect(contextOf(first.stdout)).toContain('locked-note — (cannot be read');
    expect(readdirSync(join(reader.home, '.local/state/project-memory/index')).length).toBeGreaterThan(0);
    // past the index's 2 s "racily clean" window, a run trusts the record the last one kept
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_500);
    for (let run = 0; run < 2; run++) {
      expect(reader.cli(['list', '--dir', tree], { PROJECT_MEMORY_LANG: 'en' }).stdout).toContain('locked-note — (cannot be read');
    }
    chmodSync(join(tree, LOCKED), 0o644);
    const opened = reader.cli(['list', '--dir', tree], { PROJECT_MEMORY_LANG: 'en' });
    expect(opened.stdout).toContain('[global] locked-note — only its owner may read this');
  });

  it('lint still reports it as unreadable', () => {
    const { tree, reader } = setup();
    const run = reader.cli(['lint', '--dir', tree, '--json'], { PROJECT_MEMORY_LANG: 'en' });
    expect(run.code).toBe(1);
    const findings = (JSON.parse(run.stdout) as { findings: Array<{ file: string; rule: string }> }).findings;
    expect(findings).toEqual([expect.objectContaining({ file: join(tree, LOCKED), rule: 'unreadable' })]);
  });

  it('verify and rename of it name the file and what to do, in both languages', () => {
    const { tree, reader } = setup();
    const en = reader.cli(['verify', 'locked-note', '--dir', tree], { PROJECT_MEMORY_LANG: 'en' });
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(
      `${join(tree, LOCKED)}: permission denied. Fix what keeps it from you (its permissions or owner, or those of its folder), then run the command again.`,
    );
    const ko = reader.cli(['rename', 'locked-note', 'other', '--dir', tree], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stderr).toContain(`${join(tree, LOCKED)}: 권한 없음. 막는 것`);
  });
});
