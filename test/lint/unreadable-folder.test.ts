// A scope folder (or the memory root) its reader may not read is an error of lint's, named
// with its fix, in the text report and --json alike, and a failed row of doctor's: a
// folder nobody can read otherwise passes as one without memories. The built CLI runs as a
// user the folder is closed to (test/support/unreadable.ts).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { readerLockedOut } from '../support/unreadable.js';

const GLOBAL_NOTE = `${MEMORY}/_global/open-note.md`;
const PROJECT_NOTE = `${MEMORY}/app/project-note.md`;
const ENGLISH = { PROJECT_MEMORY_LANG: 'en' };

interface LintJson {
  files: number;
  errors: number;
  findings: Array<{ file: string; rule: string; severity: string; message: string; fix: string }>;
}

interface DoctorJson {
  ok: boolean;
  checks: Array<{ id: string; status: string; message: string; fix?: string }>;
}

function setup(locked: string) {
  const tree = tempTree({
    [GLOBAL_NOTE]: memoryFile({ title: 'open', description: 'anyone may read this' }),
    [PROJECT_NOTE]: memoryFile({ title: 'project', description: 'only for the app' }),
    'app/': '',
  });
  const reader = readerLockedOut(tree, [locked]);
  // without this the test would prove nothing (root reads a folder of mode 000)
  expect(reader.canRead(locked === `${MEMORY}/_global` ? GLOBAL_NOTE : PROJECT_NOTE)).toBe(false);
  return { tree, reader, dir: join(tree, 'app') };
}

describe.each([
  { locked: `${MEMORY}/app`, what: 'a project folder', checked: 1 },
  { locked: `${MEMORY}/_global`, what: 'the global folder', checked: 1 },
  { locked: MEMORY, what: 'the memory root', checked: 0 },
])('$what its reader may not read', ({ locked, checked }) => {
  it('is an error of lint, named with its fix, in --json and text, with or without --project', () => {
    const { tree, reader, dir } = setup(locked);
    const folder = join(tree, locked);
    for (const project of [[], ['--project', 'app']]) {
      const run = reader.cli(['lint', '--dir', dir, '--json', ...project], ENGLISH);
      expect(run.code).toBe(1);
      const report = JSON.parse(run.stdout) as LintJson;
      expect(report).toMatchObject({ files: checked, errors: 1 });
      expect(report.findings).toEqual([
        {
          file: folder,
          rule: 'unreadable-folder',
          severity: 'error',
          message: 'the folder cannot be read: the list shows none of the memories in it, and nothing in it was checked',
          fix: 'check its permissions (everyone who works here must be able to read and enter it: chmod a+rx)',
        },
      ]);
    }
    const text = reader.cli(['lint', '--dir', dir], { PROJECT_MEMORY_LANG: 'ko' });
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('unreadable-folder  폴더를 읽을 수 없습니다');
    expect(text.stdout).toContain('권한을 확인하세요 (여기서 작업하는 모든 사람이 읽고 들어갈 수 있어야 합니다: chmod a+rx)');
    expect(text.stdout).not.toContain('all good');
  });

  it('fails a doctor row naming it and the fix', () => {
    const { tree, reader, dir } = setup(locked);
    const run = reader.cli(['doctor', '--dir', dir, '--json'], ENGLISH);
    expect(run.code).toBe(1);
    const doctor = JSON.parse(run.stdout) as DoctorJson;
    expect(doctor.checks.find((c) => c.id === 'memory-folders')).toEqual({
      id: 'memory-folders',
      status: 'fail',
      message: `this memory folder cannot be read: ${join(tree, locked)}/; the list shows none of the memories in it`,
      fix: 'check its permissions: everyone who runs Claude here must be able to read and enter it (chmod a+rx)',
    });
    // the lint row neither says the folder's files are all valid nor that there are none yet
    const lint = doctor.checks.find((c) => c.id === 'lint');
    expect(lint?.message).toContain('in the folders that could be read');
  });
});

describe('a folder its reader may not read beside a file where a folder should be', () => {
  it('fails one doctor row that names both, each with its fix', () => {
    const tree = tempTree({
      [GLOBAL_NOTE]: memoryFile({ title: 'open', description: 'anyone may read this' }),
      [`${MEMORY}/app`]: 'not a folder\n',
      'app/': '',
    });
    const reader = readerLockedOut(tree, [`${MEMORY}/_global`]);
    expect(reader.canRead(GLOBAL_NOTE)).toBe(false);
    const run = reader.cli(['doctor', '--dir', join(tree, 'app'), '--json'], { ...ENGLISH, PROJECT_MEMORY_PROJECT: 'app' });
    const file = join(tree, MEMORY, 'app');
    expect((JSON.parse(run.stdout) as DoctorJson).checks.find((c) => c.id === 'memory-folders')).toEqual({
      id: 'memory-folders',
      status: 'fail',
      message: `a file is where a memory folder should be: ${file}; the list shows no memory from it, and save cannot write one there; this memory folder cannot be read: ${join(tree, MEMORY, '_global')}/; the list shows none of the memories in it`,
      fix: `move it aside (\`mv ${file} ${file}.orig\`) if it holds anything worth keeping, or delete it; the next save makes the folder; ${join(tree, MEMORY, '_global')}/: check its permissions: everyone who runs Claude here must be able to read and enter it (chmod a+rx)`,
    });
  });
});
