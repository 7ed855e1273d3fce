// created_at and updated_at that are no day, through the built CLI: lint warns with the
// file, the field, the value and the fix, and exits 0 when nothing else is wrong (the
// product only ignores such a day); YAML's own dates pass; save --update still saves such
// a memory, carrying created_at over, and says so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const file = (yaml: string, title: string) => `---\ntitle: ${title}\ndescription: about ${title}\n${yaml}\n---\nbody\n`;

function workspace(files: Record<string, string>): { root: string; dir: string; home: string } {
  const root = tempTree({
    'proj/': '',
    ...Object.fromEntries(Object.entries(files).map(([name, yaml]) => [`${MEMORY}/_global/${name}.md`, file(yaml, name)])),
  });
  return { root, dir: join(root, MEMORY, '_global'), home: tempTree() };
}

describe('a created_at or updated_at that is no day (built CLI)', () => {
  it('lint warns for each, naming file, field, value and fix, and passes the dates YAML reads', () => {
    const ws = workspace({
      word: 'created_at: yesterday',
      later: 'created_at: 2026-04-12\nupdated_at: soon',
      timed: 'created_at: 2026-12-03 10:00',
      plain: 'created_at: 2026-12-03',
      quoted: 'created_at: "2026-12-03"',
      stamp: 'created_at: 2026-12-03T10:00:00Z',
    });
    const run = runCli(['lint', '--dir', ws.root, '--json'], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const { findings } = JSON.parse(run.stdout) as {
      findings: Array<{ file: string; severity: string; rule: string; message: string; fix: string; line?: number }>;
    };
    const ignored = (field: string, value: string, review: boolean) =>
      `${field} "${value}" is not a date written YYYY-MM-DD: it is ignored where the day counts (${review ? 'the next review_by after a check, ' : ''}whether a superseded memory was edited later)`;
    expect(findings.map((f) => [f.file.slice(ws.dir.length + 1), f.severity, f.rule, f.message, f.fix, f.line])).toEqual([
      ['later.md', 'warning', 'field-type', ignored('updated_at', 'soon', false), 'write updated_at as the day the memory last changed, YYYY-MM-DD', 5],
      ['timed.md', 'warning', 'field-type', ignored('created_at', '2026-12-03 10:00', true), 'write created_at as the day alone: `created_at: 2026-12-03`', 4],
      ['word.md', 'warning', 'field-type', ignored('created_at', 'yesterday', true), 'write created_at as the day the memory was written, YYYY-MM-DD', 4],
    ]);
  });

  it('lint says it in Korean', () => {
    const ws = workspace({ word: 'created_at: yesterday' });
    const run = runCli(['lint', '--dir', ws.root], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'ko' } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('created_at 값 "yesterday": YYYY-MM-DD 형식의 날짜가 아니어서');
    expect(run.stdout).toContain('created_at 값을 memory를 만든 날짜로 쓰세요 (YYYY-MM-DD)');
  });

  it('save --update saves such a memory, keeping created_at as written, and warns', () => {
    const ws = workspace({ note: 'created_at: yesterday' });
    const args = ['save', '--scope', 'global', '--name', 'note', '--description', 'something else entirely', '--body', 'v2', '--update'];
    const run = runCli(args, { cwd: join(ws.root, 'proj'), env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('field-type: created_at "yesterday" is not a date written YYYY-MM-DD');
    expect(readFileSync(join(ws.dir, 'note.md'), 'utf8')).toContain('\ncreated_at: yesterday\n');
  });
});
