import { accessSync, constants, lstatSync, mkdirSync, readlinkSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliError } from '../cli/errors.js';
import { withoutBom } from '../format/bom.js';
import { safeUnlink, writeFileAtomic } from '../io/atomic-write.js';
import { readRegularText } from '../io/read-file-safely.js';
import { isReadOnlyMode, modeText } from '../io/write-protected.js';
import { claudeConfigDir } from './claude-config-dir.js';
import { homeNotSet } from './home-not-set.js';
import { applyJsonEdits, DuplicateKeyError, type JsonEdit, jsonErrorLocation, parseJsonWithComments } from './json-edit.js';
import { textLocation } from './json-text.js';
import { SETTINGS_MAX_BYTES } from './settings-max-bytes.js';
import type { Settings } from './settings-merge.js';

export type SettingsScope = 'user' | 'project' | 'local';
export const SETTINGS_SCOPES: readonly SettingsScope[] = ['user', 'project', 'local'];

/** Where Claude Code reads each settings level; project levels only from the launch folder. */
export function settingsPath(scope: SettingsScope, dir: string, env: Record<string, string | undefined>, home: string | undefined): string {
  if (scope === 'user') {
    const configDir = claudeConfigDir(env, home);
    if (!configDir) throw homeNotSet('claude', '~/.claude/settings.json', true);
    return join(configDir, 'settings.json');
  }
  return join(dir, '.claude', scope === 'project' ? 'settings.json' : 'settings.local.json');
}

/** A configuration file read for editing: every edit is made to its text, and a write keeps what the file is. */
export interface EditableFile {
  path: string;
  /**
   * Where writes go: `path`, or the file its symbolic link points at. A settings file is
   * often a link into a dotfiles repository; replacing the link with a file would cut it
   * off from there without a word.
   */
  target: string;
  /** `path` itself is a symbolic link */
  link: boolean;
  exists: boolean;
  /** the file's text as read: every edit is made to it, never to a re-serialised copy */
  text: string;
  /** the existing file's permission bits and owner, which every write keeps (a 0600 file may hold an API key) */
  stat?: { mode: number; uid: number; gid: number };
}

/** A JSON settings file: its text, and the object it holds. */
export interface SettingsFile extends EditableFile {
  settings: Settings;
}

/** `path` through its symbolic links, or `path` itself when there is no file yet; a link to nothing is refused. */
function writeTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) {
    const to = readlinkSync(path);
    throw new CliError((m) => m.errors.settingsDanglingLink(path, to));
  }
  return path;
}

/** Reads a file to edit, through a symbolic link; a missing one reads as empty. */
export function readEditableFile(path: string): EditableFile {
  let text: string;
  let target: string;
  let stat: EditableFile['stat'];
  try {
    target = writeTarget(path);
    const read = readRegularText(target, SETTINGS_MAX_BYTES);
    text = read.text;
    const { mode, uid, gid } = read.stat;
    stat = { mode: mode & 0o7777, uid, gid };
  } catch (error) {
    if (error instanceof CliError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { path, target: path, link: false, exists: false, text: '' };
    // a system error in the reader's words where there are some, else the system's own
    const { code, message } = error as NodeJS.ErrnoException;
    throw new CliError((m) => m.errors.settingsUnreadable(path, (code && m.words.ioReason(code)) || message));
  }
  return { path, target, link: lstatSync(path).isSymbolicLink(), exists: true, text, stat };
}

/** How a client reads its hook file (lib/settings/client-files.ts `readingOf`). */
export interface ReadOptions {
  /** the client reads the file with comments allowed (Gemini CLI strips them; Claude Code and Codex do not) */
  comments?: boolean;
  /** the client reads past a UTF-8 byte order mark at the start of the file */
  bom?: boolean;
  /** keys the client checks the kind of, loading none of the file where one is wrong */
  shapes?: readonly KeyShape[];
}

/** A key (dotted: `permissions.allow`) and the kind of JSON value a client takes there. */
export interface KeyShape {
  key: string;
  expected: 'object' | 'list' | 'boolean';
}

/** The first of `shapes` the settings break, where a key is there with a value of another kind. */
function brokenShape(settings: Record<string, unknown>, shapes: readonly KeyShape[]): KeyShape | undefined {
  return shapes.find((shape) => {
    let value: unknown = settings;
    for (const part of shape.key.split('.')) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
      value = (value as Record<string, unknown>)[part];
    }
    if (value === undefined) return false;
    if (shape.expected === 'list') return !Array.isArray(value);
    if (shape.expected === 'boolean') return typeof value !== 'boolean';
    return !value || typeof value !== 'object' || Array.isArray(value);
  });
}

