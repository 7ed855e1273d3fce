import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import type { Say } from '../../cli/errors.js';
import { nodeScriptOf } from '../../settings/command-script.js';
import { installAdvice } from '../../settings/install-advice.js';
import { type CheckResult, type DoctorContext, warn } from './check.js';
import { shown } from './check-hook-runs.js';
import type { LookAlike } from './registrations.js';

/** Why a command that names one of our hook files is still not ours (lib/settings/our-commands.ts has the rule). */
function whyNotOurs(command: string, env: Record<string, string | undefined>): Say {
  const script = nodeScriptOf(command, env);
  if (script === undefined) return (m) => m.doctor.lookAlike.notPlain;
  if (!isAbsolute(script)) return (m) => m.doctor.lookAlike.relative(shown(script));
  if (!existsSync(script)) return (m) => m.doctor.lookAlike.notHere(shown(script));
  return (m) => m.doctor.lookAlike.notOurFile(shown(script));
}

/**
 * A settings hook that looks like ours (it names one of our hook files) but is not: a
 * cloned repository may plant one to be run by whoever checks it. doctor neither counts
 * nor runs it, and says so.
 */
export function checkLookAlikes(lookAlikes: readonly LookAlike[], ctx: DoctorContext): CheckResult[] {
  return lookAlikes.map((l) => {
    const why = whyNotOurs(l.command, ctx.env);
    // a project settings file is committed: the install that fits it is the user's, not one
    // writing this machine's path where a teammate's was
    const committed = l.via === 'project';
    const install = installAdvice(ctx, committed ? { dir: ctx.dir } : { scope: l.via, dir: ctx.dir });
    return warn(
      `look-alike:${l.via}`,
      (m) => m.doctor.lookAlike.notRun(shown(l.command), l.source, why(m)),
      (m) => (committed ? m.doctor.lookAlike.fixCommitted(l.source, install) : m.doctor.lookAlike.fix(l.source, install)),
    );
  });
}
