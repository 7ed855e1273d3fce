import type { MemoryMeta } from '../model/memory.js';
import { addDays, daysBetween, isIsoDate } from './dates.js';

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

/**
 * The review_by a check of the memory leaves (verify, or a save --update, which is one):
 * unchanged while it is still to come; once reached, moved on by the period it had, so a
 * memory reviewed every 90 days stays on that rhythm. The period runs to review_by from
 * the last verified_at before it, else created_at: a verified_at after it (an update's,
 * say) tells no period. A passed one with no period to go by stays as it is: today's
 * verified_at already settles it (isReviewDue).
 */
export function nextReviewBy(meta: Pick<MemoryMeta, 'reviewBy' | 'verifiedAt' | 'createdAt'>, today: string): string | undefined {
  const { reviewBy } = meta;
  // checked on the day itself it moves on too: the verified_at it leaves, equal to
  // review_by, would otherwise settle the memory for good (isReviewDue)
  if (reviewBy === undefined || reviewBy > today) return reviewBy;
  const before = (day: string | undefined) => (day !== undefined && isIsoDate(day) && day < reviewBy ? day : undefined);
  const since = before(meta.verifiedAt) ?? before(meta.createdAt);
  return since === undefined ? reviewBy : addDays(today, daysBetween(since, reviewBy));
}
