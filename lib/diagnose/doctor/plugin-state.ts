import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PLUGIN_NAME } from '../../io/package-paths.js';
import { readTextSafely } from '../../io/read-file-safely.js';
import { isRecord } from '../../is-record.js';
import { claudeConfigDir } from '../../settings/claude-config-dir.js';
import { SETTINGS_MAX_BYTES } from '../../settings/settings-max-bytes.js';
import type { Settings } from '../../settings/settings-merge.js';
import type { DoctorContext } from './check.js';
import { type HookEntry, hookEntries } from './hook-entries.js';
import type { SettingsLevel } from './settings-levels.js';

export interface PluginInstall {
  /** `project-memory@<marketplace>` */
  id: string;
  /** the settings level whose enabledPlugins decides, highest precedence first */
  enabledBy: SettingsLevel['scope'];
  /** the folder ${CLAUDE_PLUGIN_ROOT} points at, when it could be found */
  root?: string;
  /** read in place from a local directory marketplace, or the copy in the plugin cache */
  rootKind?: 'folder' | 'cache';
  /** the local directory marketplace it comes from, gone: Claude Code loads no plugin of it */
  marketplaceGone?: string;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readTextSafely(path, SETTINGS_MAX_BYTES) ?? '') as unknown;
  } catch {
    return undefined;
  }
}

function enabledPlugins(settings: Settings): Record<string, unknown> {
  return isRecord(settings.enabledPlugins) ? settings.enabledPlugins : {};
}

/**
 * project-memory plugins switched on in enabledPlugins. Local beats project beats user,
 * as for every other setting, so a `false` in a higher level turns one off.
 */
function enabledPluginIds(levels: readonly SettingsLevel[]): Array<{ id: string; enabledBy: SettingsLevel['scope'] }> {
  const byPrecedence = [...levels].reverse();
  const ids = new Set(levels.flatMap((level) => Object.keys(enabledPlugins(level.settings))));
  const out: Array<{ id: string; enabledBy: SettingsLevel['scope'] }> = [];
  for (const id of ids) {
    if (id.split('@')[0] !== PLUGIN_NAME) continue;
    const decider = byPrecedence.find((level) => enabledPlugins(level.settings)[id] !== undefined);
    if (decider && enabledPlugins(decider.settings)[id] === true) out.push({ id, enabledBy: decider.scope });
  }
  return out;
}

/** The marketplace of a plugin id, `project-memory@<marketplace>`. */
export function marketplaceOf(id: string): string {
  return id.slice(id.indexOf('@') + 1);
}

/**
 * Where the plugin's files are. A plugin from a local directory marketplace is read in
 * place from that folder (Claude Code 2.1.328 `claude plugin list --json` reports it as
 * `readFromFolder`), so rebuilding the checkout takes effect; others run from the copy
 * in ~/.claude/plugins/cache recorded in installed_plugins.json.
 */
export function pluginRoot(ctx: DoctorContext, id: string): Pick<PluginInstall, 'root' | 'rootKind' | 'marketplaceGone'> {
  const configDir = claudeConfigDir(ctx.env, ctx.home);
  if (!configDir) return {};
  const marketplace = marketplaceOf(id);
  const known = readJson(join(configDir, 'plugins', 'known_marketplaces.json'));
  const entry = isRecord(known) ? known[marketplace] : undefined;
  if (isRecord(entry) && isRecord(entry.source) && entry.source.source === 'directory' && typeof entry.installLocation === 'string') {
    const source = pluginSourceIn(entry.installLocation);
    if (source !== undefined) return { root: resolve(entry.installLocation, source), rootKind: 'folder' };
    // the folder moved or deleted: Claude Code 2.1.328 loads nothing of it ("failed to load:
    // cache-miss" in `claude plugin list`), the copy in its cache included
    if (!existsSync(entry.installLocation)) return { marketplaceGone: entry.installLocation };
  }
  const installed = readJson(join(configDir, 'plugins', 'installed_plugins.json'));
  const records = isRecord(installed) && isRecord(installed.plugins) ? installed.plugins[id] : undefined;
  const record = Array.isArray(records) ? (records as unknown[]).find(isRecord) : undefined;
  return typeof record?.installPath === 'string' ? { root: record.installPath, rootKind: 'cache' } : {};
}

/** The relative source of our plugin in a marketplace folder's catalog ("./" for this repo). */
function pluginSourceIn(marketplaceDir: string): string | undefined {
  const catalog = readJson(join(marketplaceDir, '.claude-plugin', 'marketplace.json'));
  const plugins = isRecord(catalog) && Array.isArray(catalog.plugins) ? (catalog.plugins as unknown[]) : [];
  const ours = plugins.find((p): p is Record<string, unknown> => isRecord(p) && p.name === PLUGIN_NAME);
  return typeof ours?.source === 'string' ? ours.source : undefined;
}

export function enabledPluginInstalls(ctx: DoctorContext, levels: readonly SettingsLevel[]): PluginInstall[] {
  return enabledPluginIds(levels).map(({ id, enabledBy }) => ({ id, enabledBy, ...pluginRoot(ctx, id) }));
}

/** A plugin's hook commands for one event, from its hooks/hooks.json. */
export function pluginHookEntries(root: string, event: string): HookEntry[] {
  return hookEntries(readJson(join(root, 'hooks', 'hooks.json')), event);
}
