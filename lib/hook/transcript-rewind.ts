import { closeSync, constants, existsSync, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { fnv1aHex } from '../fnv1a.js';
import { sleepSync } from '../io/clock.js';
import { readFileSafely, readTextSafely } from '../io/read-file-safely.js';
import { readLinesAround, readTailLines } from '../io/read-lines.js';
import { isRecord } from '../is-record.js';
import { holdsList } from './list-kept.js';
import { sessionFile } from './session-state.js';

/**
 * Claude Code's rewind (Esc Esc, "Restore conversation") takes the conversation back to
 * before a message, and writes nothing when it does. When it goes back past the session's
 * first prompt, the list that prompt was shown is gone from the conversation, while this
 * session's state still says it was shown: no list until /compact or /clear. The transcript
 * tells, a prompt late: the prompt typed after a rewind is written with the message it
 * goes on from as its parent, not the record before it in the file.
 *
 * Claude Code 2.1.328 writes one JSON record a line, appended; the records of the
 * conversation carry `uuid` and `parentUuid` (null at its start and after a compaction),
 * side chains `isSidechain: true`, and a hook's context is an `attachment` record. Each
 * prompt keeps where the transcript ended (TranscriptMark); the next one reads the records
 * on either side of that point: when the first one written after it does not go on from the
 * last one before it, the conversation branched (a rewind, a compaction), and the whole
 * file is read once to see whether the conversation as it now stands still holds a list,
 * and, when it does, which hooks' texts it still holds: a later prompt's, which told of a
 * memory saved or edited since, may have gone with the prompts taken back. So is it read when
 * the records around the mark may hold a prompt stopped (Esc) before its reply
 * (mayHoldWithdrawn): Claude Code takes such a prompt out of the conversation, and what its
 * hook said with it, while the next prompt's record still goes on from its records. A prompt
 * another UserPromptSubmit hook blocked or stopped leaves none of what this one said either,
 * and Claude Code may write it down only after the next prompt's hooks ran: a prompt that
 * finds nothing of the conversation written since another prompt's mark reads it too.
 * A record of another shape, a file rewritten or too large: nothing is known, nothing done.
 *
 * The mark is kept in a small file of its own beside the session's state: rewriting the
 * state for it on every prompt made a prompt 1.04–1.06× slower (paired runs, 100
 * memories), about as much as the whole check costs without it.
 */

/** Where a session's transcript ended when a prompt of it last ran. */
interface TranscriptMark {
  /** which transcript: its path's digest */
  file: string;
  size: number;
  /**
   * the prompt that kept it (its prompt_id's digest), whose records the next prompt finds
   * after it; none where a resumed session's start kept it, after which a prompt may well
   * find nothing new, and the same for a second run of the hook on the same prompt (one
   * registered twice), which finds nothing new either
   */
  prompt?: string;
}

/**
 * How far on either side of the mark records are looked for: the last one before it is
 * most often a turn's closing line of a few hundred bytes and the first one after it the
 * next prompt, but either may be a pasted prompt or a prompt snapshot of 64 KB or more.
 */
const WINDOWS = [4 * 1024, 256 * 1024];
/** A transcript larger than this is not read whole: its conversation is taken to hold the list. */
const WALK_MAX_BYTES = 64 * 1024 * 1024;

interface ChainRecord {
  uuid: string;
  parent: string | null;
  /** a hook's context: its text (Claude Code 2.1.328 keeps each hook's as one string of `content`) */
  hook?: string;
  /** the hook is UserPromptSubmit: its text went with the prompt, and goes if the prompt is taken back */
  asked?: true;
  /** a prompt the user typed, or the model's reply */
  turn?: 'prompt' | 'answer';
  /** how a prompt another hook stopped ended, the prompt kept: what the hooks said with it before the stop stays */
  keptPrompt?: true;
}

/** A record of the main conversation, or undefined for metadata, a side chain or another shape. */
function chainRecord(line: string): ChainRecord | undefined {
  // most lines of a transcript are of the conversation; the rest are metadata without it
  if (!line.includes('"parentUuid"')) return undefined;
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isRecord(record) || record.isSidechain === true || typeof record.uuid !== 'string') return undefined;
  const parent = record.parentUuid;
  if (parent !== null && typeof parent !== 'string') return undefined;
  const attachment = record.attachment;
  const fromHook = record.type === 'attachment' && isRecord(attachment) && typeof attachment.type === 'string' && attachment.type.startsWith('hook');
  if (record.type === 'assistant') return { uuid: record.uuid, parent, turn: 'answer' };
  const ending = record.promptSubmitEnding;
  if (record.type === 'system' && isRecord(ending) && ending.promptKept === true) return { uuid: record.uuid, parent, keptPrompt: true };
  if (isTypedPrompt(record, line)) return { uuid: record.uuid, parent, turn: 'prompt' };
  if (!fromHook) return { uuid: record.uuid, parent };
  const content = attachment.content;
  const texts = Array.isArray(content) ? content.filter((part): part is string => typeof part === 'string') : typeof content === 'string' ? [content] : [];
  // a hook's run without context (`hook_success`) says nothing to the model
  if (texts.length === 0 || texts.every((text) => text === '')) return { uuid: record.uuid, parent };
  const asked = attachment.hookEvent === 'UserPromptSubmit' || attachment.hookName === 'UserPromptSubmit';
  return { uuid: record.uuid, parent, hook: texts.join('\n'), ...(asked ? { asked: true as const } : {}) };
}

