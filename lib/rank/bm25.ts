/**
 * BM25F over the fields a memory shows in its front matter. Everything that depends on
 * one memory alone — term frequencies, field length normalisation against typical field
 * lengths, the saturation — is folded into one weight per (term, memory) by docTerms(),
 * once, when the file is parsed; the cache keeps it with the front matter. Only IDF
 * depends on the whole corpus, and it is applied at query time from the postings'
 * lengths, so an edited, added or removed memory never forces the others to be
 * re-tokenised. Scoring a prompt is a sum over the postings of its terms.
 */
import { entryArray, type EntryList } from '../index/entry-list.js';
import type { MemoryEntry, Scope } from '../index/memory-store.js';
import { capQuery } from './query.js';
import { tokenizeInto, uniqueTerms } from './tokenize.js';

export const INDEX_VERSION = 2;

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

/** A memory's terms and weights, flattened: [term, weight, term, weight, …]. */
export type DocTerms = (string | number)[];

export interface IndexedDoc {
  path: string;
  name: string;
  scope: Scope;
}

export interface RankIndex {
  version: typeof INDEX_VERSION;
  docs: IndexedDoc[];
  /** term → [doc, weight, doc, weight, …]; a weight is the memory's score for that term before IDF */
  postings: Record<string, number[]>;
  /** doc numbers in the order used when relevance ties: project first, then by name */
  priority: number[];
}

export interface RankedDoc {
  doc: number;
  score: number;
}

export interface RankedEntry {
  entry: MemoryEntry;
  score: number;
}

export function fieldTexts(entry: MemoryEntry): Record<Field, string> {
  return {
    name: entry.name,
    title: entry.meta.title ?? '',
    description: entry.meta.description ?? '',
    tags: entry.meta.tags.join(' '),
  };
}

// A first run calls docTerms() for every memory; a map of sums per call, and the arrays
// it grew, were much of what the garbage collector then had to clear. Instead every term
// gets a number once per process, and per-number scratch arrays (grown as needed) hold a
// call's sums: `seenIn` tells whether the current call met the term yet, `slotOf` where
// its sum is kept.
const TERM_NUMBERS_MAX = 100_000;
const termNumbers = new Map<string, number>();
let seenIn = new Uint32Array(1024);
let slotOf = new Uint32Array(1024);
let call = 0;
const fieldTerms: string[] = [];
const order: string[] = [];
let sums: Float64Array = new Float64Array(64);

/** The corpus-independent weights of one memory's terms (see the module comment). */
export function docTerms(texts: Record<Field, string>): DocTerms {
  // a long-running process starts over instead of growing without bound
  if (termNumbers.size >= TERM_NUMBERS_MAX || call === 0xffffffff) (termNumbers.clear(), seenIn.fill(0), (call = 0));
  call++;
  // empty unless an earlier call threw
  order.length = 0;
  fieldTerms.length = 0;
  for (const field of FIELDS) {
    // the fields' terms follow each other in one array, emptied once per call
    const start = fieldTerms.length;
    tokenizeInto(texts[field], fieldTerms);
    const norm = 1 - LENGTH_NORM[field] + (LENGTH_NORM[field] * (fieldTerms.length - start)) / TYPICAL_LENGTH[field];
    const add = WEIGHT[field] / norm;
    for (let i = start; i < fieldTerms.length; i++) {
      const term = fieldTerms[i] as string;
      let n = termNumbers.get(term);
      if (n === undefined) {
        n = termNumbers.size;
        termNumbers.set(term, n);
        if (n === seenIn.length) (seenIn = grow(seenIn)), (slotOf = grow(slotOf));
      }
      if (seenIn[n] === call) {
        const slot = slotOf[n] as number;
        sums[slot] = (sums[slot] as number) + add;
        continue;
      }
      // first time in this memory: its sum starts at 0 + add, in first-seen order
      seenIn[n] = call;
      slotOf[n] = order.length;
      if (order.length === sums.length) sums = grow(sums);
      sums[order.length] = add;
      order.push(term);
    }
  }
  const flat: DocTerms = [];
  for (let i = 0; i < order.length; i++) {
    const tf = sums[i] as number;
    flat.push(order[i] as string, round((tf * (K1 + 1)) / (K1 + tf)));
  }
  fieldTerms.length = 0;
  order.length = 0;
  return flat;
}

