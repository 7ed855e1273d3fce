import { CliError, type Say } from '../cli/errors.js';
import { isRecord } from '../is-record.js';
import type { Client } from '../model/clients.js';
import type { SettingsChange } from '../model/settings-change.js';
import type { TomlFailure } from '../model/toml-problem.js';
import { codexConfigPath, readingOf } from './client-files.js';
import { type TrustEntry, trustEntries } from './codex-trust.js';
import { missingFolders } from './created-folders.js';
import { addInclude, includeEntry, removeIncludes, withInclude } from './gemini-include.js';
import { launchSettingsPath, planLaunchInclude } from './gemini-launch-include.js';
import { hookSpecs } from './hook-specs.js';
import { readTrustedHash, setTrustedHash, TomlShapeError } from './hook-trust-toml.js';
import {
  type IgnoreRecord,
  type InstallRecord,
  type PlacedInstall,
  readInstallRecord,
  recordedAllowed,
  recordedCommands,
  recordedFolders,
  recordedIgnore,
  recordedIncludes,
  recordedLists,
  recordedTrust,
} from './install-records.js';
import type { JsonEdit } from './json-edit.js';
import { ALLOW_LIST, memoryReadRules } from './memory-read-rule.js';
import { ownershipOf } from './our-commands.js';
import {
  assertWritable,
  type EditableFile,
  editSettingsText,
  parseSettingsText,
  readEditableFile,
  readSettingsFile,
  type SettingsFile,
  type SettingsScope,
} from './settings-file.js';
import { addEntry, withEntry } from './settings-list.js';
import { AUTO_MEMORY_KEY, addHooks, disableAutoMemory, ourCommands, restoreAutoMemory, type Settings, SettingsShapeError } from './settings-merge.js';
import { checkToml } from './toml-check.js';

interface InstallRequest {
  client: Client;
  scope: SettingsScope;
  /** the launch folder install acts for */
  dir: string;
  /** the client's hook file at that scope (lib/settings/client-files.ts) */
  path: string;
  /** the state folder for install records, if any */
  state: string | undefined;
  env: Record<string, string | undefined>;
  home: string | undefined;
  /** the workspace install sets up for DIR, and its memory folder */
  workspaceRoot: string;
  memoryRoot: string;
  /** the memory folder is left to the first save (install run in the home folder): Gemini gets no include for it */
  memoryRootLeft?: boolean;
  /** Claude Code: leave its auto memory on */
  keepAutoMemory: boolean;
  /** Codex: write the trust for our hooks into config.toml, as /hooks → t would */
  trustHooks: boolean;
}

/** A launch folder's settings file passed over, and why (in the reader's words). */
interface LaunchSkipped {
  path: string;
  reason: Say;
}

/** Another file an install or uninstall changes besides the hook file. */
export interface FileWrite {
  file: EditableFile;
  text: string;
}

/** Our Codex hooks after install, and whether Codex trusts each. */
interface TrustState {
  config: string;
  /** config.toml's text once install is done (read once: install asks it about project trust too) */
  configText: string;
  /** `stale`: config.toml trusts the hook at that key as it was (an install from a package since moved): its table is there, with another hash */
  entries: Array<TrustEntry & { trusted: boolean; stale?: boolean }>;
  /** where config.toml is no TOML Codex loads: Codex does not start, whatever install does */
  invalid?: TomlFailure;
}

export interface InstallPlan {
  file: SettingsFile;
  /** the hook file's text after install */
  text: string;
  changes: SettingsChange[];
  record: InstallRecord;
  also: FileWrite[];
  /** the records of the other files `also` writes, by their path (Gemini's launch folder settings) */
  otherRecords: Array<{ path: string; record: InstallRecord }>;
  /** Gemini: the launch folder's settings could not take the entry that lets read_file open the memories */
  launchSkipped?: LaunchSkipped;
  /** Codex only */
  trust?: TrustState;
  /** the folders, then the files, this install makes: none there before it */
  made: { folders: string[]; files: string[] };
}

/** The object a settings text install produced holds (JSON, or for Gemini JSON with comments, as it was read). */
function parsedAfter(text: string, client: Client): Settings {
  if (text.trim() === '') return {};
  return parseSettingsText(text, readingOf(client)) as Settings;
}

