import { join } from 'node:path';
import { cliCommand } from '../../cli/advice-command.js';
import { caseTwinFolder } from '../../workspace/case-twin-folder.js';
import { memoriesOf } from '../../workspace/other-clone-folders.js';
import { noteCut } from '../../workspace/pin-file.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, warn } from './check.js';

/**
 * A usable pin whose key has no memory folder while another, most likely meant, holds the
 * memories: the key before a note written after it (noteCut), or one differing from it in
 * case alone (`Shop` pinned, the memories in `shop/`). A warning naming that folder, with
 * the pin of its key as the fix. Not a move into a folder named after the pin: on a file
 * system that ignores case both names are one folder, and the memories are most likely
 * the team's, saved before the pin was typed by hand.
 */
export function pinCaseRow(
  workspace: Pick<Workspace, 'memoryRoot'>,
  ctx: Pick<DoctorContext, 'dir' | 'self'>,
  pin: { path: string; key: string },
): { path: string; result: CheckResult } | undefined {
  const meant = noteCut(pin.key);
  if (meant !== undefined) return folderRow(workspace, ctx, pin, meant, 'note');
  const twin = caseTwinFolder(workspace.memoryRoot, pin.key);
  return twin === undefined ? undefined : folderRow(workspace, ctx, pin, twin, 'case');
}

/** The pin's warning: `key`'s folder holds the memories the pinned key misses, and its pin is the fix. */
function folderRow(
  workspace: Pick<Workspace, 'memoryRoot'>,
  ctx: Pick<DoctorContext, 'dir' | 'self'>,
  pin: { path: string; key: string },
  key: string,
  why: 'case' | 'note',
): { path: string; result: CheckResult } {
  const folder = `${join(workspace.memoryRoot, key)}/`;
  const count = memoriesOf(workspace, key);
  const command = cliCommand(ctx, ['key', 'pin', key, '--force', '--dir', ctx.dir]);
  return {
    path: pin.path,
    result: warn(
      'pin',
      (m) => (why === 'case' ? m.doctor.workspace.pinCase : m.doctor.workspace.pinNote)(pin.path, pin.key, folder, count),
      (m) => (why === 'case' ? m.doctor.workspace.pinCaseFix : m.doctor.workspace.pinNoteFix)(command),
    ),
  };
}