function grow<T extends Uint32Array | Float64Array>(values: T): T {
  const grown = new (values.constructor as new (length: number) => T)(2 * values.length);
  grown.set(values);
  return grown;
}

/** Terms of an entry: cached with its file when the store computed them, else computed now. */
export function termsOf(entry: MemoryEntry): DocTerms {
  return entry.terms ?? docTerms(fieldTexts(entry));
}

export function buildIndex(entries: readonly MemoryEntry[]): RankIndex {
  const postings: Record<string, number[]> = Object.create(null) as Record<string, number[]>;
  entries.forEach((entry, doc) => {
    const flat = termsOf(entry);
    for (let i = 0; i < flat.length; i += 2) {
      const term = flat[i] as string;
      (postings[term] ??= []).push(doc, flat[i + 1] as number);
    }
  });
  const docs = entries.map((e) => ({ path: e.path, name: e.name, scope: e.scope }));
  return { version: INDEX_VERSION, docs, postings, priority: priorityOrder(docs) };
}

/** Postings of a term: parallel lists of doc numbers and weights (before IDF). */
export interface Postings {
  docs: ArrayLike<number>;
  weights: ArrayLike<number>;
}

/** Postings of one part of the docs (one folder's index, say): its `count` doc numbers start at `offset`. */
export interface PostingsPart extends Postings {
  offset: number;
  count: number;
}

/** Where scoring finds a term's postings: an in-memory RankIndex, or the stored term indexes. */
export interface TermSource {
  docCount: number;
  /** the term's postings, in parts that are read as they are stored, never copied together; [] when none */
  lookup(term: string): readonly PostingsPart[];
  /** doc numbers in tie order, when the source knows it (the store lists folders sorted) */
  priority?: ArrayLike<number>;
  /** doc numbers of pinned memories, when the source knows them */
  pinned?: readonly number[];
}

export function indexSource(index: RankIndex): TermSource {
  return {
    docCount: index.docs.length,
    lookup(term) {
      if (!Object.hasOwn(index.postings, term)) return [];
      const flat = index.postings[term] as number[];
      const docs: number[] = [];
      const weights: number[] = [];
      for (let i = 0; i < flat.length; i += 2) (docs.push(flat[i] as number), weights.push(flat[i + 1] as number));
      return [{ docs, weights, offset: 0, count: index.docs.length }];
    },
  };
}

const asSource = (index: RankIndex | TermSource): TermSource => ('lookup' in index ? index : indexSource(index));

/** Relevance of every indexed memory to the query (capped, see query.ts), by doc number; 0 when nothing matches. */
export function score(index: RankIndex | TermSource, query: string): Float64Array {
  return scoreTerms(asSource(index), uniqueTerms(capQuery(query)));
}

function scoreTerms(source: TermSource, terms: readonly string[]): Float64Array {
  const n = source.docCount;
  const scores = new Float64Array(n);
  for (const term of terms) {
    const parts = source.lookup(term);
    let df = 0;
    for (const part of parts) df += part.docs.length;
    if (df === 0) continue;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (const { docs, weights, offset, count } of parts) {
      for (let i = 0; i < docs.length; i++) {
        const local = docs[i] as number;
        const weight = weights[i] as number;
        // a damaged index must not produce NaN scores, phantom memories, or score another part's
        if (local >= count || !(weight >= 0 && weight < 1e6)) continue;
        const doc = local + offset;
        if (doc >= n) continue;
        scores[doc] = (scores[doc] as number) + idf * weight;
      }
    }
  }
  return scores;
}

/** Every doc, most relevant first; ties (and all non-matching docs) in priority order. */
export function rankDocs(index: RankIndex, query: string): RankedDoc[] {
  return rankByPriority(score(index, query), index.priority);
}

