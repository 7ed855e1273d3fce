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

/**
 * Calls `visit` with the position and weight of each posting of the parts that names a
 * memory there now: a gone file's postings, and damaged ones (NaN weights, phantom
 * memories), are skipped.
 */
function eachPosting(parts: readonly PostingsPart[], n: number, visit: (position: number, weight: number) => void): void {
  for (const { docs, weights, positionOf, offset } of parts) {
    for (let k = 0; k < docs.length; k++) {
      const doc = docs[k] as number;
      const position = positionOf ? (positionOf[doc] ?? -1) : offset + doc;
      const weight = weights[k] as number;
      if (position >= 0 && position < n && weight >= 0 && weight < 1e6) visit(position, weight);
    }
  }
}

/** BM25 relevance of every memory to the terms, by position; 0 where nothing matches. */
export function scoreDocs(source: TermSource, terms: readonly string[]): Float64Array {
  const n = source.docCount;
  const scores = new Float64Array(n);
  const positions: number[] = [];
  const weights: number[] = [];
  for (const term of terms) {
    positions.length = 0;
    weights.length = 0;
    eachPosting(source.lookup(term), n, (position, weight) => {
      positions.push(position);
      weights.push(weight);
    });
    const df = positions.length;
    if (df === 0) continue;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (let k = 0; k < df; k++) {
      const position = positions[k] as number;
      scores[position] = (scores[position] as number) + idf * (weights[k] as number);
    }
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
