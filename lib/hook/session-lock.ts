import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { withFileLock } from '../io/file-lock.js';
import { sessionFile } from './session-state.js';

/**
 * A hook registered twice (the plugin and `install`, or two installs) runs twice on one
 * prompt, at the same moment, with the same session. Each reads what the session was
 * shown, and without a lock both could find nothing yet and both print the full list: of
 * 200 such pairs, 32 did (16%), and so did 2 of 10 first prompts in Claude Code 2.1.328.
 * Under the lock the second reads what the first recorded and adds only what is still
 * new, which is nothing. SessionStart after /compact or /clear shows the full list
 * whatever was shown before, so there both runs still print it.
 */
const WAIT_MS = 3_000;
/** No hook holds it longer: Claude Code stops a hook after 10 s. */
const STALE_MS = 10_000;

/**
 * Runs `run` (read the session's state, decide, record) while no other hook run does so
 * for the same session. Uncontended it costs a file created and removed (0.05 ms; the
 * lock is not fsynced, which took 4 to 8 ms on a busy disk). A lock that
 * cannot be had (no state folder, one that cannot be written, a holder past the wait)
 * runs `run` unguarded: the list is worth more than the tokens it may repeat.
 */
export function underSessionLock<T>(stateDir: string | undefined, sessionId: string, run: () => T): T {
  if (stateDir === undefined) return run();
  let entered = false;
  try {
    const lock = sessionFile(stateDir, sessionId, '.lock');
    mkdirSync(dirname(lock), { recursive: true, mode: 0o700 });
    return withFileLock(
      lock,
      () => {
        entered = true;
        return run();
      },
      // a folder where the lock goes would cost every prompt of the session the whole wait
      { waitMs: WAIT_MS, staleMs: STALE_MS, notAFile: 'give-up' },
    );
  } catch (error) {
    if (entered) throw error;
    return run();
  }
}