/**
 * A prompt the user typed: not a tool's result, a meta record, the summary a compaction
 * writes, nor what Claude Code writes in the user's name for a slash command or a `!` shell
 * command (`<command-name>…`, `<local-command-stdout>…`, `<bash-input>…`).
 */
function isTypedPrompt(record: Record<string, unknown>, line: string): boolean {
  if (record.type !== 'user' || record.isMeta === true || record.isCompactSummary === true || record.isVisibleInTranscriptOnly === true) return false;
  if (line.includes('"tool_result"')) return false;
  const message = record.message;
  const content = isRecord(message) ? message.content : undefined;
  const first = typeof content === 'string' ? content : Array.isArray(content) && isRecord(content[0]) ? content[0].text : undefined;
  return typeof first !== 'string' || !/^<(?:command-|local-command-|bash-)/.test(first.trimStart());
}

/** What a prompt learns of the conversation since the last one. */
interface TranscriptCheck {
  /** taken back past every list it was shown */
  rewound: boolean;
  /** where the transcript ends now, for the next prompt */
  mark: TranscriptMark | undefined;
  /**
   * Taken back, but not past its list: the hooks' texts the conversation still holds,
   * newest first. What a later prompt's hook told (a memory saved or edited since) may be
   * gone with the prompts taken back (session-delta.ts shownInConversation).
   */
  kept?: string[];
}

/**
 * Whether the conversation was taken back past every list it was shown since `mark`, and
 * the mark for the next prompt (where `path` ends now). Not rewound whenever it cannot be
 * known: no mark yet, another transcript, a file rewritten.
 */
export function checkTranscript(mark: TranscriptMark | undefined, path: string | undefined, promptId?: string, waitMs = UNWRITTEN_WAIT_MS): TranscriptCheck {
  if (path === undefined) return { rewound: false, mark: undefined };
  const file = fnv1aHex(path);
  const same = mark?.file === file;
  const prompt = promptId === undefined ? undefined : fnv1aHex(promptId);
  const kept = prompt === undefined ? {} : { prompt };
  for (const bytes of same ? WINDOWS : [0]) {
    const around = readLinesAround(path, same ? mark.size : 0, bytes, bytes);
    // Claude Code writes the transcript once there is a record for it: a session's first
    // prompt may run before there is one, and what becomes of it is known from the start
    if (!around) return { rewound: false, mark: (!same || mark.size === 0) && !existsSync(path) ? { file, size: 0, ...kept } : undefined };
    const next = { file, size: around.size, ...kept };
    if (!same) return { rewound: false, mark: next };
    const after = firstOf(around.after);
    // nothing of the conversation written since the last prompt ran (the window reaches the end):
    // Claude Code writes a prompt another hook held back only with the next one, after that
    // one's hooks may have run, and one it asked the model about before its turn ends
    if (
      mark.prompt !== undefined &&
      prompt !== undefined &&
      mark.prompt !== prompt &&
      !after &&
      mark.size + bytes >= around.size &&
      !around.after.some(isExchange)
    ) {
      // it is written as this prompt's hooks run, most often within a moment: waited for, then read as it is
      if (waitMs > 0 && grows(path, around.size, waitMs)) return checkTranscript(mark, path, promptId, 0);
      return fromConversation(path, next);
    }
    const before = lastOf(around.before);
    // no record of the conversation before the mark, the file read from its start (Claude Code
    // writes a few records of metadata first): the conversation began after it
    const fromStart = !before && mark.size <= bytes && after?.parent === null;
    // one of them longer than the window: a wider one, else nothing is known
    if (!after || (!before && !fromStart)) {
      if (bytes === WINDOWS.at(-1)) return { rewound: false, mark: next };
      continue;
    }
    // the conversation goes on from where the mark was, and no prompt of it was taken back since
    const goesOn = (fromStart || after.parent === before?.uuid) && !mayHoldWithdrawn([...around.before, ...around.after]);
    // (after the mark only: the next prompts must not look into one ended before it again)
    if (goesOn && !endedUnasked(around.after) && !endedSince(path, mark.size + bytes, around.size)) return { rewound: false, mark: next };
    return fromConversation(path, next);
  }
  return { rewound: false, mark: undefined };
}

