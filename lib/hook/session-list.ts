import { join } from 'node:path';
import { LANGS } from '../i18n/lang.js';
import type { RankedBy } from '../i18n/list.js';
import { LIST_TEXT } from '../i18n/list.js';
import type { MemorySet } from '../index/memory-set.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { renderDelta } from '../render/render-delta.js';
import { listPathLine, NAME_MAX, NOTE_PATH_MAX, OPEN_TAG, renderEntryLine } from '../render/render-list.js';
import { toSafePath } from '../render/safe-line.js';
import { CLAUDE_RUNNER, type CommandRunner } from '../render/save-guidance.js';
import { fitsBudget, orderForPrompt, type PromptLayout, relevantOnly } from '../render/select.js';
import { keyForFolder } from '../workspace/project-key.js';
import { firstListOf } from './first-list.js';
import { atSeveralProjectsRoot, checkedFullList, checkedLayout, listCommand, noteCommand, otherCloneNote, type Prepared } from './memory-list.js';
import { clearSavedBySession, savedBySession } from './saved-by-session.js';
import { diffShown, isEmptyDelta, shownInConversation } from './session-delta.js';
import { underSessionLock } from './session-lock.js';
import { type FirstList, readSessionState, SESSION_STATE_VERSION, type SessionState, writeSessionState } from './session-state.js';
import { checkTranscript, keepMark, readMark } from './transcript-rewind.js';

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
/**
 * Arrivals (a pull, another session's saves) are offered on the prompts after them until all
 * are shown, up to this many; of more, the best for the prompt are offered once, in as much
 * as the budget holds, and the rest left to `search` and to the prompts they are relevant to.
 * A pull of 200 memories otherwise filled the next three prompts' budgets with them (about
 * 23,000 characters), where a new session shows one budget of the whole set.
 */
const ARRIVALS_MAX = 16;

interface SessionList {
  /** undefined: nothing changed since the session last saw the list */
  text?: string;
  /** the full list was shown (first prompt, or the state was missing or reset) */
  full: boolean;
  /** the session was shown a list before this prompt (and with it the save question) */
  earlier: boolean;
}

/** What a session was shown: each memory's line, and its body's digest then. */
interface Shown {
  lines: Record<string, string>;
  stamps: Record<string, string>;
}

/** The stamp of each memory a list showed, where this run read its body. */
function stampsOf(shown: PromptLayout['shown'], memories: MemorySet): Record<string, string> {
  const stamps: Record<string, string> = {};
  for (const s of shown) {
    const stamp = memories.stampOf(s.index);
    if (stamp !== undefined) stamps[s.entry.path] = stamp;
  }
  return stamps;
}

/** Stamps for memories the session was shown that have none yet (or an older version's) and have one now. */
function lateStamps(lines: Readonly<Record<string, string>>, stamps: Readonly<Record<string, string>>, memories: MemorySet): Array<[string, string]> {
  const late: Array<[string, string]> = [];
  for (const path of Object.keys(lines)) {
    // a weight kept by an older version is no digest: replaced, so the next edit is seen
    if (stamps[path]?.startsWith('h')) continue;
    const position = memories.indexOf(path);
    const stamp = position === -1 ? undefined : memories.stampOf(position);
    if (stamp !== undefined) late.push([path, stamp]);
  }
  return late;
}

function record(prepared: Prepared, sessionId: string, shown: Shown, nowMs: number, first: FirstList | undefined, arrivedSince?: number): void {
  writeSessionState(prepared.stateDir, {
    version: SESSION_STATE_VERSION,
    sessionId,
    memoryRoot: prepared.workspace.memoryRoot,
    projectKey: prepared.workspace.project.key,
    ...(prepared.workspace.project.projectDir === undefined ? {} : { projectDir: prepared.workspace.project.projectDir }),
    shown: shown.lines,
    stamps: shown.stamps,
    lang: prepared.workspace.config.lang,
    updatedAtMs: nowMs,
    ...(first ? { first } : {}),
    ...(arrivedSince === undefined ? {} : { arrivedSince }),
  });
}

