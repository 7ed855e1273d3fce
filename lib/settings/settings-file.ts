import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliError } from '../cli/errors.js';
import { writeFileAtomic } from '../io/atomic-write.js';
import { detectJsonStyle, formatJson, type JsonStyle, jsonErrorLocation } from './json-text.js';
import type { Settings } from './settings-merge.js';

export type SettingsScope = 'user' | 'project' | 'local';
export const SETTINGS_SCOPES: readonly SettingsScope[] = ['user', 'project', 'local'];

/** Claude Code's per-user folder (settings.json, plugins), or undefined without a HOME. */
export function claudeConfigDir(env: Record<string, string | undefined>, home: string | undefined): string | undefined {
  return env.CLAUDE_CONFIG_DIR || (home ? join(home, '.claude') : undefined);
}

/** Where Claude Code reads each settings level; project levels only from the launch folder. */
export function settingsPath(scope: SettingsScope, dir: string, env: Record<string, string | undefined>, home: string | undefined): string {
  if (scope === 'user') {
    const configDir = claudeConfigDir(env, home);
    if (!configDir) throw new CliError((m) => m.errors.homeNotSet);
    return join(configDir, 'settings.json');
  }
  return join(dir, '.claude', scope === 'project' ? 'settings.json' : 'settings.local.json');
}

export interface SettingsFile {
  path: string;
  exists: boolean;
  settings: Settings;
  style: JsonStyle;
}

/** Reads a settings file; one that is not a JSON object is refused and left as it is. */
export function readSettingsFile(path: string): SettingsFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { path, exists: false, settings: {}, style: detectJsonStyle('') };
    }
    const reason = (error as Error).message;
    throw new CliError((m) => m.errors.settingsUnreadable(path, reason));
  }
  if (text.trim() === '') return { path, exists: true, settings: {}, style: detectJsonStyle(text) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const where = jsonErrorLocation(text, error);
    throw new CliError((m) => m.errors.settingsNotJson(path, where));
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new CliError((m) => m.errors.settingsNotObject(path));
  }
  return { path, exists: true, settings: value as Settings, style: detectJsonStyle(text) };
}

export function writeSettingsFile(file: SettingsFile, settings: Settings): void {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileAtomic(file.path, formatJson(settings, file.style));
}
