// A day the calendar lacks (2026-02-30), however YAML spells a timestamp: every reader
// keeps it as written, where the YAML parser alone rolls it over to the next month.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lintMemoryText } from '../../lib/checks/check-text.js';
import { isImpossibleTimestamp } from '../../lib/format/dates.js';
import { parseFrontMatter, parseYamlFully } from '../../lib/format/frontmatter.js';
import { toMeta } from '../../lib/format/memory-meta.js';
import { rewriteFrontMatter, setFrontMatterLines } from '../../lib/format/set-fields.js';
import { parseSimpleYaml } from '../../lib/format/simple-yaml.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';
import { previousFields, renderMemory } from '../../lib/save/memory-document.js';

const matter = createRequire(import.meta.url)('gray-matter') as (s: string, o: object) => { data: Record<string, unknown> };
/** What the YAML parser alone (gray-matter's defaults) makes of the YAML. */
const yamlAlone = (yaml: string) => matter(`---\n${yaml}\n---\n`, { language: 'yaml' }).data;
const fm = (yaml: string) => `---\ntitle: t\ndescription: d\n${yaml}\n---\nbody\n`;

function read(text: string): Record<string, unknown> {
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) throw new Error(parsed.problem.kind);
  return parsed.data;
}

// how the line spells it, the YAML, the value as written
const SPELLINGS: Array<[string, string, string]> = [
  ['a plain day', 'review_by: 2026-02-30', '2026-02-30'],
  ['a double-quoted key', '"review_by": 2026-02-30', '2026-02-30'],
  ['a single-quoted key', "'review_by': 2026-02-30", '2026-02-30'],
  ['the value on the next line', 'review_by:\n  2026-02-30', '2026-02-30'],
  ['an explicit tag', 'review_by: !!timestamp 2026-02-30', '2026-02-30'],
  ['a time and a zone', 'review_by: 2026-02-30T10:00:00Z', '2026-02-30T10:00:00Z'],
  ['a time after a space', 'review_by: 2026-02-30 10:00:00', '2026-02-30 10:00:00'],
  ['a one-digit month and a time', 'review_by: 2026-2-30t10:00:00', '2026-2-30t10:00:00'],
  ['month 13, a fraction and an offset', 'review_by: 2026-13-01T10:00:00.5 +02:00', '2026-13-01T10:00:00.5 +02:00'],
  ['a complex key', '? review_by\n: 2026-06-31', '2026-06-31'],
  ['an alias', 'due: &day 2027-02-29\nreview_by: *day', '2027-02-29'],
  ['a comment after it', '"review_by": 2026-04-31 # end of April', '2026-04-31'],
];

