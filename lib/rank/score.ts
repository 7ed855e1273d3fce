import type { PostingsPart, TermSource } from '../model/terms.js';
import { withReadPrior } from './prior.js';
import { capQuery } from './query.js';
import { uniqueTerms } from './tokenize.js';

interface Ranked {
  doc: number;
  score: number;
}

/** The prompt's terms, each once (a pasted log is cut to its head and tail first, see query.ts). */
export function queryTerms(prompt: string): string[] {
  return uniqueTerms(capQuery(prompt));
}

/** A posting's weight as built; damaged bytes (NaN, huge) are skipped. */
const usable = (weight: number): boolean => weight >= 0 && weight < 1e6;

/**
 * How many memories a term's postings name now. A part whose doc numbers are positions
 * (no file gone since its postings were built) names one in each posting, so its count
 * is its length; only damaged bytes, skipped when scoring, could make that one too many.
 */
function documentFrequency(parts: readonly PostingsPart[], n: number): number {
  let df = 0;
  for (const { docs, weights, positionOf } of parts) {
    if (positionOf === undefined) {
      df += docs.length;
      continue;
    }
    for (let k = 0; k < docs.length; k++) {
      const position = positionOf[docs[k] as number] ?? -1;
      if (position >= 0 && position < n && usable(weights[k] as number)) df++;
    }
  }
  return df;
}

/**
 * Adds idf × weight to the score of each memory a part's postings name now: a gone file's,
 * and damaged ones, are skipped. The weight test is written out rather than a call to
 * usable(): before the JIT, a call per posting is a third of the loop.
 */
function addPart({ docs, weights, positionOf, offset }: PostingsPart, n: number, idf: number, scores: Float64Array): void {
  const length = docs.length;
  // two loops, so that the common case (positions follow the doc numbers) looks nothing up per posting
  if (positionOf === undefined) {
    for (let k = 0; k < length; k++) {
      const position = offset + (docs[k] as number);
      const weight = weights[k] as number;
      if (position < n && weight >= 0 && weight < 1e6) scores[position] = (scores[position] as number) + idf * weight;
    }
    return;
  }
  for (let k = 0; k < length; k++) {
    const position = positionOf[docs[k] as number] ?? -1;
    const weight = weights[k] as number;
    if (position >= 0 && position < n && weight >= 0 && weight < 1e6) scores[position] = (scores[position] as number) + idf * weight;
  }
}

/**
 * BM25 relevance of every memory to the terms, by position; 0 where nothing matches.
 * Plain loops over the postings' typed arrays, with no callback or list per posting:
 * the hook scores once per process, before the JIT has compiled anything, and at 10,000
 * memories a prompt's terms can have ~26,000 postings (a callback per posting cost 7.5 ms
 * of the hook there).
 */
export function scoreDocs(source: TermSource, terms: readonly string[]): Float64Array {
  const n = source.docCount;
  const scores = new Float64Array(n);
  for (const term of terms) {
    const parts = source.lookup(term);
    const df = documentFrequency(parts, n);
    if (df === 0) continue;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (const part of parts) addPart(part, n, idf, scores);
  }
  return scores;
}

/**
 * Docs most relevant first, ties — and every doc that matches nothing — in `priority`
 * order; at most `limit` of them (a list shows a few hundred at most). With a `prior`
 * (a weight per doc, see prior.ts), a read doc's score gets its small bounded lift, and
 * among docs that match nothing, read ones come first, most read first.
 */
export function rankDocs(scores: Float64Array, priority: ArrayLike<number>, limit = Infinity, prior?: ArrayLike<number>): Ranked[] {
  let lifted = scores;
  if (prior) {
    lifted = scores.slice();
    for (let doc = 0; doc < lifted.length; doc++) {
      const weight = prior[doc] ?? 0;
      if (weight > 0) lifted[doc] = withReadPrior(lifted[doc] as number, weight);
    }
  }
  // The score the limit-th best doc reaches, found by one native numeric sort: only docs
  // above it need the comparator sort, and ties at it follow in priority order, as they
  // would in a stable sort of every doc. 0 when fewer than `limit` docs match.
  const threshold = limit < lifted.length ? (lifted.slice().sort()[lifted.length - limit] as number) : 0;
  const above: number[] = [];
  const tied: number[] = [];
  const read: number[] = [];
  const rest: number[] = [];
  for (let k = 0; k < priority.length; k++) {
    const doc = priority[k] as number;
    const score = lifted[doc] as number;
    if (score > threshold) above.push(doc);
    else if (score > 0 && score === threshold) tied.push(doc);
    else if (threshold === 0 && score === 0 && prior && (prior[doc] ?? 0) > 0) read.push(doc);
    else if (threshold === 0 && rest.length < limit) rest.push(doc);
  }
  // stable sorts: equal scores (equal weights) keep priority order
  above.sort((a, b) => (lifted[b] as number) - (lifted[a] as number));
  if (prior) read.sort((a, b) => (prior[b] ?? 0) - (prior[a] ?? 0));
  const out: Ranked[] = [];
  for (const list of [above, tied, read, rest]) {
    for (const doc of list) {
      if (out.length >= limit) return out;
      out.push({ doc, score: lifted[doc] as number });
    }
  }
  return out;
}
