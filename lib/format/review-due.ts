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

/** The most days before its review_by a check counts as the one due. */
const NEAR_DAYS = 30;

/**
 * The review_by a check of the memory leaves (verify, or a save --update, which is one): once
 * reached, or near (the last quarter of its period, a month at most), today plus the period it
 * had, so a memory reviewed every 90 days stays on that rhythm from its check; earlier, it stays, a
 * day set to check by. Kept near its day, it marked the memory stale the day after a check
 * (its verified_at before review_by, isReviewDue). The period runs to review_by from the
 * last verified_at before it, else created_at: a verified_at after it (an update's, say)
 * tells no period. Without a period to go by it stays as it is: a passed one is settled by
 * today's verified_at.
 */
export function nextReviewBy(meta: Pick<MemoryMeta, 'reviewBy' | 'verifiedAt' | 'createdAt'>, today: string): string | undefined {
  const { reviewBy } = meta;
  if (reviewBy === undefined) return undefined;
  const before = (day: string | undefined) => (day !== undefined && isIsoDate(day) && day < reviewBy ? day : undefined);
  const since = before(meta.verifiedAt) ?? before(meta.createdAt);
  if (since === undefined) return reviewBy;
  const period = daysBetween(since, reviewBy);
  // checked on the day itself it moves on too: the verified_at it leaves, equal to
  // review_by, would otherwise settle the memory for good (isReviewDue); near it is at most
  // a month, or a review_by set by hand years after created_at moved years on
  if (daysBetween(today, reviewBy) > Math.min(period / 4, NEAR_DAYS)) return reviewBy;
  return addDays(today, period);
}
