/**
 * BM25F over the fields a memory shows in its front matter. Everything that depends on
 * one memory alone — term frequencies, field length normalisation against typical field
 * lengths, the saturation — is folded into one weight per (term, memory), once, when the
 * file is read; the cache keeps it in the folder's postings. Only IDF depends on the
 * whole corpus, and it is applied when a prompt is scored (score.ts), so an edited,
 * added or removed memory never forces the others to be tokenised again.
 */
import type { MemoryRecord } from '../model/memory.js';
import type { DocTerms } from '../model/terms.js';
import { tokenizeInto } from './tokenize.js';

const FIELDS = ['name', 'title', 'description', 'tags'] as const;
type Field = (typeof FIELDS)[number];

// Tags and titles are chosen words; a description also carries filler. The name is a slug
// of the title, so it adds a little on top without doubling the title.
const WEIGHT: Record<Field, number> = { name: 1, title: 2, description: 1.5, tags: 2 };
// how much a long field is discounted; tags and names are short lists, barely discounted
const LENGTH_NORM: Record<Field, number> = { name: 0.3, title: 0.5, description: 0.75, tags: 0.2 };
const K1 = 1.2;
// Field lengths (in terms) a memory typically has; lengths are normalised against these
// instead of the corpus average, which would tie every memory's weights to all the others.
const TYPICAL_LENGTH: Record<Field, number> = { name: 4, title: 6, description: 14, tags: 3 };

/** The texts of a memory that ranking reads. */
function fieldTexts(name: string, record: MemoryRecord): Record<Field, string> {
  const { meta } = record;
  return { name, title: meta.title ?? '', description: meta.description ?? '', tags: meta.tags.join(' ') };
}

/**
 * The corpus-independent weights of one memory's terms, in first-seen order. Weights are
 * rounded to what the cache stores (4 decimals, then single precision), so a memory
 * scores the same whether its terms come from the cache or from its file.
 */
export function docTerms(texts: Record<Field, string>): DocTerms {
  const sums = new Map<string, number>();
  const terms: string[] = [];
  for (const field of FIELDS) {
    terms.length = 0;
    tokenizeInto(texts[field], terms);
    const norm = 1 - LENGTH_NORM[field] + (LENGTH_NORM[field] * terms.length) / TYPICAL_LENGTH[field];
    const add = WEIGHT[field] / norm;
    for (const term of terms) sums.set(term, (sums.get(term) ?? 0) + add);
  }
  const flat: DocTerms = [];
  for (const [term, tf] of sums) flat.push(term, Math.fround(Math.round(((tf * (K1 + 1)) / (K1 + tf)) * 10_000) / 10_000));
  return flat;
}

/** docTerms of a memory file's name (without .md) and record. */
export function recordTerms(name: string, record: MemoryRecord): DocTerms {
  return docTerms(fieldTexts(name, record));
}
