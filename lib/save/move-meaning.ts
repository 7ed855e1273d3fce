import { basename, join } from 'node:path';
import { GLOBAL_KEY } from '../model/memory.js';
import { hiddenAmong, type Listed } from './hidden-among.js';
import { readFolderMemories } from './plan-save.js';

/** What a key move changes in the list of the key it moves to: each memory by its path once moved. */
interface ListChanges {
  /** shown before (in the list of the key it was under), left out after: with the names of the memories whose supersedes hide it */
  hidden: { path: string; by: string[] }[];
  /** left out before, shown after: a supersedes that hid it now names a memory moved in */
  shown: string[];
}

/**
 * What moving `fromKey`'s memories into `toKey` changes in `toKey`'s list, as `rename` refuses
 * a change of what a `supersedes` names: a memory moved in is hidden by a supersedes there
 * that named a global memory of its name, which shows again. Read before the move; none where
 * either key is the global folder.
 */
export function listChangesOfMove(memoryRoot: string, fromKey: string, toKey: string, cacheDir?: string): ListChanges {
  if (fromKey === GLOBAL_KEY || toKey === GLOBAL_KEY) return { hidden: [], shown: [] };
  const read = (folder: string, scope: Listed['scope']): Listed[] => readFolderMemories(memoryRoot, folder, cacheDir).map((memory) => ({ ...memory, scope }));
  const global = read(GLOBAL_KEY, 'global');
  const there = read(toKey, 'project');
  const moving = read(fromKey, 'project');
  const movedTo = (memory: Listed): Listed => ({ ...memory, path: join(memoryRoot, toKey, basename(memory.path)) });
  const hiddenPaths = (memories: Listed[]) => new Map([...hiddenAmong(memories)].map(([memory, by]) => [memory.path, by.map((b) => b.name)]));
  const moved = moving.map(movedTo);
  const movedPaths = new Set(moved.map((memory) => memory.path));
  // a memory moved in was shown or hidden in the list of the key it was under; the others in this one's
  const atHome = hiddenPaths([...global, ...moved]);
  const before = hiddenPaths([...global, ...there]);
  const after = hiddenPaths([...global, ...there, ...moved]);
  const hidden = [...after]
    .filter(([path, by]) => {
      if (movedPaths.has(path)) return !atHome.has(path);
      if (before.has(path)) return false;
      // a global memory the moved ones hid already where they were, moved to a key with no
      // memories of its own (a rename of the key): hidden as it was for whoever lists them
      const home = atHome.get(path);
      return there.length > 0 || home === undefined || !by.every((name) => home.includes(name));
    })
    .map(([path, by]) => ({ path, by }));
  const shown = [...before.keys()].filter((path) => !after.has(path));
  return { hidden, shown };
}