/**
 * How long a prompt that finds nothing written since another prompt's mark waits for the
 * transcript to grow: Claude Code 2.1.328 writes a prompt another hook stopped down as the
 * next prompt's hooks run (in about a third of runs after this one read it), and what this
 * hook said with the stopped prompt may be in it, sent with this one. Read before it, the
 * list went twice (1 of 8 runs under load). Only such a prompt waits.
 */
const UNWRITTEN_WAIT_MS = 250;

/** Whether the file at `path`, `size` bytes long, grows within `ms`, looked at every 20 ms. */
function grows(path: string, size: number, ms: number): boolean {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    sleepSync(20);
    try {
      if (statSync(path).size !== size) return true;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * Read from the conversation as it now stands: a list it holds stays, with the hooks' texts
 * it holds (kept), and without one the list is shown again (rewound).
 */
function fromConversation(path: string, next: TranscriptMark): TranscriptCheck {
  const hooks = conversationHooks(path);
  // not known (too large to read, a parent the file does not hold): taken to hold it all
  if (hooks === undefined) return { rewound: false, mark: next };
  return hooks.some(holdsList) ? { rewound: false, mark: next, kept: hooks } : { rewound: true, mark: next };
}

/** A prompt or a reply, whatever its shape: where none is a record of the conversation, a shape not known is. */
function isExchange(line: string): boolean {
  return line.includes('"type":"user"') || line.includes('"type":"assistant"');
}

function firstOf(lines: readonly string[]): ChainRecord | undefined {
  for (const line of lines) {
    const record = chainRecord(line);
    if (record) return record;
  }
  return undefined;
}

function lastOf(lines: readonly string[]): ChainRecord | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const record = chainRecord(lines[i] as string);
    if (record) return record;
  }
  return undefined;
}

/**
 * Whether `lines` (the records around the mark, in file order) may hold a prompt taken back
 * with its hook's text (withdrawnTurns): a UserPromptSubmit hook's context followed by
 * another prompt before any reply. Read as text, without parsing a line: most prompts end
 * here, and only one that may is looked into, through the whole conversation. A slash or
 * `!` command after the hook's text looks like a prompt here and costs that one look.
 */
function mayHoldWithdrawn(lines: readonly string[]): boolean {
  let asked = false;
  for (const line of lines) {
    if (line.includes('"isSidechain":true')) continue;
    if (line.includes('"hook_additional_context"') && line.includes('"UserPromptSubmit"')) asked = true;
    else if (line.includes('"type":"assistant"')) asked = false;
    else if (asked && line.includes('"type":"user"') && !line.includes('"tool_result"') && !line.includes('"isMeta":true')) return true;
  }
  return false;
}

/**
 * A prompt another UserPromptSubmit hook blocked or stopped: Claude Code 2.1.328 writes a
 * record of how it ended, asks no model, and keeps none of what the hooks said with it.
 */
function endedUnasked(lines: readonly string[]): boolean {
  let at = lines.length - 1;
  while (at >= 0 && !(lines[at] as string).includes('"promptSubmitEnding"')) at--;
  // one a later prompt's hook spoke after is told already: Claude Code writes its transcript
  // in batches, and may write the ending down after the next prompt's hook ran
  return at !== -1 && !lines.slice(at + 1).some((line) => line.includes('"hook_additional_context"') && line.includes('"UserPromptSubmit"'));
}

/**
 * Whether the last prompt ended so, where the window after the mark did not reach the end of
 * the transcript (`read` of `size` bytes): its record is among the last the turn wrote, after
 * the prompt and what Claude Code attaches to it, which may be more than the window.
 */
function endedSince(path: string, read: number, size: number): boolean {
  if (read >= size) return false;
  const tail = readTailLines(path, WINDOWS[0] as number);
  return tail !== undefined && endedUnasked(tail);
}

