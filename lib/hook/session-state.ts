import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { indexCacheDir } from '../index/folder-cache.js';
import { sweepStaleTemps, writeFileAtomic } from '../io/atomic-write.js';
import { readTextSafely } from '../io/read-file-safely.js';

/**
 * What one Claude Code session has already been shown, so later prompts add only what
 * changed: Claude Code keeps every hook output in the conversation, and repeating the
 * list would pay for it again on every turn.
 */
export const SESSION_STATE_VERSION = 2;
/** Sessions untouched this long are forgotten; a resumed one simply gets the full list again. */
const SESSION_TTL_MS = 7 * 24 * 3_600_000;
const STATE_MAX_BYTES = 4 * 1024 * 1024;

export interface SessionState {
  version: number;
  sessionId: string;
  memoryRoot: string;
  projectKey: string;
  /** the project's folder then (Workspace project.projectDir): a key changed for the same folder is one a pull changed */
  projectDir?: string;
  /** memory path → the exact list line this session was shown for it */
  shown: Record<string, string>;
  /** the language of those lines: in another, every line reads otherwise and none is an edit */
  lang?: string;
  /** memory path → its body's digest when shown (MemorySet.stampOf): a body rewritten since is an edit */
  stamps?: Record<string, string>;
  updatedAtMs: number;
  /**
   * What the session's first list showed, kept as it was while later prompts change
   * `shown`: merging usage counts it once per session (lib/hook/usage-merge.ts). Kept
   * here, in the file the first prompt writes anyway, so that counting it costs the
   * prompt no file of its own.
   */
  first?: FirstList;
  /**
   * The chat no longer holds the list: Gemini CLI compressed it away (lib/hook/list-kept.ts).
   * The next prompt shows it in full, the save suggestion with it, as after a first prompt.
   */
  lost?: boolean;
  /**
   * Memories that arrived since this time and were not shown yet (a delta over its budget
   * left them out) are arrivals still: later prompts offer them until they are shown. Set
   * only while some wait; else `updatedAtMs` is the mark.
   */
  arrivedSince?: number;
}

export interface FirstList {
  /** ms since the epoch */
  t: number;
  /** `<folder>/<name>` of each memory it showed */
  memories: string[];
}

export function sessionsDir(stateDir: string): string {
  return join(stateDir, 'sessions');
}

/**
 * Session ids are UUIDs; anything else is reduced to a safe file name. Files of one
 * session differ by extension, and pruneSessions ages them all out alike.
 */
export function sessionFile(stateDir: string, sessionId: string, extension = '.json'): string {
  const safe = sessionId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 128);
  return join(sessionsDir(stateDir), `${safe}${extension}`);
}

/** Missing, corrupt or foreign state (or no state folder at all) reads as none. */
export function readSessionState(stateDir: string | undefined, sessionId: string): SessionState | undefined {
  if (stateDir === undefined) return undefined;
  // a session's first prompt finds none: said without an exception thrown and caught
  const text = readTextSafely(sessionFile(stateDir, sessionId), STATE_MAX_BYTES);
  if (text === undefined) return undefined;
  try {
    const state = JSON.parse(text) as SessionState;
    if (state?.version !== SESSION_STATE_VERSION || state.sessionId !== sessionId) return undefined;
    if (!state.shown || typeof state.shown !== 'object' || Array.isArray(state.shown)) return undefined;
    if (!Object.values(state.shown).every((line) => typeof line === 'string')) return undefined;
    if (state.first !== undefined && !isFirstList(state.first)) delete state.first;
    if (state.lang !== undefined && typeof state.lang !== 'string') delete state.lang;
    if (state.projectDir !== undefined && typeof state.projectDir !== 'string') delete state.projectDir;
    if (state.stamps !== undefined) state.stamps = textEntries(state.stamps);
    if (state.lost !== undefined && state.lost !== true) delete state.lost;
    if (state.arrivedSince !== undefined && !Number.isFinite(state.arrivedSince)) delete state.arrivedSince;
    return state;
  } catch {
    return undefined;
  }
}