/** config.toml, read for trust; unreadable counts as empty when nothing is to be written to it. */
function readConfig(path: string, writing: boolean): EditableFile {
  if (writing) return readEditableFile(path);
  try {
    return readEditableFile(path);
  } catch {
    return { path, target: path, link: false, exists: false, text: '' };
  }
}

/**
 * Codex: the key and hash of each of our handlers in the hook file after install, whether
 * config.toml trusts it, and with --trust-hooks the config.toml text that does.
 */
function planTrust(
  req: InstallRequest,
  after: Settings,
  isOurs: (command: string) => boolean,
): { trust: TrustState; write?: FileWrite; changes: SettingsChange[]; written: string[] } {
  const configPath = codexConfigPath(req.env, req.home);
  const config = readConfig(configPath, req.trustHooks);
  let text = config.text;
  // a file Codex cannot load gets no trust written into it, as if nothing were wrong
  const check = checkToml(text);
  if (!check.ok && req.trustHooks) throw new CliError((m) => m.install.tomlInvalid(m.toml.invalid(configPath, check)));
  const changes: SettingsChange[] = [];
  const written: string[] = [];
  const entries = trustEntries(req.path, after, isOurs).map((entry) => {
    const held = readTrustedHash(text, entry.key);
    if (held === entry.hash) return { ...entry, trusted: true };
    if (!req.trustHooks) return { ...entry, trusted: false, ...(held === undefined ? {} : { stale: true }) };
    try {
      text = setTrustedHash(text, entry.key, entry.hash);
    } catch (error) {
      if (!(error instanceof TomlShapeError)) throw error;
      const { line } = error;
      throw new CliError((m) => m.install.tomlShape(configPath, line));
    }
    changes.push({ kind: 'trust-hook', event: entry.event, config: configPath });
    written.push(entry.key);
    return { ...entry, trusted: true };
  });
  const trust = { config: configPath, configText: text, entries, ...(check.ok ? {} : { invalid: check }) };
  return { trust, changes, written, write: changes.length > 0 ? { file: config, text } : undefined };
}

/**
 * Whether install made the `hooks` object, for the record: kept from the install that first
 * knew. One there already is the user's (false) unless it holds hooks of ours: an earlier
 * install made it then, as it did under an older record, which never said; those stay unknown.
 */
function hooksMade(previous: InstallRecord | undefined, settings: Settings, isOurs: (command: string) => boolean): Pick<InstallRecord, 'createdHooks'> {
  if (typeof previous?.createdHooks === 'boolean') return { createdHooks: previous.createdHooks };
  if (settings.hooks === undefined) return { createdHooks: true };
  return previous?.commands !== undefined || ourCommands(settings, isOurs).length > 0 ? {} : { createdHooks: false };
}

/**
 * The events whose list install finds holding none of ours (an empty one the user left, or
 * one of their hooks), with those an earlier install found: uninstall leaves these lists.
 * One holding ours already was made by an earlier install or is unknown: it is not named.
 */
function listsFound(
  previous: InstallRecord | undefined,
  settings: Settings,
  isOurs: (command: string) => boolean,
  events: readonly string[],
): Pick<InstallRecord, 'listsBefore'> {
  const hooks = isRecord(settings.hooks) ? settings.hooks : {};
  const found = events.filter((event) => Array.isArray(hooks[event]) && ourCommands({ hooks: { [event]: hooks[event] } }, isOurs).length === 0);
  const lists = [...new Set([...recordedLists(previous), ...found])];
  return lists.length > 0 ? { listsBefore: lists } : {};
}

/** The record's part for an info/exclude line install added, when there is one. */
export function withIgnore(line: IgnoreRecord | undefined): Pick<InstallRecord, 'localIgnore'> {
  return line ? { localIgnore: line } : {};
}

