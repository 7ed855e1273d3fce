import { lstatSync, realpathSync, type Stats, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isWithin } from '../io/real-path.js';
import { isOthersEntry } from './shared-folder.js';

export const AI_CORE_DIR = '.ai-core';

/**
 * Nearest ancestor of `start` (itself included) that holds a `.ai-core/` folder: not one
 * another user made (or linked) in a folder any user may write to (shared-folder.ts), which is passed by.
 */
export function findWorkspaceRoot(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    // one lstat tells a folder and its owner: a link's own, for another user's link in /tmp
    // may lead to a folder of root's or to `.` (it then names a workspace nobody passes by)
    const core = entryOf(join(dir, AI_CORE_DIR));
    if (core?.isDirectory && !isOthersEntry(dir, core.owner)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function memoryRootOf(workspaceRoot: string): string {
  return join(workspaceRoot, AI_CORE_DIR, 'data', 'memory');
}

/** False for anything not a folder, including paths the OS refuses (too long, no access). */
export function isDirectory(path: string): boolean {
  return statOf(path)?.isDirectory() ?? false;
}

/**
 * Whether `path` is a folder (through a link), and who owns the entry itself (a link's maker):
 * one lstat, and a stat more only for a link. Undefined where there is none or the OS refuses it.
 */
export function entryOf(path: string): { isDirectory: boolean; isFile: boolean; owner: number } | undefined {
  let link: Stats | undefined;
  try {
    link = lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
  if (link === undefined) return undefined;
  const target = link.isSymbolicLink() ? statOf(path) : link;
  return { isDirectory: target?.isDirectory() ?? false, isFile: target?.isFile() ?? false, owner: link.uid };
}

/** The stat of `path`, or undefined where there is none or the OS refuses it (too long, no access). */
function statOf(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** A part of the memory folder's path that resolves outside its workspace. */
export interface LinkedOut {
  /** `.ai-core`, `.ai-core/data` or the memory root, as the workspace names it */
  path: string;
  /** where it resolves to */
  resolved: string;
}

/**
 * Whether `.ai-core`, `.ai-core/data` or the memory root of `root` is a link (or lies
 * below one) that leads out of the workspace: a cloned repository could point it at any
 * folder of the user's, and the hook would list what is there and save would write
 * there. Such a workspace is treated as none. A link that stays inside the workspace is
 * a layout choice and is followed. realpath(3) per part: microseconds on every prompt.
 */
export function memoryRootLinkedOut(root: string): LinkedOut | undefined {
  let realRoot: string;
  try {
    realRoot = realpathSync.native(root);
  } catch {
    return undefined;
  }
  for (const path of [join(root, AI_CORE_DIR), join(root, AI_CORE_DIR, 'data'), memoryRootOf(root)]) {
    let real: string;
    try {
      real = realpathSync.native(path);
    } catch {
      return undefined; // not there (yet): nothing further to follow
    }
    if (!isWithin(real, realRoot)) return { path, resolved: real };
  }
  return undefined;
}
