import { join, resolve } from 'node:path';
import { adviceCommand } from '../cli/advice-command.js';
import { isWithin } from '../io/real-path.js';
import type { RunContext } from '../io/run-context.js';
import { findCheckout } from '../workspace/git-checkout.js';
import { type KeyFolder, otherCloneFolders } from '../workspace/other-clone-folders.js';
import { isPinnableKey } from '../workspace/pin-file.js';
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

/**
 * The pin a project's first memory writes: where the memory folder is inside the git
 * checkout, so the memories travel with the code, each clone would otherwise key them by
 * the folder it sits in (`api`, `api-service`), and a teammate's clone under another name
 * would neither list them nor save beside them. Only for the key named after the checkout's
 * own folder (a key named after a folder inside it is the same in every clone already),
 * where the pin offer applies (no pin, PROJECT_MEMORY_PROJECT or --project decides the
 * key; no other clone's folder likely holds the memories) and no pin file is there at all,
 * not even an unusable one.
 */
export function firstSavePin(dir: string, workspace: Workspace): PinPlan | undefined {
  const { source, projectDir } = workspace.project;
  // the root of a workspace of several projects takes no project save to pin for
  if (source === 'pin' || source === 'env' || source === 'workspace-root' || projectDir === undefined) return undefined;
  const top = findCheckout(dir)?.top;
  if (top === undefined || resolve(projectDir) !== resolve(top) || !isWithin(workspace.memoryRoot, top)) return undefined;
  // folders read last, only where the rest holds
  if (otherCloneFolders(workspace, dir).length > 0) return undefined;
  // a key no pin reads back as itself (a folder named `#notes`): the save goes ahead unpinned
  if (!isPinnableKey(workspace.project.key)) return undefined;
  const plan = planPin(dir, workspace);
  return plan.existing === undefined ? plan : undefined;
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
