import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listMemoryFileNames } from '../format/discover.js';
import { keyReadsAsOrder } from '../format/injection.js';
import { caseTwinFolder } from './case-twin-folder.js';
import { throughClaudeWorktree } from './claude-worktree.js';
import { findCheckout } from './git-checkout.js';
import { isPathSource } from './key-resolution.js';
import { isLoneRepository } from './lone-repository.js';
import { pinBelow } from './pin-below.js';
import { noteCut } from './pin-file.js';
import { folderBelowForKey, isSafeKey, keyForFolder } from './project-key.js';
import type { Workspace } from './resolve.js';
import { isDefaultSessionName } from './tmux-session.js';
import { isDirectory } from './workspace.js';

/** A project memory folder, by key, with how many memories it holds. */
export interface KeyFolder {
  key: string;
  count: number;
}

/** How many memories the folder of `key` holds. */
export function memoriesOf(workspace: Pick<Workspace, 'memoryRoot'>, key: string): number {
  return listMemoryFileNames(join(workspace.memoryRoot, key)).length;
}

/**
 * The memories of the keys `from` whose names the key `into` holds already, as `key/name.md`:
 * a `key move` into it refuses them, which is said before its command is pasted.
 */
export function namesakes(workspace: Pick<Workspace, 'memoryRoot'>, into: string, from: readonly string[]): string[] {
  const held = new Set(listMemoryFileNames(join(workspace.memoryRoot, into)));
  return from.flatMap((key) =>
    listMemoryFileNames(join(workspace.memoryRoot, key))
      .filter((name) => held.has(name))
      .map((name) => `${key}/${name}`),
  );
}

/**
 * The names in the memory root a project key can be: `_global`, dot-folders and names no key
 * can hold (a line break, a terminal escape) are no project's, and never printed.
 */
export function projectKeysIn(memoryRoot: string): string[] {
  try {
    // a folder whose name reads as an order to the model is named in no note of the list
    return readdirSync(memoryRoot).filter((key) => isSafeKey(key) && !keyReadsAsOrder(key));
  } catch {
    return [];
  }
}

/** Most memories first, then by key. */
export function mostFirst(a: KeyFolder, b: KeyFolder): number {
  return b.count - a.count || (a.key < b.key ? -1 : 1);
}

/**
 * Every project folder holding memories, most first: what `list` at the root of a
 * workspace of several projects names, since a launch there lists only `_global`.
 */
export function projectFolders(workspace: Pick<Workspace, 'memoryRoot'>): KeyFolder[] {
  return projectKeysIn(workspace.memoryRoot)
    .map((key) => ({ key, count: memoriesOf(workspace, key) }))
    .filter((f) => f.count > 0)
    .sort(mostFirst);
}

/**
 * The project folders holding memories whose keys no folder of the workspace below its
 * top is named after (tmux's numbered sessions aside: doctor's old-key row has those), most first;
 * none when any other project folder is named after a folder here: the workspace then
 * holds several projects by path, and a folder named otherwise is more likely a tmux
 * session's or a pinned subproject's than this repository's under a clone's name.
 */
function foldersNamingNoFolder(workspace: Workspace): KeyFolder[] {
  const folders: KeyFolder[] = [];
  for (const key of projectKeysIn(workspace.memoryRoot)) {
    if (key === workspace.project.key || isDefaultSessionName(key)) continue;
    if (folderBelowForKey(workspace.root, key) !== undefined) return [];
    const count = memoriesOf(workspace, key);
    if (count > 0) folders.push({ key, count });
  }
  return folders.sort(mostFirst);
}

/**
 * Where a clone's project memories most likely are when its own key has none: a
 * repository keeps `.ai-core/` at its top, its key comes from the folder a clone sits in
 * (`bob-work`), and a teammate's clone under another name (`alice-repo`) saved the
 * project's memories under that name. Without a pin each clone sees only its own.
 * The folders of keys no folder here is named after, when this launch's key is the
 * repository's own, from its path (no pin, environment or tmux chose it), its folder
 * holds no memory, and the workspace is the repository and one project (no checkout or
 * pin in the folders below its top: lone-repository.ts); else none. Read by doctor,
 * install's pin offer, `key pin`, `list` and the hook's full list.
 */
export function otherCloneFolders(workspace: Workspace, launchDir: string): KeyFolder[] {
  return isPathSource(workspace.project.source) ? foldersOfTheRepository(workspace, launchDir) : [];
}

