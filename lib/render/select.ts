/**
 * What the list shows when not every memory fits its budget: pinned memories first, then
 * the ones relevant to the prompt, most relevant first, then the rest with this
 * project's before the global ones. A list that fits is the plain list, global first.
 */
import type { MemorySet } from '../index/memory-set.js';
import { queryTerms, rankDocs, scoreDocs } from '../rank/score.js';
import { effectiveBudget, type ListLayout, layoutList, measureFor, type RenderOptions, renderEntryLine, renderList } from './render-list.js';

export interface PromptListOptions extends RenderOptions {
  /** `search` command for the last line, quoted for a shell, without the query */
  searchCommand: string;
  /**
   * Show only memories scoring at least this share of the best score (pinned ones always
   * show). Unset, the budget is filled with the rest, project first. In eval/run.ts 0.3
   * cut the median list from ~4,000 to ~1,600 characters, recall 0.97 → 0.96 (held-out
   * prompts 0.96 → 0.92): cheaper turns for a slightly higher chance of a miss.
   */
  minShare?: number;
}

/** A memory's position in the set, with its relevance to the prompt. */
export interface RankedPosition {
  position: number;
  score: number;
}

/** A layout whose `shown[].index` is each memory's position in the set. */
export type PromptLayout = ListLayout;

/**
 * How many ranked memories a list is built from: more than a list of ordinary lines holds
 * (8,000 characters of ~60-character lines is ~130), and few enough that ten thousand
 * memories do not cost ten thousand objects per prompt.
 */
export const ORDER_LIMIT = 400;

/** Positions in the order the list keeps them for this prompt (pinned first), with their scores. */
export function orderForPrompt(set: MemorySet, prompt: string, limit = Infinity): RankedPosition[] {
  const terms = queryTerms(prompt);
  const source = terms.length > 0 ? set.terms() : undefined;
  const scores = source ? scoreDocs(source, terms) : new Float64Array(set.count);
  const ranked = rankDocs(scores, set.priority(), limit);
  const isPinned = new Set(set.pinned());
  const rankedPins = ranked.filter((r) => isPinned.has(r.doc));
  // pinned memories always show, even those ranked past the limit
  const seen = new Set(rankedPins.map((r) => r.doc));
  const late = [...isPinned].filter((doc) => !seen.has(doc)).map((doc) => ({ doc, score: 0 }));
  return [...rankedPins, ...late, ...ranked.filter((r) => !isPinned.has(r.doc))].map((r) => ({ position: r.doc, score: r.score }));
}

/** True when every memory fits the budget, so nothing needs to be chosen. */
export function fitsBudget(set: MemorySet, options: RenderOptions): boolean {
  const budget = effectiveBudget(options.budget, options.client);
  const measure = measureFor(options.client);
  const fixed = measure(renderList([], options));
  // every line holds at least its label and name: past the budget on those alone, no
  // memory's record needs decoding to know the list does not fit (a character is at
  // least one unit in every client's measure)
  let floor = fixed;
  for (const snapshot of [set.global, set.project]) {
    const label = snapshot === set.global ? 2 : Math.min(set.projectKey.length, 100);
    for (const name of snapshot.names) {
      floor += label + Math.min(name.length - 3, 100) + 7;
      if (floor > budget) return false;
    }
  }
  let used = fixed;
  for (let i = 0; i < set.count; i++) {
    used += measure(`${renderEntryLine(set.entry(i), options.lang)}\n`);
    if (used > budget) return false;
  }
  return true;
}

/** Pinned memories and those within `share` of the best score; nothing else when nothing matched. */
export function relevantOnly(set: MemorySet, ordered: readonly RankedPosition[], share: number): RankedPosition[] {
  const best = ordered.reduce((max, r) => (set.isPinned(r.position) ? max : Math.max(max, r.score)), 0);
  return ordered.filter((r) => set.isPinned(r.position) || (r.score > 0 && r.score >= share * best));
}

/**
 * The `<project-memory>` list for one prompt ('' = no prompt yet); when everything fits it
 * is the plain list, global first. A prompt given as a function is asked for only when the
 * list must be ranked (a subagent's task may take a look at a transcript to find).
 */
export function layoutForPrompt(set: MemorySet, prompt: string | (() => string), options: PromptListOptions): PromptLayout {
  const { searchCommand, minShare, ...plain } = options;
  // no memory, no list: nothing to read, and no words spent saying so
  if (set.count === 0) return { text: '', shown: [] };
  // the plain list: entries in set order, so each index is already a position
  if (fitsBudget(set, plain)) return layoutList(set.entries(), plain);
  const ordered = orderForPrompt(set, typeof prompt === 'string' ? prompt : prompt(), ORDER_LIMIT);
  const chosen = minShare === undefined ? ordered : relevantOnly(set, ordered, minShare);
  // the entries are made as the layout tries them: it stops once the budget is spent
  const entries = { length: chosen.length, at: (i: number) => set.entry((chosen[i] as RankedPosition).position) };
  const layout = layoutList(entries, { ...plain, searchCommand, leftOut: set.count - chosen.length });
  return { ...layout, shown: layout.shown.map((s) => ({ ...s, index: (chosen[s.index] as RankedPosition).position })) };
}

/** Memories that match `query`, most relevant first, at most `limit`: what `search` prints. */
export function matchesFor(set: MemorySet, query: string, limit: number): RankedPosition[] {
  const terms = queryTerms(query);
  const source = terms.length > 0 ? set.terms() : undefined;
  if (!source) return [];
  return rankDocs(scoreDocs(source, terms), set.priority(), limit)
    .filter((r) => r.score > 0)
    .map((r) => ({ position: r.doc, score: r.score }));
}
