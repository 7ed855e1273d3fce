import { appendFileSync, mkdirSync, unlinkSync } from 'node:fs';
import { fnv1aHex } from '../fnv1a.js';
import { readTextSafely } from '../io/read-file-safely.js';
import { readTailLines } from '../io/read-lines.js';
import { sessionFile, sessionsDir } from './session-state.js';

/**
 * The memories a Claude Code session saved itself, through `save` run by its Bash tool
 * (which carries the session's id as CLAUDE_CODE_SESSION_ID): the model wrote them and
 * read back their path, so the next prompt need not list them to it as new (a delta line
 * and its heading, some 300 characters a save). One line of JSON a save, appended beside
 * the session's state; the next prompt's delta takes them as shown and removes the file.
 *
 * A memory is taken as known only while its file holds what the save wrote (its text's
 * digest): edited since, by hand or by a teammate's pull, it is listed as any change is,
 * while the same text written again (the share line's rebase checks the file out anew) is
 * not news; and
 * only where the conversation's transcript holds its path (the save's output): a subagent's
 * Bash carries its parent's session id too, but its tool calls go to a transcript of its
 * own (Claude Code 2.1.328: `<session>/subagents/agent-….jsonl`), and the conversation that
 * never saw the path gets the memory's line.
 */
const SAVED_MAX_BYTES = 256 * 1024;
const EXTENSION = '.saved';

interface SavedFile {
  path: string;
  /** the digest of its text (fnv1aHex) */
  text: string;
}

/** A memory's text as read for its digest: past this, a file is not one the save wrote. */
const MEMORY_MAX_BYTES = 1024 * 1024;

function digestOf(path: string): string | undefined {
  const text = readTextSafely(path, MEMORY_MAX_BYTES);
  return text === undefined ? undefined : fnv1aHex(text);
}

/** Notes that the session `sessionId` saved the memory at `path`, as it is now. Best effort: a note not written only lists the memory as new. */
export function noteSavedBySession(stateDir: string | undefined, sessionId: string | undefined, path: string): void {
  if (stateDir === undefined || !sessionId) return;
  try {
    const text = digestOf(path);
    if (text === undefined) return;
    const note: SavedFile = { path, text };
    mkdirSync(sessionsDir(stateDir), { recursive: true, mode: 0o700 });
    appendFileSync(sessionFile(stateDir, sessionId, EXTENSION), `${JSON.stringify(note)}\n`, { mode: 0o600 });
  } catch {
    // the next prompt lists it as new, as before
  }
}

/** The end of a transcript looked through for a saved path: the save's output is in the last turn. */
const TRANSCRIPT_TAIL_BYTES = 512 * 1024;

/** The paths the session saved that are still as it saved them, and that its transcript (`transcriptPath`) shows. */
export function savedBySession(stateDir: string | undefined, sessionId: string, transcriptPath: string | undefined): string[] {
  if (stateDir === undefined) return [];
  const text = readTextSafely(sessionFile(stateDir, sessionId, EXTENSION), SAVED_MAX_BYTES);
  if (text === undefined) return [];
  const latest = new Map<string, SavedFile>();
  for (const line of text.split('\n')) {
    const note = parsed(line);
    if (note) latest.set(note.path, note);
  }
  const unchanged = [...latest.values()].filter(unchangedSince).map((note) => note.path);
  if (unchanged.length === 0 || transcriptPath === undefined) return [];
  // read only when a save was noted: most prompts have none
  const tail = readTailLines(transcriptPath, TRANSCRIPT_TAIL_BYTES)?.join('\n');
  // as the transcript's JSON writes it: quotes and backslashes escaped, other characters as they
  // are; `save --json` prints it escaped once already, and the transcript escapes that again
  const written = (text: string) => JSON.stringify(text).slice(1, -1);
  return tail === undefined ? [] : unchanged.filter((path) => tail.includes(written(path)) || tail.includes(written(written(path))));
}

/** Removes the session's notes once its state holds them. */
export function clearSavedBySession(stateDir: string | undefined, sessionId: string): void {
  if (stateDir === undefined) return;
  try {
    unlinkSync(sessionFile(stateDir, sessionId, EXTENSION));
  } catch {
    // none, or gone already
  }
}

function parsed(line: string): SavedFile | undefined {
  if (line === '') return undefined;
  try {
    const value = JSON.parse(line) as Partial<SavedFile>;
    const { path, text } = value;
    return typeof path === 'string' && typeof text === 'string' ? { path, text } : undefined;
  } catch {
    return undefined;
  }
}

function unchangedSince(note: SavedFile): boolean {
  return digestOf(note.path) === note.text;
}
