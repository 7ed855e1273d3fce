import { isRecord } from '../is-record.js';
import { geminiSystemSettingsPaths, geminiTrustedFoldersPath, hookFilePath, readingOf } from './client-files.js';
import { readTrustFile, type TrustFileProblem } from './gemini-trust-file.js';
import { nearestTrustRule, type TrustRule } from './gemini-trust-rules.js';
import { readSettingsFile } from './settings-file.js';

/**
 * Does Gemini CLI trust a launch folder? In one it does not trust, Gemini 0.61.0 applies
 * neither the folder's .gemini/settings.json nor any hook, the user's own included (core
 * `HookRegistry.processHooksFromConfig` asks `isTrustedFolder()` before it takes any): the
 * list never shows, and nothing says why.
 */
type GeminiTrust =
  /** security.folderTrust.enabled is false: every folder is trusted */
  | { kind: 'off' }
  /** a variable of the environment decides, whatever the file says; `variable` as `NAME=value` */
  | { kind: 'env'; trusted: boolean; variable: string }
  /** the file stops Gemini at startup */
  | { kind: 'broken'; file: string; problem: TrustFileProblem }
  | { kind: 'rule'; file: string; rule: TrustRule; trusted: boolean }
  /** no entry covers the folder: Gemini asks at its first interactive launch there, and `gemini -p` stops (exit 55) */
  | { kind: 'none'; file: string };

/** `security.folderTrust.enabled` in one settings file; undefined where it is not set or the file cannot be read. */
function folderTrustSetting(path: string): unknown {
  try {
    const { security } = readSettingsFile(path, readingOf('gemini')).settings;
    const folderTrust = isRecord(security) ? security.folderTrust : undefined;
    return isRecord(folderTrust) ? (folderTrust.enabled ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Folder trust is on unless settings turn it off (default true in 0.61.0). Gemini decides it
 * before it knows whether to read the project's settings, so only the machine's and the
 * user's count: the system settings win over the user's, the user's over the system defaults.
 */
function folderTrustEnabled(dir: string, env: Record<string, string | undefined>, home: string | undefined): boolean {
  const { system, defaults } = geminiSystemSettingsPaths(env);
  let user: string | undefined;
  try {
    user = hookFilePath('gemini', 'user', dir, env, home);
  } catch {
    // no home folder: no user settings to read
  }
  for (const path of [system, user, defaults]) {
    const value = path === undefined ? undefined : folderTrustSetting(path);
    if (value !== undefined) return Boolean(value);
  }
  return true;
}

/**
 * Gemini CLI 0.61.0's answer for a launch in `dir` (core `checkPathTrust`), in its order: the
 * environment first, then whether folder trust is on, then trustedFolders.json. An IDE
 * companion may answer for its workspace instead; doctor cannot know of one. Undefined where
 * the file cannot be found (no home folder).
 */
export function geminiFolderTrust(dir: string, env: Record<string, string | undefined>, home: string | undefined): GeminiTrust | undefined {
  // these two make a folder untrusted even with folder trust off
  if (env.GEMINI_RESTRICTED_MODE === 'true') return { kind: 'env', trusted: false, variable: 'GEMINI_RESTRICTED_MODE=true' };
  if (env.GEMINI_CLI_TRUST_WORKSPACE === 'false') return { kind: 'env', trusted: false, variable: 'GEMINI_CLI_TRUST_WORKSPACE=false' };
  if (!folderTrustEnabled(dir, env, home)) return { kind: 'off' };
  // `gemini --skip-trust` sets this for its own run
  if (env.GEMINI_CLI_TRUST_WORKSPACE === 'true') return { kind: 'env', trusted: true, variable: 'GEMINI_CLI_TRUST_WORKSPACE=true' };
  const file = geminiTrustedFoldersPath(env, home);
  if (file === undefined) return undefined;
  const read = readTrustFile(file);
  if (read.problem) return { kind: 'broken', file, problem: read.problem };
  const rule = nearestTrustRule(read.rules, dir);
  if (!rule) return { kind: 'none', file };
  return { kind: 'rule', file, rule, trusted: rule.level !== 'DO_NOT_TRUST' };
}
