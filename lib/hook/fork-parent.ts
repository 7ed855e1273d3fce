import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readSessionState, sessionsDir, writeSessionState } from './session-state.js';

/**
 * A forked session (`claude --resume ID --fork-session`, or a branch of the conversation)
 * starts under a new id with the earlier conversation copied in, the list it was shown
 * included: Claude Code 2.1.328 runs SessionStart with `source: "fork"` and names no parent.
 * Its state is taken from the parent's, so the fork is told only what changed since, not
 * the whole list a second time. The parent is one of the sessions of this memory folder and
 * key whose transcript sits beside this one's (the sessions of this launch folder) when
 * Claude Code names a transcript; which one, nothing tells. So the fork counts as shown
 * only what every one of them was shown, the same line of the same body: a memory one of
 * them never saw is shown again rather than taken for seen. A fork whose parent kept no
 * state here (pruned, another machine) is given the full list, as before. Returns whether
 * a state was taken.
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
  const parents = sessionIds(stateDir).flatMap((id) => {
    if (id === sessionId || (beside !== undefined && !isFile(join(beside, `${id}.jsonl`)))) return [];
    const state = readSessionState(stateDir, id);
    return state && state.memoryRoot === workspace.memoryRoot && state.projectKey === workspace.projectKey ? [state] : [];
  });
  const [newest] = parents.sort((a, b) => b.updatedAtMs - a.updatedAtMs);
  if (!newest) return false;
  // a line every one of them was shown, of a body every one of them was shown
  const seenByAll = (path: string) => parents.every((p) => p.shown[path] === newest.shown[path] && p.stamps?.[path] === newest.stamps?.[path]);
  const paths = Object.keys(newest.shown).filter(seenByAll);
  const stamps = newest.stamps && Object.fromEntries(paths.flatMap((path) => (newest.stamps?.[path] === undefined ? [] : [[path, newest.stamps[path]]])));
  // the fork was shown no list of its own: its usage counts no first list
  const { first: _first, ...kept } = newest;
  return writeSessionState(stateDir, {
    ...kept,
    shown: Object.fromEntries(paths.map((path) => [path, newest.shown[path] as string])),
    ...(stamps ? { stamps } : {}),
    sessionId,
    updatedAtMs: nowMs,
  });
}

/** The ids of the sessions kept in the state folder. */
function sessionIds(stateDir: string): string[] {
  try {
    return readdirSync(sessionsDir(stateDir)).flatMap((name) => (name.startsWith('.') || !name.endsWith('.json') ? [] : [name.slice(0, -5)]));
  } catch {
    return [];
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
