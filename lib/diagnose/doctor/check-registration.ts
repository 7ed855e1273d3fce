import type { Say } from '../../cli/errors.js';
import type { CliMessages } from '../../i18n/types.js';
import { installAdvice, uninstallAdvice } from '../../settings/install-advice.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';
import { distinctCommands, type Registration, type RegistrationScan } from './registrations.js';

function describe(r: Registration, scan: RegistrationScan): Say {
  if (r.via !== 'plugin') return (m) => m.doctor.hook.inSettings(r.via, r.source);
  const plugin = scan.plugins.find((p) => p.root !== undefined && r.source.startsWith(p.root));
  if (!plugin) return (m) => m.doctor.hook.plugin;
  return (m) => m.doctor.hook.inPlugin(plugin.id, plugin.enabledBy, plugin.rootKind ?? 'cache', plugin.root ?? '?');
}

/** Is the list hook registered for a launch in DIR, where, and only once? */
export function checkRegistration(scan: RegistrationScan, ctx: DoctorContext): CheckResult {
  const { dir } = ctx;
  const commands = distinctCommands(scan.registrations);
  const describers = scan.registrations.map((r) => describe(r, scan));
  const where = (m: CliMessages) => [...new Set(describers.map((d) => d(m)))];
  const notRead = (m: CliMessages) => (scan.notRead.length > 0 ? [m.doctor.hook.notReadAbove(scan.notRead, dir)] : []);
  const lost = (m: CliMessages) => scan.plugins.filter((p) => p.root === undefined).map((p) => m.doctor.hook.pluginLost(p.id));

  if (commands.length === 0) {
    return fail(
      'hook',
      (m) => m.doctor.hook.missing(dir, [...lost(m), ...notRead(m)]),
      (m) => m.doctor.hook.installFix(installAdvice(ctx)),
    );
  }
  if (commands.length > 1) {
    const pluginId = scan.plugins.find((p) => p.root !== undefined)?.id;
    const uninstalls = [...new Set(scan.registrations.flatMap((r) => (r.via === 'plugin' ? [] : [uninstallAdvice(ctx, { scope: r.via })])))];
    const source = scan.registrations[0]?.source ?? '?';
    return warn(
      'hook',
      (m) => m.doctor.hook.many(commands.length, where(m), notRead(m)),
      (m) =>
        pluginId
          ? m.doctor.hook.keepOneOrDisable(uninstalls, pluginId)
          : uninstalls.length > 1
            ? m.doctor.hook.keepOne(uninstalls.slice(1))
            : m.doctor.hook.removeAllButOne(source),
    );
  }
  return ok('hook', (m) => m.doctor.hook.ok(where(m), [...notRead(m), ...lost(m)]));
}
