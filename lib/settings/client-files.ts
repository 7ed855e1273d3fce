import { dirname, join, resolve } from 'node:path';
import { realPathAhead } from '../io/real-path.js';
import type { Client } from '../model/clients.js';
import { findCheckout } from '../workspace/git-checkout.js';
import { homeNotSet } from './home-not-set.js';
import { type KeyShape, type ReadOptions, type SettingsScope, settingsPath } from './settings-file.js';

/** The scopes each client has a hook file for: Claude Code's local settings have no match elsewhere. */
export const CLIENT_SCOPES: Record<Client, readonly SettingsScope[]> = {
  claude: ['user', 'project', 'local'],
  codex: ['user', 'project'],
  gemini: ['user', 'project'],
};

/** Codex's per-user folder: $CODEX_HOME, else ~/.codex (Codex 0.169.0). `file`: the one in it asked for, named when neither is set. */
function codexHome(env: Record<string, string | undefined>, home: string | undefined, file: string, userScope: boolean): string {
  const dir = env.CODEX_HOME || (home ? join(home, '.codex') : undefined);
  if (!dir) throw homeNotSet('codex', `~/.codex/${file}`, userScope);
  return resolve(dir);
}

/** Codex's config.toml, where it keeps which hooks the user trusts: read at every scope. */
export function codexConfigPath(env: Record<string, string | undefined>, home: string | undefined): string {
  return join(codexHome(env, home, 'config.toml', false), 'config.toml');
}

/** Gemini CLI's per-user folder: $GEMINI_CLI_HOME/.gemini, else ~/.gemini (Gemini CLI 0.61.0). */
function geminiDir(env: Record<string, string | undefined>, home: string | undefined): string {
  const base = env.GEMINI_CLI_HOME || home;
  if (!base) throw homeNotSet('gemini', '~/.gemini/settings.json', true);
  return join(resolve(base), '.gemini');
}

/**
 * Gemini CLI 0.61.0's record of the folders the user trusts or not:
 * $GEMINI_CLI_TRUSTED_FOLDERS_PATH, else trustedFolders.json in its per-user folder.
 * Undefined where neither that variable nor a home folder is set (Gemini itself would
 * then ask the system for the home folder; doctor does not guess).
 */
export function geminiTrustedFoldersPath(env: Record<string, string | undefined>, home: string | undefined): string | undefined {
  if (env.GEMINI_CLI_TRUSTED_FOLDERS_PATH) return resolve(env.GEMINI_CLI_TRUSTED_FOLDERS_PATH);
  const base = env.GEMINI_CLI_HOME || home;
  return base ? join(resolve(base), '.gemini', 'trustedFolders.json') : undefined;
}

/**
 * The machine-wide settings files Gemini CLI 0.61.0 reads beside the user's: the system
 * settings (which win over the user's) and the system defaults (which the user's win over).
 */
export function geminiSystemSettingsPaths(env: Record<string, string | undefined>): { system: string; defaults: string } {
  const platformDir =
    process.platform === 'darwin' ? '/Library/Application Support/GeminiCli' : process.platform === 'win32' ? 'C:\\ProgramData\\gemini-cli' : '/etc/gemini-cli';
  const system = env.GEMINI_CLI_SYSTEM_SETTINGS_PATH || join(platformDir, 'settings.json');
  // beside the system settings, wherever the variable put those
  return { system, defaults: env.GEMINI_CLI_SYSTEM_DEFAULTS_PATH || join(dirname(system), 'system-defaults.json') };
}

/**
 * The project a Codex launch in `dir` belongs to: the top of its git checkout (Codex looks
 * for `.git` upwards and reads `<top>/.codex/` from any folder below), else `dir` itself.
 */
export function codexProjectRoot(dir: string): string {
  return findCheckout(dir)?.top ?? resolve(dir);
}

/**
 * The file a client reads its hooks from:
 * - Claude Code: settings.json (user, project) or settings.local.json;
 * - Codex: $CODEX_HOME/hooks.json, or `<project root>/.codex/hooks.json`, which Codex reads
 *   only in a project the user trusts;
 * - Gemini CLI: `hooks` in ~/.gemini/settings.json, or in `DIR/.gemini/settings.json`,
 *   read only when Gemini starts in DIR.
 */
export function hookFilePath(client: Client, scope: SettingsScope, dir: string, env: Record<string, string | undefined>, home: string | undefined): string {
  if (client === 'codex')
    return scope === 'user' ? join(codexHome(env, home, 'hooks.json', true), 'hooks.json') : join(codexProjectRoot(dir), '.codex', 'hooks.json');
  if (client === 'gemini') return scope === 'user' ? join(geminiDir(env, home), 'settings.json') : join(resolve(dir), '.gemini', 'settings.json');
  return settingsPath(scope, dir, env, home);
}

/**
 * The scope whose file `scope`'s is for a launch in `dir`: in the home folder, a project's hook
 * file (~/.claude/settings.json, ~/.codex/hooks.json, ~/.gemini/settings.json) is the user's
 * own, read for every launch; install and uninstall act on it, and speak of it, as the user's.
 */
export function scopeOfFile(
  client: Client,
  scope: SettingsScope,
  dir: string,
  env: Record<string, string | undefined>,
  home: string | undefined,
): SettingsScope {
  if (scope !== 'project') return scope;
  try {
    // one file, through links in the folders above it (neither need exist yet)
    return realPathAhead(hookFilePath(client, 'project', dir, env, home)) === realPathAhead(hookFilePath(client, 'user', dir, env, home)) ? 'user' : scope;
  } catch {
    return scope; // no home folder: no user file to be
  }
}

/**
 * How each client reads its hook file. Gemini CLI allows comments; Claude Code's settings
 * and Codex's hooks.json are strict JSON. Claude Code 2.1.328 reads a settings.json that
 * starts with a UTF-8 byte order mark, and runs its hooks (measured); Codex and Gemini CLI
 * are not known to, so for them the mark stays the error it was.
 */
export function readingOf(client: Client): ReadOptions {
  return client === 'gemini' ? { comments: true } : client === 'claude' ? { bom: true, shapes: CLAUDE_SHAPES } : {};
}

/**
 * Keys whose value Claude Code 2.1.328 checks the kind of: a settings file with one of
 * another kind (`"allow": "Bash(ls)"`) does not load at all, hooks and rules with it
 * (measured). Those install writes, or that sit beside one it writes.
 */
const CLAUDE_SHAPES: readonly KeyShape[] = [
  { key: 'permissions', expected: 'object' },
  { key: 'permissions.allow', expected: 'list' },
  { key: 'permissions.deny', expected: 'list' },
  { key: 'permissions.ask', expected: 'list' },
  { key: 'autoMemoryEnabled', expected: 'boolean' },
];