interface FullListOptions {
  /** the session was shown a list before (and with it the save question) */
  earlier?: boolean;
  /** what the session's first list showed: the one kept so far, or 'new' when this list is the first */
  first?: FirstList | 'new';
  /** the client the list is for: its cap, its way of reading a file, its shell's `node` */
  runner?: CommandRunner;
  /** what the prompt it is ranked by is (default the prompt): after compaction, the recent prompts */
  rankedBy?: RankedBy;
}

/**
 * Shows the full list and remembers, for this session, every line it showed, and what
 * its first list showed (merging usage counts that once: what `stats` calls shown).
 */
export function showFullList(
  prepared: Prepared,
  sessionId: string | undefined,
  prompt: string | (() => string),
  nowMs: number,
  options: FullListOptions = {},
): SessionList {
  const { earlier = false, first, runner = CLAUDE_RUNNER, rankedBy } = options;
  const { layout, memories } = checkedFullList(prepared, prompt, runner, rankedBy);
  if (sessionId) {
    const kept = first === 'new' ? firstListOf(layout, nowMs) : first;
    const shown = {
      lines: Object.fromEntries(layout.shown.map((s) => [s.entry.path, s.line])),
      stamps: stampsOf(layout.shown, memories),
    };
    record(prepared, sessionId, shown, nowMs, kept);
  }
  return { text: layout.text || undefined, full: true, earlier };
}

/**
 * Claude Code keeps every hook output in the conversation, so after the first list a
 * prompt gets only what changed since this session saw it: new and edited entries,
 * removed ones, and memories that became relevant to this prompt. Missing or corrupt
 * state, another project, the every-turn setting, or a conversation taken back past its
 * list (`transcript`, Claude Code's: transcript-rewind.ts) mean the full list.
 */
export function listForPrompt(
  prepared: Prepared,
  sessionId: string | undefined,
  prompt: string,
  nowMs: number,
  runner: CommandRunner = CLAUDE_RUNNER,
  transcript?: string,
  /** the prompt's prompt_id; none at a resumed session's start (checkTranscript) */
  promptId?: string,
): SessionList {
  if (!sessionId) return showFullList(prepared, undefined, prompt, nowMs, { runner });
  // read, decided and recorded by one run at a time: a hook registered twice shows the list once
  return underSessionLock(prepared.stateDir, sessionId, () => listForSession(prepared, sessionId, prompt, nowMs, runner, transcript, promptId));
}

function listForSession(
  prepared: Prepared,
  sessionId: string,
  prompt: string,
  nowMs: number,
  runner: CommandRunner,
  transcript: string | undefined,
  promptId: string | undefined,
): SessionList {
  const state = readSessionState(prepared.stateDir, sessionId);
  const same = state !== undefined && holdsHere(state, prepared, runner.client);
  // where the transcript ended at the last prompt (its own small file: rewriting the state
  // for it would cost every prompt more than the check itself)
  const mark = same && transcript !== undefined ? readMark(prepared.stateDir, sessionId) : undefined;
  const check = checkTranscript(mark, transcript, promptId);
  const list = listAfterCheck(prepared, sessionId, prompt, nowMs, runner, state, same, check, transcript);
  // kept once what the check found is recorded: a run cut short before that leaves the
  // mark where it was, and the next prompt finds the same branch
  keepMark(prepared.stateDir, sessionId, mark, check.mark);
  return list;
}

