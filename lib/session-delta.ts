import type { MemoryEntry } from './memory-store.js';

/** What changed between the lines a session was shown and the entries now on disk. */
export interface SessionDelta {
  /** new to this session, or edited since it saw them, with the current line */
  changed: { entry: MemoryEntry; line: string }[];
  /** shown earlier and gone now: their old lines */
  removed: string[];
}

/**
 * Pure diff: `candidates` are the entries this prompt would show (all of them when the
 * list fits, else the relevant ones); edits and removals are found among everything the
 * session has seen, whether or not it is a candidate now.
 */
export function diffShown(
  shown: Readonly<Record<string, string>>,
  all: readonly MemoryEntry[],
  candidates: readonly MemoryEntry[],
  lineOf: (entry: MemoryEntry) => string,
): SessionDelta {
  const changed: SessionDelta['changed'] = [];
  const present = new Set<string>();
  const taken = new Set<string>();
  for (const entry of all) {
    present.add(entry.path);
    const before = shown[entry.path];
    if (before === undefined) continue;
    const line = lineOf(entry);
    if (line !== before) {
      changed.push({ entry, line });
      taken.add(entry.path);
    }
  }
  for (const entry of candidates) {
    if (shown[entry.path] === undefined && !taken.has(entry.path)) {
      changed.push({ entry, line: lineOf(entry) });
      taken.add(entry.path);
    }
  }
  const removed = Object.entries(shown).filter(([path]) => !present.has(path)).map(([, line]) => line);
  return { changed, removed };
}

export function isEmptyDelta(delta: SessionDelta): boolean {
  return delta.changed.length === 0 && delta.removed.length === 0;
}
