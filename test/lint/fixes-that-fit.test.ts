// The fix lint gives must fit the problem it names: a day field written as a day the
// calendar lacks gets the day fix, and a YAML syntax error names its line and column in
// the reader's language, with a fix about that line, not the "start the file with ---"
// advice for a file that already starts so. The built CLI over real folders.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FindingRow } from '../../lib/checks/finding.js';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { runCli, runHook } from '../support/processes.js';

const HANGUL = /[\uac00-\ud7a3]/;

function workspace(files: Record<string, string>): { root: string; home: string } {
  return { root: tempTree({ ...files, 'proj/': '' }), home: tempTree() };
}

function lint(ws: { root: string; home: string }, lang: 'en' | 'ko', json = false) {
  return runCli(['lint', '--dir', ws.root, ...(json ? ['--json'] : [])], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: lang } });
}

function rows(ws: { root: string; home: string }): FindingRow[] {
  return (JSON.parse(lint(ws, 'en', true).stdout) as { findings: FindingRow[] }).findings;
}

const day = (field: string, value: string) =>
  [
    '---',
    'title: A day',
    'description: a note with a day field',
    ...(field === 'created_at' ? [] : ['created_at: 2026-04-12']),
    `${field}: ${value}`,
    '---',
    'body',
    '',
  ].join('\n');

describe('lint: a day the calendar lacks', () => {
  // review_by names a day to come, so an example day to come fits it; the others name a
  // day gone by, which the fix says without making one up (a day to come would be wrong)
  it.each<[string, string, string]>([
    ['review_by', 'write review_by as a day, e.g. `review_by: 2030-06-30`', '해결: review_by 값을 날짜로 쓰세요. 예: `review_by: 2030-06-30`'],
    ['created_at', 'write created_at as the day the memory was written, YYYY-MM-DD', '해결: created_at 값을 memory를 만든 날짜로 쓰세요 (YYYY-MM-DD)'],
    [
      'updated_at',
      'write updated_at as the day the memory last changed, YYYY-MM-DD',
      '해결: updated_at 값을 memory를 마지막으로 고친 날짜로 쓰세요 (YYYY-MM-DD)',
    ],
    [
      'verified_at',
      'write verified_at as the day the memory was last checked, YYYY-MM-DD',
      '해결: verified_at 값을 memory를 마지막으로 확인한 날짜로 쓰세요 (YYYY-MM-DD)',
    ],
  ])('%s gets the day fix in English, Korean and --json', (field, fix, koFix) => {
    const ws = workspace({ [`${MEMORY}/_global/a-day.md`]: day(field, '2026-13-45') });
    const en = lint(ws, 'en');
    expect(en.code).toBe(1);
    expect(en.stdout).toContain(`${field} 2026-13-45 is not a day of the calendar`);
    expect(en.stdout).toContain(`fix: ${fix}`);
    expect(en.stdout).not.toContain('one line of plain text');
    const ko = lint(ws, 'ko');
    expect(ko.stdout).toContain(koFix);
    expect(ko.stdout).not.toContain('한 줄 텍스트');
    const [row] = rows(ws).filter((r) => r.rule === 'field-type');
    expect(row?.fix).toBe(fix);
  });

  it('keeps the text fix for a text field', () => {
    const ws = workspace({ [`${MEMORY}/_global/a-title.md`]: '---\ntitle: [a, b]\ndescription: a list for a title\n---\nbody\n' });
    expect(rows(ws).find((r) => r.rule === 'field-type')?.fix).toContain('write title as one line of plain text');
  });
});

const FLOW = ['---', 'title: B', 'description: [WIP, docker', 'tags: x', '---', 'body', ''].join('\n');
const COLON = ['---', 'title: B', 'description: Fix: restart docker: then retry', '---', 'body', ''].join('\n');
const QUOTE = ['---', 'title: "B', 'description: an unclosed quote above', '---', 'body', ''].join('\n');
const INDENT = ['---', 'title: B', '  description: indented', 'tags: x', '---', 'body', ''].join('\n');
const TWICE = ['---', 'title: B', 'description: one', 'description: two', '---', 'body', ''].join('\n');

