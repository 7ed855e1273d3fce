import { type Stats, statSync } from 'node:fs';
import { sessionsDir } from '../../hook/session-state.js';
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
 * makes it). Root may write anywhere: only the ownership half shows when doctor runs as root.
 */
export function checkStateFolder(ctx: Pick<DoctorContext, 'env' | 'home'>): CheckResult | undefined {
  const place = statePlace(ctx.env, ctx.home);
  if (place === undefined) return undefined;
  const stat = statOf(place.dir);
  if (stat === undefined) return undefined;
  const ours = place.temp ? isPrivateTempFolder(stat) : stat.isDirectory() && isOwnAndClosed(stat);
  const unusable = (dir: string, notOurs: boolean, owner: number) => {
    // an own folder wants its mode set right; another's must be given back first
    const chown = ownUid() !== undefined && owner !== ownUid();
    const shown = toSafePath(dir, 4096);
    const quoted = toSafePath(shellQuote(place.dir), 4096);
    return warn(
      'state',
      (m) => m.doctor.stateFolder.unusable(shown, notOurs),
      (m) => m.doctor.stateFolder.fix(quoted, chown),
    );
  };
  if (!ours) return unusable(place.dir, true, stat.uid);
  if (!couldWriteFolder(place.dir)) return unusable(place.dir, false, stat.uid);
  // where session state is written: a `sudo` run may have made only this one root's
  const sessions = sessionsDir(place.dir);
  const inner = statOf(sessions);
  if (inner?.isDirectory() && !couldWriteFolder(sessions)) return unusable(sessions, false, inner.uid);
  return undefined;
}
