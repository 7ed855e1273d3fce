import { join, resolve } from 'node:path';
import { isWithin } from '../io/real-path.js';
import { throughClaudeWorktree } from './claude-worktree.js';
import { findCheckout } from './git-checkout.js';
import { otherCloneFolders } from './other-clone-folders.js';
import { isPinnableKey, type PinRead, readPin } from './pin-file.js';
import { isSafeKey } from './project-key.js';
import { remoteKeyOf } from './remote-key.js';
import type { Workspace } from './resolve.js';
import { isDirectory } from './workspace.js';

/** Where a project's first save would pin its key: the checkout's top, and the key its remote names where that is another. */
interface FirstPinPlace {
  top: string;
  /** the remote's key, where it names one that differs from the folder's and can be pinned */
  named?: { key: string; remote: string };
}

/**
 * Whether a project's first memory pins its key, and where (lib/save/pin-flag.ts
 * firstSavePin, which writes it): the key named after the checkout's own folder, where no
 * pin, PROJECT_MEMORY_PROJECT or --project decides it and the memory folder is inside the
 * checkout. The key pinned is the one the repository's remote names, where there is one.
 * In a worktree Claude Code made, the checkout is the main worktree, which the launch reads
 * and saves through (claude-worktree.ts), as the pin's plan is (pin-plan.ts).
 * Asks git for the remote: for a save, and for what the hook, `key` and `list` say a first
 * save would use, only while the project has no memory folder.
 */
export function firstPinPlace(dir: string, workspace: Workspace, env: Record<string, string | undefined>): FirstPinPlace | undefined {
  const { source, projectDir, key } = workspace.project;
  // the root of a workspace of several projects takes no project save to pin for
  if (source === 'pin' || source === 'env' || source === 'workspace-root' || projectDir === undefined) return undefined;
  const top = findCheckout(throughClaudeWorktree(dir))?.top;
  if (top === undefined || resolve(projectDir) !== resolve(top) || !isWithin(workspace.memoryRoot, top)) return undefined;
  // a key no pin reads back as itself (a folder named `#notes`): the save goes ahead unpinned
  if (!isPinnableKey(key)) return undefined;
  const named = remoteKeyOf(top, env);
  const usable = named !== undefined && named.key !== key && isSafeKey(named.key) && isPinnableKey(named.key);
  return usable ? { top, named } : { top };
}

/**
 * Whether a first save pins `key` at its place, beside `existing`, the pin file there: a pin
 * of the same key is the plan already; another pin, even an unusable one, stops it (the save
 * keeps that one, or refuses); so does another clone's folder likely holding the project's
 * memories, read last, only where the rest holds. The pin before the folders: one written
 * with its memory beside it would read as another clone's folder.
 */
export function firstPinGoesAhead(key: string, existing: PinRead | undefined, workspace: Workspace, dir: string): boolean {
  if (existing !== undefined) return existing.key === key;
  return otherCloneFolders(workspace, dir).length === 0;
}

/**
 * The key a project's first save from `dir` would write under, where it is not the
 * workspace's: the remote's, which the save pins first (firstSavePin). Undefined where the
 * project has memories already, or the save keeps the folder's key (firstPinGoesAhead).
 */
export function firstSaveKey(dir: string, workspace: Workspace, env: Record<string, string | undefined>): FirstPinPlace['named'] {
  if (isDirectory(join(workspace.memoryRoot, workspace.project.key))) return undefined;
  const place = firstPinPlace(dir, workspace, env);
  if (place?.named === undefined) return undefined;
  return firstPinGoesAhead(place.named.key, readPin(place.top), workspace, dir) ? place.named : undefined;
}
