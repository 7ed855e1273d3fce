import { join } from 'node:path';
import { cliCommand } from '../../cli/advice-command.js';
import { caseTwinFolder } from '../../workspace/case-twin-folder.js';
import { memoriesOf } from '../../workspace/other-clone-folders.js';
import { isSafeKey } from '../../workspace/project-key.js';
import type { Workspace } from '../../workspace/resolve.js';
import { isDirectory } from '../../workspace/workspace.js';
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
  const noted = pinNoteRow(workspace, ctx, pin);
  if (noted) return noted;
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

/**
 * A pinned key holding a note written after it (`shop  # team key`): a pin's comments take
 * a line of their own, so the note is part of the key. Said where that key has no memory
 * folder and the key before the note has one: the memories every launch here misses.
 */
function pinNoteRow(
  workspace: Pick<Workspace, 'memoryRoot'>,
  ctx: Pick<DoctorContext, 'dir' | 'self'>,
  pin: { path: string; key: string },
): { path: string; result: CheckResult } | undefined {
  const note = /[ \t]#/.exec(pin.key);
  if (note === null) return undefined;
  const meant = pin.key.slice(0, note.index).trim();
  if (!isSafeKey(meant) || isDirectory(join(workspace.memoryRoot, pin.key)) || !isDirectory(join(workspace.memoryRoot, meant))) return undefined;
  const folder = `${join(workspace.memoryRoot, meant)}/`;
  const count = memoriesOf(workspace, meant);
  const command = cliCommand(ctx, ['key', 'pin', meant, '--force', '--dir', ctx.dir]);
  return {
    path: pin.path,
    result: warn(
      'pin',
      (m) => m.doctor.workspace.pinNote(pin.path, pin.key, folder, count),
      (m) => m.doctor.workspace.pinNoteFix(command),
    ),
  };
}
