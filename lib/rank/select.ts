/**
 * What the per-prompt list shows when not every memory fits its budget: pinned memories
 * first, then the ones relevant to the prompt, most relevant first, then the rest with
 * this project's before the global ones. A list that fits is rendered exactly as before.
 */
import { entryArray, type EntryList } from '../index/entry-list.js';
import type { MemoryEntry } from '../index/memory-store.js';
import { effectiveBudget, jsonChars, layoutList, memoLines, renderEntryLine, renderList, type ListLayout, type RenderOptions } from '../render/render-list.js';
import { rankEntries, type RankIndex, type RankedEntry, type TermSource } from './bm25.js';

export interface PromptListOptions extends RenderOptions {
  /** `search` command for the last line, quoted for a shell, without the query */
  searchCommand: string;
  /** a prebuilt index of these same entries (buildIndex), or the stored term indexes over them */
  index?: RankIndex | TermSource;
  /**
   * Show only memories scoring at least this share of the best score (pinned ones always
   * show). Unset, the budget is filled with the rest, project first. In eval/run.ts 0.3
   * cut the median list from ~4,000 to ~1,600 characters, recall 0.97 → 0.96 (held-out
   * prompts 0.96 → 0.92): cheaper turns for a slightly higher chance of a miss.
   */
  minShare?: number;
}

/**
 * How many ranked entries a list is built from: more than a list of ordinary lines holds
 * (8,000 characters of ~60-character lines is ~130; a list of very short lines stops at
 * this many and says how many more there are), and few enough that ten thousand memories
 * do not cost ten thousand objects per prompt.
 */
export const ORDER_LIMIT = 400;

/** Entries in the order the list should keep them for this prompt (pinned first), with their scores. */
export function orderForPrompt(entries: EntryList, prompt: string, index?: RankIndex | TermSource, limit = Infinity): RankedEntry[] {
  const ranked = rankEntries(entries, prompt, index, limit);
  const pinnedRanked = ranked.filter((r) => isPinned(r.entry));
  const seen = new Set(pinnedRanked.map((r) => r.entry));
  // pinned memories always show, even those ranked past the limit
  // (a file edited since the source was made may have lost its pin: asked again)
  const pinned = index && 'lookup' in index && index.pinned ? index.pinned.map((doc) => entries.at(doc)).filter((e): e is MemoryEntry => e !== undefined && isPinned(e)) : entryArray(entries).filter(isPinned);
  const pinnedLate = pinned.filter((e) => !seen.has(e)).map((entry) => ({ entry, score: 0 }));
  return [...pinnedRanked, ...pinnedLate, ...ranked.filter((r) => !isPinned(r.entry))];
}

/** The store knows pinned flags without decoding each memory's record. */
export function isPinned(entry: MemoryEntry): boolean {
  return entry.pinned ?? entry.meta.pinned;
}

/** True when every entry fits the budget, so nothing needs to be chosen. */
export function fitsBudget(entries: EntryList, options: RenderOptions): boolean {
  const budget = effectiveBudget(options.budget);
  let used = jsonChars(renderList([], options));
  // every line holds at least its label and name: past the budget on those alone, no
  // memory's record needs decoding to know the list does not fit
  let floor = used;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries.at(i) as MemoryEntry;
    const label = entry.scope === 'global' ? 2 : Math.min(entry.folder.length, 100);
    floor += label + Math.min(entry.name.length, 100) + 7;
    if (floor > budget) return false;
  }
  for (let i = 0; i < entries.length; i++) {
    const entry = entries.at(i) as MemoryEntry;
    used += jsonChars(options.lineOf ? options.lineOf(entry) : renderEntryLine(entry, options.lang)) + 2;
    if (used > budget) return false;
  }
  return true;
}

/** The `<project-memory>` list for one prompt; when everything fits it is the plain list, global first. */
export function layoutForPrompt(entries: EntryList, prompt: string, options: PromptListOptions): ListLayout {
  const { searchCommand, index, minShare, ...rest } = options;
  // the budget check and the layout render the same lines
  const plain = { ...rest, lineOf: rest.lineOf ?? memoLines(rest.lang) };
  if (fitsBudget(entries, plain)) return layoutList(entryArray(entries), plain);
  const ordered = orderForPrompt(entries, prompt, index, ORDER_LIMIT);
  const shown = minShare === undefined ? ordered : relevantOnly(ordered, minShare);
  return layoutList(shown.map((r) => r.entry), { ...plain, searchCommand, leftOut: entries.length - shown.length });
}

export function renderListForPrompt(entries: EntryList, prompt: string, options: PromptListOptions): string {
  return layoutForPrompt(entries, prompt, options).text;
}

/** Pinned entries and those within `share` of the best score; nothing else when nothing matched. */
export function relevantOnly(ordered: readonly RankedEntry[], share: number): RankedEntry[] {
  const best = ordered.reduce((max, r) => (isPinned(r.entry) ? max : Math.max(max, r.score)), 0);
  return ordered.filter((r) => isPinned(r.entry) || (r.score > 0 && r.score >= share * best));
}
