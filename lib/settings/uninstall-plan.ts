import { basename, dirname } from 'node:path';
import { CliError, type Say } from '../cli/errors.js';
import { isRecord } from '../is-record.js';
import type { Client } from '../model/clients.js';
import type { SettingsChange } from '../model/settings-change.js';
import { codexConfigPath, readingOf } from './client-files.js';
import { trustEntries, trustHash, trustKey } from './codex-trust.js';
import { foldersLeftEmpty } from './created-folders.js';
import { removeIncludes } from './gemini-include.js';
import { inFile } from './gemini-launch-include.js';
import { hookSpecs } from './hook-specs.js';
import { readTrustedHash, removeTrustedHash } from './hook-trust-toml.js';
import type { FileWrite } from './install-plan.js';
import {
  type InstallRecord,
  readInstallRecord,
  readInstallRecords,
  recordedAllowed,
  recordedCommands,
  recordedFolders,
  recordedIgnore,
  recordedIncludes,
  recordedLists,
  recordedSettingsFiles,
  recordedTrust,
} from './install-records.js';
import { type IgnoreUndo, planIgnoreUndo } from './local-ignore-undo.js';
import { ALLOW_LIST } from './memory-read-rule.js';
import { ownershipOf } from './our-commands.js';
import {
  assertWritable,
  type EditableFile,
  editSettingsText,
  parseSettingsText,
  readEditableFile,
  readSettingsFile,
  type SettingsFile,
} from './settings-file.js';
import { removeEntries } from './settings-list.js';
import { AUTO_MEMORY_KEY, removeHooks, restoreAutoMemory, type Settings } from './settings-merge.js';
import { moveTrust } from './trust-moves.js';

interface UninstallPlan {
  file: SettingsFile;
  record: InstallRecord | undefined;
  /** the record left once uninstall is done: the info/exclude line, when a file it keeps out is still there */
  recordAfter: InstallRecord | undefined;
  /** the hook file's text after uninstall */
  text: string;
  changes: SettingsChange[];
  /** the hook file goes: install made it and nothing else is in it now */
  remove: boolean;
  also: FileWrite[];
  /** Codex: config.toml, when install made it and uninstall leaves nothing in it */
  removeFiles: EditableFile[];
  /** the folders install made that uninstall leaves empty, deepest first */
  removeFolders: string[];
  /** Claude Code, local scope: the info/exclude line install added, dropped or kept */
  ignore: IgnoreUndo | undefined;
  /**
   * Hooks of ours taken out of a file no install record speaks for (the state folder was
   * deleted, or could not be written at install): what else install may have changed there,
   * left as it is, for the user to judge.
   */
  unrecorded: string[];
  /**
   * Codex: trusted hooks of others listed after ours in the same event, whose position,
   * and with it the key Codex keeps their trust under, moves up once ours are gone
   */
  shifted: number;
}

function objectOf(text: string, client: Client): object {
  const value = parseSettingsText(text, readingOf(client));
  return isRecord(value) ? value : {};
}

/** The key of another hook that moves up when ours are removed: where it is now, and where it will be. */
interface MovedKey {
  from: string;
  to: string;
}

/** The keys of other hooks that move when ours are removed, in the order they stand (a key moves only to one freed before it). */
function movedKeys(path: string, settings: Settings, isOurs: (command: string) => boolean): MovedKey[] {
  const hooks = isRecord(settings.hooks) ? settings.hooks : {};
  const moved: MovedKey[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    let groupsGone = 0;
    groups.forEach((group: unknown, g) => {
      const handlers = isRecord(group) && Array.isArray(group.hooks) ? (group.hooks as unknown[]) : [];
      const ours = handlers.map((h) => isRecord(h) && typeof h.command === 'string' && isOurs(h.command));
      if (handlers.length > 0 && ours.every(Boolean)) {
        groupsGone++;
        return;
      }
      let handlersGone = 0;
      ours.forEach((mine, h) => {
        if (mine) handlersGone++;
        else if (groupsGone > 0 || handlersGone > 0)
          moved.push({ from: trustKey(path, event, g, h), to: trustKey(path, event, g - groupsGone, h - handlersGone) });
      });
    });
  }
  return moved;
}

/**
 * The hashes Codex keeps for our hooks: those in the hooks file now, and those of the
 * commands install recorded as install writes them, for a hook of ours already taken out by hand.
 */
function ourTrustHashes(ours: readonly { hash: string }[], commands: readonly string[]): Set<string> {
  const written = hookSpecs(undefined, 'codex').flatMap((spec) =>
    commands.map((command) => trustHash(spec.event, spec.matcher, { command, timeout: spec.timeout })),
  );
  return new Set([...ours.map((entry) => entry.hash), ...written]);
}

/** Whether a file may be written, where a refusal is not a reason to stop. */
function writable(file: EditableFile): boolean {
  try {
    assertWritable(file);
    return true;
  } catch (error) {
    if (error instanceof CliError) return false;
    throw error;
  }
}

