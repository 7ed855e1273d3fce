/**
 * How ranking reads the memories' terms, whatever keeps them (a folder's cached
 * postings, or terms worked out from a memory's record). Types only.
 */

/** A memory's terms with their weights before IDF, flattened: [term, weight, term, weight, …]. */
export type DocTerms = (string | number)[];

/** Postings of one term: parallel lists of doc numbers and weights (before IDF). */
export interface Postings {
  docs: ArrayLike<number>;
  weights: ArrayLike<number>;
}

/** One source's postings of a term, and where its docs are among all memories. */
export interface PostingsPart extends Postings {
  /** a doc number's position among the memories (-1: gone); without it, position = offset + doc */
  positionOf?: ArrayLike<number>;
  offset: number;
}

/** Where scoring finds the terms of `docCount` memories, numbered 0 … docCount - 1. */
export interface TermSource {
  docCount: number;
  /** the term's postings, in parts read as they are stored; [] when none */
  lookup(term: string): readonly PostingsPart[];
}
