/**
 * What having been read is worth in the ranking: a memory Claude keeps opening is likely
 * useful, so among equals it goes first. A small, bounded nudge, never a second score:
 * relevance to the prompt decides, and reads only break ties and near-ties.
 *
 * A read memory's score is multiplied by at most 1 + READ_PRIOR_SHARE. So a memory that
 * matches the prompt better by more than that share stays ahead of one read any number
 * of times; two memories that match equally are ordered by their reads.
 */
export const READ_PRIOR_SHARE = 0.04;
/** Reads at which a memory gets half of the share: the first few reads count most. */
const HALF_AT = 3;

/** The prior weight of a memory read `reads` times: 0 for none, rising towards 1. */
export function readWeight(reads: number): number {
  return reads > 0 ? reads / (reads + HALF_AT) : 0;
}

/** `score` with the prior of `weight` (0 ≤ weight < 1): never more than READ_PRIOR_SHARE above it. */
export function withReadPrior(score: number, weight: number): number {
  return score * (1 + READ_PRIOR_SHARE * Math.min(Math.max(weight, 0), 1));
}
