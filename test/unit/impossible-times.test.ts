// A day field's time the clock lacks (2026-02-28T24:00:00, minute 60, second 61, a zone of
// 24 hours), however YAML spells the timestamp: every reader keeps it as written, as it
// keeps a day the calendar lacks, where the YAML parser alone rolls it over to the next day.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lintMemoryText } from '../../lib/checks/check-text.js';
import { timestampFault } from '../../lib/format/dates.js';
import { parseFrontMatter, parseYamlFully } from '../../lib/format/frontmatter.js';
import { toMeta } from '../../lib/format/memory-meta.js';
import { rewriteFrontMatter } from '../../lib/format/set-fields.js';
import { parseSimpleYaml } from '../../lib/format/simple-yaml.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';

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
  ['hour 24', 'review_by: 2026-02-28T24:00:00', '2026-02-28T24:00:00'],
  ['hour 25 in UTC', 'review_by: 2026-02-28T25:00:00Z', '2026-02-28T25:00:00Z'],
  ['minute 60 after a space', 'review_by: 2026-02-28 23:60:00', '2026-02-28 23:60:00'],
  ['second 61', 'review_by: 2026-02-28T23:59:61', '2026-02-28T23:59:61'],
  ['a zone of 24 hours', 'review_by: 2026-02-28T10:00:00-24:00', '2026-02-28T10:00:00-24:00'],
  ['a zone of 60 minutes', 'review_by: 2026-02-28T23:00:00 -05:60', '2026-02-28T23:00:00 -05:60'],
  ['a one-digit month and a fraction', 'review_by: 2026-2-28t24:00:00.5', '2026-2-28t24:00:00.5'],
  ['a quoted key', '"review_by": 2026-02-28T24:00:00', '2026-02-28T24:00:00'],
  ['the value on the next line', 'review_by:\n  2026-02-28T24:00:00', '2026-02-28T24:00:00'],
  ['an explicit tag', 'review_by: !!timestamp 2026-02-28T24:00:00', '2026-02-28T24:00:00'],
  ['an alias', 'due: &at 2026-02-28T24:00:00\nreview_by: *at', '2026-02-28T24:00:00'],
];

describe('a time the clock lacks, however YAML spells the timestamp', () => {
  it.each(SPELLINGS)('%s: the YAML parser alone rolls it over to the next day', (_how, yaml) => {
    const rolled = yamlAlone(yaml).review_by;
    expect(rolled).toBeInstanceOf(Date);
    expect((rolled as Date).toISOString().slice(0, 10)).toBe('2026-03-01');
  });

  it.each(SPELLINGS)('%s: is read as written, and review_by refuses it', (_how, yaml, written) => {
    const data = read(fm(yaml));
    expect(data.review_by).toBe(written);
    const { meta, problems } = toMeta(data);
    expect(meta.reviewBy).toBeUndefined();
    expect(problems.map((p) => RULE_TEXT.en.problem(p))).toEqual([`review_by ${written} has a time out of range (hour 0-23, minute and second 0-59)`]);
  });

  it.each(SPELLINGS)('%s: lint names it once, field and value, with the day fix', (_how, yaml, written) => {
    const findings = lintMemoryText(fm(yaml));
    expect(findings.map((f) => [f.rule, f.severity, f.message(RULE_TEXT.en), f.fix(RULE_TEXT.en)])).toEqual([
      [
        'field-type',
        'error',
        `review_by ${written} has a time out of range (hour 0-23, minute and second 0-59)`,
        'write review_by as a day, e.g. `review_by: 2030-06-30`',
      ],
    ]);
    expect(findings.map((f) => f.message(RULE_TEXT.ko))).toEqual([`review_by 값 ${written}의 시각이 범위를 벗어났습니다 (시 0-23, 분과 초 0-59)`]);
  });

  it.each(SPELLINGS)('%s: a rewrite keeps its lines as written', (_how, yaml, written) => {
    const out = rewriteFrontMatter(fm(yaml), { verified_at: '2026-05-01' }) as string;
    expect(out).toContain(`\n${yaml}\n`);
    expect(read(out).review_by).toBe(written);
  });

  it.each(['created_at', 'updated_at', 'verified_at'])('%s: kept as written and named by lint the same way', (field) => {
    const text = fm(`${field}: 2026-02-28T24:00:00`);
    expect(read(text)[field]).toBe('2026-02-28T24:00:00');
    // created_at and updated_at are text to the list: the time as written, not the next day
    if (field !== 'verified_at') expect(toMeta(read(text)).meta[field === 'created_at' ? 'createdAt' : 'updatedAt']).toBe('2026-02-28T24:00:00');
    expect(lintMemoryText(text).map((f) => f.message(RULE_TEXT.en))).toEqual([
      `${field} 2026-02-28T24:00:00 has a time out of range (hour 0-23, minute and second 0-59)`,
    ]);
  });

  it('the fast reader leaves every time to the full parser, so both read it alike', () => {
    for (const [, yaml] of SPELLINGS) expect(parseSimpleYaml(yaml)).toBeUndefined();
    expect(parseFrontMatter(fm('created_at: 2026-02-28T24:00:00'))).toEqual(parseYamlFully('title: t\ndescription: d\ncreated_at: 2026-02-28T24:00:00'));
  });
});

describe('real times read as before', () => {
  it.each([
    'review_by: 2026-02-28T23:59:59',
    'review_by: 2026-02-28T00:00:00Z',
    'review_by: 2026-02-28 9:05:00 +14:00',
    'review_by: 2026-02-28T23:00:00-23:59',
    // a leap second is a time of the clock; Date has none, so the parser reads the next second
    'review_by: 2026-12-31T23:59:60Z',
  ])('%j', (yaml) => {
    expect(parseYamlFully(yaml)).toEqual({ ok: true, data: yamlAlone(yaml) });
    expect(lintMemoryText(fm(yaml))).toEqual([]);
  });
});

describe('timestampFault', () => {
  it.each([
    ['2026-02-30', 'day'],
    ['2026-02-30T24:00:00', 'day'],
    ['2026-02-28T24:00:00', 'time'],
    ['2026-02-28T24:00', 'time'],
    ['2026-02-28 99:00:00', 'time'],
    ['2026-02-28T23:60', 'time'],
    ['2026-02-28T23:59:61Z', 'time'],
    ['2026-02-28T10:00:00+24', 'time'],
    ['2026-02-28T10:00:00+09:60', 'time'],
    ['2026-02-28T23:59:60', undefined],
    ['2026-02-28T23:59:59.999+23:59', undefined],
    ['2026-02-28T00:00', undefined],
    ['2026-02-28', undefined],
    ['2026-02-28T24:00:00 and more', undefined],
    ['24:00:00', undefined],
  ])('%j: %s', (value, fault) => {
    expect(timestampFault(value)).toBe(fault);
  });
});
