import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../io/atomic-write.js';
import { readTextSafely } from '../io/read-file-safely.js';
import { isRecord } from '../is-record.js';
import type { Client } from '../model/clients.js';
import type { IncludeRecord } from './gemini-include.js';
import type { SettingsScope } from './settings-file.js';

/**
 * The line `install --scope local` added to git's info/exclude for the settings file, and
 * how: `separated`, it first ended the file's last line, which had no line break; `created`,
 * the exclude file was not there. `top` and `path`: the checkout and the settings file in
 * it, which uninstall asks about before the line goes.
 */
export interface IgnoreRecord {
  exclude: string;
  line: string;
  top: string;
  path: string;
  separated: boolean;
  created: boolean;
}

/**
 * What install changed, per settings file, so uninstall can take back exactly that: the
 * hook commands it wrote (the only sure way to know our entries once the folder they run
 * from is gone) and the auto memory setting as it was before.
 */
export interface InstallRecord {
  autoMemoryChanged: boolean;
  autoMemoryBefore?: unknown;
  /** Claude Code's auto memory is the user's to keep (--keep-auto-memory, or turned on by hand since): a later install leaves it */
  autoMemoryKept?: boolean;
  /** the exact command strings of our hooks in that file after install */
  commands?: string[];
  /** install made the file: uninstall removes it again when nothing else was put in it since */
  createdFile?: boolean;
  /**
   * Whether install made the `hooks` object: false keeps the one the file had, empty, when
   * uninstall takes ours out of it. Records from before this was kept have none, and
   * uninstall then drops an emptied `hooks`, as it always did.
   */
  createdHooks?: boolean;
  /**
   * The events whose hook list the file had, holding none of ours, when install added to
   * it (an empty `"UserPromptSubmit": []` the user left): uninstall takes ours out and
   * leaves the list. The file alone cannot tell such a list from one install made, once
   * ours are in both; records from before this was kept have none, and uninstall then
   * drops every emptied list, as it always did.
   */
  listsBefore?: string[];
  /**
   * Gemini: the entries install added to context.includeDirectories, one per workspace whose
   * install added one (at user scope each workspace adds its own memory folder to the one
   * file). Records written before there could be several hold a single entry.
   */
  included?: IncludeRecord[] | IncludeRecord;
  /**
   * Codex: the hook keys install trusted in config.toml (--trust-hooks), which uninstall
   * takes back; `created`: install made config.toml, which goes again once nothing else is in it
   */
  trusted?: { config: string; keys: string[]; created?: boolean };
  /** Claude Code: the rules install added to permissions.allow, each letting it read one workspace's memory folder */
  allowed?: IncludeRecord[];
  /** the folders install made to hold the hook file or config.toml, which uninstall removes again when it leaves them empty */
  createdFolders?: string[];
  /** Claude Code, local scope: the line install added to info/exclude */
  localIgnore?: IgnoreRecord;
  /**
   * What the file is: its client and scope, the launch folder of a project's or a local one, and
   * the variable that put a user's file elsewhere (CLAUDE_CONFIG_DIR …): uninstall run from
   * another folder, or without it, names the install so (lib/settings/installed-scopes.ts).
   */
  placed?: PlacedInstall;
}

export interface PlacedInstall {
  client: Client;
  scope: SettingsScope;
  dir?: string;
  variable?: { name: string; value: string };
}

/** The record's place, when it holds a well-formed one (it is a file a person may edit). */
export function recordedPlace(record: InstallRecord | undefined): PlacedInstall | undefined {
  const placed = record?.placed;
  if (!isRecord(placed) || !['claude', 'codex', 'gemini'].includes(placed.client as string) || !['user', 'project', 'local'].includes(placed.scope as string))
    return undefined;
  const variable =
    isRecord(placed.variable) && typeof placed.variable.name === 'string' && typeof placed.variable.value === 'string' ? placed.variable : undefined;
  return {
    client: placed.client as Client,
    scope: placed.scope as SettingsScope,
    ...(typeof placed.dir === 'string' ? { dir: placed.dir } : {}),
    ...(variable ? { variable: { name: variable.name as string, value: variable.value as string } } : {}),
  };
}

