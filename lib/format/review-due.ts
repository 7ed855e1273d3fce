import type { MemoryMeta } from '../model/memory.js';

/**
 * A memory is due for review when its `review_by` day has passed and nobody has verified
 * it since: a `verified_at` on or after `review_by` settles it. Only front matter is
 * read, so the per-prompt list can decide this from what the index already holds.
 */
export function isReviewDue(meta: Pick<MemoryMeta, 'reviewBy' | 'verifiedAt'>, today: string): boolean {
  const { reviewBy, verifiedAt } = meta;
  if (reviewBy === undefined || reviewBy >= today) return false;
  return verifiedAt === undefined || verifiedAt < reviewBy;
}
