// review_by, verified_at and supersedes: written by the YAML writer, read back the same by
// the fast reader and the full parser alike, and edited in place by verify.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../eval/corpus/random.js';
import { addPeriod, daysBetween, isIsoDate } from '../../lib/format/dates.js';
import { parseFrontMatter, splitFrontMatter } from '../../lib/format/frontmatter.js';
import { toMeta } from '../../lib/format/memory-meta.js';
import { isReviewDue, nextReviewBy } from '../../lib/format/review-due.js';
import { rewriteFrontMatter, setFrontMatterLines } from '../../lib/format/set-fields.js';
import { parseSimpleYaml } from '../../lib/format/simple-yaml.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';
import { renderMemory } from '../../lib/save/memory-document.js';

const matter = createRequire(import.meta.url)('gray-matter') as (s: string, o: object) => { data: Record<string, unknown> };
const full = (yaml: string) => matter(`---\n${yaml}\n---\n`, { language: 'yaml' }).data;
const yamlOf = (text: string) => {
  const block = splitFrontMatter(text);
  if ('problem' in block) throw new Error(block.problem.kind);
  return block.yaml;
};

const NAMES = ['old-deploy', '도커-옛-방법', 'docker_403', '2024-migration', 'yes', 'a.b', 'x-y-z', 'null', 'on-call'];

