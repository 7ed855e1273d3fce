import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Reader } from '../../cli/advice-command.js';
import { CliError, type Say } from '../../cli/errors.js';
import { readingOf } from '../../settings/client-files.js';
import { type ReadOptions, readSettingsFile, SETTINGS_SCOPES, type SettingsScope, settingsPath } from '../../settings/settings-file.js';
import type { Settings } from '../../settings/settings-merge.js';
import type { DoctorContext } from './check.js';

export interface SettingsLevel {
  scope: SettingsScope;
  path: string;
  exists: boolean;
  settings: Settings;
  /** why the file could not be used; the client then skips it as a whole (Claude Code with one warning at start-up) */
  error?: Say;
}

/**
 * One settings or hook file, never throwing: a broken file is reported, not fatal, its
 * error worded for `to` (doctor's reader). `options`: how the client reads it (Claude
 * Code's way unless said).
 */
export function readLevel(scope: SettingsScope, path: string, to: Reader, options: ReadOptions = readingOf('claude')): SettingsLevel {
  try {
    const file = readSettingsFile(path, options);
    return { scope, path, exists: file.exists, settings: file.settings };
  } catch (error) {
    // a CliError is worded when printed; anything else is the system's own text
    return { scope, path, exists: true, settings: {}, error: error instanceof CliError ? (m) => error.say(m, to) : () => String(error) };
  }
}

/** user, project and local settings as Claude Code reads them for a launch in ctx.dir. */
export function settingsLevels(ctx: DoctorContext): SettingsLevel[] {
  return SETTINGS_SCOPES.map((scope) => readLevel(scope, settingsPath(scope, ctx.dir, ctx.env, ctx.home), ctx));
}

/**
 * Project settings files in folders above the launch folder. Claude Code does not read
 * them for a launch in ctx.dir (it reads project settings only from the launch folder),
 * which surprises people who installed with --scope project at a monorepo root.
 */
export function ancestorProjectSettings(ctx: DoctorContext): string[] {
  const userDir = ctx.home ? resolve(ctx.home) : undefined;
  const found: string[] = [];
  for (let dir = dirname(resolve(ctx.dir)); ; dir = dirname(dir)) {
    // ~/.claude/settings.json is the user file, already read as such
    if (dir !== userDir) {
      for (const name of ['settings.json', 'settings.local.json']) {
        const path = join(dir, '.claude', name);
        if (existsSync(path)) found.push(path);
      }
    }
    if (dirname(dir) === dir) return found;
  }
}