/** The list for this prompt, from the session's state and what its transcript told since the last one. */
function listAfterCheck(
  prepared: Prepared,
  sessionId: string,
  prompt: string,
  nowMs: number,
  runner: CommandRunner,
  state: SessionState | undefined,
  /** what the state says was shown holds here (holdsHere) */
  same: boolean,
  check: ReturnType<typeof checkTranscript>,
  transcript: string | undefined,
): SessionList {
  const { workspace } = prepared;
  // once per session: a session that moves to another project keeps its first list; one
  // whose chat lost the list (to a compression, a rewind) is shown it as on a first prompt, first list kept
  if (state === undefined || !same || workspace.config.everyTurn || state.lost || check.rewound) {
    const lost = same && (state?.lost === true || check.rewound);
    // a pull that changed the pin of this project's folder (not a launch in another project's) may have left memories under the key the session had
    const { key, projectDir } = workspace.project;
    const moved = state?.memoryRoot === workspace.memoryRoot && projectDir !== undefined && state.projectDir === projectDir && state.projectKey !== key;
    const list = showFullList(moved ? { ...prepared, formerKey: state.projectKey } : prepared, sessionId, prompt, nowMs, {
      earlier: same && !lost,
      first: state?.first ?? 'new',
      runner,
    });
    // a key changed under a running session (a pull moved the pin), or the memory folder (the
    // clone's folder renamed): the list shown before no longer holds, and it is said why
    if (state === undefined || same || list.text === undefined) return list;
    const words = LIST_TEXT[workspace.config.lang];
    const note =
      state.projectKey !== workspace.project.key
        ? words.keyChanged(toSafePath(state.projectKey, NAME_MAX), toSafePath(workspace.project.key, NAME_MAX))
        : words.rootChanged(toSafePath(state.memoryRoot, NOTE_PATH_MAX), toSafePath(workspace.memoryRoot, NOTE_PATH_MAX));
    return { ...list, text: list.text.replace(`${OPEN_TAG}\n`, `${OPEN_TAG}\n${note}\n`) };
  }
  // a rewind that kept the list may have taken what later prompts were told with it
  const reconciled = check.kept && shownInConversation({ lines: state.shown, stamps: state.stamps }, check.kept, (key) => shownPath(state, key));
  const seen = reconciled ? { ...state, shown: reconciled.lines, stamps: reconciled.stamps } : state;
  // a key moved under the session is kept with what it was shown, even where that is no change
  return deltaForSession(prepared, sessionId, prompt, nowMs, runner, seen, {
    changed: reconciled !== undefined || state.projectKey !== workspace.project.key,
    transcript,
  });
}

/** The file a `[scope] name` of the session's list stands for: in `_global` or its project's folder. */
function shownPath(state: { memoryRoot: string; projectKey: string }, key: string): string | undefined {
  const parts = /^\[([^\]]*)\] (\S+)$/.exec(key);
  if (!parts) return undefined;
  const [, label, name] = parts as unknown as [string, string, string];
  const folder = LANGS.some((lang) => LIST_TEXT[lang].globalLabel === label) ? GLOBAL_KEY : label === state.projectKey ? label : undefined;
  return folder === undefined ? undefined : join(state.memoryRoot, folder, `${name}.md`);
}

/**
 * Whether what a session's state says it was shown holds for this workspace: the state is of
 * this memory root and project, or of a project's first save that pinned a key other than the
 * folder's (the name its remote gives the repository): the old key is the pin folder's own, no
 * memory under it was shown, and the list fits (a later prompt then shows every memory new to
 * the session). A list shown again in full, with a note that the key changed, would repeat
 * every line the session has, to tell it of one new memory, saved by the model itself, which
 * saw where it went. Any other change of key (a pull moved the pin, a launch in another
 * project) gets the full list with the note.
 */
function holdsHere(state: SessionState, prepared: Prepared, client: CommandRunner['client']): boolean {
  const { workspace } = prepared;
  if (state.memoryRoot !== workspace.memoryRoot) return false;
  if (state.projectKey === workspace.project.key) return true;
  const { source, projectDir } = workspace.project;
  if (source !== 'pin' || projectDir === undefined || keyForFolder(workspace.root, projectDir) !== state.projectKey) return false;
  const before = join(state.memoryRoot, state.projectKey, '/');
  if (Object.keys(state.shown).some((path) => path.startsWith(before))) return false;
  return fitsBudget(prepared.memories, listOptionsOf(prepared, client));
}

/** What fitsBudget weighs a list by, for this workspace and client: a later prompt's list names no command. */
function listOptionsOf(prepared: Prepared, client: CommandRunner['client']) {
  const { workspace, today } = prepared;
  const { lang, budget } = workspace.config;
  return { memoryRoot: workspace.memoryRoot, projectKey: workspace.project.key, lang, budget, listCommand: '', today, client };
}