/** The memory folder as install names it in a Read rule (Claude Code) or an include (Gemini CLI). */
const MEMORY_FOLDER_END = /\.ai-core\/data\/memory(?:\/\*\*\))?$/;

/**
 * What install may have changed in a hook file besides the hooks, where no record says it
 * did: auto memory turned off, a Read rule or an include naming a memory folder. Told, not
 * undone: the user may have set any of them.
 */
function leftUnrecorded(client: Client, settings: Settings): string[] {
  const listed = (holder: unknown, list: string) =>
    isRecord(holder) && Array.isArray(holder[list])
      ? (holder[list] as unknown[]).filter((v): v is string => typeof v === 'string' && MEMORY_FOLDER_END.test(v))
      : [];
  if (client === 'claude') {
    const rules = listed(settings.permissions, 'allow').filter((rule) => rule.startsWith('Read('));
    return [...(settings[AUTO_MEMORY_KEY] === false ? [`${AUTO_MEMORY_KEY}: false`] : []), ...rules.map((rule) => `permissions.allow: ${rule}`)];
  }
  return client === 'gemini' ? listed(settings.context, 'includeDirectories').map((entry) => `context.includeDirectories: ${entry}`) : [];
}

/**
 * What uninstall would change for one client's hook file: the edits, whether the file goes,
 * what else it touches. `ownInstall`: the file's install is the one asked for, not the
 * entry a user-scope Gemini install added to a launch folder's settings (a record of
 * includes and no hook), which a project-scope uninstall leaves to the user's.
 */
export function planUninstall(
  client: Client,
  path: string,
  state: string | undefined,
  env: Record<string, string | undefined>,
  home: string | undefined,
  ownInstall = false,
): UninstallPlan {
  const file = readSettingsFile(path, readingOf(client));
  const found = readInstallRecord(state, file.path);
  // the user-scope install's entry: none of this install's, and its record stays as it is for that install's uninstall
  const userInclude = ownInstall && isLaunchInclude(found);
  const record = userInclude ? undefined : found;
  const isOurs = ownershipOf(recordedCommands(record), env).isOurs;
  const removed = removeHooks(file.settings, isOurs, record?.createdHooks === false, recordedLists(record));
  const edits = [...removed.edits];
  const changes = [...removed.changes];
  if (record?.autoMemoryChanged) {
    const restored = restoreAutoMemory(file.settings, record.autoMemoryBefore);
    edits.push(...restored.edits);
    changes.push(...restored.changes);
  }
  // Gemini: every entry installs added goes, those older installs wrote into the user's settings for any workspace too
  const excluded = removeIncludes(file.settings, recordedIncludes(record));
  edits.push(...excluded.edits);
  changes.push(...excluded.changes);
  // Claude Code: the rules that let it read each workspace's memory folder
  const disallowed = removeEntries(file.settings, ALLOW_LIST, recordedAllowed(record));
  edits.push(...disallowed.edits);
  changes.push(...disallowed.changes);
  const text = edits.length > 0 ? editSettingsText(file, edits) : file.text;
  // a file install made, holding nothing now: it goes, as it came (not through a link someone made since)
  const empty = text.trim() === '' || Object.keys(objectOf(text, client)).length === 0;
  const remove = file.exists && record?.createdFile === true && empty && !file.link;
  if (remove) changes.push({ kind: 'remove-file', path: file.path });
  if (changes.length > 0) assertWritable(file);
  // the line goes once nothing it keeps out of commits is left: this settings file gone, or going now
  const ignored = recordedIgnore(record);
  const ignore = planIgnoreUndo(ignored, remove ? file.target : undefined, env);
  // a line kept stays install's: the uninstall after the file it keeps out is gone takes it
  const ignoreKept = ignore?.kind === 'keep' ? ignored : undefined;
  const recordAfter: InstallRecord | undefined = userInclude
    ? found
    : ignoreKept
      ? {
          autoMemoryChanged: false,
          createdFile: record?.createdFile === true,
          createdFolders: recordedFolders(record),
          ...(ignoreKept ? { localIgnore: ignoreKept } : {}),
        }
      : undefined;

  const also: FileWrite[] = [];
  const removeFiles: EditableFile[] = [];
  let shifted = 0;
  const trusted = recordedTrust(record);
  // no record: our hooks taken out all the same, by their commands; what else install changed is named
  const unrecorded = record === undefined && !userInclude && removed.changes.length > 0 ? leftUnrecorded(client, file.settings) : [];
  if (client === 'codex') {
    const moved = movedKeys(file.path, file.settings, isOurs);
    // the trust of our hooks where they are is taken back too, recorded or not (without a record,
    // or trusted in Codex's own /hooks after an install that did not): a key goes only with our hash in it
    const ours = trustEntries(file.path, file.settings, isOurs);
    const unrecordedTrust = ours.length > 0;
    let config: ReturnType<typeof readEditableFile> | undefined;
    try {
      config = trusted || unrecordedTrust || moved.length > 0 ? readEditableFile(trusted?.config ?? codexConfigPath(env, home)) : undefined;
    } catch {
      config = undefined;
    }
    const ourHashes = ourTrustHashes(ours, recordedCommands(record));
    let toml = config?.text ?? '';
    if (config && (trusted || unrecordedTrust)) {
      // trust is kept by place: a hook put in front of ours since install moved ours to a key
      // install never wrote, and left the user's own trust at the one it did. So the keys are
      // the recorded ones and where our hooks are now, and a key goes only when it holds our hash.
      for (const key of new Set([...(trusted?.keys ?? []), ...ours.map((entry) => entry.key)])) {
        const hash = readTrustedHash(toml, key);
        if (hash === undefined || !ourHashes.has(hash)) continue;
        toml = removeTrustedHash(toml, key);
        changes.push({ kind: 'untrust-hook', key, config: config.path });
      }
      if (toml !== config.text) assertWritable(config);
    }
    if (config) {
      // the user's hooks after ours move up a place, and Codex keeps trust by place: their
      // trust moves with them (the hash covers only the hook), or they would silently stop
      const shift = moveTrust(toml, moved, ourHashes, writable(config));
      toml = shift.text;
      shifted = shift.left;
      for (const { from, to } of shift.moved) changes.push({ kind: 'move-trust', from, to, config: config.path });
      // a key install trusted that no hook holds once ours are out: the trust of our hook as an
      // earlier install wrote it (the package since moved, its command with it), which no hook
      // matches now, and which a table pasted from the next install's advice would double
      if (trusted && writable(config)) {
        const after = text.trim() === '' ? {} : (objectOf(text, client) as Settings);
        const held = new Set(trustEntries(file.path, after, () => true).map((entry) => entry.key));
        for (const key of trusted.keys) {
          if (held.has(key) || readTrustedHash(toml, key) === undefined) continue;
          toml = removeTrustedHash(toml, key);
          changes.push({ kind: 'untrust-hook', key, config: config.path });
        }
      }
      // a config.toml install made, holding nothing once our trust is out: it goes, as it came
      if (trusted?.created && toml.trim() === '' && config.exists && !config.link) {
        assertWritable(config);
        removeFiles.push(config);
        changes.push({ kind: 'remove-file', path: config.path });
      } else if (toml !== config.text) {
        assertWritable(config);
        also.push({ file: config, text: toml });
      }
    }
  }
  if (ignore?.kind === 'drop') {
    changes.push({ kind: 'unignore', line: ignore.line, exclude: ignore.file.path });
    if (ignore.remove) {
      removeFiles.push(ignore.file);
      changes.push({ kind: 'remove-file', path: ignore.file.path });
    } else also.push({ file: ignore.file, text: ignore.text });
  }
  const gone = [...(remove ? [file.target] : []), ...removeFiles.map((f) => f.target)];
  const removeFolders = foldersLeftEmpty(recordedFolders(record), gone);
  for (const path of removeFolders) changes.push({ kind: 'remove-folder', path });
  return { file, record: userInclude ? found : record, recordAfter, text, changes, remove, also, removeFiles, removeFolders, ignore, shifted, unrecorded };
}

