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

/** The plugin folder whose hook file a settings registration runs with plain `node`, if one of ours. */
export function hookRootOf(r: Registration, env: Record<string, string | undefined>): string | undefined {
  const script = nodeCommandOf(r.command, env)?.script;
  return script === undefined ? undefined : pluginRootOfHook(script);
}

/** Whether `root` is this copy of project-memory, through links. */
export const isThisCopy = (root: string): boolean => real(root) === real(pluginRoot());

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
    const root = hookRootOf(r, ctx.env);
    if (root !== undefined && !isThisCopy(root) && !others.has(root)) others.set(root, r.via);
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
