/**
 * BM25F over the fields a memory shows in its front matter. Everything that does not
 * depend on the query — term frequencies, field length normalisation, IDF and the
 * saturation — is folded into one number per (term, memory) when the index is built, so
 * scoring a prompt is a sum over the postings of its terms. The index is plain data
 * (JSON round-trips it) so a cache can keep it between prompts.
 */
import type { MemoryEntry, Scope } from '../memory-store.js';
import { capQuery } from './query.js';
import { tokenize, uniqueTerms } from './tokenize.js';

export const INDEX_VERSION = 1;

const FIELDS = ['name', 'title', 'description', 'tags'] as const;
type Field = (typeof FIELDS)[number];

// Tags and titles are chosen words; a description also carries filler. The name is a slug
// of the title, so it adds a little on top without doubling the title.
const WEIGHT: Record<Field, number> = { name: 1, title: 2, description: 1.5, tags: 2 };
// how much a long field is discounted; tags and names are short lists, barely discounted
const LENGTH_NORM: Record<Field, number> = { name: 0.3, title: 0.5, description: 0.75, tags: 0.2 };
const K1 = 1.2;

export interface IndexedDoc {
  path: string;
  name: string;
  scope: Scope;
}

export interface RankIndex {
  version: typeof INDEX_VERSION;
  docs: IndexedDoc[];
  /** term → [doc, weight, doc, weight, …]; a weight is the memory's whole score for that term */
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

export function buildIndex(entries: readonly MemoryEntry[]): RankIndex {
  const tokens = entries.map((entry) => tokenizeFields(fieldTexts(entry)));
  const avgLength = averageLengths(tokens);
  const collected = new Map<string, { docs: number[]; tfs: number[] }>();
  tokens.forEach((fields, doc) => {
    for (const [term, tf] of blendFields(fields, avgLength)) {
      let list = collected.get(term);
      if (!list) collected.set(term, (list = { docs: [], tfs: [] }));
      list.docs.push(doc);
      list.tfs.push(tf);
    }
  });
  const n = entries.length;
  const postings: Record<string, number[]> = Object.create(null) as Record<string, number[]>;
  for (const [term, { docs, tfs }] of collected) {
    const idf = Math.log(1 + (n - docs.length + 0.5) / (docs.length + 0.5));
    const flat = new Array<number>(docs.length * 2);
    for (let i = 0; i < docs.length; i++) {
      const tf = tfs[i] as number;
      flat[2 * i] = docs[i] as number;
      flat[2 * i + 1] = round((idf * tf * (K1 + 1)) / (K1 + tf));
    }
    postings[term] = flat;
  }
  const docs = entries.map((e) => ({ path: e.path, name: e.name, scope: e.scope }));
  return { version: INDEX_VERSION, docs, postings, priority: priorityOrder(docs) };
}

/** Relevance of every indexed memory to the query (capped, see query.ts), by doc number; 0 when nothing matches. */
export function score(index: RankIndex, query: string): Float64Array {
  const scores = new Float64Array(index.docs.length);
  for (const term of uniqueTerms(capQuery(query))) {
    if (!Object.hasOwn(index.postings, term)) continue;
    const flat = index.postings[term] as number[];
    for (let i = 0; i < flat.length; i += 2) {
      const doc = flat[i] as number;
      scores[doc] = (scores[doc] as number) + (flat[i + 1] as number);
    }
  }
  return scores;
}

/** Every doc, most relevant first; ties (and all non-matching docs) in priority order. */
export function rankDocs(index: RankIndex, query: string): RankedDoc[] {
  const scores = score(index, query);
  const place = new Int32Array(index.docs.length);
  index.priority.forEach((doc, i) => (place[doc] = i));
  const matched: RankedDoc[] = [];
  const rest: RankedDoc[] = [];
  for (const doc of index.priority) {
    const s = scores[doc] as number;
    (s > 0 ? matched : rest).push({ doc, score: s });
  }
  matched.sort((a, b) => b.score - a.score || (place[a.doc] as number) - (place[b.doc] as number));
  return [...matched, ...rest];
}

/** Entries ranked for a query; pass a prebuilt index for these same entries to skip building one. */
export function rankEntries(entries: readonly MemoryEntry[], query: string, index?: RankIndex): RankedEntry[] {
  const usable = index && indexMatches(index, entries) ? index : buildIndex(entries);
  return rankDocs(usable, query).map(({ doc, score: s }) => ({ entry: entries[doc] as MemoryEntry, score: s }));
}

/** A cached index is only valid for the same entries in the same order. */
export function indexMatches(index: RankIndex, entries: readonly MemoryEntry[]): boolean {
  if (index.version !== INDEX_VERSION || index.docs.length !== entries.length) return false;
  return entries.every((e, i) => index.docs[i]?.path === e.path);
}

function tokenizeFields(texts: Record<Field, string>): Record<Field, string[]> {
  return { name: tokenize(texts.name), title: tokenize(texts.title), description: tokenize(texts.description), tags: tokenize(texts.tags) };
}

function averageLengths(all: readonly Record<Field, string[]>[]): Record<Field, number> {
  const avg = {} as Record<Field, number>;
  for (const field of FIELDS) {
    const total = all.reduce((sum, fields) => sum + fields[field].length, 0);
    avg[field] = total > 0 ? total / all.length : 1;
  }
  return avg;
}

// BM25F: per-field frequencies, length-normalised and weighted, are summed before saturation
function blendFields(fields: Record<Field, string[]>, avg: Record<Field, number>): Map<string, number> {
  const blended = new Map<string, number>();
  for (const field of FIELDS) {
    const terms = fields[field];
    const norm = 1 - LENGTH_NORM[field] + (LENGTH_NORM[field] * terms.length) / avg[field];
    const add = WEIGHT[field] / norm;
    for (const term of terms) blended.set(term, (blended.get(term) ?? 0) + add);
  }
  return blended;
}

function priorityOrder(docs: readonly IndexedDoc[]): number[] {
  return docs
    .map((_, i) => i)
    .sort((a, b) => {
      const da = docs[a] as IndexedDoc;
      const db = docs[b] as IndexedDoc;
      if (da.scope !== db.scope) return da.scope === 'project' ? -1 : 1;
      return da.name < db.name ? -1 : da.name > db.name ? 1 : a - b;
    });
}

// four decimals keep a JSON cache small and change no ranking that matters
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
