import { isAbsolute } from 'node:path';
import { nodeScriptOf } from '../../settings/command-script.js';
import { type CheckResult, type DoctorContext, warn } from './check.js';
import { shown } from './check-hook-runs.js';
import type { LookAlike } from './registrations.js';

/** Why a command that names one of our hook files is still not ours (lib/settings/our-commands.ts has the rule). */
function whyNotOurs(command: string, env: Record<string, string | undefined>): string {
  const script = nodeScriptOf(command, env);
  if (script === undefined) return 'it is not one plain `node <file>` command: /bin/sh would run more than that';
  if (!isAbsolute(script)) return `${shown(script)} is a relative path`;
  return `${shown(script)} is not one of project-memory's hook files inside a folder whose .claude-plugin/plugin.json names project-memory, and install never wrote it here`;
}

/**
 * A settings hook that looks like ours (it names one of our hook files) but is not: a
 * cloned repository may plant one to be run by whoever checks it. doctor neither counts
 * nor runs it, and says so.
 */
export function checkLookAlikes(lookAlikes: readonly LookAlike[], ctx: DoctorContext): CheckResult[] {
  return lookAlikes.map((l) =>
    warn(
      `look-alike:${l.via}`,
      `not run: ${shown(l.command)} in ${l.source} names a project-memory hook file, but is not project-memory's (${whyNotOurs(l.command, ctx.env)}), so doctor neither counts nor runs it`,
      `if it should be project-memory's hook, remove it from ${l.source} and run \`project-memory install${l.via === 'user' ? '' : ` --scope ${l.via}`}\`; if another tool put it there, leave it`,
    ),
  );
}
