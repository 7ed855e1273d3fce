// created_at with a stray space around its day, through the built CLI: lint takes it as
// the day and says nothing, and verify and save --update both move a passed review_by on by
// the period from it. verify read it as no day and left the next review unset.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../lib/format/dates.js';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const EN = { PROJECT_MEMORY_LANG: 'en' };
// 2019-10-03 → 2020-01-01 is 90 days
const file = (createdAt: string, title: string) =>
  `---\ntitle: ${title}\ndescription: about ${title}\ncreated_at: ${createdAt}\nreview_by: 2020-01-01\n---\nbody\n`;

function workspace(): { root: string; dir: string; home: string } {
  const root = tempTree({
    'proj/': '',
    [`${MEMORY}/_global/after.md`]: file('"2019-10-03 "', 'after'),
    [`${MEMORY}/_global/before.md`]: file('" 2019-10-03"', 'before'),
  });
  return { root, dir: join(root, MEMORY, '_global'), home: tempTree() };
}

describe('a created_at with spaces around its day (built CLI)', () => {
  it('lint takes it as the day: no field-type finding', () => {
    const ws = workspace();
    const run = runCli(['lint', '--dir', ws.root, '--json'], { env: { HOME: ws.home, ...EN } });
    expect(run.stderr).toBe('');
    const { findings } = JSON.parse(run.stdout) as { findings: Array<{ rule: string }> };
    // each is due for review (review_by passed), and nothing more
    expect(findings.map((f) => f.rule)).toEqual(['review-due', 'review-due']);
  });

  it.each(['after', 'before'])('verify of %s moves a passed review_by on by the period from it', (name) => {
    const ws = workspace();
    const path = join(ws.dir, `${name}.md`);
    const run = runCli(['verify', name, '--scope', 'global', '--dir', join(ws.root, 'proj')], { env: { HOME: ws.home, ...EN } });
    expect(run.code, run.stderr).toBe(0);
    const today = localDate(new Date());
    expect(run.stdout).toBe(`verified ${path} (verified_at ${today}, review_by ${addDays(today, 90)})\n`);
  });

  it.each(['after', 'before'])('save --update of %s moves it on alike', (name) => {
    const ws = workspace();
    const args = ['save', '--scope', 'global', '--update', '--name', name, '--description', `${name}, reworded`, '--dir', join(ws.root, 'proj')];
    const run = runCli(args, { env: { HOME: ws.home, ...EN } });
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(join(ws.dir, `${name}.md`), 'utf8');
    expect(text).toContain(`\nreview_by: ${addDays(localDate(new Date()), 90)}\n`);
    expect(text).toContain('\ncreated_at: 2019-10-03\n');
  });
});
