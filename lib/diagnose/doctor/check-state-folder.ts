import { type Stats, statSync } from 'node:fs';
import { sessionsDir } from '../../hook/session-state.js';
import type { StateFolderFault, StateFolderFix } from '../../i18n/doctor-types.js';
import { isOwnAndClosed, isPrivateTempFolder, statePlace } from '../../io/state-dir.js';
import { couldWriteFolder } from '../../io/writable-folder.js';
import { toSafePath } from '../../render/safe-line.js';
import { shellQuote } from '../../shell-quote.js';
import { type CheckResult, type DoctorContext, warn } from './check.js';

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

const ownUid = (): number | undefined => (typeof process.getuid === 'function' ? process.getuid() : undefined);

/**
 * The state folder, when it is there but of no use to the hooks (lib/io/state-dir.ts): one
 * that is not this user's alone (a run under `sudo` made it root's) they refuse, and in one
 * they cannot write to (or in its sessions folder) they keep nothing. Either way no session
 * remembers what it was shown, and every prompt gets the full memory list again, which
 * nothing else tells. No row when the folder is fine or not made yet (the first hook run
 * makes it, unless it cannot be made there). Root may write anywhere: only the ownership
 * half shows when doctor runs as root.
 */
export function checkStateFolder(ctx: Pick<DoctorContext, 'env' | 'home'>): CheckResult | undefined {
  const place = statePlace(ctx.env, ctx.home);
  if (place === undefined) return undefined;
  const stat = statOf(place.dir);
  const unusable = (dir: string, why: StateFolderFault, how: StateFolderFix) => {
    const shown = toSafePath(dir, 4096);
    const quoted = toSafePath(shellQuote(place.dir), 4096);
    return warn(
      'state',
      (m) => m.doctor.stateFolder.unusable(shown, why),
      (m) => m.doctor.stateFolder.fix(quoted, how),
    );
  };
  // not made yet: the first hook run makes it, unless this user cannot write where it would go
  if (stat === undefined) return couldWriteFolder(place.dir) ? undefined : unusable(place.dir, 'unwritable', 'elsewhere');
  if (!stat.isDirectory()) return unusable(place.dir, 'notFolder', 'moveAside');
  // an own folder wants its mode set right; another's must be given back first
  const chmod = (owner: number): StateFolderFix => (ownUid() !== undefined && owner !== ownUid() ? 'chown' : 'chmod');
  const ours = place.temp ? isPrivateTempFolder(stat) : isOwnAndClosed(stat);
  if (!ours) return unusable(place.dir, 'notOurs', chmod(stat.uid));
  if (!couldWriteFolder(place.dir)) return unusable(place.dir, 'unwritable', chmod(stat.uid));
  // where session state is written: a `sudo` run may have made only this one root's
  const sessions = sessionsDir(place.dir);
  const inner = statOf(sessions);
  if (inner?.isDirectory() && !couldWriteFolder(sessions)) return unusable(sessions, 'unwritable', chmod(inner.uid));
  return undefined;
}
