import { laterKeys } from '../../workspace/pin-file.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, warn } from './check.js';
import { pinChoices, sayChoices } from './pin-choices.js';

/**
 * A usable pin with keys on later lines, which every reader passes over (laterKeys): most
 * often a merge both sides of which changed the pin, settled by keeping both lines. The
 * first key is used, and the memories under the others are listed by no clone, without a
 * word. A warning naming them, with a pin of each key (the later lines dropped) and the
 * moves that keep the rest listed, as for a pin git left in conflict.
 */
export function pinLaterRow(
  workspace: Workspace,
  ctx: Pick<DoctorContext, 'dir' | 'self'>,
  pin: { path: string; key: string },
): { path: string; result: CheckResult } | undefined {
  const later = laterKeys(pin.path);
  if (later.length === 0) return undefined;
  const choices = pinChoices(workspace, ctx, [pin.key, ...later]);
  return {
    path: pin.path,
    result: warn(
      'pin',
      (m) => m.doctor.workspace.pinLater(pin.path, pin.key, later),
      (m) => m.doctor.workspace.pinLaterFix(sayChoices(choices)(m)),
    ),
  };
}
