import { join } from 'node:path';
import { localDate } from '../format/dates.js';
import type { Lang } from '../i18n/lang.js';
import { loadMemories } from '../index/memory-set.js';
import { stateDir } from '../io/state-dir.js';
import { renderEntryLine } from '../render/render-list.js';
import { readSessionState, writeSessionState } from './session-state.js';

interface Saved {
  memoryRoot: string;
  projectKey: string;
  path: string;
  lang: Lang;
  now: Date;
}

/**
 * A memory Claude saved through its Bash tool is one it knows. Claude Code gives that
 * tool's commands the session's id (CLAUDE_CODE_SESSION_ID, 2.1.328: the session_id its
 * hooks get), so `save` records the memory's line and body digest as shown in that
 * session, and the next prompt does not list it back as new or edited (a line of about
 * 60 tokens per save). Only for a session whose list came from the same memory folder and
 * key and that has a list already (a first list shows everything anyway); best effort, as
 * the hook's own writes are: a state that cannot be read or written costs tokens, never
 * the save.
 */
export function markSavedInSession(env: Record<string, string | undefined>, home: string | undefined, saved: Saved): boolean {
  const sessionId = env.CLAUDE_CODE_SESSION_ID?.trim();
  if (!sessionId) return false;
  const state = stateDir(env, home);
  const session = readSessionState(state, sessionId);
  if (state === undefined || session === undefined) return false;
  if (session.memoryRoot !== saved.memoryRoot || session.projectKey !== saved.projectKey) return false;
  const memories = loadMemories(saved.memoryRoot, saved.projectKey, { cacheDir: join(state, 'index') });
  const position = memories.indexOf(saved.path);
  if (position === -1 || memories.isHidden(position)) return false;
  const line = renderEntryLine(memories.entry(position), saved.lang, localDate(saved.now));
  const stamp = memories.stampOf(position);
  const stamps = { ...session.stamps };
  if (stamp === undefined) delete stamps[saved.path];
  else stamps[saved.path] = stamp;
  return writeSessionState(state, { ...session, shown: { ...session.shown, [saved.path]: line }, stamps, updatedAtMs: saved.now.getTime() });
}