/** The text values of a record read back from a file anything may have written: one bad value costs only itself. */
function textEntries(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function isFirstList(value: unknown): value is FirstList {
  if (!value || typeof value !== 'object') return false;
  const first = value as Record<string, unknown>;
  return typeof first.t === 'number' && Array.isArray(first.memories) && first.memories.every((m) => typeof m === 'string');
}

/** Best effort: a state folder that cannot be written costs tokens, never the list. */
export function writeSessionState(stateDir: string | undefined, state: SessionState): boolean {
  if (stateDir === undefined) return false;
  try {
    mkdirSync(sessionsDir(stateDir), { recursive: true, mode: 0o700 });
    writeFileAtomic(sessionFile(stateDir, state.sessionId), JSON.stringify(state), 0o600, { durable: false });
    return true;
  } catch {
    return false;
  }
}

export function forgetSession(stateDir: string, sessionId: string): void {
  try {
    unlinkSync(sessionFile(stateDir, sessionId));
  } catch {
    // nothing to forget
  }
}

/**
 * Marks the list a session was shown as gone from its chat, so that the next prompt shows
 * it again. Only a session that was shown lines: with nothing listed there is nothing to
 * lose, and an empty list marked on every model call would be shown on every prompt.
 * Whether it wrote anything.
 */
export function markListLost(stateDir: string, sessionId: string): boolean {
  const state = readSessionState(stateDir, sessionId);
  if (!state || state.lost || Object.keys(state.shown).length === 0) return false;
  return writeSessionState(stateDir, { ...state, lost: true });
}

/**
 * Removes session files older than the TTL, and temp files killed hooks left in the
 * state folders; run when a session starts, not on every prompt.
 */
export function pruneSessions(stateDir: string, nowMs: number): number {
  let removed = sweepStaleTemps(sessionsDir(stateDir), undefined, 60_000, nowMs) + sweepStaleTemps(indexCacheDir(stateDir), undefined, 60_000, nowMs);
  try {
    const dir = sessionsDir(stateDir);
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      try {
        if (nowMs - statSync(path).mtimeMs > SESSION_TTL_MS) {
          unlinkSync(path);
          removed++;
        }
      } catch {
        // raced with another hook: fine
      }
    }
  } catch {
    // no sessions yet
  }
  return removed;
}

/** A session's first list as merging usage counts it: the session file's name (its id, made safe) and where the list came from. */
interface SessionFirstList extends FirstList {
  session: string;
  memoryRoot: string;
}

/**
 * The sessions in the state folder (their file names), and the first lists of those that
 * `counted` does not know yet (the others are not even read): what a merge of usage adds
 * as shown.
 */
export function sessionFirstLists(stateDir: string, counted: (session: string) => boolean): { sessions: string[]; lists: SessionFirstList[] } {
  const sessions: string[] = [];
  const lists: SessionFirstList[] = [];
  let names: string[];
  try {
    names = readdirSync(sessionsDir(stateDir));
  } catch {
    return { sessions, lists };
  }
  for (const name of names) {
    if (name.startsWith('.') || !name.endsWith('.json')) continue;
    const session = name.slice(0, -5);
    sessions.push(session);
    if (counted(session)) continue;
    try {
      const state = JSON.parse(readTextSafely(join(sessionsDir(stateDir), name), STATE_MAX_BYTES) ?? '') as SessionState;
      if (state?.version !== SESSION_STATE_VERSION || typeof state.memoryRoot !== 'string' || !isFirstList(state.first)) continue;
      lists.push({ session, memoryRoot: state.memoryRoot, t: state.first.t, memories: state.first.memories });
    } catch {
      // being replaced, or damaged: the next merge looks again
    }
  }
  return { sessions, lists };
}
