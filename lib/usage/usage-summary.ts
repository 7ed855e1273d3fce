import { isMemoryKey, memoryKey, type UsageRecord } from './usage-record.js';

/** What is known of one memory's use. Times are ms since the epoch. */
interface MemoryUsage {
  /** first lists of a session that showed it */
  shown: number;
  /** times Claude's Read tool opened it */
  reads: number;
  lastRead?: number;
  lastShown?: number;
}

export interface RootUsage {
  /** the last time anything of this root was recorded */
  active: number;
  /** by memoryKey() */
  memories: Record<string, MemoryUsage>;
}

export interface UsageSummary {
  version: 1;
  /**
   * The record files the last merge counted. They are deleted after the summary is
   * written; one that is still there next time (the merge was cut short) is deleted
   * then, not counted again.
   */
  merged: string[];
  /** by the memory root's real path */
  roots: Record<string, RootUsage>;
  /**
   * Sessions whose first list is counted (by session file name, with the list's time):
   * each is counted once, however many merges find it. Kept while the session's state is
   * (lib/usage/compact.ts), and at most SUMMARY_LIMITS.firsts, the most recent.
   */
  firsts: Record<string, number>;
}

/**
 * Bounds that keep the summary small whatever happens: a memory neither shown nor read
 * for a year is forgotten, and past the caps the least recently active memories and
 * roots go first. An entry is ~150 bytes of JSON with long names (test/usage/
 * bounds.test.ts): at most ~1.5 MB in all, read and written only when records are
 * merged, never on the prompt path.
 */
export const SUMMARY_LIMITS = { idleMs: 365 * 86_400_000, memoriesPerRoot: 5_000, memories: 10_000, roots: 50, firsts: 5_000 };

export function emptySummary(): UsageSummary {
  return { version: 1, merged: [], roots: {}, firsts: {} };
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isTime = (value: unknown): value is number | undefined => value === undefined || (typeof value === 'number' && Number.isFinite(value) && value > 0);

function isMemoryUsage(value: unknown): value is MemoryUsage {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return isCount(u.shown) && isCount(u.reads) && isTime(u.lastRead) && isTime(u.lastShown);
}

/** The summary in `text`, or undefined when any part of it is not what this module writes. */
export function parseSummary(text: string): UsageSummary | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const s = value as Record<string, unknown>;
  if (s.version !== 1 || !Array.isArray(s.merged) || !s.merged.every((n) => typeof n === 'string')) return undefined;
  if (!s.roots || typeof s.roots !== 'object' || Array.isArray(s.roots)) return undefined;
  const firsts = s.firsts ?? {};
  if (typeof firsts !== 'object' || Array.isArray(firsts) || !Object.values(firsts as object).every((t) => isTime(t) && t !== undefined)) return undefined;
  for (const root of Object.values(s.roots as Record<string, unknown>)) {
    if (!root || typeof root !== 'object') return undefined;
    const r = root as Record<string, unknown>;
    if (!isTime(r.active) || !r.memories || typeof r.memories !== 'object' || Array.isArray(r.memories)) return undefined;
    for (const [key, usage] of Object.entries(r.memories as Record<string, unknown>)) if (!isMemoryKey(key) || !isMemoryUsage(usage)) return undefined;
  }
  return { ...(value as UsageSummary), firsts: firsts as Record<string, number> };
}

function usageOf(summary: UsageSummary, root: string, key: string, t: number): MemoryUsage {
  let entry = summary.roots[root];
  if (!entry) summary.roots[root] = entry = { active: t, memories: {} };
  entry.active = Math.max(entry.active, t);
  let usage = entry.memories[key];
  if (!usage) entry.memories[key] = usage = { shown: 0, reads: 0 };
  return usage;
}

/** Counts one record into `summary` (changed in place). */
export function applyRecord(summary: UsageSummary, record: UsageRecord): void {
  if (record.kind === 'moved') {
    const memories = summary.roots[record.root]?.memories;
    if (!memories) return;
    for (const [from, to] of record.moves) {
      const moved = memories[from];
      if (!moved || from === to) continue;
      delete memories[from];
      if (to !== null) memories[to] = joined(memories[to], moved);
    }
    return;
  }
  if (record.kind === 'read') {
    const usage = usageOf(summary, record.root, memoryKey(record.folder, record.name), record.t);
    usage.reads++;
    usage.lastRead = Math.max(usage.lastRead ?? 0, record.t);
    return;
  }
  for (const key of record.memories) {
    const usage = usageOf(summary, record.root, key, record.t);
    usage.shown++;
    usage.lastShown = Math.max(usage.lastShown ?? 0, record.t);
  }
}

/** Two counts of one memory as one (a rename onto a name that has counts of its own adds them up). */
function joined(a: MemoryUsage | undefined, b: MemoryUsage): MemoryUsage {
  if (!a) return b;
  const lastRead = Math.max(a.lastRead ?? 0, b.lastRead ?? 0);
  const lastShown = Math.max(a.lastShown ?? 0, b.lastShown ?? 0);
  return { shown: a.shown + b.shown, reads: a.reads + b.reads, ...(lastRead > 0 ? { lastRead } : {}), ...(lastShown > 0 ? { lastShown } : {}) };
}

const lastActive = (u: MemoryUsage) => Math.max(u.lastRead ?? 0, u.lastShown ?? 0);

/** Applies SUMMARY_LIMITS in place; the roots that lost anything. */
export function boundSummary(summary: UsageSummary, nowMs: number, limits = SUMMARY_LIMITS): string[] {
  const changed = new Set<string>();
  const drop = (root: string, key: string) => {
    const entry = summary.roots[root];
    if (!entry) return;
    delete entry.memories[key];
    changed.add(root);
  };
  const entries: Array<{ root: string; key: string; at: number }> = [];
  for (const [root, entry] of Object.entries(summary.roots)) {
    const here = Object.entries(entry.memories).map(([key, usage]) => ({ root, key, at: lastActive(usage) }));
    here.sort((a, b) => b.at - a.at);
    here.forEach((e, i) => {
      if (nowMs - e.at > limits.idleMs || i >= limits.memoriesPerRoot) drop(root, e.key);
      else entries.push(e);
    });
  }
  if (entries.length > limits.memories) {
    entries.sort((a, b) => b.at - a.at);
    for (const e of entries.slice(limits.memories)) drop(e.root, e.key);
  }
  const firsts = Object.entries(summary.firsts).sort((a, b) => b[1] - a[1]);
  for (const [session] of firsts.slice(limits.firsts)) delete summary.firsts[session];
  for (const [root, entry] of Object.entries(summary.roots)) {
    if (Object.keys(entry.memories).length > 0) continue;
    delete summary.roots[root];
    changed.add(root);
  }
  const roots = Object.keys(summary.roots);
  if (roots.length > limits.roots) {
    roots.sort((a, b) => (summary.roots[b]?.active ?? 0) - (summary.roots[a]?.active ?? 0));
    for (const root of roots.slice(limits.roots)) {
      delete summary.roots[root];
      changed.add(root);
    }
  }
  return [...changed];
}
