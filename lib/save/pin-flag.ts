import { join, resolve } from 'node:path';
import { adviceCommand } from '../cli/advice-command.js';
import { listMemoryFileNames } from '../format/discover.js';
import type { CliMessages } from '../i18n/types.js';
import { safeUnlink } from '../io/atomic-write.js';
import type { KeepLock } from '../io/file-lock.js';
import type { RunContext } from '../io/run-context.js';
import { firstPinGoesAhead, firstPinPlace } from '../workspace/first-save-key.js';
import { findCheckout } from '../workspace/git-checkout.js';
import { type KeyFolder, otherCloneFolders } from '../workspace/other-clone-folders.js';
import { isPinnableKey } from '../workspace/pin-file.js';
import type { Workspace } from '../workspace/resolve.js';
import { isDirectory } from '../workspace/workspace.js';
import { type PinPlan, planPin, refuseOtherClonePin, refusePinConflict, writePin } from './pin-plan.js';
import { withSaveLock } from './save-memory.js';

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
 * remote names none. A pin of the same key there already is the plan, `same`: nothing to
 * write, and the memory goes under it (a save resolves its workspace again under firstSave's
 * lock, and then finds such a pin as its key's source; doctor and `key` shown, which take
 * no lock, may find it here, where `key pin` and `install --pin` write theirs under it).
 */
export function firstSavePin(dir: string, workspace: Workspace, env: Record<string, string | undefined>): FirstPin | undefined {
  const place = firstPinPlace(dir, workspace, env);
  if (place === undefined) return undefined;
  const { key } = workspace.project;
  const plan = planPin(dir, workspace, place.named?.key ?? key);
  const first = place.named === undefined ? plan : { ...plan, named: { remote: place.named.remote, folderKey: key } };
  return firstPinGoesAhead(plan.key, plan.existing, workspace, dir) ? first : undefined;
}

/** A memory of `scope` would be the project's first: its folder is not there yet. */
export function isFirstOfProject(workspace: Workspace, scope: 'global' | 'project'): boolean {
  return scope === 'project' && !isDirectory(join(workspace.memoryRoot, workspace.project.key));
}

/** Writes a pin no one asked for; false when it cannot be written (a read-only checkout, say). */
function tryWritePin(plan: PinPlan): boolean {
  try {
    writePin(plan, false);
    return true;
  } catch {
    return false;
  }
}

interface FirstSave<T> {
  result: T;
  /** the key the memories went under: the one a first pin names where it was written before the save, else the workspace's as resolved under the lock */
  key: string;
  /** the workspace as resolved under the lock, which the save went by */
  workspace: Workspace;
  /** the pin planned: asked for (`--pin`), or the one a first memory writes */
  pin: FirstPin | undefined;
  /** whether this save wrote it */
  written: boolean;
}

/** How a first save pins its key: as asked with `--pin`, as a first memory does, or not at all (`--no-pin`). */
type FirstPinMode = 'asked' | 'first' | 'none';

/**
 * A project's first save (or import): the workspace resolved, the pin planned and written, the
 * memories saved, and the pin kept or taken back, one save at a time. A model's parallel calls
 * make several first saves at once, some refused (a secret), which take back a pin they wrote
 * first. With each step locked on its own, a refused save took back the pin that listed
 * another's memory, a save took the folder another had just made for another clone's, and a
 * save whose key came from a pin that was then taken back put its memory under a key nothing
 * listed (CI and stress runs found all three). So the key is resolved again under the lock
 * (`resolve`): the one resolved before may come from a pin no longer there, and `--pin` and
 * `--no-pin` saves take the lock too. The lock, one per memory folder, is a save's
 * (withSaveLock: in the state folder, else this user's temp folder); one held past its wait
 * refuses the save, as a save's own lock does.
 *
 * A key the remote names is pinned before the save, for the memories go under it; any other
 * pin after it. A save that fails, or makes no memory (`made`), takes back a pin it wrote
 * first while no memory is under its key. `save` gets the lock's `keep`: an import of
 * hundreds of memories calls it as it goes, or a first save waiting past the lock's 60 s
 * would take it for a dead holder's and run beside it.
 */
export function firstSave<T>(
  dir: string,
  memoryRoot: string,
  ctx: { env: Record<string, string | undefined>; state: string | undefined; resolve: () => Workspace },
  mode: FirstPinMode,
  save: (key: string, workspace: Workspace, keep: KeepLock) => T,
  made: (result: T) => boolean,
): FirstSave<T> {
  return withFirstSaveLock(ctx.state, memoryRoot, (keep) => {
    const workspace = ctx.resolve();
    // a save that ran before this one took the lock may have made the project's folder
    const first = isFirstOfProject(workspace, 'project');
    const pin: FirstPin | undefined =
      mode === 'asked' ? checkedPinPlan(dir, workspace) : mode === 'first' && first ? firstSavePin(dir, workspace, ctx.env) : undefined;
    const before = mode === 'first' && pin?.named !== undefined && !pin.same && tryWritePin(pin);
    const key = pin?.named !== undefined && (pin.same || before) ? pin.key : workspace.project.key;
    const takeBack = () => before && !holdsMemory(join(workspace.memoryRoot, key)) && safeUnlink(pin.path);
    let result: T;
    try {
      result = save(key, workspace, keep);
    } catch (error) {
      takeBack();
      throw error;
    }
    if (!made(result)) {
      takeBack();
      return { result, key, workspace, pin, written: false };
    }
    if (pin === undefined || pin.same) return { result, key, workspace, pin, written: false };
    // asked for: a pin that cannot be written is the save's error; a first memory's leaves it unpinned
    if (mode === 'asked') writePin(pin, false);
    const written = mode === 'asked' || (pin.named === undefined ? tryWritePin(pin) : before);
    return { result, key, workspace, pin, written };
  });
}

/** The lock a memory folder's first saves take turns under (firstSave), for what else writes a pin (`key pin`, `install --pin`). */
export function withFirstSaveLock<T>(state: string | undefined, memoryRoot: string, run: (keep: KeepLock) => T): T {
  return withSaveLock(state, resolve(memoryRoot), run);
}

/** Whether `folder` holds a memory file: a pin written first stays once one is under its key. */
function holdsMemory(folder: string): boolean {
  return listMemoryFileNames(folder).length > 0;
}

/** What save and import say of the pin a first memory wrote, and where its key comes from a remote, which. */
export function firstPinnedText(msg: CliMessages, plan: FirstPin, by: 'save' | 'import'): string {
  return plan.named === undefined
    ? msg.save.firstPinned(plan.key, plan.path, by)
    : msg.save.firstPinnedRemote(plan.key, plan.named.remote, plan.named.folderKey, plan.path, by);
}
