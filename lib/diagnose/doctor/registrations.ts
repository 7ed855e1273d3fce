import { HOOK_EVENTS, hookFileName, pluginRootOfHook } from '../../io/package-paths.js';
import { stateDir } from '../../io/state-dir.js';
import { readInstallRecords, recordedCommands } from '../../settings/install-records.js';
import { ownershipOf } from '../../settings/our-commands.js';
import type { SettingsScope } from '../../settings/settings-file.js';
import type { DoctorContext } from './check.js';
import { hookEntries } from './hook-entries.js';
import { enabledPluginInstalls, type PluginInstall, pluginHookEntries } from './plugin-state.js';
import { type ProjectTrust, projectTrust } from './project-trust.js';
import { ancestorProjectSettings, readLevel, type SettingsLevel, settingsLevels } from './settings-levels.js';

/** The event whose hook prints the memory list: the one that must be there exactly once. */
export const LIST_EVENT = 'UserPromptSubmit';

export interface Registration {
  via: SettingsScope | 'plugin';
  /** the settings file, or the plugin's hooks/hooks.json */
  source: string;
  command: string;
  /** seconds, when set */
  timeout?: number;
  /** what Claude Code adds to the hook's environment (CLAUDE_PLUGIN_ROOT for plugin hooks) */
  env: Record<string, string>;
  /** false for project-level settings (or a plugin they alone enable) of a folder the user has not trusted */
  trusted: boolean;
  /** Codex: the install that wrote it trusted its hooks, so a fix that installs again asks for --trust-hooks too */
  trustHooks?: boolean;
}

/** A command that names one of our hook files but is not ours: doctor neither counts nor runs it. */
export interface LookAlike {
  via: SettingsScope;
  source: string;
  command: string;
}

export interface RegistrationScan {
  levels: SettingsLevel[];
  plugins: PluginInstall[];
  registrations: Registration[];
  /** settings files above the launch folder that hold our hook and are not read from there */
  notRead: string[];
  /** whether Claude Code trusts the launch folder, which decides whether its project settings are used */
  trust: ProjectTrust;
  lookAlikes: LookAlike[];
  /** which commands of a settings file are ours, for the checks that read the scan */
  owners: Owners;
}

const HOOK_FILE_NAMES = HOOK_EVENTS.map(hookFileName);

/** Whether a word of `command` (a quoted one whole: install quotes a path with a space) is the path of one of our hook files in a real plugin folder. */
function runsOurHookFile(command: string): boolean {
  return [...command.matchAll(/'([^']*)'|"([^"]*)"|([^\s'";|&<>]+)/g)].some((m) => pluginRootOfHook(m[1] ?? m[2] ?? m[3] ?? '') !== undefined);
}

/** Our commands in one settings file, by the rule install and uninstall use (lib/settings/our-commands.ts). */
export type Owners = (settingsPath: string) => (command: string) => boolean;

/**
 * The owners table of one doctor run: installs.json is read once, and each settings
 * file's test made once, however many checks ask about that file.
 */
export function ownersTable(ctx: DoctorContext, recordOf = readInstallRecords(stateDir(ctx.env, ctx.home))): Owners {
  const tests = new Map<string, (command: string) => boolean>();
  return (settingsPath) => {
    let test = tests.get(settingsPath);
    if (!test) {
      test = ownershipOf(recordedCommands(recordOf(settingsPath)), ctx.env).isOurs;
      tests.set(settingsPath, test);
    }
    return test;
  };
}

export function scanRegistrations(ctx: DoctorContext, owners: Owners): RegistrationScan {
  const levels = settingsLevels(ctx);
  const plugins = enabledPluginInstalls(ctx, levels);
  const trust = projectTrust(ctx.dir, ctx.env, ctx.home);
  const trustedLevel = (scope: SettingsScope): boolean => scope === 'user' || trust.trusted;
  const registrations: Registration[] = [];
  const lookAlikes: LookAlike[] = [];
  for (const level of levels) {
    const isOurs = owners(level.path);
    for (const entry of hookEntries(level.settings, LIST_EVENT)) {
      if (isOurs(entry.command)) registrations.push({ via: level.scope, source: level.path, ...entry, env: {}, trusted: trustedLevel(level.scope) });
      else if (HOOK_FILE_NAMES.some((name) => entry.command.includes(name))) lookAlikes.push({ via: level.scope, source: level.path, command: entry.command });
    }
    // on the other events, a command that runs one of our real hook files and is still not
    // ours: edited by hand (a redirection added), and an install adds one beside it, which runs
    // as well. Not a name alone: other tools name their hooks session-start.cjs too
    for (const event of HOOK_EVENTS.filter((e) => e !== LIST_EVENT)) {
      for (const { command } of hookEntries(level.settings, event)) {
        if (!isOurs(command) && runsOurHookFile(command)) lookAlikes.push({ via: level.scope, source: level.path, command });
      }
    }
  }
  for (const plugin of plugins) {
    if (!plugin.root) continue;
    for (const entry of pluginHookEntries(plugin.root, LIST_EVENT)) {
      const env = { CLAUDE_PLUGIN_ROOT: plugin.root };
      registrations.push({ via: 'plugin', source: `${plugin.root}/hooks/hooks.json`, ...entry, env, trusted: trustedLevel(plugin.enabledBy) });
    }
  }
  const notRead = ancestorProjectSettings(ctx).filter((path) => {
    const isOurs = owners(path);
    return hookEntries(readLevel('project', path, ctx).settings, LIST_EVENT).some((entry) => isOurs(entry.command));
  });
  return { levels, plugins, registrations, notRead, trust, lookAlikes, owners };
}

/**
 * Claude Code runs identical command strings once, however many levels hold them
 * (measured with 2.1.328), but a settings hook and the plugin's hook differ as strings
 * and both run, each prompt waiting for both. The list shows once all the same (the
 * session's state is locked: lib/hook/session-lock.ts), but twice after /compact and /clear.
 */
export function distinctCommands(registrations: readonly Registration[]): string[] {
  return [...new Set(registrations.map((r) => r.command))];
}
