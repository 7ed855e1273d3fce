import { addPeriod, isIsoDate } from '../format/dates.js';
import { type ParsedArgs, stringFlag } from './command.js';
import { UsageError } from './errors.js';

/** `--review-by DATE` and `--review-in PERIOD`: when a memory is due to be checked again (save, verify). */
export const REVIEW_OPTIONS = { 'review-by': { type: 'string' }, 'review-in': { type: 'string' } } as const;

/** The review_by the flags ask for, checked against `today`; undefined when neither is given. */
export function reviewByFlag(args: ParsedArgs, today: string, command: string): string | undefined {
  const by = stringFlag(args, 'review-by');
  const within = stringFlag(args, 'review-in');
  if (by !== undefined && within !== undefined) throw new UsageError((m) => m.review.both, command);
  if (within !== undefined) {
    const date = addPeriod(today, within);
    if (date === undefined) throw new UsageError((m) => m.review.badPeriod(within), command);
    // a day past 9999-12-31 has no YYYY-MM-DD to be written as (`+012025-12-06`)
    if (!isIsoDate(date)) throw new UsageError((m) => m.review.tooFar(within), command);
    return date;
  }
  if (by === undefined) return undefined;
  const date = by.trim();
  // written as a day all the same: said as lint says it of a review_by in a file
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && !isIsoDate(date)) throw new UsageError((m) => m.review.notADay(date), command);
  if (!isIsoDate(date)) throw new UsageError((m) => m.review.badDate(by), command);
  // a review_by already past would mark the memory stale the moment it is written; today's
  // would settle it for good with verify's verified_at of today (isReviewDue)
  if (date <= today) throw new UsageError((m) => m.review.notFuture(date, today), command);
  return date;
}
