import type { MemoryEntry, Scope } from '../model/memory.js';
import { memoryKey } from './usage-record.js';
import type { RootUsage } from './usage-summary.js';

/** One memory's line in `stats`. */
export interface UsageRow {
  scope: Scope;
  folder: string;
  name: string;
  path: string;
  shown: number;
  reads: number;
  lastRead?: number;
  lastShown?: number;
}

/** Every memory in `entries` with what `usage` (their root's) knows of it; none recorded is 0. */
export function usageRows(entries: readonly MemoryEntry[], usage: RootUsage | undefined): UsageRow[] {
  return entries.map((e) => {
    const u = usage?.memories[memoryKey(e.folder, e.name)];
    const row: UsageRow = { scope: e.scope, folder: e.folder, name: e.name, path: e.path, shown: u?.shown ?? 0, reads: u?.reads ?? 0 };
    if (u?.lastRead !== undefined) row.lastRead = u.lastRead;
    if (u?.lastShown !== undefined) row.lastShown = u.lastShown;
    return row;
  });
}

/** Most read first, then most shown, then by scope and name as the list orders them. */
export function byUse(rows: readonly UsageRow[]): UsageRow[] {
  return [...rows].sort((a, b) => b.reads - a.reads || b.shown - a.shown);
}

/** Memories the list keeps showing and Claude never opens: candidates for a better description, or for removal. */
export function unusedRows(rows: readonly UsageRow[], minShown: number): UsageRow[] {
  return rows.filter((r) => r.reads === 0 && r.shown >= minShown).sort((a, b) => b.shown - a.shown);
}