/**
 * Where the memories of a project whose pin names an empty (or missing) folder most
 * likely are: the folder of the key pinned before, when a branch changed the pin
 * (`key pin shopfront --force`) and a merge brought the new pin without a move, or when
 * the memories were moved away from the pinned key. The same folders otherCloneFolders
 * names, for a pin at the repository's top; none where the pin's own rows say what is
 * meant (a folder in another case, a note after the key: lib/diagnose/doctor/pin-case.ts).
 * The fix is a move into the pinned key or the old key pinned back, not a pin of the
 * folder's key beside this one.
 */
function pinnedAwayFolders(workspace: Workspace, launchDir: string): KeyFolder[] {
  const { source, key } = workspace.project;
  if (source !== 'pin' || noteCut(key) !== undefined) return [];
  const folders = foldersOfTheRepository(workspace, launchDir);
  return folders.length > 0 && caseTwinFolder(workspace.memoryRoot, key) === undefined ? folders : [];
}

/**
 * The folders other than the key's holding memories, when the key belongs to the top of
 * the repository (its path, or a pin there), holds none itself, and the workspace is the
 * repository and one project; else none.
 */
function foldersOfTheRepository(workspace: Workspace, launchDir: string): KeyFolder[] {
  const { projectDir } = workspace.project;
  if (projectDir === undefined || resolve(projectDir) !== resolve(workspace.root)) return [];
  // cheapest first, as the hook asks at every session's start in an unpinned repository:
  // a listing of this key's folder, then of the memory root, and only then the folders
  // below the top
  if (memoriesOf(workspace, workspace.project.key) > 0) return [];
  const folders = foldersNamingNoFolder(workspace);
  // a repository of several projects (a checkout or a pin below its top, a pinned package
  // however deep) is no one project's clone: its folders are its packages'
  // a launch in a worktree Claude Code made reads its main worktree's (claude-worktree.ts)
  if (
    folders.length === 0 ||
    findCheckout(throughClaudeWorktree(launchDir))?.top !== workspace.root ||
    !isLoneRepository(workspace) ||
    pinBelow(workspace.root)
  )
    return [];
  return folders;
}

/**
 * Where this project's memories most likely are when its key's folder holds none: a
 * clone's under another name (otherCloneFolders) or, under a pin, the key pinned before
 * (pinnedAwayFolders); `pinned` says which, as their fixes differ. Read by doctor, `key`,
 * `list` and the hook's full list.
 */
export interface MemoriesElsewhere {
  folders: KeyFolder[];
  pinned: boolean;
}

export function memoriesElsewhere(workspace: Workspace, launchDir: string): MemoriesElsewhere {
  const pinned = workspace.project.source === 'pin';
  return { folders: pinned ? pinnedAwayFolders(workspace, launchDir) : otherCloneFolders(workspace, launchDir), pinned };
}

/** The most of these folders a list's note names: the hook's tail is never cut to fit its budget. */
export const FOLDERS_NAMED = 3;

/**
 * memoriesElsewhere for a launch whose memories are read already (`project`: the part of
 * the memory set from this project's folder): none where that folder holds any, or could
 * not be read (its memories are then unknown, not absent), with no folder read again.
 */
export function memoriesElsewhereBeside(project: { count: number; denied: string | undefined }, workspace: Workspace, launchDir: string): MemoriesElsewhere {
  return project.count > 0 || project.denied !== undefined ? { folders: [], pinned: false } : memoriesElsewhere(workspace, launchDir);
}

/**
 * Under a pin at the repository's top, the folder of the key the top's own path gives
 * (`shop/` for a clone in shop/ pinned to `storefront`) when it holds memories beside the
 * pinned key's: a save made before a teammate's pin and move was pulled, or on a branch
 * from before them, stays there, out of every list, while the pinned key has memories of
 * its own (with none, memoriesElsewhere names it). One listing of one folder: read by
 * the hook's full list. None where the pin's own rows say what is meant (a folder in
 * another case, a note after the key).
 */
export function rootKeyLeft(workspace: Workspace): KeyFolder | undefined {
  const { source, key, projectDir } = workspace.project;
  if (source !== 'pin' || projectDir === undefined || resolve(projectDir) !== resolve(workspace.root) || noteCut(key) !== undefined) return undefined;
  const own = keyForFolder(workspace.root, workspace.root);
  if (own.toLowerCase() === key.toLowerCase() || !isSafeKey(own)) return undefined;
  // a folder below the top keyed by the same name by its path (Django's mysite/mysite) is a
  // project of its own, whose memories these may be: not said to be left behind
  if (isDirectory(join(workspace.root, own))) return undefined;
  const count = memoriesOf(workspace, own);
  return count > 0 ? { key: own, count } : undefined;
}