/**
 * Of a chain walked newest first, the turns taken back: a prompt whose turn got no reply
 * before the next prompt. Claude Code 2.1.328 takes a prompt stopped (Esc) before its reply
 * back into the input box and out of the conversation, while the transcript's next prompt
 * still goes on from its records: what its hooks said never reached the model again. Not so
 * one another hook stopped (`"continue": false`) with the prompt kept: what a hook said before
 * the stop is written into its turn, and sent with the next prompt (measured). Each
 * turn is its records, the prompt last; the newest turn, whose reply may be on its way, is none.
 */
function withdrawnTurns(chain: readonly ChainRecord[]): ChainRecord[][] {
  const withdrawn: ChainRecord[][] = [];
  let turn: ChainRecord[] = [];
  let newer = false;
  for (const record of chain) {
    turn.push(record);
    if (record.turn !== 'prompt') continue;
    if (newer && !turn.some((r) => r.turn === 'answer' || r.keptPrompt) && turn.some((r) => r.asked)) withdrawn.push(turn);
    newer = true;
    turn = [];
  }
  return withdrawn;
}

/**
 * The hooks' texts in the conversation as it now stands (from its newest record back
 * through each parent to its start, less the turns taken back), newest first; undefined
 * when that cannot be told: a file too large to read, a parent the file does not hold.
 */
function conversationHooks(path: string): string[] | undefined {
  const bytes = readFileSafely(path, WALK_MAX_BYTES);
  if (!bytes) return undefined;
  const records = new Map<string, ChainRecord>();
  let newest: ChainRecord | undefined;
  const lines = bytes.toString('utf8').split('\n');
  for (const line of lines) {
    const record = chainRecord(line);
    if (!record) continue;
    records.set(record.uuid, record);
    newest = record;
  }
  // no prompt written yet (the first one held back, its records not yet down): nothing said stands
  if (!newest) return lines.some(isExchange) ? undefined : [];
  const chain: ChainRecord[] = [];
  // each record at most once: a loop in the links ends the walk
  for (let record: ChainRecord | undefined = newest, steps = 0; record && steps <= records.size; steps++) {
    chain.push(record);
    if (record.parent === null) {
      // what a prompt taken back was told went with it; a SessionStart's list in such a turn stays
      const withdrawn = new Set(withdrawnTurns(chain).flatMap((turn) => turn.filter((r) => r.asked)));
      return chain.flatMap((r) => (r.hook !== undefined && !withdrawn.has(r) ? [r.hook] : []));
    }
    record = records.get(record.parent);
  }
  return undefined;
}

/** The mark file of a session: `<id>.mark` beside its state, aged out with it (session-state.ts). */
function markFile(stateDir: string, sessionId: string): string {
  return sessionFile(stateDir, sessionId, '.mark');
}

/** Where the session's transcript ended at its last prompt; undefined when none was kept, or it is unreadable. */
export function readMark(stateDir: string | undefined, sessionId: string): TranscriptMark | undefined {
  if (stateDir === undefined) return undefined;
  try {
    const mark = JSON.parse(readTextSafely(markFile(stateDir, sessionId), 8192) ?? '') as unknown;
    if (!isRecord(mark) || typeof mark.file !== 'string' || !Number.isSafeInteger(mark.size)) return undefined;
    return { file: mark.file, size: mark.size as number, ...(typeof mark.prompt === 'string' ? { prompt: mark.prompt } : {}) };
  } catch {
    return undefined;
  }
}

/** Every mark file is this long: rewritten in place, never truncated (truncating cost ~0.2 ms a prompt). */
const MARK_BYTES = 96;

/**
 * Keeps `next` for the next prompt when it differs from `previous`. Written in place, not
 * replaced, and always as long: a file a killed hook left half written reads as no mark,
 * and the next prompt marks again. Best effort: without it a rewind goes untold, as before.
 */
export function keepMark(stateDir: string | undefined, sessionId: string, previous: TranscriptMark | undefined, next: TranscriptMark | undefined): void {
  if (stateDir === undefined || next === undefined || (next.size === previous?.size && next.file === previous.file && next.prompt === previous.prompt)) return;
  try {
    // never through a link planted in its place
    const fd = openSync(markFile(stateDir, sessionId), constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW, 0o600);
    try {
      writeSync(fd, JSON.stringify(next).padEnd(MARK_BYTES), 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    // no sessions folder yet, a full disk: this prompt's mark is not kept
  }
}

/**
 * Forgets the mark: after a compaction or /clear the conversation starts from a new root,
 * which the next prompt would take for a branch and read the whole transcript to look into.
 */
export function dropMark(stateDir: string | undefined, sessionId: string | undefined): void {
  if (stateDir === undefined || sessionId === undefined) return;
  try {
    unlinkSync(markFile(stateDir, sessionId));
  } catch {
    // none kept
  }
}
