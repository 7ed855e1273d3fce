import type { EntryList } from '../index/entry-list.js';
import type { MemoryEntry } from '../index/memory-store.js';

/** What changed between the lines a session was shown and the entries now on disk. */
export interface SessionDelta {
  /** new to this session, or edited since it saw them, with the current line */
  changed: { entry: MemoryEntry; line: string }[];
  /** shown earlier and gone now: their old lines */
  removed: string[];
  /** the paths of those */
  gone: string[];
  /** shown earlier, rendered again and found the same: their generations now */
  confirmed: Record<string, number>;
}

/** The memories a diff compares against: by position, and where a path is (-1 when gone). */
export interface PresentEntries {
  list: EntryList;
  indexOf(path: string): number;
}

/**
 * Pure diff: `candidates` are the entries this prompt would show (all of them when the
 * list fits, else the relevant ones); edits and removals are found among everything the
 * session has seen, whether or not it is a candidate now. Only what the session was
 * shown is looked up, not every memory.
 */
export function diffShown(
  shown: Readonly<Record<string, string>>,
  present: PresentEntries,
  candidates: readonly MemoryEntry[],
  lineOf: (entry: MemoryEntry) => string,
  /** the generation each shown line was rendered from (see SessionState.gens); unchanged ones are not rendered again */
  shownGens?: Readonly<Record<string, number>>,
): SessionDelta {
  const edited: { at: number; entry: MemoryEntry; line: string }[] = [];
  const removed: string[] = [];
  const gone: string[] = [];
  const confirmed: Record<string, number> = {};
  const taken = new Set<string>();
  for (const [path, before] of Object.entries(shown)) {
    const at = present.indexOf(path);
    const entry = at === -1 ? undefined : present.list.at(at);
    if (!entry) {
      removed.push(before);
      gone.push(path);
      continue;
    }
    // not read this time (out of time): nothing is known to have changed, and its
    // placeholder line is no edit; the session keeps the line it was shown
    if (entry.unread) continue;
    const gen = entry.gen;
    if (gen !== undefined && shownGens?.[path] === gen) continue;
    const line = lineOf(entry);
    if (line !== before) {
      edited.push({ at, entry, line });
      taken.add(entry.path);
    } else if (gen !== undefined) confirmed[path] = gen;
  }
  // edits in list order, as the full list shows them
  const changed: SessionDelta['changed'] = edited.sort((a, b) => a.at - b.at).map(({ entry, line }) => ({ entry, line }));
  for (const entry of candidates) {
    if (shown[entry.path] === undefined && !taken.has(entry.path)) {
      changed.push({ entry, line: lineOf(entry) });
      taken.add(entry.path);
    }
  }
  return { changed, removed, gone, confirmed };
}

export function isEmptyDelta(delta: SessionDelta): boolean {
  return delta.changed.length === 0 && delta.removed.length === 0;
}
