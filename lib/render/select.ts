/**
 * What the list shows when not every memory fits its budget: pinned memories first, then
 * the ones relevant to the prompt, most relevant first, then the rest with this
 * project's before the global ones. A list that fits is the plain list, global first.
 */

import { LIST_TEXT } from '../i18n/list.js';
import type { MemorySet } from '../index/memory-set.js';
import { queryTerms, rankDocs, scoreDocs } from '../rank/score.js';
import { effectiveBudget, isMarked, isStale, type ListLayout, layoutList, measureFor, type RenderOptions, renderEntryLine, renderList } from './render-list.js';

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
  /**
   * The read prior of a set's memories, a weight per position (lib/rank/prior.ts); asked
   * for only when the list must be ranked, so a list that fits reads nothing for it.
   */
  prior?: (set: MemorySet) => ArrayLike<number> | undefined;
  /**
   * The memories the list may show, by position, when it is made again after what it
   * was about to show changed on disk (lib/hook/memory-list.ts checkedLayout): the others
   * were not checked in this run. Unset, any.
   */
  usable?: (position: number) => boolean;
}

/** A memory's position in the set, with its relevance to the prompt. */
interface RankedPosition {
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
const ORDER_LIMIT = 400;

/** Relevance of every memory to the terms, by position; a hidden memory scores nothing. */
function visibleScores(set: MemorySet, terms: readonly string[]): Float64Array {
  const source = terms.length > 0 ? set.terms() : undefined;
  const scores = source ? scoreDocs(source, terms) : new Float64Array(set.count);
  // rankDocs never returns one (it goes by priority()), but its cut-off must not count them
  for (const i of set.hiddenPositions()) scores[i] = 0;
  return scores;
}

/** Positions in the order the list keeps them for this prompt (pinned first), with their scores. */
export function orderForPrompt(set: MemorySet, prompt: string, limit = Infinity, prior?: ArrayLike<number>): RankedPosition[] {
  const scores = visibleScores(set, queryTerms(prompt));
  const ranked = rankDocs(scores, set.priority(), limit, prior);
  const isPinned = new Set(set.pinned());
  const rankedPins = ranked.filter((r) => isPinned.has(r.doc));
  // pinned memories always show, even those ranked past the limit
  const seen = new Set(rankedPins.map((r) => r.doc));
  const late = [...isPinned].filter((doc) => !seen.has(doc)).map((doc) => ({ doc, score: 0 }));
  return [...rankedPins, ...late, ...ranked.filter((r) => !isPinned.has(r.doc))].map((r) => ({ position: r.doc, score: r.score }));
}

/** True when every memory a list may show fits the budget, so nothing needs to be chosen. */
export function fitsBudget(
  set: MemorySet,
  options: RenderOptions,
  lineOf = (position: number) => renderEntryLine(set.entry(position), options.lang, options.today),
): boolean {
  const budget = effectiveBudget(options.budget, options.client);
  const measure = measureFor(options.client);
  const fixed = measure(renderList([], options));
  // every line holds at least its label and name: past the budget on those alone, no
  // memory's record needs decoding to know the list does not fit (a character is at
  // least one unit in every client's measure)
  let floor = fixed;
  const someHidden = set.visibleCount < set.count;
  for (const [snapshot, offset] of [
    [set.global, 0],
    [set.project, set.global.count],
  ] as const) {
    const label = snapshot === set.global ? 2 : Math.min(set.projectKey.length, 100);
    for (let k = 0; k < snapshot.count; k++) {
      if (someHidden && set.isHidden(offset + k)) continue;
      floor += label + Math.min((snapshot.names[k] as string).length - 3, 100) + 7;
      if (floor > budget) return false;
    }
  }
  let used = fixed;
  let stale = false;
  let marked = options.lintCommand === undefined;
  for (let i = 0; i < set.count; i++) {
    if (someHidden && set.isHidden(i)) continue;
    const entry = set.entry(i);
    used += measure(`${lineOf(i)}\n`);
    // the note that says what the stale mark means comes with the first stale line, the lint command with the first marked one
    if (!stale && isStale(entry, options.today)) {
      stale = true;
      used += measure(`${LIST_TEXT[options.lang].staleNote}\n`);
    }
    if (!marked && isMarked(entry)) {
      marked = true;
      used += measure(`${LIST_TEXT[options.lang].markNote(options.lintCommand as string)}\n`);
    }
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
  const { searchCommand, minShare, prior, usable, ...plain } = options;
  // no memory, no list: nothing to read, and no words spent saying so; but a pin passed
  // over, a folder that could not be read or is a link not followed, or memories under
  // another key may be why there is none, and the list is where Claude hears of it
  const unsaid = !plain.pinIgnored && !options.missed?.length && !plain.otherClone;
  if (set.visibleCount === 0 && unsaid) return { text: '', shown: [] };
  // a line fitsBudget makes is the one a ranked list shows: made once
  const lines = new Map<number, string>();
  const lineOf = (position: number) => {
    let line = lines.get(position);
    if (line === undefined) lines.set(position, (line = renderEntryLine(set.entry(position), plain.lang, plain.today)));
    return line;
  };
  const visible = fitsBudget(set, plain, lineOf) ? set.visible() : undefined;
  // the plain list shows every memory: only when each may be shown
  if (visible && (!usable || visible.every(usable))) {
    // the plain list, in set order; with nothing hidden each index is already a position
    if (visible.length === set.count) return layoutList({ length: set.count, at: (i) => set.entry(i), lineAt: lineOf }, plain);
    const layout = layoutList({ length: visible.length, at: (i) => set.entry(visible[i] as number), lineAt: (i) => lineOf(visible[i] as number) }, plain);
    return { ...layout, shown: layout.shown.map((s) => ({ ...s, index: visible[s.index] as number })) };
  }
  const words = typeof prompt === 'string' ? prompt : prompt();
  const ordered = orderForPrompt(set, words, ORDER_LIMIT, prior?.(set));
  const relevant = minShare === undefined ? ordered : relevantOnly(set, ordered, minShare);
  const chosen = usable ? relevant.filter((r) => usable(r.position)) : relevant;
  // the entries are made as the layout tries them: it stops once the budget is spent
  const entries = {
    length: chosen.length,
    at: (i: number) => set.entry((chosen[i] as RankedPosition).position),
    lineAt: (i: number) => lineOf((chosen[i] as RankedPosition).position),
  };
  // hidden memories are superseded, not left out: the count names only what a search can reach
  // a prompt whose words no memory holds: the ones shown are the pinned and most used, not the most relevant
  const unprompted = words.trim() === '';
  const unmatched = !unprompted && !chosen.some((r) => r.score > 0);
  const layout = layoutList(entries, { ...plain, searchCommand, leftOut: set.visibleCount - chosen.length, unmatched, unprompted });
  return { ...layout, shown: layout.shown.map((s) => ({ ...s, index: (chosen[s.index] as RankedPosition).position })) };
}

/** Memories that match `query`, most relevant first, at most `limit`: what `search` prints. */
export function matchesFor(set: MemorySet, query: string, limit: number, prior?: ArrayLike<number>): RankedPosition[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return rankDocs(visibleScores(set, terms), set.priority(), limit, prior)
    .filter((r) => r.score > 0)
    .map((r) => ({ position: r.doc, score: r.score }));
}