/** A record of includes and no hook of ours: what a user-scope Gemini install wrote into a launch folder's settings. */
const isLaunchInclude = (record: InstallRecord | undefined): boolean => recordedCommands(record).length === 0 && recordedIncludes(record).length > 0;

/**
 * What `uninstall --client gemini` at user scope takes back in the launch folders' settings:
 * the entries user-scope installs added there (lib/settings/gemini-launch-include.ts), in
 * every folder one was run for, wherever this uninstall runs: a file whose record holds
 * includes and no hook of ours, each planned as that file's own uninstall. A project-scope
 * install's file (hooks and its entry) is left to that install's uninstall. A file that
 * cannot be read or written now is passed over and named: it is no reason to leave the
 * user's hooks in place.
 */
export function planLaunchIncludeUndos(req: {
  /** the user-scope file, through its links */
  userTarget: string;
  state: string | undefined;
  env: Record<string, string | undefined>;
  home: string | undefined;
}): { plans: UninstallPlan[]; skipped: Array<{ path: string; reason: Say }> } {
  const plans: UninstallPlan[] = [];
  const skipped: Array<{ path: string; reason: Say }> = [];
  const records = readInstallRecords(req.state);
  for (const path of recordedSettingsFiles(req.state)) {
    const record = records(path);
    if (basename(dirname(path)) !== '.gemini' || !isLaunchInclude(record)) continue;
    try {
      const plan = planUninstall('gemini', path, req.state, req.env, req.home);
      if (plan.file.target === req.userTarget || plan.changes.length === 0) continue;
      plans.push({ ...plan, changes: inFile(plan.changes, plan.file.path) });
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      const { say } = error;
      skipped.push({ path, reason: (m) => say(m, {}) });
    }
  }
  return { plans, skipped };
}
