import { autoMemoryState } from '../../settings/auto-memory.js';
import { AUTO_MEMORY_KEY } from '../../settings/settings-merge.js';
import type { DoctorContext } from './check.js';
import { autoMemoryFile } from './check-auto-memory.js';
import { enabledPluginInstalls, type PluginInstall } from './plugin-state.js';
import { settingsLevels } from './settings-levels.js';

/** The enabled project-memory plugin a launch in ctx.dir runs, and what install and doctor say about it. */
export interface PluginBeside {
  plugin: PluginInstall;
  /** the settings file whose enabledPlugins turns it on */
  enabledIn: string;
  /** where "autoMemoryEnabled": false, all install adds that a plugin cannot, belongs */
  autoMemoryFile: string;
  /** auto memory is off already (by settings or the environment): the plugin lacks nothing */
  autoMemoryOff: boolean;
  autoMemoryKey: string;
}

/**
 * The project-memory plugin a launch in ctx.dir runs (enabled in a settings level that
 * applies there, its files found), or undefined. Its hooks and those `install` writes
 * differ as command strings, so Claude Code would run both (lib/diagnose/doctor/registrations.ts).
 */
export function pluginBeside(ctx: DoctorContext): PluginBeside | undefined {
  const levels = settingsLevels(ctx);
  const plugin = enabledPluginInstalls(ctx, levels).find((p) => p.root !== undefined);
  if (!plugin) return undefined;
  const enabledIn = levels.find((level) => level.scope === plugin.enabledBy)?.path ?? '';
  return {
    plugin,
    enabledIn,
    autoMemoryFile: autoMemoryFile(levels, plugin, ctx.env) ?? enabledIn,
    autoMemoryOff: !autoMemoryState(levels, ctx.env).on,
    autoMemoryKey: AUTO_MEMORY_KEY,
  };
}