/** What install would change for one client at one scope, and the record it would leave. */
export function planInstall(req: InstallRequest): InstallPlan {
  const { client } = req;
  const file = readSettingsFile(req.path, readingOf(client));
  const previous = readInstallRecord(req.state, file.path);
  const own = ownershipOf(recordedCommands(previous), req.env);
  const edits: JsonEdit[] = [];
  const changes: SettingsChange[] = [];
  let included = recordedIncludes(previous);
  const specs = hookSpecs(undefined, client);
  try {
    const merged = addHooks(file.settings, specs, own.isOurs, own.sameHook);
    edits.push(...merged.edits);
    changes.push(...merged.changes);
    // user settings: the entries older installs wrote there go (lib/settings/gemini-include.ts)
    if (client === 'gemini' && req.scope === 'user') {
      const removed = removeIncludes(file.settings, included);
      edits.push(...removed.edits);
      changes.push(...removed.changes);
      included = [];
    }
    const entry = client === 'gemini' && !req.memoryRootLeft ? includeEntry(req.scope, req.dir, req.memoryRoot) : undefined;
    if (entry !== undefined) {
      const added = addInclude(file.settings, entry, req.dir);
      edits.push(...added.edits);
      changes.push(...added.changes);
      if (added.edits.length > 0) included = withInclude(included, { value: entry, created: added.created, workspace: req.workspaceRoot });
    }
  } catch (error) {
    if (!(error instanceof SettingsShapeError)) throw error;
    const { shape } = error;
    throw new CliError((m) => m.install.keyConflict(file.path, shape));
  }
  // Claude Code reads the memory folder from a launch below it without asking (memory-read-rule.ts)
  let allowed = recordedAllowed(previous);
  const rules = client === 'claude' && !req.memoryRootLeft ? (memoryReadRules(req.memoryRoot) ?? []) : [];
  try {
    // one edit at a time: a second entry goes after the first, in the settings as the first left them
    let settings = file.settings;
    for (const rule of rules) {
      const added = addEntry(settings, ALLOW_LIST, rule);
      if (added.edits.length === 0) continue;
      edits.push(...added.edits);
      changes.push(...added.changes);
      allowed = withEntry(allowed, { value: rule, created: added.created, workspace: req.workspaceRoot });
      settings = parsedAfter(editSettingsText(file, edits), client);
    }
  } catch {
    // nothing in practice: a Claude Code settings file whose `permissions` or `allow` is of
    // another kind is refused as it is read (client-files.ts CLAUDE_SHAPES)
  }
  // --keep-auto-memory over an install that turned it off puts it back, as uninstall would
  const givenBack = client === 'claude' && req.keepAutoMemory && previous?.autoMemoryChanged === true;
  // kept once, kept on the next install (an upgrade's, which the README asks for): by the flag
  // before, or by the user, who turned it on by hand since an install turned it off
  const keep =
    req.keepAutoMemory ||
    previous?.autoMemoryKept === true ||
    // turned on again since, whatever it was before that install (a key taken out is not read
    // as a choice: a settings file written anew holds none either)
    (previous?.autoMemoryChanged === true && file.settings[AUTO_MEMORY_KEY] === true);
  if (client === 'claude') {
    const setting = givenBack ? restoreAutoMemory(file.settings, previous?.autoMemoryBefore) : keep ? undefined : disableAutoMemory(file.settings);
    edits.push(...(setting?.edits ?? []));
    changes.push(...(setting?.changes ?? []));
  }
  const text = edits.length > 0 ? editSettingsText(file, edits) : file.text;
  // refused before anything is written (and by --dry-run too, so it says what the run would)
  if (changes.length > 0) assertWritable(file);
  const after = parsedAfter(text, client);
  const also: FileWrite[] = [];
  const otherRecords: InstallPlan['otherRecords'] = [];
  // Gemini below the memory folder's folder: the launch folder's settings name it (gemini-launch-include.ts)
  const { planned: launch, skipped } = client === 'gemini' && req.scope === 'user' && !req.memoryRootLeft ? launchInclude(req, file.target) : {};
  if (launch) {
    changes.push(...launch.changes);
    also.push({ file: launch.file, text: launch.text });
    otherRecords.push({ path: launch.file.path, record: launch.record });
  }
  let trust: TrustState | undefined;
  let trustedKeys = previous?.trusted?.keys ?? [];
  let configCreated = recordedTrust(previous)?.created ?? false;
  // the folders the writes below make, for uninstall to take back
  const folders = new Set(recordedFolders(previous));
  if (changes.length > 0 && text !== file.text) for (const dir of missingFolders(file.target)) folders.add(dir);
  if (client === 'codex') {
    const planned = planTrust(req, after, own.isOurs);
    trust = planned.trust;
    changes.push(...planned.changes);
    if (planned.write) {
      assertWritable(planned.write.file);
      also.push(planned.write);
      trustedKeys = [...new Set([...trustedKeys, ...planned.written])];
      if (!planned.write.file.exists) configCreated = true;
      for (const dir of missingFolders(planned.write.file.target)) folders.add(dir);
    }
  }
  // what the writes make that was not there: said, as uninstall says what it removes
  const made: InstallPlan['made'] = { folders: [], files: [] };
  const writes = [...(changes.length > 0 && text !== file.text ? [file] : []), ...also.map((w) => w.file)];
  for (const write of writes) {
    for (const dir of missingFolders(write.target)) if (!made.folders.includes(dir)) made.folders.push(dir);
    if (!write.exists) made.files.push(write.target);
  }
  const autoMemoryChanged = !givenBack && (changes.some((c) => c.kind === 'set-key' && c.key === AUTO_MEMORY_KEY) || (previous?.autoMemoryChanged ?? false));
  const record: InstallRecord = {
    autoMemoryChanged,
    ...(client === 'claude' && keep ? { autoMemoryKept: true } : {}),
    // the value before the first install that changed it: kept from that install's record
    autoMemoryBefore: autoMemoryChanged ? (previous?.autoMemoryChanged ? previous.autoMemoryBefore : file.settings[AUTO_MEMORY_KEY]) : undefined,
    commands: ourCommands(after, own.isOurs),
    createdFile: (previous?.createdFile ?? false) || (!file.exists && changes.length > 0),
    ...hooksMade(previous, file.settings, own.isOurs),
    ...listsFound(previous, file.settings, own.isOurs, [...new Set(specs.map((spec) => spec.event))]),
    ...(included.length > 0 ? { included } : {}),
    ...(allowed.length > 0 ? { allowed } : {}),
    ...(trustedKeys.length > 0 && trust ? { trusted: { config: trust.config, keys: trustedKeys, ...(configCreated ? { created: true } : {}) } } : {}),
    ...(folders.size > 0 ? { createdFolders: [...folders] } : {}),
    // the info/exclude line an earlier install added: still this install's to take back
    ...withIgnore(recordedIgnore(previous)),
    placed: placedOf(req),
  };
  return { file, text, changes, record, also, otherRecords, trust, made, ...(skipped ? { launchSkipped: skipped } : {}) };
}

