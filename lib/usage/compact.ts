import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { safeUnlink, sweepStaleTemps, writeFileAtomic } from '../io/atomic-write.js';
import { tryWithFileLock } from '../io/file-lock.js';
import { readTextSafely } from '../io/read-file-safely.js';
import { writePrior } from './prior-file.js';
import { pendingNames } from './publish-record.js';
import { lockPath, pendingDir, summaryPath, usageDir } from './usage-paths.js';
import { parseUsageRecord, type ShownRecord, type UsageRecord } from './usage-record.js';
import { applyRecord, boundSummary, emptySummary, parseSummary, type UsageSummary } from './usage-summary.js';

/**
 * Pending records are merged when this many wait (and whenever a session starts, and
 * before `stats` reads): at ~4 KB of disk each, the folder stays under ~256 KB.
 */
export const COMPACT_AT = 64;
/** A record file bigger than this was not written by publishRecord (a shown list of SHOWN_MAX long names is ~1.3 MB). */
const RECORD_MAX_BYTES = 2 * 1024 * 1024;
const SUMMARY_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The sessions whose state is kept now, and the first lists of those not counted yet
 * (`counted` says which are): they live in each session's state, which the usage room
 * does not read itself (lib/hook/usage-merge.ts).
 */
export type FirstListSource = (counted: (session: string) => boolean) => {
  sessions: string[];
  lists: Array<{ session: string; record: ShownRecord }>;
};

interface CompactOptions {
  /** how long to wait for a merge running elsewhere (default: not at all) */
  waitMs?: number;
  firstLists?: FirstListSource;
}

export interface CompactResult {
  /** records counted into the summary */
  merged: number;
  /** record files that did not parse, removed uncounted */
  dropped: number;
  /** the summary as written */
  summary: UsageSummary;
}

/** The summary on disk, read only: empty when there is none or it does not parse. */
function peekSummary(state: string): UsageSummary {
  const text = readTextSafely(summaryPath(state), SUMMARY_MAX_BYTES);
  return (text === undefined ? undefined : parseSummary(text)) ?? emptySummary();
}

/**
 * The summary on disk, for a merge (the lock held); empty when there is none. One that
 * does not parse is moved aside (kept for a person to look at) and counting starts
 * over, rather than failing every merge from now on.
 */
function readSummary(state: string, nowMs: number): UsageSummary {
  const path = summaryPath(state);
  const text = readTextSafely(path, SUMMARY_MAX_BYTES);
  if (text === undefined) return emptySummary();
  const summary = parseSummary(text);
  if (summary) return summary;
  try {
    renameSync(path, `${path}.unreadable-${nowMs}`);
  } catch {
    // it is replaced below either way
  }
  return emptySummary();
}

/**
 * Merges every published record, and the first list of every session not counted yet,
 * into the summary, holding the lock, and rewrites the ranking prior of each root that
 * changed. Exactly once per record and per session, whatever happens:
 *  - a record is a file renamed into place whole, and is counted only after it is seen
 *    in the folder: one published later waits for the next merge;
 *  - the summary names the files it counted (`merged`) and is written (atomically, with
 *    fsync) before they are deleted: a merge cut short between the two leaves files that
 *    the next merge finds named there, and deletes without counting again;
 *  - files the summary names are deleted before it is replaced by one that forgets them;
 *  - a session's first list is counted in the same write that names the session in
 *    `firsts`, and a named session is not read again.
 * Undefined when another process held the lock for all of `waitMs`, or the state
 * folder could not be written.
 */
export function compactUsage(state: string, nowMs: number, options: CompactOptions = {}): CompactResult | undefined {
  try {
    mkdirSync(usageDir(state), { recursive: true, mode: 0o700 });
  } catch {
    return undefined;
  }
  try {
    return tryWithFileLock(lockPath(state), () => merge(state, nowMs, options.firstLists), { waitMs: options.waitMs ?? 0 });
  } catch {
    // a state folder that cannot be written: the records wait, uncounted and unharmed
    return undefined;
  }
}

function merge(state: string, nowMs: number, firstLists: FirstListSource | undefined): CompactResult {
  const dir = pendingDir(state);
  const names = pendingNames(state).sort();
  const summary = readSummary(state, nowMs);
  const counted = new Set(summary.merged);
  const fresh: string[] = [];
  for (const name of names) {
    if (counted.has(name)) safeUnlink(join(dir, name));
    else fresh.push(name);
  }
  const records: UsageRecord[] = [];
  let dropped = 0;
  for (const name of fresh) {
    const text = readTextSafely(join(dir, name), RECORD_MAX_BYTES);
    const record = text === undefined ? undefined : parseUsageRecord(text);
    if (record) records.push(record);
    else dropped++;
  }
  const found = firstLists?.((session) => Object.hasOwn(summary.firsts, session));
  const firsts = found?.lists ?? [];
  for (const { session, record } of firsts) {
    records.push(record);
    summary.firsts[session] = record.t;
  }
  // a session is remembered as counted while its state is kept, and not after: however
  // long it goes on, its first list is never counted twice
  let forgotten = 0;
  if (found) {
    const kept = new Set(found.sessions);
    for (const session of Object.keys(summary.firsts)) {
      if (kept.has(session)) continue;
      delete summary.firsts[session];
      forgotten++;
    }
  }
  records.sort((a, b) => a.t - b.t);
  const touched = new Set<string>();
  for (const record of records) {
    applyRecord(summary, record);
    touched.add(record.root);
  }
  for (const root of boundSummary(summary, nowMs)) touched.add(root);
  if (fresh.length > 0 || firsts.length > 0 || forgotten > 0 || touched.size > 0 || summary.merged.length > 0) {
    summary.merged = fresh;
    writeFileAtomic(summaryPath(state), JSON.stringify(summary), 0o600);
  }
  for (const name of fresh) safeUnlink(join(dir, name));
  for (const root of touched) {
    try {
      writePrior(state, root, summary.roots[root]);
    } catch {
      // the prior is made again at the next merge that touches this root
    }
  }
  // a hook killed between writing a record and renaming it leaves a dot-file behind
  sweepStaleTemps(dir, undefined, 60_000, nowMs);
  return { merged: records.length, dropped, summary };
}

/**
 * The summary with every record published so far merged in, for a reader (`stats`):
 * a merge running elsewhere is waited for (2 s at most); when none can run here (a
 * read-only state folder) the summary is read as it is.
 */
export function currentSummary(state: string | undefined, nowMs: number, firstLists?: FirstListSource): UsageSummary {
  if (state === undefined) return emptySummary();
  return compactUsage(state, nowMs, { waitMs: 2_000, firstLists })?.summary ?? peekSummary(state);
}
