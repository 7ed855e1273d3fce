import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { adviceCommand } from '../cli/advice-command.js';
import { fnv1aHex } from '../fnv1a.js';
import { listMemoryFileNames } from '../format/discover.js';
import type { CliMessages } from '../i18n/types.js';
import { safeUnlink } from '../io/atomic-write.js';
import { LockBusyError, withFileLock } from '../io/file-lock.js';
import { isWithin } from '../io/real-path.js';
import type { RunContext } from '../io/run-context.js';
import { findCheckout } from '../workspace/git-checkout.js';
import { type KeyFolder, otherCloneFolders } from '../workspace/other-clone-folders.js';
import { isPinnableKey } from '../workspace/pin-file.js';
import { isSafeKey } from '../workspace/project-key.js';
import { remoteKeyOf } from '../workspace/remote-key.js';
import type { Workspace } from '../workspace/resolve.js';
import { isDirectory } from '../workspace/workspace.js';
import { type PinPlan, planPin, refuseOtherClonePin, refusePinConflict, writePin } from './pin-plan.js';

export const PIN_OPTION = { pin: { type: 'boolean' } } as const;
/** save's and import's way to keep a first project memory from pinning its key (firstSavePin) */
export const NO_PIN_OPTION = { 'no-pin': { type: 'boolean' } } as const;

/**
 * `--pin` on install and save: the pin for the key in use, refused before anything is
 * written when the file there, or a folder above's, pins another key, as `key pin` refuses
 * it (`key pin KEY --force` changes a pin; a subfolder's own pin gives it a key of its own).
 */
export function checkedPinPlan(dir: string, workspace: Workspace, instead?: string[]): PinPlan {
  refuseOtherClonePin(dir, workspace, instead);
  const plan = planPin(dir, workspace);
  refusePinConflict(plan, true);
  return plan;
}

interface PinOffer {
  command: string;
  /** folders a clone under another name most likely saved this project's memories into: the command pins the first */
  elsewhere: KeyFolder[];
}

/**
 * The command that pins the key, offered (never run: no prompt, no hook writes it) where
 * it helps: in a git checkout, so clones and worktrees exist, when neither a pin nor
 * PROJECT_MEMORY_PROJECT / --project decides the key. Where another clone's folder most
 * likely holds the project's memories, the key offered is that folder's.
 */
export function pinOffer(dir: string, workspace: Workspace, ctx: Pick<RunContext, 'self'>): PinOffer | undefined {
  const source = workspace.project.source;
  if (source === 'pin' || source === 'env' || !findCheckout(dir)) return undefined;
  const elsewhere = otherCloneFolders(workspace, dir);
  const key = elsewhere[0]?.key;
  // no pin can hold a key starting with # (a folder named `#notes`): none is offered
  if (!isPinnableKey(key ?? workspace.project.key)) return undefined;
  return { command: adviceCommand(ctx, ['key', 'pin', ...(key === undefined ? [] : [key]), '--dir', dir]), elsewhere };
}

/** The pin a first save writes: `named`, where its key is the one the repository's remote gives, not the folder's. */
type FirstPin = PinPlan & { named?: { remote: string; folderKey: string } };

/**
 * The pin a project's first memory writes: where the memory folder is inside the git
 * checkout, so the memories travel with the code, each clone would otherwise key them by
 * the folder it sits in (`api`, `api-service`), and a teammate's clone under another name
 * would neither list them nor save beside them. Only for the key named after the checkout's
 * own folder (a key named after a folder inside it is the same in every clone already),
 * where the pin offer applies (no pin, PROJECT_MEMORY_PROJECT or --project decides the
 * key; no other clone's folder likely holds the memories) and no pin file is there at all,
 * not even an unusable one.
 *
 * The key pinned is the repository's name as its remote gives it (remote-key.ts), which
 * every clone shares: two clones under other folder names that each save a first memory
 * before pulling then pin the same key, and their pins merge, where the folders' names
 * made a pin conflict and two folders of memories. The folder's own key is kept where the
 * remote names none. A pin of the same key there already (another save, run at the same
 * moment, pinned it first) is the plan, `same`: nothing to write, and the memory goes under
 * it, not under the folder's key this save resolved before that pin was there.
 */
export function firstSavePin(dir: string, workspace: Workspace, env: Record<string, string | undefined>): FirstPin | undefined {
  const { source, projectDir, key } = workspace.project;
  // the root of a workspace of several projects takes no project save to pin for
  if (source === 'pin' || source === 'env' || source === 'workspace-root' || projectDir === undefined) return undefined;
  const top = findCheckout(dir)?.top;
  if (top === undefined || resolve(projectDir) !== resolve(top) || !isWithin(workspace.memoryRoot, top)) return undefined;
  // a key no pin reads back as itself (a folder named `#notes`): the save goes ahead unpinned
  if (!isPinnableKey(key)) return undefined;
  const named = remoteKeyOf(top, env);
  const remote = named !== undefined && named.key !== key && isSafeKey(named.key) && isPinnableKey(named.key) ? named : undefined;
  const plan = planPin(dir, workspace, remote?.key ?? key);
  const first = remote === undefined ? plan : { ...plan, named: { remote: remote.remote, folderKey: key } };
  // the pin before the folders: one a save running at once wrote, with its memory beside it,
  // would read as another clone's folder
  if (plan.existing !== undefined) return plan.same ? first : undefined;
  // folders read last, only where the rest holds
  if (otherCloneFolders(workspace, dir).length === 0) return first;
  // a save running at once may have pinned the key and saved beside it between the two looks
  // (its pin is written before its memory): its folder is then no other clone's, and the
  // memory goes beside it, not under the folder's key (seen in parallel first saves)
  const again = planPin(dir, workspace, plan.key);
  return again.existing !== undefined && again.same ? { ...first, ...again } : undefined;
}

