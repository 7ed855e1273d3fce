import { join } from 'node:path';
import { cliCommand } from '../../cli/advice-command.js';
import { caseTwinFolder } from '../../workspace/case-twin-folder.js';
import { memoriesOf } from '../../workspace/other-clone-folders.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, warn } from './check.js';

/**
 * A usable pin whose key has no memory folder while one differs from it in case alone
 * (`Shop` pinned, the memories in `shop/`): a warning naming that folder, with the pin of
 * its spelling as the fix. Not a move into a folder named after the pin: on a file system
 * that ignores case both names are one folder, and the memories are most likely the
 * team's, saved before the pin was typed by hand.
 */
export function pinCaseRow(
  workspace: Pick<Workspace, 'memoryRoot'>,
  ctx: Pick<DoctorContext, 'dir' | 'self'>,
  pin: { path: string; key: string },
): { path: string; result: CheckResult } | undefined {
  const twin = caseTwinFolder(workspace.memoryRoot, pin.key);
  if (twin === undefined) return undefined;
  const folder = `${join(workspace.memoryRoot, twin)}/`;
  const count = memoriesOf(workspace, twin);
  const command = cliCommand(ctx, ['key', 'pin', twin, '--force', '--dir', ctx.dir]);
  return {
    path: pin.path,
    result: warn(
      'pin',
      (m) => m.doctor.workspace.pinCase(pin.path, pin.key, folder, count),
      (m) => m.doctor.workspace.pinCaseFix(command),
    ),
  };
}