describe('a day the calendar lacks, however YAML spells the timestamp', () => {
  it.each(SPELLINGS)('%s: the YAML parser alone rolls it over to the next month', (_how, yaml) => {
    expect(yamlAlone(yaml).review_by).toBeInstanceOf(Date);
  });

  it.each(SPELLINGS)('%s: is read as written, and review_by refuses it', (_how, yaml, written) => {
    const data = read(fm(yaml));
    expect(data.review_by).toBe(written);
    const { meta, problems } = toMeta(data);
    expect(meta.reviewBy).toBeUndefined();
    expect(problems.map((p) => RULE_TEXT.en.problem(p))).toEqual([`review_by ${written} is not a day of the calendar`]);
  });

  it.each(SPELLINGS)('%s: lint names it once, field and value', (_how, yaml, written) => {
    const findings = lintMemoryText(fm(yaml));
    expect(findings.map((f) => [f.rule, f.message(RULE_TEXT.en)])).toEqual([['field-type', `review_by ${written} is not a day of the calendar`]]);
    expect(findings.map((f) => f.message(RULE_TEXT.ko))).toEqual([`review_by 값 ${written}: 달력에 없는 날짜입니다`]);
  });

  it.each(SPELLINGS)('%s: a rewrite keeps its lines as written (a complex key: the plain line), and the writer writes it plain', (_how, yaml, written) => {
    const text = fm(yaml);
    const out = rewriteFrontMatter(text, { verified_at: '2026-05-01' }) as string;
    expect(out).toContain(yaml.startsWith('?') ? `\nreview_by: ${written}\n` : `\n${yaml}\n`);
    expect(read(out).review_by).toBe(written);
    // the document save --update writes carries it over the same way (save itself then
    // refuses it, as lint calls it an error: test/freshness/impossible-days-cli.test.ts)
    const previous = previousFields(text);
    if (!previous.ok) throw new Error(`front matter not read: ${previous.problem.kind}`);
    const saved = renderMemory({ title: 't', description: 'd', createdAt: '2026-01-01', tags: [], body: 'b\n', extra: previous.fields.extra });
    expect(saved).toContain(`\nreview_by: ${written}\n`);
  });

  it('verify edits the other lines and leaves it as it was', () => {
    const text = fm('"review_by": 2026-02-30T10:00:00Z');
    expect(setFrontMatterLines(text, { verified_at: '2026-05-01' })).toBe(fm('"review_by": 2026-02-30T10:00:00Z\nverified_at: 2026-05-01'));
  });

  it.each(['created_at', 'updated_at', 'verified_at'])('%s: lint names it the same way (created_at and updated_at are text to the list)', (field) => {
    const text = fm(`"${field}": 2026-02-30T10:00:00Z`);
    expect(read(text)[field]).toBe('2026-02-30T10:00:00Z');
    expect(lintMemoryText(text).map((f) => f.message(RULE_TEXT.en))).toEqual([`${field} 2026-02-30T10:00:00Z is not a day of the calendar`]);
  });

  it('a day in a list or a mapping stays as written too', () => {
    expect(read(fm('tags: [2026-02-30]\nextra: {due: 2026-02-30T10:00:00Z}'))).toMatchObject({ tags: ['2026-02-30'], extra: { due: '2026-02-30T10:00:00Z' } });
  });
});

describe('real days and times read as before', () => {
  it.each([
    'review_by: 2026-02-28',
    '"review_by": 2028-02-29',
    'review_by:\n  2026-12-31',
    'review_by: !!timestamp 2026-03-01',
    'review_by: 2026-02-28T10:00:00Z',
    'review_by: 2026-03-01T01:00:00+02:00',
    'review_by: 2026-1-31 23:59:59.9 -05:00',
    'review_by: 2026-02-28 10:00',
    'review_by: "2026-02-30"',
    'review_by: !!str 2026-02-30',
  ])('%j', (yaml) => {
    expect(parseYamlFully(yaml)).toEqual({ ok: true, data: yamlAlone(yaml) });
  });
});

describe('the fast reader', () => {
  it.each(['review_by: 2026-02-30', 'created_at: 2027-02-29', 'verified_at: 2026-13-01'])('keeps %j as written itself, as the full parser does', (yaml) => {
    const simple = parseSimpleYaml(yaml);
    expect(simple).toBeDefined();
    expect(parseYamlFully(yaml)).toEqual({ ok: true, data: simple });
  });
});

describe('isImpossibleTimestamp', () => {
  it.each([
    ['2026-02-30', true],
    ['2026-02-29', true],
    ['2026-13-01', true],
    ['2026-00-10', true],
    ['2026-01-00', true],
    ['2026-04-31T10:00:00Z', true],
    ['2026-2-30 10:00', true],
    ['2026-02-30\t10:00:00.25-05', true],
    ['2028-02-29', false],
    ['2026-02-28T10:00:00Z', false],
    ['2026-02-30 and more', false],
    ['2026-02-30T', false],
    ['2026-02-3', false],
    ['26-02-30', false],
    ['', false],
  ])('%j: %s', (value, impossible) => {
    expect(isImpossibleTimestamp(value)).toBe(impossible);
  });
});