/**
 * Docs most relevant first, ties and non-matching docs in priority order; only the first
 * `limit` are returned (a list shows a few hundred at most, and thousands of objects per
 * prompt are what a large corpus pays for most).
 */
function rankByPriority(scores: Float64Array, priority: ArrayLike<number>, limit = Infinity): RankedDoc[] {
  // The score the limit-th best doc reaches, found by one native numeric sort: only docs
  // above it need a comparator sort, and ties at it follow in priority order, as a
  // stable sort of every doc would leave them. 0 when fewer than `limit` docs match.
  let threshold = 0;
  if (limit < scores.length) threshold = scores.slice().sort()[scores.length - limit] as number;
  const above: number[] = [];
  const tied: number[] = [];
  const rest: number[] = [];
  for (let k = 0; k < priority.length; k++) {
    const doc = priority[k] as number;
    const value = scores[doc] as number;
    if (value > threshold) above.push(doc);
    else if (value > 0 && value === threshold) {
      if (tied.length < limit) tied.push(doc);
    } else if (threshold === 0 && rest.length < limit) rest.push(doc);
  }
  above.sort((a, b) => (scores[b] as number) - (scores[a] as number));
  const out: RankedDoc[] = [];
  for (const list of [above, tied, rest]) {
    for (const doc of list) {
      if (out.length >= limit) return out;
      out.push({ doc, score: scores[doc] as number });
    }
  }
  return out;
}

/**
 * Entries ranked for a query. A prebuilt index for these same entries, or a term source
 * over them (the stored indexes), skips building one.
 */
export function rankEntries(entries: EntryList, query: string, index?: RankIndex | TermSource, limit = Infinity): RankedEntry[] {
  const toEntries = (docs: RankedDoc[]) => docs.map(({ doc, score: s }) => ({ entry: entries.at(doc) as MemoryEntry, score: s }));
  const terms = uniqueTerms(capQuery(query));
  // nothing to match (an empty prompt, or one of stopwords only): tie order, no index needed
  if (terms.length === 0) {
    const priority = index && 'lookup' in index && index.priority ? index.priority : priorityOrder(entryArray(entries));
    return toEntries(rankByPriority(new Float64Array(entries.length), priority, limit));
  }
  let source: TermSource;
  if (index && 'lookup' in index && index.docCount === entries.length) source = index;
  else {
    const all = entryArray(entries);
    source = indexSource(index && !('lookup' in index) && indexMatches(index, all) ? index : buildIndex(all));
  }
  return toEntries(rankByPriority(scoreTerms(source, terms), source.priority ?? priorityOrder(entryArray(entries)), limit));
}

/** A cached index is only valid for the same entries in the same order. */
export function indexMatches(index: RankIndex, entries: readonly MemoryEntry[]): boolean {
  if (index.version !== INDEX_VERSION || index.docs.length !== entries.length) return false;
  return entries.every((e, i) => index.docs[i]?.path === e.path);
}

/**
 * Doc numbers in tie order: this project's memories first, then global ones, each by
 * name. The store lists each folder sorted already, so the sort is skipped when a single
 * pass finds that order.
 */
function priorityOrder(docs: readonly Pick<IndexedDoc, 'name' | 'scope'>[]): number[] {
  const project: number[] = [];
  const global: number[] = [];
  docs.forEach((doc, i) => (doc.scope === 'project' ? project : global).push(i));
  const byName = (a: number, b: number) => {
    const na = (docs[a] as IndexedDoc).name;
    const nb = (docs[b] as IndexedDoc).name;
    return na < nb ? -1 : na > nb ? 1 : a - b;
  };
  const sorted = (list: number[]) => list.every((doc, k) => k === 0 || byName(list[k - 1] as number, doc) < 0);
  if (!sorted(project)) project.sort(byName);
  if (!sorted(global)) global.sort(byName);
  return [...project, ...global];
}

// four decimals keep a JSON cache small and change no ranking that matters
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
