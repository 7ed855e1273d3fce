import { cliCommand } from '../../cli/advice-command.js';
import { pinCommitted } from '../../save/share-steps.js';
import { FOLDERS_NAMED, namesakes } from '../../workspace/other-clone-folders.js';
import type { Workspace } from '../../workspace/resolve.js';
import { joiningArgs, joiningPlan, splitCloneFolders } from '../../workspace/split-clone-folders.js';
import { type CheckResult, type DoctorContext, warn } from './check.js';

/**
 * Clones of this repository under other folder names, each listing only its own key's
 * memories (split-clone-folders.ts): a warning naming the folders, with the pin and the
 * moves that bring them under one key. Every command names its keys, so each works as
 * printed, in any order.
 */
export function splitClonesRow(workspace: Workspace, ctx: DoctorContext): CheckResult | undefined {
  const split = splitCloneFolders(workspace, ctx.dir);
  if (split === undefined) return undefined;
  const folders = split.folders.slice(0, FOLDERS_NAMED);
  const plan = joiningPlan({ ...split, folders }, workspace.project.source === 'pin', pinCommitted(workspace, ctx.env));
  const commands = joiningArgs(plan, ctx.dir).map((args) => cliCommand(ctx, args));
  const clashes = namesakes(workspace, plan.key, plan.moves);
  return warn(
    'split-clones',
    (m) => m.doctor.workspace.splitClones(split.own.key, split.own.count, folders),
    (m) => m.doctor.workspace.splitClonesFix(plan.key, commands, clashes),
  );
}
