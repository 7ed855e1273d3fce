/**
 * Calendar dates as memories keep them: `YYYY-MM-DD`, a day without a time or zone. They
 * compare as text, which is also date order. "Today" is the local day of the person (or
 * hook) asking, not UTC: a review due today is not overdue at 23:00 in Seoul.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). Plain arithmetic,
 * no Date: the list hook's reader checks every memory's created_at with it on a first run.
 */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= days;
}

// a day, or a day and a time, as YAML's timestamp spells it (yaml.org/type/timestamp.html):
// the month and day may have one digit when a time follows, the seconds and zone may go
// (YAML reads `2026-02-30 10:00` as text, but it is the same mistake); the groups are the
// year, month, day, hour, minute, second, and the zone's hours and minutes
const DAY_AND_TIME = /^(\d{4})-(\d\d?)-(\d\d?)(?:(?:[Tt]|[ \t]+)(\d\d?):(\d\d)(?::(\d\d)(?:\.\d*)?)?(?:[ \t]*(?:Z|[-+](\d\d?)(?::(\d\d))?))?)?$/;

/** What is wrong with a timestamp as written: its day, or its time (the zone's included). */
type TimestampFault = 'day' | 'time';

/**
 * Written as a day (`2026-02-30`) or a day and a time (`2026-02-28T24:00:00`), but the day
 * is none of the calendar's ('day'), or the time none of the clock's ('time': hour 24 and
 * up, minute 60, second 61, a zone of 24 hours or 60 minutes). The YAML parser rolls such
 * a timestamp over (2026-03-02, 2026-03-01T00:00); the front-matter reader keeps it as
 * written and lint names it. Second 60 is a leap second, a time of the clock: the parser's
 * own reading stands (the next second, as Date has no leap seconds). Undefined for a real
 * timestamp and for anything that is not one.
 */
export function timestampFault(value: string): TimestampFault | undefined {
  const match = DAY_AND_TIME.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, zoneHour, zoneMinute] = match as unknown as [string, string, string, string, ...Array<string | undefined>];
  if (!isIsoDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`)) return 'day';
  const over = (field: string | undefined, limit: number) => field !== undefined && Number(field) > limit;
  if (over(hour, 23) || over(minute, 59) || over(second, 60) || over(zoneHour, 23) || over(zoneMinute, 59)) return 'time';
  return undefined;
}

/** A timestamp the front-matter reader keeps as written, where the YAML parser would roll it over (timestampFault). */
export function isImpossibleTimestamp(value: string): boolean {
  return timestampFault(value) !== undefined;
}

/**
 * The day a text begins with, when it is a real one written `YYYY-MM-DD` and what follows
 * is a time or nothing (`2026-12-03 10:00`, `2026-12-03T10:00:00Z`): the day a fix can
 * suggest for a date field written another way. Undefined for anything else.
 */
export function leadingDay(value: string): string | undefined {
  const day = value.trim().slice(0, 10);
  const rest = value.trim().slice(10);
  return isIsoDate(day) && (rest === '' || /^(?:[Tt]|[ \t]+)\d/.test(rest)) ? day : undefined;
}

/** The number the ASCII digits from `start` to `end` spell. */
function digits(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/** The local calendar date of `now`. */
export function localDate(now: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day `days` after `date` (both `YYYY-MM-DD`); calendar arithmetic, no time zone involved. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `90d`, `12w`, `6m`, `1y` as a count of days from `from`; undefined when it is none of those. */
export function addPeriod(from: string, period: string): string | undefined {
  const match = /^([1-9]\d{0,3})([dwmy])$/.exec(period.trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  const unit = match[2];
  if (unit === 'd') return addDays(from, n);
  if (unit === 'w') return addDays(from, 7 * n);
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const months = unit === 'm' ? n : 12 * n;
  // the same day of the month, or the month's last day when it has none (Jan 31 + 1m = Feb 28)
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/** The day (`YYYY-MM-DD`) of a date YAML parsed (`review_by: 2026-03-01` reads as midnight UTC); undefined for anything else. */
export function dayOfDate(value: unknown): string | undefined {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : undefined;
}

/** A parsed field's value to compare: a plain date, which YAML reads as a Date, as its day. */
export function comparableValue(value: unknown): unknown {
  return dayOfDate(value) ?? value;
}

/** Equal as read: a day the YAML parser read as a Date equals the same day as text. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparableValue(a) ?? null) === JSON.stringify(comparableValue(b) ?? null);
}
