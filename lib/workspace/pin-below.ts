import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PIN_FILE, readPin } from './pin-file.js';
import { someFolderBelow } from './subfolders.js';

/** Folders looked at before the answer is taken as yes: a walk of a large monorepo must stay short. */
const FOLDER_BUDGET = 2_000;

/**
 * Whether a pin file sits in a folder below `top` (not in `top` itself), down to `depth`
 * levels: a package pinned deep in a monorepo (`packages/group/foo`) makes the repository
 * one of several projects. Hidden folders and dependency or build output are passed over;
 * past FOLDER_BUDGET folders the walk stops and answers yes, for callers that would
 * otherwise say something a pin below would make wrong.
 */
export function pinBelow(top: string, depth = 6): boolean {
  return someFolderBelow(top, depth, (dir) => existsSync(join(dir, PIN_FILE)), FOLDER_BUDGET) !== false;
}

/**
 * The keys the pin files below `top` (not in `top` itself) name, down to `depth` levels, as
 * pinBelow walks them; undefined past FOLDER_BUDGET folders: which keys are pinned is then
 * not known.
 */
export function pinnedKeysBelow(top: string, depth = 6): Set<string> | undefined {
  const keys = new Set<string>();
  const collect = (dir: string): boolean => {
    const key = readPin(dir)?.key;
    if (key !== undefined) keys.add(key);
    return false;
  };
  return someFolderBelow(top, depth, collect, FOLDER_BUDGET) === undefined ? undefined : keys;
}
