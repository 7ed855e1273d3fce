import { cliCommand, dirArgs } from '../../cli/advice-command.js';
import type { Say } from '../../cli/errors.js';
import type { CliMessages } from '../../i18n/types.js';
import { marketplaceFolder, PLUGIN_NAME } from '../../io/package-paths.js';
import { CLIENT_NAMES, type Client } from '../../model/clients.js';
import { installAdvice, uninstallAdvice } from '../../settings/install-advice.js';
import type { SettingsScope } from '../../settings/settings-file.js';
import { shellCommand } from '../../shell-quote.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';
import { hookRootOf, isThisCopy } from './check-hook-copy.js';
import { brokenFirst } from './check-hook-files.js';
import { marketplaceOf } from './plugin-state.js';
import { distinctCommands, type Registration, type RegistrationScan } from './registrations.js';

function describe(r: Registration, scan: RegistrationScan): Say {
  if (r.via !== 'plugin') return (m) => m.doctor.hook.inSettings(r.via, r.source);
  const plugin = scan.plugins.find((p) => p.root !== undefined && r.source.startsWith(p.root));
  if (!plugin) return (m) => m.doctor.hook.plugin;
  return (m) => m.doctor.hook.inPlugin(plugin.id, plugin.enabledBy, plugin.rootKind ?? 'cache', plugin.root ?? '?');
}

/** Our hooks installed for another client, for a launch in the same folder. */
export type OtherInstall = { client: Client; scope: SettingsScope; path: string };

/**
 * No hook for Claude Code, and none meant for it (no plugin whose files are gone, no
 * settings file above that registers it), but an install for another client: the user
 * chose that client, and this is not a failed install. Said as such, with the doctor that
 * checks that install.
 */
function installedElsewhere(others: readonly OtherInstall[], ctx: DoctorContext): CheckResult {
  const clients = [...new Set(others.map((o) => o.client))];
  const doctors = clients.map((client) => cliCommand(ctx, ['doctor', '--client', client, ...dirArgs(ctx)]));
  return warn(
    'hook',
    (m) =>
      m.doctor.hook.otherClients(
        ctx.dir,
        others.map((o) => m.doctor.hook.inClient(CLIENT_NAMES[o.client], o.scope, o.path)),
      ),
    (m) => m.doctor.hook.otherClientsFix(doctors, installAdvice(ctx, { dir: ctx.dir })),
  );
}

/**
 * Is the list hook registered for a launch in DIR, where, and only once? `others`: our
 * hooks for the other clients, asked only when Claude Code has none.
 */
export function checkRegistration(scan: RegistrationScan, ctx: DoctorContext, others: () => readonly OtherInstall[] = () => []): CheckResult {
  const { dir } = ctx;
  const commands = distinctCommands(scan.registrations);
  const describers = scan.registrations.map((r) => describe(r, scan));
  const where = (m: CliMessages) => [...new Set(describers.map((d) => d(m)))];
  const notRead = (m: CliMessages) => (scan.notRead.length > 0 ? [m.doctor.hook.notReadAbove(scan.notRead, dir)] : []);
  const lost = (m: CliMessages) =>
    scan.plugins
      .filter((p) => p.root === undefined)
      .map((p) => (p.marketplaceGone === undefined ? m.doctor.hook.pluginLost(p.id) : m.doctor.hook.marketplaceGone(p.id, p.marketplaceGone)));

  if (commands.length === 0) {
    const elsewhere = scan.notRead.length === 0 && scan.plugins.every((p) => p.root !== undefined) ? others() : [];
    if (elsewhere.length > 0) return installedElsewhere(elsewhere, ctx);
    return fail(
      'hook',
      (m) => m.doctor.hook.missing(dir, [...lost(m), ...notRead(m)]),
      // the plugin only where this package can be added as a marketplace as it stands (a clone);
      // install with the folder doctor looked at, which it sets up wherever the fix is pasted
      (m) => {
        // a plugin whose marketplace folder went: that folder's fix, not a second marketplace
        const gone = scan.plugins.find((p) => p.marketplaceGone !== undefined);
        const install = installAdvice(ctx, { dir: ctx.dir });
        const fix = gone ? m.doctor.hook.marketplaceGoneFix(marketplaceOf(gone.id), install) : m.doctor.hook.installFix(install, pluginInstall());
        return brokenFirst(scan.levels, m, fix);
      },
    );
  }
  if (commands.length > 1) {
    const pluginId = scan.plugins.find((p) => p.root !== undefined)?.id;
    const settings = scan.registrations.filter((r) => r.via !== 'plugin');
    const uninstall = (rs: readonly Registration[]) => [...new Set(rs.map((r) => uninstallAdvice(ctx, { scope: r.via as SettingsScope })))];
    const uninstalls = uninstall(settings);
    const kept = keptRegistration(settings, ctx);
    const others = uninstall(settings.filter((r) => r.via !== kept?.via));
    const source = scan.registrations[0]?.source ?? '?';
    return warn(
      'hook',
      (m) => m.doctor.hook.many(commands.length, where(m), notRead(m)),
      (m) =>
        pluginId
          ? m.doctor.hook.keepOneOrDisable(uninstalls, pluginId)
          : others.length > 0
            ? m.doctor.hook.keepOne(others)
            : m.doctor.hook.removeAllButOne(source),
    );
  }
  return ok('hook', (m) => m.doctor.hook.ok(where(m), [...notRead(m), ...lost(m)]));
}

/**
 * Of the settings files that register the hook, the one to keep: one that runs this copy
 * of project-memory before one that runs another, and then the user's, the local, the
 * project's: a committed file names one machine's path, which every teammate's install
 * would point back at their own.
 */
function keptRegistration(settings: readonly Registration[], ctx: DoctorContext): Registration | undefined {
  const runsHere = (r: Registration): boolean => {
    const root = hookRootOf(r, ctx.env);
    return root !== undefined && isThisCopy(root);
  };
  const rank = (r: Registration): number => (runsHere(r) ? 0 : 3) + KEEP_ORDER.indexOf(r.via as SettingsScope);
  return [...settings].sort((a, b) => rank(a) - rank(b))[0];
}

const KEEP_ORDER: readonly SettingsScope[] = ['user', 'local', 'project'];

/** The commands that install the plugin from this package, where it is a checkout Claude Code can add as a marketplace. */
function pluginInstall(): { add: string; install: string } | undefined {
  const folder = marketplaceFolder();
  if (folder === undefined) return undefined;
  return { add: shellCommand(['claude', 'plugin', 'marketplace', 'add', folder]), install: `claude plugin install ${PLUGIN_NAME}@${PLUGIN_NAME}` };
}