/** A memory of `scope` would be the project's first: its folder is not there yet. */
export function isFirstOfProject(workspace: Workspace, scope: 'global' | 'project'): boolean {
  return scope === 'project' && !isDirectory(join(workspace.memoryRoot, workspace.project.key));
}

/** Writes a pin no one asked for; false when it cannot be written (a read-only checkout, say). */
export function tryWritePin(plan: PinPlan): boolean {
  try {
    writePin(plan, false);
    return true;
  } catch {
    return false;
  }
}

/**
 * A first pin written before its save, as a key the remote names must be (the memory goes
 * under it), where another save running at once has not written it already: `key`, the key
 * the memory goes under, and `written`, whether this save wrote the pin. A pin that cannot
 * be written leaves the folder's key, unpinned, as any save whose pin failed.
 */
export function pinBeforeSave(plan: FirstPin | undefined, folderKey: string): { key: string; written: boolean } {
  if (plan?.named === undefined) return { key: folderKey, written: false };
  if (plan.same) return { key: plan.key, written: false };
  return tryWritePin(plan) ? { key: plan.key, written: true } : { key: folderKey, written: false };
}

/**
 * Runs a save (or import) whose pin was written before it: one refused, or stopped before it
 * wrote a memory under the pinned key, takes that pin back, so nothing is left of it, as of
 * any refused save. Once a memory is under the key, the pin stays: it is what lists it.
 */
export function withPinUndone<T>(plan: PinPlan | undefined, written: boolean, memoryFolder: string, state: string | undefined, save: () => T): T {
  try {
    return save();
  } catch (error) {
    if (written && plan !== undefined) aloneWithPin(plan.path, memoryFolder, state, () => !holdsMemory(memoryFolder) && safeUnlink(plan.path));
    throw error;
  }
}

/**
 * After a save under a key the remote names: its pin, where another save running at once
 * and refused took it back before this one's memory was there (withPinUndone), is written
 * again. Without it the memory would be saved under a key nothing lists.
 */
export function keepFirstPin(plan: FirstPin | undefined, key: string, memoryFolder: string, state: string | undefined): void {
  // written whatever the plan found there: a save that found the pin (`same`) writes nothing
  // else, and it is that pin another, refused, save took back
  const again = plan && { ...plan, existing: undefined, same: false };
  if (again?.named !== undefined && again.key === key) aloneWithPin(again.path, memoryFolder, state, () => !existsSync(again.path) && tryWritePin(again));
}

/**
 * Runs a refused save's look-then-unlink of the pin, or a saved one's look-then-write, one at a
 * time: unlocked, a refused save found no memory, a save beside it wrote one and found the pin
 * still there, and the unlink then took the pin that listed that memory (seen in parallel first
 * saves). The lock, one per pin, is in this user's state folder (parallel saves are one
 * user's): the memory root, where it was first, may not be there yet when a refused save
 * looks, and made by the other save the moment after, which left that look unlocked (seen
 * again in CI). Without a state folder it is in the memory root, named as its .gitignore
 * ignores, where there is one; a lock that cannot be had leaves it as before.
 */
function aloneWithPin(pin: string, memoryFolder: string, state: string | undefined, run: () => unknown): void {
  const root = dirname(memoryFolder);
  const lock =
    state !== undefined ? join(state, 'locks', `first-pin-${fnv1aHex(resolve(pin))}.lock`) : existsSync(root) ? join(root, '.first-pin.lock.tmp') : undefined;
  if (lock === undefined) {
    run();
    return;
  }
  try {
    mkdirSync(dirname(lock), { recursive: true, mode: 0o700 });
  } catch {
    run();
    return;
  }
  try {
    withFileLock(lock, run);
  } catch (error) {
    if (!(error instanceof LockBusyError)) throw error;
    run();
  }
}

/** Whether `folder` holds a memory file: a pin written first stays once one is under its key. */
export function holdsMemory(folder: string): boolean {
  return listMemoryFileNames(folder).length > 0;
}

/** What save and import say of the pin a first memory wrote, and where its key comes from a remote, which. */
export function firstPinnedText(msg: CliMessages, plan: FirstPin, by: 'save' | 'import'): string {
  return plan.named === undefined
    ? msg.save.firstPinned(plan.key, plan.path, by)
    : msg.save.firstPinnedRemote(plan.key, plan.named.remote, plan.named.folderKey, plan.path, by);
}