/** `positions` in the order `ordered` gives them (most relevant to the prompt first), any it leaves out after, as they were. */
function rankedFirst(positions: readonly number[], ordered: ReadonlyArray<{ position: number }>): number[] {
  const at = new Map(ordered.map((r, i) => [r.position, i]));
  const key = (position: number, i: number) => at.get(position) ?? ordered.length + i;
  return positions
    .map((position, i) => ({ position, key: key(position, i) }))
    .sort((a, b) => a.key - b.key)
    .map((r) => r.position);
}

/** A later prompt's list: what changed since the session saw `state.shown`. */
function deltaForSession(
  prepared: Prepared,
  sessionId: string,
  prompt: string,
  nowMs: number,
  runner: CommandRunner,
  state: SessionState,
  /** `changed`: the state itself was changed and is to be kept; `transcript`: the conversation's, for what it saved itself */
  { changed, transcript }: { changed: boolean; transcript: string | undefined },
): SessionList {
  const { workspace } = prepared;
  const { lang, budget } = workspace.config;
  const { today } = prepared;
  const { client } = runner;
  const lineOf = (entry: Parameters<typeof renderEntryLine>[0]) => renderEntryLine(entry, lang, today);
  const listOptions = listOptionsOf(prepared, client);
  // what the session saved itself (lib/hook/saved-by-session.ts) it knows: taken as shown, as the list shows it now
  const saved = savedBySession(prepared.stateDir, sessionId, transcript);
  const seenWith = (memories: MemorySet): { lines: Record<string, string>; stamps: Record<string, string> } => {
    const lines = { ...state.shown };
    const stamps = { ...state.stamps };
    for (const path of saved) {
      const position = memories.indexOf(path);
      if (position === -1 || memories.isHidden(position) || memories.entry(position).unread) continue;
      lines[path] = lineOf(memories.entry(position));
      const stamp = memories.stampOf(position);
      if (stamp === undefined) delete stamps[path];
      else stamps[path] = stamp;
    }
    return { lines, stamps };
  };
  // a list over its budget shows what each prompt is about, not every memory: those that
  // came since the session's last list (a pull, another session's save, a rename, a memory
  // that supersedes another) are the team's newest, and a new session would list them. No
  // slack for a disk that keeps times to the second: one there would bring every memory
  // written the second before a session's first prompt (a clone) into its second one
  // (arrivals a delta had no room for stay arrivals: state.arrivedSince)
  const arrivedSince = state.arrivedSince ?? state.updatedAtMs;
  let arrived: { memories: MemorySet; positions: number[] } | undefined;
  let arrivalsLeft = 0;
  // the prompt's order of the whole set, made once: the cap on arrivals and their rank both read it
  let ordered: { memories: MemorySet; order: ReturnType<typeof orderForPrompt> } | undefined;
  const fullOrder = (memories: MemorySet) => {
    if (ordered?.memories !== memories) ordered = { memories, order: orderForPrompt(memories, prompt, Infinity, prepared.prior(memories)) };
    return ordered.order;
  };
  const arrivals = (memories: MemorySet): number[] => {
    // a second layout (checkedLayout's, after a recheck) counts its own arrivals left out
    arrivalsLeft = 0;
    let out: number[] = [];
    for (let i = 0; i < memories.count; i++) {
      if (memories.changedAtMs(i) <= arrivedSince || memories.isHidden(i)) continue;
      if (state.shown[memories.pathOf(i)] === undefined) out.push(i);
    }
    if (out.length > ARRIVALS_MAX) {
      arrivalsLeft = out.length - ARRIVALS_MAX;
      out = rankedFirst(out, fullOrder(memories)).slice(0, ARRIVALS_MAX);
    }
    arrived = { memories, positions: out };
    return out;
  };
  const newlyRelevant = (memories: MemorySet) =>
    relevantOnly(memories, orderForPrompt(memories, prompt, NEWLY_RELEVANT_MAX, prepared.prior(memories)), NEWLY_RELEVANT_SHARE)
      .filter((r) => state.shown[memories.entry(r.position).path] === undefined)
      .slice(0, NEWLY_RELEVANT_MAX)
      .map((r) => r.position);
  let gone: string[] = [];
  let empty = false;
  const projectFolder = join(workspace.memoryRoot, workspace.project.key, '/');
  // what this session was shown is checked for edits as well as what the delta shows
  const { layout, memories: checked } = checkedLayout(
    prepared,
    (memories, usable) => {
      const fits = fitsBudget(memories, listOptions);
      const arrived = fits ? [] : arrivals(memories);
      const all = fits ? memories.visible() : [...new Set([...newlyRelevant(memories), ...arrived])];
      const candidates = usable ? all.filter(usable) : all;
      // lines shown in another language read otherwise, placeholders too: none of them is an edit
      // the relevant ones alone are ranked already; a list that fits (a few hundred memories at
      // most), or arrivals beside them, are ranked only when several are new
      const rank = fits || arrived.length > 0 ? (positions: readonly number[]) => rankedFirst(positions, fullOrder(memories)) : undefined;
      const seen = saved.length === 0 ? { lines: state.shown, stamps: state.stamps } : seenWith(memories);
      const delta = diffShown(seen.lines, memories, candidates, lineOf, { markEdits: state.lang === lang, stamps: seen.stamps }, rank);
      gone = delta.gone;
      empty = isEmptyDelta(delta);
      // this project's memories all gone at once (a pull moved them to another key): the
      // note a new session gets of where they are, rather than only that they were deleted
      const emptied = delta.gone.length > 0 && memories.project.count === 0 && delta.gone.some((path) => path.startsWith(projectFolder));
      const notes = emptied ? { ...otherCloneNote({ ...prepared, memories }, runner.node), projectKey: workspace.project.key } : {};
      // a session shown no memory yet (its first list held none) never saw the line that says where the files are
      const pathLine =
        Object.keys(seen.lines).length === 0
          ? listPathLine(lang, workspace.memoryRoot, atSeveralProjectsRoot(workspace) ? undefined : workspace.project.key)
          : undefined;
      const lintCommand = noteCommand(prepared.launchDir, runner.node, 'lint');
      // what is left out is found with search: the whole list of a set over its budget runs past what a shell tool shows
      const searchCommand = listCommand(prepared.launchDir, runner.node, 'search');
      return renderDelta(delta, lang, budget, searchCommand, today, client, { ...notes, pathLine, lintCommand, leftOut: arrivalsLeft });
    },
    Object.keys(state.shown),
  );
  const seen = saved.length === 0 ? { lines: state.shown, stamps: state.stamps ?? {} } : seenWith(checked);
  // a memory shown before its stamp was kept (a state from an older version) is stamped
  // now, on a prompt that writes the state for it if for nothing else: its next edit is seen
  const late = lateStamps(seen.lines, seen.stamps, checked);
  if (empty && late.length === 0 && !changed && saved.length === 0) return { full: false, earlier: true };
  const shown = { lines: { ...seen.lines }, stamps: { ...seen.stamps, ...Object.fromEntries(late) } };
  for (const path of gone) {
    delete shown.lines[path];
    delete shown.stamps[path];
  }
  if (!empty) {
    for (const s of layout.shown) shown.lines[s.entry.path] = s.line;
    Object.assign(shown.stamps, stampsOf(layout.shown, checked));
  }
  // arrivals the budget left out: the next prompts offer them again, as arrivals, until shown
  const last = arrived as { memories: MemorySet; positions: number[] } | undefined;
  const waiting = last ? last.positions.filter((position) => shown.lines[last.memories.pathOf(position)] === undefined) : [];
  // a burst past ARRIVALS_MAX had its one offer: the rest are search's, and any newly relevant
  const stillArriving =
    last && waiting.length > 0 && arrivalsLeft === 0 ? Math.min(...waiting.map((position) => last.memories.changedAtMs(position))) - 1 : undefined;
  record(prepared, sessionId, shown, nowMs, state.first, stillArriving);
  clearSavedBySession(prepared.stateDir, sessionId);
  return empty ? { full: false, earlier: true } : { text: layout.text, full: false, earlier: true };
}
