// A day the calendar lacks, in every spelling YAML takes for a timestamp, through the built
// files: lint names it once, save --update and verify refuse it in review_by as a plain
// one, verify writes one in another field back as written, and the list hook neither marks the memory stale (as the
// rolled-over day would) nor loads the YAML parser for memories the fast reader takes, a
// plainly written impossible day among them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

// how the line spells it, the YAML, the value as written; all in 2020, so the day the YAML
// parser alone rolls it over to (2020-03-01) has passed and the list would mark it stale
const SPELLINGS: Array<[string, string, string]> = [
  ['quoted-key', '"review_by": 2020-02-30', '2020-02-30'],
  ['single-quoted-key', "'review_by': 2020-02-30", '2020-02-30'],
  ['next-line', 'review_by:\n  2020-02-30', '2020-02-30'],
  ['tagged', 'review_by: !!timestamp 2020-02-30', '2020-02-30'],
  ['with-time', 'review_by: 2020-02-30T10:00:00Z', '2020-02-30T10:00:00Z'],
  ['with-time-after-space', 'review_by: 2020-02-30 10:00:00', '2020-02-30 10:00:00'],
];

const file = (yaml: string, title = 'a note') => `---\ntitle: ${title}\ndescription: about ${title}\n${yaml}\n---\nbody\n`;

function workspace(files: Record<string, string>): { root: string; dir: string; home: string } {
  const root = tempTree({ 'proj/': '', ...Object.fromEntries(Object.entries(files).map(([name, text]) => [`${MEMORY}/_global/${name}.md`, text])) });
  return { root, dir: join(root, MEMORY, '_global'), home: tempTree() };
}

describe('a day the calendar lacks, in every spelling (built CLI and hook)', () => {
  it('lint names each once, with its field and value', () => {
    const ws = workspace(Object.fromEntries(SPELLINGS.map(([name, yaml]) => [name, file(yaml, name)])));
    const run = runCli(['lint', '--dir', ws.root, '--json'], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code).toBe(1);
    const { findings } = JSON.parse(run.stdout) as { findings: Array<{ file: string; rule: string; message: string }> };
    // lint lists files in path order
    const expected = SPELLINGS.map(([name, , written]) => [join(ws.dir, `${name}.md`), 'field-type', `review_by ${written} is not a day of the calendar`]);
    expect(findings.map((f) => [f.file, f.rule, f.message])).toEqual(expected.sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1)));
  });

  it.each<[string, string, string]>([['plain', 'review_by: 2020-02-30', '2020-02-30'], ...SPELLINGS])(
    '%s: save --update refuses it as it refuses the plain day, naming it, and the file stays as it was',
    (name, yaml, written) => {
      const ws = workspace({ [name]: file(yaml, name) });
      const args = ['save', '--scope', 'global', '--name', name, '--title', name, '--description', 'updated', '--body', 'v2', '--update'];
      const run = runCli(args, { cwd: join(ws.root, 'proj'), env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`field-type: review_by ${written} is not a day of the calendar\n`);
      expect(run.stderr).toContain('Nothing was saved.');
      expect(readFileSync(join(ws.dir, `${name}.md`), 'utf8')).toBe(file(yaml, name));
    },
  );

  it('verify refuses it as a review_by no next review can follow from, naming it, and the file stays as it was', () => {
    const ws = workspace({ note: file('"review_by": 2020-02-30T10:00:00Z') });
    const run = runCli(['verify', 'note', '--dir', ws.root], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('review_by 2020-02-30T10:00:00Z is not a day of the calendar, so no next review can follow from it');
    expect(readFileSync(join(ws.dir, 'note.md'), 'utf8')).toBe(file('"review_by": 2020-02-30T10:00:00Z'));
  });

  it('verify, made to write the whole front matter anew, keeps one in another field as written', () => {
    // verified_at's key in quotes keeps verify from editing that one line in place
    const ws = workspace({ note: file('"created_at": 2020-02-30T10:00:00Z\n"verified_at": 2020-01-01') });
    const run = runCli(['verify', 'note', '--dir', ws.root], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const text = readFileSync(join(ws.dir, 'note.md'), 'utf8');
    expect(text).toContain('\n"created_at": 2020-02-30T10:00:00Z\n');
    expect(text).toMatch(/\nverified_at: \d{4}-\d{2}-\d{2}\n/);
  });

  it('the list hook reads each as written: none is marked stale', () => {
    const ws = workspace({
      ...Object.fromEntries(SPELLINGS.map(([name, yaml]) => [name, file(yaml, `note ${name}`)])),
      // the control: a real day that has passed is marked
      passed: file('"review_by": 2020-02-28', 'note passed'),
    });
    const context = contextOf(runHook(promptEvent(join(ws.root, 'proj')), { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' }).stdout) ?? '';
    for (const [name] of SPELLINGS) expect(context).toMatch(new RegExp(`\\] ${name} — about note ${name}\\n`));
    expect(context).toMatch(/\] passed \(stale\) — about note passed\n/);
  });

  it('the list hook takes ordinary memories and a plainly written impossible day without loading the YAML parser', () => {
    const ws = workspace({
      docker: file('created_at: 2026-04-12\ntags: [docker, git]\nreview_by: 2099-01-01', 'docker'),
      plain: file('review_by: 2020-02-30\nverified_at: 2026-13-01', 'plain'),
    });
    const spy = join(ws.root, 'spy.cjs');
    // reports every module the hook requires whose path names the YAML parser's bundle
    writeFileSync(
      spy,
      "const M=require('module');const o=M.prototype.require;M.prototype.require=function(id){if(/js-yaml/.test(id))process.stderr.write('LOADED '+id+'\\n');return o.apply(this,arguments)};",
    );
    const env = { HOME: ws.home, PROJECT_MEMORY_LANG: 'en', NODE_OPTIONS: `--require ${spy}` };
    const quiet = runHook(promptEvent(join(ws.root, 'proj')), env);
    expect(quiet.stderr).toBe('');
    expect(contextOf(quiet.stdout)).toMatch(/\] plain — about plain\n/);
    // the control: the same spy sees the load for a spelling only the full parser takes
    writeFileSync(join(ws.dir, 'quoted.md'), file('"review_by": 2020-02-30', 'quoted'));
    const loud = runHook(promptEvent(join(ws.root, 'proj')), env);
    expect(loud.stderr).toContain('LOADED');
    expect(contextOf(loud.stdout)).toMatch(/\] quoted — about quoted\n/);
  });
});
