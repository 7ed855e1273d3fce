import type { MemorySet } from '../index/memory-set.js';
import { renderDelta } from '../render/render-delta.js';
import { renderEntryLine } from '../render/render-list.js';
import { CLAUDE_RUNNER, type CommandRunner } from '../render/save-guidance.js';
import { fitsBudget, orderForPrompt, relevantOnly } from '../render/select.js';
import { firstListOf } from './first-list.js';
import { checkedLayout, fullList, listCommand, type Prepared } from './memory-list.js';
import { diffShown, isEmptyDelta } from './session-delta.js';
import { type FirstList, readSessionState, SESSION_STATE_VERSION, writeSessionState } from './session-state.js';

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

interface SessionList {
  /** undefined: nothing changed since the session last saw the list */
  text?: string;
  /** the full list was shown (first prompt, or the state was missing or reset) */
  full: boolean;
  /** the session was shown a list before this prompt (and with it the save question) */
  earlier: boolean;
}

function record(prepared: Prepared, sessionId: string, shown: Record<string, string>, nowMs: number, first: FirstList | undefined): void {
  writeSessionState(prepared.stateDir, {
    version: SESSION_STATE_VERSION,
    sessionId,
    memoryRoot: prepared.workspace.memoryRoot,
    projectKey: prepared.workspace.project.key,
    shown,
    lang: prepared.workspace.config.lang,
    updatedAtMs: nowMs,
    ...(first ? { first } : {}),
  });
}

interface FullListOptions {
  /** the session was shown a list before (and with it the save question) */
  earlier?: boolean;
  /** what the session's first list showed: the one kept so far, or 'new' when this list is the first */
  first?: FirstList | 'new';
  /** the client the list is for: its cap, its way of reading a file, its shell's `node` */
  runner?: CommandRunner;
}

/**
 * Shows the full list and remembers, for this session, every line it showed, and what
 * its first list showed (merging usage counts that once: what `stats` calls shown).
 */
export function showFullList(prepared: Prepared, sessionId: string | undefined, prompt: string, nowMs: number, options: FullListOptions = {}): SessionList {
  const { earlier = false, first, runner = CLAUDE_RUNNER } = options;
  const layout = fullList(prepared, prompt, runner);
  if (sessionId) {
    const kept = first === 'new' ? firstListOf(layout, nowMs) : first;
    record(prepared, sessionId, Object.fromEntries(layout.shown.map((s) => [s.entry.path, s.line])), nowMs, kept);
  }
  return { text: layout.text || undefined, full: true, earlier };
}

/**
 * Claude Code keeps every hook output in the conversation, so after the first list a
 * prompt gets only what changed since this session saw it: new and edited entries,
 * removed ones, and memories that became relevant to this prompt. Missing or corrupt
 * state, another project, or the every-turn setting mean the full list.
 */
export function listForPrompt(
  prepared: Prepared,
  sessionId: string | undefined,
  prompt: string,
  nowMs: number,
  runner: CommandRunner = CLAUDE_RUNNER,
): SessionList {
  const { workspace } = prepared;
  if (!sessionId) return showFullList(prepared, undefined, prompt, nowMs, { runner });
  const state = readSessionState(prepared.stateDir, sessionId);
  const same = state !== undefined && state.memoryRoot === workspace.memoryRoot && state.projectKey === workspace.project.key;
  // once per session: a session that moves to another project keeps its first list
  if (!same || workspace.config.everyTurn) return showFullList(prepared, sessionId, prompt, nowMs, { earlier: same, first: state?.first ?? 'new', runner });
  const { lang, budget } = workspace.config;
  const { today } = prepared;
  const { client } = runner;
  const lineOf = (entry: Parameters<typeof renderEntryLine>[0]) => renderEntryLine(entry, lang, today);
  const listOptions = { memoryRoot: workspace.memoryRoot, projectKey: workspace.project.key, lang, budget, listCommand: '', today, client };
  const newlyRelevant = (memories: MemorySet) =>
    relevantOnly(memories, orderForPrompt(memories, prompt, NEWLY_RELEVANT_MAX, prepared.prior(memories)), NEWLY_RELEVANT_SHARE)
      .filter((r) => state.shown[memories.entry(r.position).path] === undefined)
      .slice(0, NEWLY_RELEVANT_MAX)
      .map((r) => r.position);
  let gone: string[] = [];
  let empty = false;
  // what this session was shown is checked for edits as well as what the delta shows
  const { layout } = checkedLayout(
    prepared,
    (memories, usable) => {
      const all = fitsBudget(memories, listOptions) ? memories.visible() : newlyRelevant(memories);
      const candidates = usable ? all.filter(usable) : all;
      // lines shown in another language read otherwise, placeholders too: none of them is an edit
      const delta = diffShown(state.shown, memories, candidates, lineOf, state.lang === lang);
      gone = delta.gone;
      empty = isEmptyDelta(delta);
      return renderDelta(delta, lang, budget, listCommand(prepared.launchDir, runner.node), today, client);
    },
    Object.keys(state.shown),
  );
  if (empty) return { full: false, earlier: true };
  const shown = { ...state.shown };
  for (const path of gone) delete shown[path];
  for (const s of layout.shown) shown[s.entry.path] = s.line;
  record(prepared, sessionId, shown, nowMs, state.first);
  return { text: layout.text, full: false, earlier: true };
}
