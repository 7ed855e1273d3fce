import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { sweepStaleTemps, writeFileAtomic } from '../io/atomic-write.js';
import { readTextSafely } from '../io/read-file-safely.js';

/**
 * What one Claude Code session has already been shown, so later prompts add only what
 * changed: Claude Code keeps every hook output in the conversation, and repeating the
 * list would pay for it again on every turn.
 */
export const SESSION_STATE_VERSION = 2;
/** Sessions untouched this long are forgotten; a resumed one simply gets the full list again. */
export const SESSION_TTL_MS = 7 * 24 * 3_600_000;
const STATE_MAX_BYTES = 4 * 1024 * 1024;

export interface SessionState {
  version: number;
  sessionId: string;
  memoryRoot: string;
  projectKey: string;
  /** memory path → the exact list line this session was shown for it */
  shown: Record<string, string>;
  updatedAtMs: number;
}

function sessionsDir(stateDir: string): string {
  return join(stateDir, 'sessions');
}

/** Session ids are UUIDs; anything else is reduced to a safe file name. */
function sessionFile(stateDir: string, sessionId: string): string {
  const safe = sessionId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 128);
  return join(sessionsDir(stateDir), `${safe}.json`);
}

/** Missing, corrupt or foreign state (or no state folder at all) reads as none. */
export function readSessionState(stateDir: string | undefined, sessionId: string): SessionState | undefined {
  if (stateDir === undefined) return undefined;
  try {
    const state = JSON.parse(readTextSafely(sessionFile(stateDir, sessionId), STATE_MAX_BYTES) ?? '') as SessionState;
    if (state?.version !== SESSION_STATE_VERSION || state.sessionId !== sessionId) return undefined;
    if (!state.shown || typeof state.shown !== 'object' || Array.isArray(state.shown)) return undefined;
    if (!Object.values(state.shown).every((line) => typeof line === 'string')) return undefined;
    return state;
  } catch {
    return undefined;
  }
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
 * Removes session files older than the TTL, and temp files killed hooks left in the
 * state folders; run when a session starts, not on every prompt.
 */
export function pruneSessions(stateDir: string, nowMs: number): number {
  let removed = sweepStaleTemps(sessionsDir(stateDir), undefined, 60_000, nowMs) + sweepStaleTemps(join(stateDir, 'index'), undefined, 60_000, nowMs);
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
