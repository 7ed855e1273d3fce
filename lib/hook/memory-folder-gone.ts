import { existsSync } from 'node:fs';
import { pickLang } from '../i18n/lang.js';
import { LIST_TEXT } from '../i18n/list.js';
import { stateDir } from '../io/state-dir.js';
import { CLOSE_TAG, NOTE_PATH_MAX, OPEN_TAG } from '../render/render-list.js';
import { toSafePath } from '../render/safe-line.js';
import { isDirectory } from '../workspace/workspace.js';
import { underSessionLock } from './session-lock.js';
import { markListLost, readSessionState, type SessionState, sessionFile } from './session-state.js';

/**
 * A prompt that finds no memory folder, in a session that was shown a list from one that
 * is now gone: a checkout of a commit or branch from before the folder, or the folder moved
 * away. Without a word the model would go on trusting the list it was shown and read files
 * that are not there. It is told once, and the list is marked lost, so that the prompt
 * that finds the folder again shows it in full. A launch that is simply outside the folder
 * (it still exists) is told nothing. Asked only where no workspace was found: one stat where
 * the session has no state, one small read where it has.
 */
export function memoryFolderGone(env: Record<string, string | undefined>, home: string | undefined, sessionId: string | undefined): string | undefined {
  if (!sessionId) return undefined;
  const state = stateDir(env, home);
  // most prompts outside every workspace are of sessions that were never shown a list: one stat
  if (state === undefined || !existsSync(sessionFile(state, sessionId))) return undefined;
  const told = (session: SessionState | undefined) => !session || session.lost === true || isDirectory(session.memoryRoot);
  // read unlocked first: the common prompt outside every workspace writes nothing, not even a lock
  if (told(readSessionState(state, sessionId))) return undefined;
  return underSessionLock(state, sessionId, () => {
    const session = readSessionState(state, sessionId);
    if (session === undefined || told(session) || !markListLost(state, sessionId)) return undefined;
    // the session's language, as it was shown its list, unless PROJECT_MEMORY_LANG says another now
    return `${OPEN_TAG}\n${LIST_TEXT[pickLang(session.lang, env)].folderGone(toSafePath(session.memoryRoot, NOTE_PATH_MAX))}\n${CLOSE_TAG}`;
  });
}