describe('the new fields through the YAML writer', () => {
  it('read back as written, by the fast reader and the full parser alike, dates plain', () => {
    const random = seededRandom(5);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const day = () =>
      `${2025 + Math.floor(random() * 3)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    let fast = 0;
    for (let i = 0; i < 300; i++) {
      const doc = {
        title: `title ${i}`,
        description: `description ${pick(NAMES)}`,
        createdAt: day(),
        tags: ['docker'],
        body: '## body\n',
        ...(random() < 0.7 ? { reviewBy: day() } : {}),
        ...(random() < 0.7 ? { verifiedAt: day() } : {}),
        ...(random() < 0.7 ? { supersedes: [...new Set([pick(NAMES), pick(NAMES)])] } : {}),
      };
      const text = renderMemory(doc);
      const parsed = parseFrontMatter(text);
      if (!parsed.ok) throw new Error(parsed.problem.kind);
      const { meta, problems } = toMeta(parsed.data);
      expect(problems, text).toEqual([]);
      expect({ reviewBy: meta.reviewBy, verifiedAt: meta.verifiedAt, supersedes: meta.supersedes }, text).toEqual({
        reviewBy: doc.reviewBy,
        verifiedAt: doc.verifiedAt,
        supersedes: doc.supersedes,
      });
      // plain days keep a written memory on the list hook's fast path
      if (doc.reviewBy) expect(text).toContain(`\nreview_by: ${doc.reviewBy}\n`);
      if (doc.verifiedAt) expect(text).toContain(`\nverified_at: ${doc.verifiedAt}\n`);
      const yaml = yamlOf(text);
      const simple = parseSimpleYaml(yaml);
      if (simple) {
        fast++;
        const expected = Object.fromEntries(Object.entries(full(yaml)).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]));
        expect(simple, text).toEqual(expected);
      }
    }
    // most documents stay on the fast path; names the YAML writer quotes (2024-migration, yes, null) do not
    expect(fast).toBeGreaterThan(60);
  });
});

describe('toMeta reads the new fields', () => {
  it.each([
    [{ review_by: '2026-09-30' }, { reviewBy: '2026-09-30' }, []],
    [{ review_by: new Date('2026-09-30') }, { reviewBy: '2026-09-30' }, []],
    [{ verified_at: ' 2026-06-30 ' }, { verifiedAt: '2026-06-30' }, []],
    [{ review_by: 'next month' }, {}, ['review_by must be a date written YYYY-MM-DD, found "next month"']],
    [{ review_by: '2026-02-30' }, {}, ['review_by 2026-02-30 is not a day of the calendar']],
    [{ verified_at: ['2026-01-01'] }, {}, ['verified_at must be a date written YYYY-MM-DD, found a list']],
    [{ supersedes: ['a', 'b.md', 'a'] }, { supersedes: ['a', 'b'] }, []],
    [{ supersedes: 'old-one' }, { supersedes: ['old-one'] }, []],
    [{ supersedes: [2024] }, { supersedes: ['2024'] }, []],
    [{ supersedes: ['../etc/passwd', 'ok'] }, { supersedes: ['ok'] }, ['supersedes must list memory names (file names without .md), found "../etc/passwd"']],
    [{ supersedes: { a: 1 } }, {}, ['supersedes must list memory names (file names without .md), found object']],
    [{ supersedes: [] }, {}, []],
  ])('%j', (data, fields, problems) => {
    const { meta, problems: data_ } = toMeta(data);
    // problems are data; the English catalogue words them as they always read
    const found = data_.map((p) => RULE_TEXT.en.problem(p));
    expect({ reviewBy: meta.reviewBy, verifiedAt: meta.verifiedAt, supersedes: meta.supersedes }).toEqual({
      reviewBy: undefined,
      verifiedAt: undefined,
      supersedes: undefined,
      ...fields,
    });
    expect(found).toEqual(problems);
    expect(data_.map((p) => RULE_TEXT.ko.problem(p)).every((text) => /[가-힣]/.test(text))).toBe(true);
  });

  it('leaves the fields out of a record that has none (every record is kept in the index cache)', () => {
    expect(Object.keys(toMeta({ title: 't', description: 'd' }).meta).sort()).toEqual([
      'createdAt',
      'description',
      'pinned',
      'source',
      'tags',
      'title',
      'updatedAt',
    ]);
  });
});

describe('review dates', () => {
  it.each([
    // review_by, verified_at, today, due
    [undefined, undefined, '2026-05-01', false],
    ['2026-05-01', undefined, '2026-05-01', false],
    ['2026-04-30', undefined, '2026-05-01', true],
    ['2026-04-30', '2026-04-29', '2026-05-01', true],
    ['2026-04-30', '2026-04-30', '2026-05-01', false],
    ['2026-04-30', '2026-05-01', '2026-05-01', false],
  ])('review_by %s, verified_at %s, on %s: due %s', (reviewBy, verifiedAt, today, due) => {
    expect(isReviewDue({ reviewBy, verifiedAt }, today)).toBe(due);
  });

  it.each([
    ['2026-01-31', '1m', '2026-02-28'],
    ['2028-01-31', '1m', '2028-02-29'],
    ['2026-05-01', '90d', '2026-07-30'],
    ['2026-05-01', '2w', '2026-05-15'],
    ['2026-05-01', '1y', '2027-05-01'],
    ['2026-05-01', '0d', undefined],
    ['2026-05-01', '90', undefined],
    ['2026-05-01', '-3d', undefined],
    ['2026-05-01', 'soon', undefined],
  ])('%s + %s = %s', (from, period, expected) => {
    expect(addPeriod(from, period)).toBe(expected);
  });

  it('knows the calendar', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31'].every(isIsoDate)).toBe(true);
    expect(['2026-02-29', '2026-04-31', '2026-00-10', '26-01-01', '2026-1-1', ''].some(isIsoDate)).toBe(false);
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
  });

  it.each([
    // a review_by still to come stays, but for one in the last quarter of its period; a passed one moves on by its period; none stays none
    [{ reviewBy: '2026-06-01', createdAt: '2026-01-01' }, '2026-03-01', '2026-06-01'],
    [{ reviewBy: '2026-06-01', createdAt: '2026-01-01' }, '2026-05-05', '2026-10-03'],
    // near is a month at most: a review_by set by hand long after created_at is not moved years on
    [{ reviewBy: '2027-03-01', createdAt: '2024-01-01' }, '2026-12-07', '2027-03-01'],
    [{ reviewBy: '2026-04-01', createdAt: '2026-01-01' }, '2026-05-01', '2026-07-30'],
    [{ reviewBy: '2026-04-01', verifiedAt: '2026-03-02', createdAt: '2025-01-01' }, '2026-05-01', '2026-05-31'],
    [{ reviewBy: '2026-04-01' }, '2026-05-01', '2026-04-01'],
    // a verified_at after review_by (an update's) tells no period: created_at's does
    [{ reviewBy: '2026-04-01', verifiedAt: '2026-04-20', createdAt: '2026-01-01' }, '2026-05-01', '2026-07-30'],
    [{ createdAt: '2026-01-01' }, '2026-05-01', undefined],
    // checked on the day itself: moved on too, or the verified_at it leaves settles it for good
    [{ reviewBy: '2026-02-09', createdAt: '2026-01-10' }, '2026-02-09', '2026-03-11'],
    // checked the day before: not stale the day after
    [{ reviewBy: '2026-02-09', createdAt: '2026-01-10' }, '2026-02-08', '2026-03-10'],
  ])('verify of %j on %s leaves review_by %s', (meta, today, expected) => {
    expect(nextReviewBy(meta, today)).toBe(expected);
  });
});

describe('setFrontMatterLines edits only the lines it sets', () => {
  const HAND =
    '---\n# written by hand\ntitle: Deploy   # trailing comment\ndescription: "quoted: text"\nreview_by: 2026-01-01\ntags:\n  - deploy\n---\nbody with `src/x.ts`\n---\nnot front matter\n';

  it('replaces a line in place and appends a new one before the closing ---', () => {
    const out = setFrontMatterLines(HAND, { verified_at: '2026-05-01', review_by: '2026-08-01' });
    expect(out).toBe(HAND.replace('review_by: 2026-01-01\n', 'review_by: 2026-08-01\n').replace('  - deploy\n---', '  - deploy\nverified_at: 2026-05-01\n---'));
  });

  it('keeps CRLF line ends and a byte order mark', () => {
    const text = '\ufeff---\r\ntitle: t\r\ndescription: d\r\n---\r\nbody\r\n';
    expect(setFrontMatterLines(text, { verified_at: '2026-05-01' })).toBe(
      '\ufeff---\r\ntitle: t\r\ndescription: d\r\nverified_at: 2026-05-01\r\n---\r\nbody\r\n',
    );
  });

  it.each([
    ['a key twice', '---\ntitle: t\nreview_by: 2026-01-01\nreview_by: 2026-02-01\n---\n'],
    ['broken YAML', '---\ntitle: [\n---\n'],
    ['no front matter', 'just text\n'],
  ])('refuses %s, which the writer then handles or nothing does', (_name, text) => {
    expect(setFrontMatterLines(text, { review_by: '2026-08-01' })).toBeUndefined();
  });

  it('puts a value written on the lines below its key on one line, and keeps the comments around it', () => {
    const text = '---\n# kept by hand\ntitle: t\nreview_by:   # quarterly\n  2026-01-01\ntags:\n  - a\n---\nbody\n';
    expect(setFrontMatterLines(text, { review_by: '2026-08-01', verified_at: '2026-05-01' })).toBe(
      '---\n# kept by hand\ntitle: t\nreview_by: 2026-08-01   # quarterly\ntags:\n  - a\nverified_at: 2026-05-01\n---\nbody\n',
    );
  });

  it('the YAML writer takes over for a block value and keeps the body byte for byte', () => {
    const text = '---\ntitle: t\ndescription: d\nreview_by:\n  2026-01-01\n---\n\n  indented body\n---\n';
    const out = rewriteFrontMatter(text, { review_by: '2026-08-01', verified_at: '2026-05-01' });
    expect(out).toBe('---\ntitle: t\ndescription: d\nreview_by: 2026-08-01\nverified_at: 2026-05-01\n---\n\n  indented body\n---\n');
  });
});

describe('a day the calendar lacks', () => {
  const text =
    '---\ntitle: t\ndescription: d\ncreated_at: 2026-02-29\nreview_by: 2026-02-30\nverified_at: 2026-06-31 # typo\nupdated_at: 2026-03-01\n---\nbody\n';

  it('is read as written, never rolled over to the next month', () => {
    const parsed = parseFrontMatter(text);
    if (!parsed.ok) throw new Error(parsed.problem.kind);
    // the YAML parser alone makes Dates of all three: 2026-03-01, 2026-03-02, 2026-07-01
    expect(full(yamlOf(text)).review_by).toEqual(new Date('2026-03-02'));
    expect(parsed.data).toMatchObject({ created_at: '2026-02-29', review_by: '2026-02-30', verified_at: '2026-06-31', updated_at: new Date('2026-03-01') });
    const { meta, problems } = toMeta(parsed.data);
    expect([meta.createdAt, meta.updatedAt, meta.reviewBy, meta.verifiedAt]).toEqual(['2026-02-29', '2026-03-01', undefined, undefined]);
    expect(problems.map((p) => RULE_TEXT.en.problem(p))).toEqual([
      'review_by 2026-02-30 is not a day of the calendar',
      'verified_at 2026-06-31 is not a day of the calendar',
    ]);
  });

  it('is kept as written when another field is set', () => {
    const rewritten = rewriteFrontMatter(text, { title: 'new title' });
    expect(rewritten).toContain('review_by: 2026-02-30');
    expect(rewritten).toContain('created_at: 2026-02-29');
    expect(rewritten).toContain('title: new title');
  });
});