describe('lint: front matter that is not valid YAML', () => {
  it('names the line and column, leaves no dangling colon and gives a fix for that line, not the shape of a file', () => {
    const ws = workspace({ [`${MEMORY}/_global/b.md`]: FLOW });
    const [row] = rows(ws);
    expect(row).toMatchObject({ rule: 'front-matter', severity: 'error' });
    // the line where the [ was opened, not the next field's where the parser stopped
    expect(row?.message).toMatch(/line 3, column 14/);
    expect(row?.message).not.toMatch(/:$/);
    expect(row?.message).toContain('[ or { that is not closed');
    expect(row?.fix).toContain('opened on line 3,');
    expect(row?.fix).not.toContain('start the file with a line `---`');
    const en = lint(ws, 'en');
    expect(en.stdout).not.toMatch(/column 1:\n/);
    expect(en.stdout).not.toContain('start the file with');
  });

  it('says it in Korean without an English sentence', () => {
    const ws = workspace({ [`${MEMORY}/_global/b.md`]: FLOW });
    const ko = lint(ws, 'ko');
    expect(ko.code).toBe(1);
    expect(ko.stdout).toContain('3행 14열');
    expect(ko.stdout).not.toContain('missed comma');
    expect(ko.stdout).not.toContain('파일 첫 줄에 `---`를 쓰고');
    const line = ko.stdout.split('\n').find((l) => l.includes('front-matter')) ?? '';
    // names and technical terms only: no run of three English words
    expect(line.replace(/`[^`]*`/g, '')).not.toMatch(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/);
    expect(line).toMatch(HANGUL);
  });

  it.each([
    ['a value holding ": "', COLON, 3, 'quote', '따옴표'],
    ['an unclosed quote', QUOTE, 2, 'closing quote', '닫는 따옴표'],
    ['an indented field', INDENT, 3, 'indent', '들여쓰기'],
    ['a field written twice', TWICE, 4, 'twice', '두 번'],
  ])('%s gets a message and fix of its own', (_, text, line, en, ko) => {
    const ws = workspace({ [`${MEMORY}/_global/b.md`]: text });
    const [row] = rows(ws);
    expect(row?.message).toContain(`line ${line}`);
    expect(`${row?.message} ${row?.fix}`).toContain(en);
    expect(row?.fix).not.toContain('start the file with');
    const out = lint(ws, 'ko').stdout;
    expect(out).toContain(`${line}행`);
    expect(out).toContain(ko);
  });

  it('doctor shows the same message, with no colon left hanging before its separator', () => {
    const ws = workspace({ [`${MEMORY}/_global/b.md`]: FLOW, [`${MEMORY}/_global/c.md`]: COLON });
    const run = runCli(['doctor', '--dir', ws.root], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    // the row and the files under it, each on a line of its own, named from the memory folder
    const lines = run.stdout.split('\n');
    const at = lines.findIndex((l) => l.includes(' lint '));
    const row = lines.slice(at, at + 4).join('\n');
    expect(row).toContain('_global/b.md: front-matter: front matter is not valid YAML at line 3, column 14');
    expect(row).not.toMatch(/:;|: \(/);
  });

  it('keeps the shape fix for a file without the --- lines', () => {
    const ws = workspace({ [`${MEMORY}/_global/no-block.md`]: '# just a heading\n' });
    expect(rows(ws)[0]?.fix).toContain('start the file with a line `---`');
  });

  it('list names the line too, in Korean without the parser sentence', () => {
    const ws = workspace({ [`${MEMORY}/_global/b.md`]: FLOW });
    const en = runCli(['list', '--dir', ws.root], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(en.stdout).toContain('line 3, column 14');
    const ko = runCli(['list', '--dir', ws.root], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain('3행 14열');
    expect(ko.stdout).not.toContain('missed comma');
  });
});

// The parser stops past the mistake: on the next field, or at the end of the front matter,
// looking for what was left open, or on the line after a value it took for a key. Every
// edge (lint, doctor, save, the PostToolUse hook) names the line the user must fix.
const YAML_MISTAKES: Array<[string, string[], number, string]> = [
  ['a [ not closed', ['title: B', 'description: [oops', 'created_at: 2026-04-12'], 3, 'opened on line 3,'],
  ['a [ not closed, a list over lines', ['title: B', 'tags: [a,', '  b', 'description: d', 'created_at: 2026-04-12'], 3, 'opened on line 3,'],
  ['a { not closed at the end', ['title: B', 'description: d', 'tags: {a: b'], 4, 'opened on line 4,'],
  ['a quote not closed', ['title: B', 'description: "oops', 'created_at: 2026-04-12'], 3, 'opens on line 3,'],
  ['a single quote not closed', ['title: B', "description: 'oops", 'created_at: 2026-04-12'], 3, 'opens on line 3,'],
  ['a bracket that starts a value', ['title: B', 'description: [WIP] docker fix', 'created_at: 2026-04-12'], 3, 'write line 3 as'],
  ['a line of plain text', ['title: B', 'just text', '', 'description: d'], 3, 'write line 3 as'],
  ['": " in a value', ['title: B', 'description: Fix: restart docker', 'created_at: 2026-04-12'], 3, 'on line 3 in double quotes'],
  [
    '": " in a title: the example names the title',
    ['title: Fix: restart docker', 'description: d'],
    2,
    'on line 2 in double quotes, e.g. `title: "Fix: restart Docker first"`',
  ],
  ['an indented field', ['title: B', 'description: d', '  created_at: 2026-04-12', 'tags: x'], 4, 'start line 4'],
  ['a missed comma in a list over lines', ['title: B', 'tags: [a,', '  "b" c]', 'description: d'], 4, 'put a comma between the two entries on line 4'],
  ['a missed comma in a list on one line', ['title: B', 'tags: ["a" "b"]', 'description: d'], 3, 'put a comma between the two entries on line 3'],
];

describe('the line of a YAML mistake', () => {
  it.each(YAML_MISTAKES)('%s: lint, doctor and the PostToolUse hook name the line to fix', (_, yaml, line, fix) => {
    const text = ['---', ...yaml, '---', 'body', ''].join('\n');
    const ws = workspace({ [`${MEMORY}/_global/b.md`]: text });
    const [row] = rows(ws);
    expect(row?.message).toMatch(new RegExp(`at line ${line}\\b`));
    expect(row?.fix).toContain(fix);
    expect(lint(ws, 'ko').stdout).toContain(`(${line}행`);
    const doctor = runCli(['doctor', '--dir', ws.root], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(doctor.stdout).toContain(`front matter is not valid YAML at line ${line}`);
    const path = join(ws.root, MEMORY, '_global', 'b.md');
    const hook = runHook(
      {
        session_id: 's1',
        transcript_path: '/nonexistent/t.jsonl',
        cwd: ws.root,
        permission_mode: 'default',
        hook_event_name: 'PostToolUse',
        tool_name: 'Write',
        tool_input: { file_path: path, content: text },
        tool_response: { type: 'create', filePath: path },
        tool_use_id: 'toolu_1',
      },
      { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' },
      builtHookPath('PostToolUse'),
    );
    expect(hook.code).toBe(0);
    expect(hook.stdout).toContain(`front matter is not valid YAML at line ${line}`);
  });

  it('save --update of a memory whose front matter is broken names the line of the [', () => {
    const ws = workspace({ [`${MEMORY}/_global/b.md`]: FLOW });
    const run = runCli(['save', '--scope', 'global', '--name', 'b', '--update', '--body', 'x', '--dir', ws.root], {
      env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('front matter is not valid YAML at line 3, column 14');
  });
});
