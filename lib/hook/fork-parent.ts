import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readSessionState, sessionsDir, writeSessionState } from './session-state.js';

/**
 * A forked session (`claude --resume ID --fork-session`, or a branch of the conversation)
 * starts under a new id with the earlier conversation copied in, the list it was shown
 * included: Claude Code 2.1.328 runs SessionStart with `source: "fork"` and names no parent.
 * Its state is taken from the parent's, so the fork is told only what changed since, not
 * the whole list a second time. The parent is the session of this memory folder and key
 * whose state was written last, among those whose transcript sits beside this one's (the
 * sessions of this launch folder) when Claude Code names a transcript. A fork whose parent
 * kept no state here (pruned, another machine) is given the full list, as before.
 * Returns whether a parent's state was taken.
 */
export function adoptForkParent(
  stateDir: string | undefined,
  sessionId: string,
  workspace: { memoryRoot: string; projectKey: string },
  transcriptPath: unknown,
  nowMs: number,
): boolean {
  if (stateDir === undefined || readSessionState(stateDir, sessionId) !== undefined) return false;
  const beside = typeof transcriptPath === 'string' && transcriptPath !== '' ? dirname(transcriptPath) : undefined;
  for (const id of sessionsNewestFirst(stateDir)) {
    if (id === sessionId) continue;
    const state = readSessionState(stateDir, id);
    if (!state || state.memoryRoot !== workspace.memoryRoot || state.projectKey !== workspace.projectKey) continue;
    if (beside !== undefined && !isFile(join(beside, `${id}.jsonl`))) continue;
    // the fork was shown no list of its own: its usage counts no first list
    const { first: _first, ...shown } = state;
    return writeSessionState(stateDir, { ...shown, sessionId, updatedAtMs: nowMs });
  }
  return false;
}

/** The ids of the sessions kept in the state folder, the one written last first. */
function sessionsNewestFirst(stateDir: string): string[] {
  const folder = sessionsDir(stateDir);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const dated: [string, number][] = [];
  for (const name of names) {
    if (name.startsWith('.') || !name.endsWith('.json')) continue;
    try {
      dated.push([name.slice(0, -5), statSync(join(folder, name)).mtimeMs]);
    } catch {
      // removed meanwhile
    }
  }
  return dated.sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
