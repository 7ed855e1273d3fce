// A day field's time the clock lacks (T24:00:00, minute 60, second 61), through the built
// files: lint names it with the day fix, save --update refuses it, verify writes it back as
// written (the rolled-over reading would have put the next day in the file), and the list
// hook does not read it as the next day.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

// the name, the YAML, the value as written; all in 2020, so the day the YAML parser alone
// rolls each over to (2020-02-29 or 2020-03-01) has passed and the list would mark it stale
const SPELLINGS: Array<[string, string, string]> = [
  ['hour-24', 'review_by: 2020-02-28T24:00:00', '2020-02-28T24:00:00'],
  ['minute-60', '"review_by": 2020-02-29 23:60:00Z', '2020-02-29 23:60:00Z'],
  ['second-61', 'review_by:\n  2020-02-29T23:59:61', '2020-02-29T23:59:61'],
];

const file = (yaml: string, title = 'a note') => `---\ntitle: ${title}\ndescription: about ${title}\n${yaml}\n---\nbody\n`;
const TIME_OUT = 'has a time out of range (hour 0-23, minute and second 0-59)';

function workspace(files: Record<string, string>): { root: string; dir: string; home: string } {
  const root = tempTree({ 'proj/': '', ...Object.fromEntries(Object.entries(files).map(([name, text]) => [`${MEMORY}/_global/${name}.md`, text])) });
  return { root, dir: join(root, MEMORY, '_global'), home: tempTree() };
}

describe('a time the clock lacks (built CLI and hook)', () => {
  it('lint names each once, with its field, value and the day fix', () => {
    const ws = workspace({
      ...Object.fromEntries(SPELLINGS.map(([name, yaml]) => [name, file(yaml, name)])),
      created: file('created_at: 2026-02-28T25:00:00Z'),
    });
    const run = runCli(['lint', '--dir', ws.root, '--json'], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code).toBe(1);
    const { findings } = JSON.parse(run.stdout) as { findings: Array<{ file: string; rule: string; message: string; fix: string }> };
    const got = findings.map((f) => [f.file.slice(ws.dir.length + 1), f.rule, f.message, f.fix]);
    expect(got).toEqual([
      // the day it begins with is a real one: the fix names it, not a made-up day
      ['created.md', 'field-type', `created_at 2026-02-28T25:00:00Z ${TIME_OUT}`, 'write created_at as the day alone: `created_at: 2026-02-28`'],
      ...SPELLINGS.map(([name, , written]) => [
        `${name}.md`,
        'field-type',
        `review_by ${written} ${TIME_OUT}`,
        'write review_by as a day, e.g. `review_by: 2030-06-30`',
      ]),
    ]);
  });

  it('save --update refuses it, naming it, and the file stays as it was', () => {
    const ws = workspace({ note: file('created_at: 2026-02-28T24:00:00', 'note') });
    const args = ['save', '--scope', 'global', '--name', 'note', '--title', 'note', '--description', 'updated', '--body', 'v2', '--update'];
    const run = runCli(args, { cwd: join(ws.root, 'proj'), env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`field-type: created_at 2026-02-28T24:00:00 ${TIME_OUT}\n`);
    expect(run.stderr).toContain('Nothing was saved.');
    expect(readFileSync(join(ws.dir, 'note.md'), 'utf8')).toBe(file('created_at: 2026-02-28T24:00:00', 'note'));
  });

  it('verify, made to write the whole front matter anew, keeps it as written', () => {
    // verified_at's value on the next line keeps verify from editing that one line in place
    const ws = workspace({ note: file('created_at: 2026-02-28T25:00:00Z\nverified_at:\n  2020-01-01') });
    const run = runCli(['verify', 'note', '--dir', ws.root], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const text = readFileSync(join(ws.dir, 'note.md'), 'utf8');
    // the rolled-over reading wrote created_at: 2026-03-01T01:00:00.000Z
    expect(text).toContain('\ncreated_at: 2026-02-28T25:00:00Z\n');
    expect(text).toMatch(/\nverified_at: \d{4}-\d{2}-\d{2}\n/);
  });

  it('the list hook reads each as written: none is marked stale as the next day would be', () => {
    const ws = workspace({
      ...Object.fromEntries(SPELLINGS.map(([name, yaml]) => [name, file(yaml, `note ${name}`)])),
      // the control: a real time on a day that has passed is marked
      passed: file('review_by: 2020-02-28T23:59:59', 'note passed'),
    });
    const context = contextOf(runHook(promptEvent(join(ws.root, 'proj')), { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' }).stdout) ?? '';
    for (const [name] of SPELLINGS) expect(context).toMatch(new RegExp(`\\] ${name} — about note ${name}\\n`));
    expect(context).toMatch(/\] passed \(stale\) — about note passed\n/);
  });
});