/**
 * A settings text as the client reads it: JSON, or JSON with comments for a client that
 * allows them (whose parse takes what it can). Throws on text that is not JSON otherwise.
 */
export function parseSettingsText(text: string, options: ReadOptions): unknown {
  const body = options.bom ? withoutBom(text) : text;
  return options.comments ? parseJsonWithComments(body).value : JSON.parse(body);
}

/** Reads a settings file; one that is not a JSON object is refused and left as it is. */
export function readSettingsFile(path: string, options: ReadOptions = {}): SettingsFile {
  const file = readEditableFile(path);
  // the file keeps its text as read, mark and all: only the parse and its messages start after it
  const text = options.bom ? withoutBom(file.text) : file.text;
  if (text.trim() === '') return { ...file, settings: {} };
  let value: unknown;
  if (options.comments) {
    const parsed = parseJsonWithComments(text);
    if (parsed.errorAt !== undefined) {
      const where = textLocation(text, parsed.errorAt, parsed.error ?? 'not JSON');
      throw new CliError((m) => m.errors.settingsNotJson(path, where));
    }
    value = parsed.value;
  } else {
    try {
      value = JSON.parse(text);
    } catch (error) {
      const where = jsonErrorLocation(text, error);
      throw new CliError((m) => m.errors.settingsNotJson(path, where));
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new CliError((m) => m.errors.settingsNotObject(path));
  }
  const broken = options.shapes && brokenShape(value as Record<string, unknown>, options.shapes);
  if (broken) throw new CliError((m) => m.errors.settingsKeyShape(path, broken.key, broken.expected));
  return { ...file, settings: value as Settings };
}

/**
 * A file without write permission is the user saying "do not change this" (a rename over
 * it would succeed all the same, and as root so would a plain write): refuse, and say how.
 */
export function assertWritable(file: EditableFile): void {
  if (!file.stat) return;
  let writable = !isReadOnlyMode(file.stat.mode);
  try {
    accessSync(file.target, constants.W_OK);
  } catch {
    writable = false;
  }
  if (!writable) {
    const mode = modeText(file.stat.mode);
    throw new CliError((m) => m.errors.settingsReadOnly(file.path, mode));
  }
}

/** The file's text with the edits made; a key they would have to go through twice is refused. */
export function editSettingsText(file: EditableFile, edits: readonly JsonEdit[]): string {
  try {
    return applyJsonEdits(file.text, edits);
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    const { key, lines } = error;
    throw new CliError((m) => m.errors.settingsDuplicateKey(file.path, key, lines));
  }
}

/** Replaces the file atomically, through a symbolic link, keeping its mode and owner. */
export function writeSettingsFile(file: EditableFile, text: string): void {
  assertWritable(file);
  mkdirSync(dirname(file.target), { recursive: true });
  const { stat } = file;
  writeFileAtomic(
    file.target,
    text,
    stat?.mode ?? 0o644,
    stat ? { exactMode: true, owner: { uid: stat.uid, gid: stat.gid }, syncFolder: true } : { syncFolder: true },
  );
}

/** Removes a settings file install created; a link put in its place since is someone's own, and stays. */
export function removeSettingsFile(file: EditableFile): void {
  if (file.link) return;
  assertWritable(file);
  safeUnlink(file.path);
}