/** The recorded commands, when the record is well-formed (it is a file a person may edit). */
export function recordedCommands(record: InstallRecord | undefined): string[] {
  return Array.isArray(record?.commands) ? record.commands.filter((c): c is string => typeof c === 'string') : [];
}

function isIncludeRecord(value: unknown): value is IncludeRecord {
  return isRecord(value) && typeof value.value === 'string' && typeof value.created === 'string' && ['context', 'list', 'none'].includes(value.created);
}

/** The include entries install recorded, the well-formed ones; a record of the older one-entry shape gives that one. */
export function recordedIncludes(record: InstallRecord | undefined): IncludeRecord[] {
  const included: unknown = record?.included;
  return (Array.isArray(included) ? included : included === undefined ? [] : [included]).filter(isIncludeRecord);
}

/** The permissions.allow rules install recorded, the well-formed ones. */
export function recordedAllowed(record: InstallRecord | undefined): IncludeRecord[] {
  const allowed: unknown = record?.allowed;
  return Array.isArray(allowed) ? allowed.filter(isIncludeRecord) : [];
}

/** The Codex trust keys install wrote, when the record is well-formed. */
export function recordedTrust(record: InstallRecord | undefined): { config: string; keys: string[]; created: boolean } | undefined {
  const trusted = record?.trusted;
  if (!trusted || typeof trusted.config !== 'string' || !Array.isArray(trusted.keys)) return undefined;
  return { config: trusted.config, keys: trusted.keys.filter((k): k is string => typeof k === 'string'), created: trusted.created === true };
}

/** The events whose list the file had before install, when the record is well-formed. */
export function recordedLists(record: InstallRecord | undefined): string[] {
  return Array.isArray(record?.listsBefore) ? record.listsBefore.filter((e): e is string => typeof e === 'string') : [];
}

/** The info/exclude line install recorded adding, when the record is well-formed. */
export function recordedIgnore(record: InstallRecord | undefined): IgnoreRecord | undefined {
  const r: unknown = record?.localIgnore;
  if (!isRecord(r) || !['exclude', 'line', 'top', 'path'].every((key) => typeof r[key] === 'string')) return undefined;
  return { ...(r as unknown as IgnoreRecord), separated: r.separated === true, created: r.created === true };
}

/** The folders install recorded making, when the record is well-formed. */
export function recordedFolders(record: InstallRecord | undefined): string[] {
  return Array.isArray(record?.createdFolders) ? record.createdFolders.filter((f): f is string => typeof f === 'string') : [];
}

type Records = Record<string, InstallRecord>;

function recordsPath(stateDir: string): string {
  return join(stateDir, 'installs.json');
}

function readRecords(stateDir: string): Records {
  try {
    const value: unknown = JSON.parse(readTextSafely(recordsPath(stateDir), 4 * 1024 * 1024) ?? '');
    return isRecord(value) ? (value as Records) : {};
  } catch {
    return {};
  }
}

/** Every settings file install keeps a record of, by the path it was written under. */
export function recordedSettingsFiles(stateDir: string | undefined): string[] {
  return stateDir === undefined ? [] : Object.keys(readRecords(stateDir));
}

/** None without a state folder (lib/io/state-dir.ts): uninstall then removes the hooks and leaves the rest. */
export function readInstallRecord(stateDir: string | undefined, settingsPath: string): InstallRecord | undefined {
  return readInstallRecords(stateDir)(settingsPath);
}

/**
 * Every record, read once: for a caller that asks about many settings files in one run
 * (doctor), where a read per file would read installs.json again for each.
 */
export function readInstallRecords(stateDir: string | undefined): (settingsPath: string) => InstallRecord | undefined {
  const records = stateDir === undefined ? {} : readRecords(stateDir);
  return (settingsPath) => (Object.hasOwn(records, settingsPath) ? records[settingsPath] : undefined);
}

export function writeInstallRecord(stateDir: string | undefined, settingsPath: string, record: InstallRecord | undefined): void {
  if (stateDir === undefined) return;
  const records = readRecords(stateDir);
  if (record) records[settingsPath] = record;
  else delete records[settingsPath];
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  writeFileAtomic(recordsPath(stateDir), `${JSON.stringify(records, null, 2)}\n`, 0o600);
}
