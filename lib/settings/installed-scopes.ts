import type { Client } from '../model/clients.js';
import { CLIENT_SCOPES, hookFilePath, readingOf, scopeOfFile } from './client-files.js';
import { readInstallRecord, recordedCommands } from './install-records.js';
import { ownershipOf } from './our-commands.js';
import { readSettingsFile, type SettingsScope } from './settings-file.js';
import { ourCommands } from './settings-merge.js';

/**
 * The scopes other than `except` whose hook file for a launch in `dir` holds our hooks,
 * by the rule uninstall itself uses. An unreadable file is left out: uninstall of that
 * scope would refuse it and say why.
 */
export function installedScopes(
  client: Client,
  except: SettingsScope | undefined,
  dir: string,
  state: string | undefined,
  env: Record<string, string | undefined>,
  home: string | undefined,
): Array<{ scope: SettingsScope; path: string; commands: string[] }> {
  return CLIENT_SCOPES[client].flatMap((scope) => {
    // in the home folder the project's file is the user's: one file, named once
    if (scope === except || scopeOfFile(client, scope, dir, env, home) !== scope) return [];
    try {
      const path = hookFilePath(client, scope, dir, env, home);
      const file = readSettingsFile(path, readingOf(client));
      if (!file.exists) return [];
      const isOurs = ownershipOf(recordedCommands(readInstallRecord(state, file.path)), env).isOurs;
      const commands = ourCommands(file.settings, isOurs);
      return commands.length > 0 ? [{ scope, path: file.path, commands }] : [];
    } catch {
      return [];
    }
  });
}

/** Every scope of each of `clients` whose hook file for a launch in `dir` holds our hooks. */
export function installedFor(
  clients: readonly Client[],
  dir: string,
  state: string | undefined,
  env: Record<string, string | undefined>,
  home: string | undefined,
): Array<{ client: Client; scope: SettingsScope; path: string }> {
  return clients.flatMap((client) => installedScopes(client, undefined, dir, state, env, home).map((found) => ({ client, ...found })));
}