/**
 * planLaunchInclude, for the install of the user's hooks in `userTarget`: the entry is a
 * help to those hooks, never a reason to go without them, so a launch folder's file that
 * cannot take it (not JSON, a `context` of another kind, not writable) is passed over and
 * named, with the reason.
 */
function launchInclude(req: InstallRequest, userTarget: string): { planned?: ReturnType<typeof planLaunchInclude>; skipped?: LaunchSkipped } {
  try {
    return { planned: planLaunchInclude({ ...req, userTarget }) };
  } catch (error) {
    const path = launchSettingsPath(req);
    if (error instanceof SettingsShapeError) {
      const { shape } = error;
      return { skipped: { path, reason: (m) => m.install.keyConflict(path, shape) } };
    }
    if (error instanceof CliError) {
      const { say } = error;
      return { skipped: { path, reason: (m) => say(m, {}) } };
    }
    throw error;
  }
}

/** The variable each client's user files follow when set: a user install made under it is elsewhere. */
const USER_FOLDER_VARIABLE: Record<Client, string> = { claude: 'CLAUDE_CONFIG_DIR', codex: 'CODEX_HOME', gemini: 'GEMINI_CLI_HOME' };

function placedOf(req: InstallRequest): PlacedInstall {
  const name = USER_FOLDER_VARIABLE[req.client];
  const value = req.env[name];
  if (req.scope === 'user') return { client: req.client, scope: 'user', ...(value ? { variable: { name, value } } : {}) };
  return { client: req.client, scope: req.scope, dir: req.dir };
}
