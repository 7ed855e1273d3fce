import type { MemoryEntry } from './memory-store.js';

/**
 * Memories by position. An array is one; a MemorySet's list creates each entry on
 * first use, so a prompt over ten thousand memories makes objects only for the few
 * hundred it ranks or shows.
 */
export interface EntryList {
  readonly length: number;
  at(index: number): MemoryEntry | undefined;
}

/** Every entry of a list, as an array: for the paths that need them all. */
export function entryArray(list: EntryList): readonly MemoryEntry[] {
  if (Array.isArray(list)) return list as readonly MemoryEntry[];
  const out: MemoryEntry[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) out[i] = list.at(i) as MemoryEntry;
  return out;
}
