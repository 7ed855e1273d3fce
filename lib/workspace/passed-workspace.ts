import { dirname, join, resolve } from 'node:path';
import { isOthersEntry } from './shared-folder.js';
import { AI_CORE_DIR, entryOf } from './workspace.js';

/**
 * The nearest `.ai-core` at or above `start` that findWorkspaceRoot passes by: another user's, in a
 * folder every user may write to. For doctor, which otherwise reports no workspace where one is in
 * plain sight; not on a prompt's path.
 */
export function passedWorkspace(start: string): { path: string; owner: number } | undefined {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const path = join(dir, AI_CORE_DIR);
    const entry = entryOf(path);
    if (entry?.isDirectory && isOthersEntry(dir, entry.owner)) return { path, owner: entry.owner };
    if (dirname(dir) === dir) return undefined;
  }
}
