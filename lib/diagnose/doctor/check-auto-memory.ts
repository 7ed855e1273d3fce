import { AUTO_MEMORY_ENV, autoMemoryState } from '../../settings/auto-memory.js';
import { installAdvice } from '../../settings/install-advice.js';
import type { InstallRecord } from '../../settings/install-records.js';
import { AUTO_MEMORY_KEY } from '../../settings/settings-merge.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';
import type { PluginInstall } from './plugin-state.js';
import type { SettingsLevel } from './settings-levels.js';

/**
 * The settings file where `"autoMemoryEnabled": false` turns auto memory off for a launch
 * beside the plugin: the level that turns it on (a lower one would lose to it), else the
 * one that enables the plugin, whose user wants the plugin's way of remembering.
 */
export function autoMemoryFile(levels: readonly SettingsLevel[], plugin: PluginInstall, env: DoctorContext['env']): string | undefined {
  const state = autoMemoryState(levels, env);
  const scope = state.on && state.scope !== undefined ? state.scope : plugin.enabledBy;
  return levels.find((level) => level.scope === scope)?.path;
}

/** Claude Code's own auto memory tells Claude to save "remember X" under ~/.claude/projects, the opposite of this design. */
export function checkAutoMemory(
  levels: readonly SettingsLevel[],
  ctx: DoctorContext,
  plugins: readonly PluginInstall[] = [],
  /** install's records, read once for doctor's run (run-checks.ts) */
  recordOf: (settingsPath: string) => InstallRecord | undefined = () => undefined,
): CheckResult {
  const state = autoMemoryState(levels, ctx.env);
  if (!state.on) {
    return ok('auto-memory', (m) =>
      state.by === 'env' ? m.doctor.autoMemory.offByEnv(AUTO_MEMORY_ENV, state.value) : m.doctor.autoMemory.offBySettings(AUTO_MEMORY_KEY, state.scope),
    );
  }
  const { scope, value } = state;
  const on = (m: Parameters<CheckResult['message']>[0]) =>
    m.doctor.autoMemory.on(scope ? m.doctor.autoMemory.onBySettings(AUTO_MEMORY_KEY, JSON.stringify(value), scope) : m.doctor.autoMemory.onByDefault);
  // the plugin already registers every hook: `install` would only add them a second time
  const plugin = plugins.find((p) => p.root !== undefined);
  const file = plugin && autoMemoryFile(levels, plugin, ctx.env);
  if (plugin && file) return warn('auto-memory', on, (m) => m.doctor.autoMemory.pluginFix(AUTO_MEMORY_KEY, file, AUTO_MEMORY_ENV, plugin.id));
  // on in the project's settings or the local ones: they win over the user's, where install and
  // the usual fix set it off, so only that file can turn it off
  const over = scope !== undefined && scope !== 'user' ? levels.find((level) => level.scope === scope)?.path : undefined;
  if (over) return warn('auto-memory', on, (m) => m.doctor.autoMemory.overrideFix(AUTO_MEMORY_KEY, over, AUTO_MEMORY_ENV));
  // kept on by the user's choice (install --keep-auto-memory): install would not turn it off
  const user = levels.find((level) => level.scope === 'user');
  const kept = user !== undefined && recordOf(user.path)?.autoMemoryKept === true;
  if (kept) return warn('auto-memory', on, (m) => m.doctor.autoMemory.keptFix(AUTO_MEMORY_KEY, AUTO_MEMORY_ENV));
  return warn('auto-memory', on, (m) => m.doctor.autoMemory.fix(installAdvice(ctx, { dir: ctx.dir }), AUTO_MEMORY_KEY, AUTO_MEMORY_ENV));
}
