// A day written with a stray space around it (`created_at: "2026-12-03 "`) is that day to
// every reader. lint took it as a day and said nothing, and save --update carried it over
// trimmed, but toMeta kept the spaces: verify then found no created_at to take the period
// of a passed review_by from, and the index cache held the day with its spaces.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintMemoryText } from '../../lib/checks/check-text.js';
import { addDays } from '../../lib/format/dates.js';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';
import { toMeta } from '../../lib/format/memory-meta.js';
import { nextReviewBy } from '../../lib/format/review-due.js';
import { parseMemoryFile } from '../../lib/index/parse-memory-file.js';
import { tempTree } from '../support/temp.js';

const fm = (yaml: string) => `---\ntitle: t\ndescription: d\n${yaml}\n---\nbody\n`;

const SPELLINGS: Array<[string, string]> = [
  ['a space after it', '"2019-10-03 "'],
  ['a space before it', '" 2019-10-03"'],
  ['spaces on both sides, single-quoted', "'  2019-10-03  '"],
  ['a tab after it', '"2019-10-03\\t"'],
];

/** The front matter of a memory with `created_at` and `updated_at` written `value`, as toMeta reads it. */
function metaOf(value: string) {
  const parsed = parseFrontMatter(fm(`created_at: ${value}\nupdated_at: ${value}\nreview_by: 2020-01-01`));
  if (!parsed.ok) throw new Error('front matter not read');
  return toMeta(parsed.data).meta;
}

describe('a created_at or updated_at with spaces around its day', () => {
  it.each(SPELLINGS)('%s: toMeta gives the day', (_how, value) => {
    expect(metaOf(value)).toMatchObject({ createdAt: '2019-10-03', updatedAt: '2019-10-03' });
  });

  it.each(SPELLINGS)('%s: a passed review_by moves on by the period from it, as from the day alone', (_how, value) => {
    // 2019-10-03 → 2020-01-01 is 90 days
    expect(nextReviewBy(metaOf(value), '2026-12-03')).toBe(addDays('2026-12-03', 90));
  });

  it.each(SPELLINGS)('%s: lint says nothing of it', (_how, value) => {
    expect(lintMemoryText(fm(`created_at: ${value}\nupdated_at: ${value}`))).toEqual([]);
  });

  it('is the day in the record the index keeps', () => {
    const path = join(tempTree(), 'note.md');
    writeFileSync(path, fm('created_at: " 2019-10-03"\nupdated_at: "2019-10-04 "'));
    expect(parseMemoryFile(path)?.record.meta).toMatchObject({ createdAt: '2019-10-03', updatedAt: '2019-10-04' });
  });
});
