import type { CliMessages } from '../../i18n/types.js';
import { pluginRoot, pluginRootOfHook } from '../../io/package-paths.js';
import { realPathOf } from '../../io/real-path.js';
import type { Client } from '../../model/clients.js';
import { nodeCommandOf } from '../../settings/command-script.js';
import { installAdvice, uninstallAdvice } from '../../settings/install-advice.js';
import { packageSource } from '../../settings/package-source.js';
import type { SettingsScope } from '../../settings/settings-file.js';
import { type CheckResult, type DoctorContext, warn } from './check.js';
import type { Registration } from './registrations.js';

const real = (path: string): string => realPathOf(path) ?? path;

/**
 * Do the hooks an install registered run this copy of project-memory? After an upgrade in
 * another place (a new npm prefix, another Node under nvm) they went on running the old
 * copy, and handing Claude its save command, while every row of this copy's doctor said
 * ok. Plugin hooks run Claude Code's own copy of the plugin, and so does a doctor run from
 * that copy: neither is compared. No row where they agree.
 */
export function checkHookCopy(registrations: readonly Registration[], ctx: DoctorContext, client: Client = 'claude'): CheckResult | undefined {
  const here = pluginRoot();
  if (packageSource(here, ctx.env, ctx.home).kind === 'plugin') return undefined;
  const others = new Map<string, SettingsScope>();
  for (const r of registrations) {
    if (r.via === 'plugin') continue;
    const script = nodeCommandOf(r.command, ctx.env)?.script;
    const root = script === undefined ? undefined : pluginRootOfHook(script);
    if (root !== undefined && real(root) !== real(here) && !others.has(root)) others.set(root, r.via);
  }
  const [first] = others;
  if (first === undefined) return undefined;
  const [other, scope] = first;
  // the install of the same scope re-points them; another scope's would register them a second time
  // but not a committed file's: its path is one machine's, and each teammate's install would point it back
  const fix =
    scope === 'project' && client === 'claude'
      ? (m: CliMessages) =>
          m.doctor.hookCopySharedFix(
            installAdvice(ctx, { client, scope, dir: ctx.dir }),
            installAdvice(ctx, { client, scope: 'local', dir: ctx.dir }),
            uninstallAdvice(ctx, { client, scope: 'project', dir: ctx.dir }),
          )
      : (m: CliMessages) => m.doctor.hookCopyFix(installAdvice(ctx, { client, scope, dir: ctx.dir }));
  return warn('hook-copy', (m) => m.doctor.hookCopy(other, here), fix);
}
