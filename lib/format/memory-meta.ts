import type { MemoryMeta } from '../model/memory.js';
import type { FoundValue, MemoryProblem } from '../model/memory-problem.js';
import { dayOfDate, isIsoDate, timestampFault } from './dates.js';
import { maskSecrets } from './secrets.js';

/**
 * What a field held, as a problem reports it: text (cut short, so a cache record stays
 * small; a likely secret masked first, since lint, the list and the PostToolUse check
 * quote it) or a kind of value.
 */
function foundValue(value: unknown): FoundValue {
  if (typeof value === 'string') return { type: 'text', text: maskSecrets(value).slice(0, 40) };
  if (Array.isArray(value)) return { type: 'list' };
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'object') return { type: typeof value as 'number' | 'boolean' | 'object' };
  return { type: 'other' };
}

/**
 * A one-line field without the line breaks and spaces around it: ASCII ones only, so that an
 * invisible character at either end (U+FEFF, U+00A0, U+3000) stays for lint to name.
 */
function lineOf(value: string | undefined): string | undefined {
  return value?.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
}

export function toMeta(data: Record<string, unknown>): { meta: MemoryMeta; problems: MemoryProblem[] } {
  const problems: MemoryProblem[] = [];
  const text = (field: string): string | undefined => {
    const value = data[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    // the reader gives words as written (text-as-written.ts): a number here was tagged
    // `!!int` or the like, or reached through a merge key
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const day = dayOfDate(value);
    if (day !== undefined) return day;
    problems.push({ kind: 'not-text', field, found: foundValue(value) });
    return undefined;
  };
  const meta: MemoryMeta = {
    // one-line fields: a folded block (`description: >`) ends in a line break, which the list
    // never shows and `list --json` would hand a script as part of the text
    title: lineOf(text('title')),
    description: lineOf(text('description')),
    tags: toTags(data.tags),
    pinned: data.pinned === true,
    // a day with a stray space around it (`"2026-12-03 "`) is that day, as review_by and
    // verified_at read it (toDate) and save --update carries it: trimmed here, every reader
    // of the two (verify's next review_by, lint) takes the same day
    createdAt: text('created_at')?.trim(),
    updatedAt: text('updated_at')?.trim(),
    source: text('source'),
  };
  // set only when present: most memories have none, and every record is kept in the index cache
  const reviewBy = toDate(data, 'review_by', problems);
  if (reviewBy !== undefined) meta.reviewBy = reviewBy;
  const verifiedAt = toDate(data, 'verified_at', problems);
  if (verifiedAt !== undefined) meta.verifiedAt = verifiedAt;
  const supersedes = toNames(data.supersedes, problems);
  if (supersedes.length > 0) meta.supersedes = supersedes;
  return { meta, problems };
}

/**
 * A day field: `2026-07-01` as written plain (the fast reader gives text, the YAML parser
 * a Date) or quoted. Anything else is a problem, and the field counts as unset.
 */
function toDate(data: Record<string, unknown>, field: string, problems: MemoryProblem[]): string | undefined {
  const value = data[field];
  if (value === undefined || value === null) return undefined;
  const day = dayOfDate(value);
  if (day !== undefined) return day;
  if (typeof value === 'string' && isIsoDate(value.trim())) return value.trim();
  const fault = typeof value === 'string' ? timestampFault(value.trim()) : undefined;
  problems.push(fault === undefined ? { kind: 'not-date', field, found: foundValue(value) } : { kind: 'not-date', field, found: foundValue(value), fault });
  return undefined;
}

/** `supersedes: [old-name, other]` (or one name): memory names, a trailing `.md` allowed. */
function toNames(value: unknown, problems: MemoryProblem[]): string[] {
  if (value === undefined || value === null) return [];
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : undefined;
  if (!items) {
    problems.push({ kind: 'not-names', field: 'supersedes', found: foundValue(value) });
    return [];
  }
  const names: string[] = [];
  for (const item of items) {
    const name = typeof item === 'string' || typeof item === 'number' ? memoryNameFrom(String(item)) : undefined;
    if (name === undefined) {
      problems.push({ kind: 'not-names', field: 'supersedes', found: foundValue(item) });
      continue;
    }
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * A memory's name as written in `supersedes` or on a command line: the file name without
 * `.md` (which may be typed). Never a path, never empty; undefined when it is not a name.
 */
export function memoryNameFrom(raw: string): string | undefined {
  const name = raw.trim().replace(/\.md$/i, '');
  return name === '' || name.startsWith('.') || /[\\/\u0000-\u001f\u007f]/.test(name) ? undefined : name;
}

function toTags(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
  if (!Array.isArray(value)) return [];
  return value.filter((t): t is string | number => typeof t === 'string' || typeof t === 'number').map(String);
}
