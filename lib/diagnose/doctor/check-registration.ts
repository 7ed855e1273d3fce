import { type CheckResult, fail, ok, warn } from './check.js';
import { distinctCommands, type Registration, type RegistrationScan } from './registrations.js';

const INSTALL_FIX =
  '`project-memory install` (user settings: works from any launch folder), or load the plugin: `claude plugin install project-memory@<marketplace>`';

function describe(r: Registration, scan: RegistrationScan): string {
  if (r.via !== 'plugin') return `${r.via} settings (${r.source})`;
  const plugin = scan.plugins.find((p) => p.root !== undefined && r.source.startsWith(p.root));
  if (!plugin) return 'plugin';
  const from = plugin.rootKind === 'folder' ? 'read in place from' : 'copied to';
  return `plugin ${plugin.id} (enabled in ${plugin.enabledBy} settings; ${from} ${plugin.root})`;
}

function uninstallCommand(scope: Registration['via']): string {
  return `\`project-memory uninstall${scope === 'user' ? '' : ` --scope ${scope}`}\``;
}

/** Settings files Claude Code would skip: a file that is not JSON is ignored whole, silently. */
export function checkSettingsFiles(scan: RegistrationScan): CheckResult {
  const broken = scan.levels.filter((level) => level.error !== undefined);
  if (broken.length === 0) {
    const present = scan.levels.filter((level) => level.exists).map((level) => level.scope);
    return ok('settings', present.length > 0 ? `valid JSON: ${present.join(', ')} settings` : 'no settings files yet');
  }
  return fail(
    'settings',
    broken.map((level) => `${level.scope} settings: ${level.error ?? ''}`).join('; '),
    'fix the JSON: Claude Code ignores an invalid settings file as a whole, hooks included, without a warning',
  );
}

/** Is the list hook registered for a launch in DIR, where, and only once? */
export function checkRegistration(scan: RegistrationScan, dir: string): CheckResult {
  const commands = distinctCommands(scan.registrations);
  const where = [...new Set(scan.registrations.map((r) => describe(r, scan)))];
  const notRead =
    scan.notRead.length > 0
      ? `; ${scan.notRead.join(', ')} also registers it, but Claude Code reads project settings only from the launch folder, so a launch in ${dir} does not see it`
      : '';
  const lost = scan.plugins.filter((p) => p.root === undefined).map((p) => `${p.id} is enabled but its files were not found`);

  if (commands.length === 0) {
    const reasons = [...lost, notRead.replace(/^; /, '')].filter(Boolean);
    return fail('hook', `no project-memory UserPromptSubmit hook for a launch in ${dir}${reasons.length > 0 ? `: ${reasons.join('; ')}` : ''}`, INSTALL_FIX);
  }
  if (commands.length > 1) {
    const pluginId = scan.plugins.find((p) => p.root !== undefined)?.id;
    const uninstalls = [...new Set(scan.registrations.filter((r) => r.via !== 'plugin').map((r) => uninstallCommand(r.via)))];
    return warn(
      'hook',
      `registered ${commands.length} times (${where.join(' and ')}): every prompt runs it, and pays for the list, ${commands.length} times${notRead}`,
      pluginId
        ? `keep one: ${uninstalls.join(' and ')} (the plugin stays), or \`claude plugin disable ${pluginId}\``
        : uninstalls.length > 1
          ? `keep one: ${uninstalls.slice(1).join(' and ')} removes the others`
          : `remove all but one of them from ${scan.registrations[0]?.source ?? 'the settings file'}`,
    );
  }
  return ok('hook', `registered in ${where.join(' and ')}${notRead}${lost.length > 0 ? `; ${lost.join('; ')}` : ''}`);
}
