import { renderDelta } from '../render/render-delta.js';
import { lineStyle, memoLines } from '../render/render-list.js';
import { fitsBudget, orderForPrompt, relevantOnly } from '../rank/select.js';
import { diffShown, isEmptyDelta } from './session-delta.js';
import { readSessionState, writeSessionState, SESSION_STATE_VERSION, type SessionState } from './session-state.js';
import { fullList, listCommand, rankable, type Prepared } from './memory-list.js';

/**
 * On later prompts only memories at least this share of the best match count as newly
 * relevant: a delta should add what the prompt is about, not fill the budget again.
 */
const NEWLY_RELEVANT_SHARE = 0.3;
/**
 * Newly relevant memories are among this many best matches for the prompt, all of which
 * can join at once. Once a topic's best matches are in the conversation, asking about it
 * again adds nothing, instead of the next few lesser matches on every prompt (about 1,200
 * characters each time at 1,000 memories).
 */
const NEWLY_RELEVANT_MAX = 8;

export interface SessionList {
  /** undefined: nothing changed since the session last saw the list */
  text?: string;
  /** the full list was shown (first prompt, or the state was missing or reset) */
  full: boolean;
}

function record(prepared: Prepared, sessionId: string, shown: Record<string, string>, gens: Record<string, number>, nowMs: number): void {
  const state: SessionState = {
    version: SESSION_STATE_VERSION,
    sessionId,
    memoryRoot: prepared.workspace.memoryRoot,
    projectKey: prepared.workspace.project.key,
    shown,
    gens,
    lineStyle: lineStyle(prepared.workspace.config.lang),
    updatedAtMs: nowMs,
  };
  writeSessionState(prepared.stateDir, state);
}

/** Shows the full list and remembers, for this session, every line it showed. */
export function showFullList(prepared: Prepared, sessionId: string | undefined, prompt: string, nowMs: number): SessionList {
  const layout = fullList(prepared, prompt);
  if (sessionId) {
    const gens: Record<string, number> = {};
    for (const { entry } of layout.shown) if (entry.gen !== undefined) gens[entry.path] = entry.gen;
    record(prepared, sessionId, Object.fromEntries(layout.shown.map((s) => [s.entry.path, s.line])), gens, nowMs);
  }
  return { text: layout.text, full: true };
}

/**
 * Claude Code keeps every hook output in the conversation, so after the first list a
 * prompt gets only what changed since this session saw it: new and edited entries,
 * removed ones, and memories that became relevant to this prompt. Missing or corrupt
 * state, another project, or the every-turn setting mean the full list.
 */
export function listForPrompt(prepared: Prepared, sessionId: string | undefined, prompt: string, nowMs: number): SessionList {
  const { workspace, memories } = prepared;
  if (workspace.config.everyTurn || !sessionId) return showFullList(prepared, undefined, prompt, nowMs);
  const state = readSessionState(prepared.stateDir, sessionId);
  if (!state || state.memoryRoot !== workspace.memoryRoot || state.projectKey !== workspace.project.key) {
    return showFullList(prepared, sessionId, prompt, nowMs);
  }
  const lang = workspace.config.lang;
  const listOptions = { memoryRoot: workspace.memoryRoot, lang, budget: workspace.config.budget, listCommand: '' };
  // what this session was shown is checked for edits before anything is compared
  const seen = Object.keys(state.shown).map((path) => memories.list.at(memories.indexOf(path)));
  memories.recheck(seen.filter((e) => e !== undefined));
  const newlyRelevant = () =>
    relevantOnly(orderForPrompt(memories.list, prompt, memories.terms, NEWLY_RELEVANT_MAX), NEWLY_RELEVANT_SHARE)
      .filter((r) => state.shown[r.entry.path] === undefined)
      .slice(0, NEWLY_RELEVANT_MAX)
      .map((r) => r.entry);
  // lines are rendered once, and again only after a recheck found an edit
  let lineOf = memoLines(lang);
  const fits = fitsBudget(memories.list, { ...listOptions, lineOf });
  let candidates = fits ? memories.entries : rankable(memories) ? newlyRelevant() : [];
  if (!fits && memories.recheck(candidates)) {
    candidates = newlyRelevant();
    lineOf = memoLines(lang);
  }
  // generations of lines in another language or style do not vouch for this one's
  const shownGens = state.lineStyle === lineStyle(lang) ? state.gens : undefined;
  const delta = diffShown(state.shown, memories, candidates, lineOf, shownGens);
  const gens: Record<string, number> = { ...shownGens, ...delta.confirmed };
  if (isEmptyDelta(delta)) {
    // lines rendered again and found the same need not be rendered on the next prompt
    if (Object.keys(delta.confirmed).length > 0) record(prepared, sessionId, state.shown, gens, nowMs);
    return { full: false };
  }
  const layout = renderDelta(delta, lang, workspace.config.budget, listCommand(prepared.launchDir));
  const shown = { ...state.shown };
  for (const path of delta.gone) (delete shown[path], delete gens[path]);
  const genOf = new Map(delta.changed.map((c) => [c.entry.path, c.entry.gen]));
  for (const s of layout.shown) {
    shown[s.path] = s.line;
    const gen = genOf.get(s.path);
    if (gen === undefined) delete gens[s.path];
    else gens[s.path] = gen;
  }
  record(prepared, sessionId, shown, gens, nowMs);
  return { text: layout.text, full: false };
}
