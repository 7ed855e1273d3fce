import { statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import type { ForcedStateProblem } from '../model/forced-state-problem.js';
import { isOwnAndClosed } from './state-dir.js';

/**
 * What is wrong with the PROJECT_MEMORY_STATE_DIR that stateDir would not use, or undefined
 * where it is not set (or usable). Set, it is the only place looked at: "set
 * PROJECT_MEMORY_STATE_DIR" would tell its user to do what they did, and leave them to
 * find that it names a file (`/etc/passwd`) or another user's folder.
 */
export function forcedStateProblem(env: Record<string, string | undefined>): ForcedStateProblem | undefined {
  const forced = env.PROJECT_MEMORY_STATE_DIR;
  if (!forced) return undefined;
  if (!isAbsolute(forced)) return 'relative';
  if (/^\/(?:proc|sys)(?:\/|$)/.test(forced)) return 'system';
  try {
    const stat = statSync(forced, { throwIfNoEntry: false });
    if (stat === undefined) return undefined;
    if (!stat.isDirectory()) return 'not-a-folder';
    return isOwnAndClosed(stat) ? undefined : 'not-yours';
  } catch {
    // ENOTDIR (a file on the way, /etc/passwd/x) or EACCES: nothing can be made there
    return 'not-a-folder';
  }
}
