import { basename, dirname } from 'node:path';
import type { Client } from '../model/clients.js';
import { CLIENT_SCOPES, hookFilePath, readingOf, scopeOfFile } from './client-files.js';
import { type PlacedInstall, readInstallRecord, readInstallRecords, recordedCommands, recordedPlace, recordedSettingsFiles } from './install-records.js';
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

/** A hook file's client and scope, and the folder a project or local scope is for, by where it is (a record from before installs kept their place): none for a path no install writes. */
function placeOf(path: string): PlacedInstall | undefined {
  const dir = dirname(dirname(path));
  const kind = `${basename(dirname(path))}/${basename(path)}`;
  if (kind === '.claude/settings.local.json') return { client: 'claude', scope: 'local', dir };
  if (kind === '.claude/settings.json') return { client: 'claude', scope: 'project', dir };
  if (kind === '.codex/hooks.json') return { client: 'codex', scope: 'project', dir };
  if (kind === '.gemini/settings.json') return { client: 'gemini', scope: 'project', dir };
  return undefined;
}

/**
 * The installs the install record holds for other folders (a local-scope install in another
 * clone, say), or for a user folder another variable named (CLAUDE_CONFIG_DIR …), whose file
 * still holds our hooks, besides the files in `known`: uninstall names each with the command
 * that takes it out, as it names the scopes it sees from its own folder. Once the package is
 * removed nothing else would: those hooks stay, and auto memory off there.
 */
export function recordedElsewhere(
  known: ReadonlySet<string>,
  state: string | undefined,
  env: Record<string, string | undefined>,
  home: string | undefined,
): Array<PlacedInstall & { path: string; dir: string }> {
  const records = readInstallRecords(state);
  return recordedSettingsFiles(state).flatMap((path) => {
    const record = records(path);
    const place = recordedPlace(record) ?? placeOf(path);
    const commands = recordedCommands(record);
    if (known.has(path) || place === undefined || commands.length === 0) return [];
    const placeEnv = place.variable ? { ...env, [place.variable.name]: place.variable.value } : env;
    const dir = place.dir ?? home ?? dirname(path);
    // a project's file in the home folder is the user's, which a user-scope uninstall takes out
    const scope = scopeOfFile(place.client, place.scope, dir, placeEnv, home);
    // the file the command named for it would take out: no other (another HOME's, say)
    if (hookFilePath(place.client, scope, dir, placeEnv, home) !== path) return [];
    try {
      const file = readSettingsFile(path, readingOf(place.client));
      const isOurs = ownershipOf(commands, env).isOurs;
      return file.exists && ourCommands(file.settings, isOurs).length > 0 ? [{ ...place, scope, path, dir }] : [];
    } catch {
      return [];
    }
  });
}
