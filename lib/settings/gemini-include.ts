import { isAbsolute, relative, resolve } from 'node:path';
import { isRecord } from '../is-record.js';
import type { SettingsChange } from '../model/settings-change.js';
import type { JsonEdit } from './json-edit.js';
import type { MergeResult, Settings } from './settings-merge.js';

/**
 * Gemini CLI 0.61.0's read_file refuses any path outside the folders of its workspace: the
 * launch folder, and those in `context.includeDirectories` (a relative entry resolves
 * against the launch folder). The memory folder sits at the workspace root, above a
 * project launched in a subfolder, so install adds it there: read_file then opens a memory
 * without asking, where the shell would need an approval for every `cat`. What it costs:
 * Gemini's first request lists the folder's tree (at most 200 entries) next to the launch
 * folder's.
 */
export interface IncludeRecord {
  /** the entry exactly as install wrote it */
  value: string;
  /** what install made to hold it, and uninstall removes again once empty */
  created: 'context' | 'list' | 'none';
  /** the workspace whose memory folder it names (records from before there could be several have none) */
  workspace?: string;
}

const HOLDERS: ReadonlyArray<IncludeRecord['created']> = ['none', 'list', 'context'];

/** The most any install made to hold the entries: `context` one install made holds a later install's entry too. */
function mostCreated(records: readonly IncludeRecord[]): IncludeRecord['created'] {
  return HOLDERS[Math.max(0, ...records.map((r) => HOLDERS.indexOf(r.created)))] ?? 'none';
}

/** The records once install added `added`: one per entry, so a second install of the same workspace replaces its own. */
export function withInclude(records: readonly IncludeRecord[], added: IncludeRecord): IncludeRecord[] {
  return [...records.filter((r) => r.value !== added.value), added];
}

/**
 * The record of `value`, the entry install adds for the workspace uninstall acts for, and
 * the others, which stay. Both carry what any install made to hold the list: whichever
 * entry goes last takes the list and `context` with it.
 */
export function takeInclude(records: readonly IncludeRecord[], value: string | undefined): { taken?: IncludeRecord; rest: IncludeRecord[] } {
  const created = mostCreated(records);
  const taken = records.find((r) => r.value === value);
  const rest = records.filter((r) => r.value !== value).map((r) => ({ ...r, created }));
  return taken ? { taken: { ...taken, created }, rest } : { rest };
}

/** The recorded entries still in the settings, exactly as written. */
export function includesPresent(settings: Settings, records: readonly IncludeRecord[]): IncludeRecord[] {
  try {
    const { list } = listOf(settings);
    return records.filter((r) => list?.includes(r.value));
  } catch {
    return [];
  }
}

function listOf(settings: Settings): { context?: Record<string, unknown>; list?: unknown[] } {
  const context = settings.context;
  if (context !== undefined && !isRecord(context)) throw new Error('"context" is not an object');
  const list = context?.includeDirectories;
  if (list !== undefined && !Array.isArray(list)) throw new Error('"context.includeDirectories" is not a list');
  return { context, list };
}

/**
 * The entry that lets read_file open the memory folder for a launch governed by this
 * settings file, or undefined when none is needed: an absolute path in the user's
 * settings (any launch folder), a path relative to DIR in DIR's project settings (the file
 * is committed, and every checkout has its own absolute path), none when the memory folder
 * is inside DIR already.
 */
export function includeEntry(scope: 'user' | 'project' | 'local', dir: string, memoryRoot: string): string | undefined {
  if (scope === 'user') return memoryRoot;
  const rel = relative(resolve(dir), memoryRoot);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel)) ? undefined : rel;
}

/** Adds `value` to context.includeDirectories unless an entry there names the same folder already. */
export function addInclude(settings: Settings, value: string, dir: string): MergeResult & { created: IncludeRecord['created'] } {
  const { context, list } = listOf(settings);
  const target = resolve(dir, value);
  if (list?.some((entry) => typeof entry === 'string' && resolve(dir, entry) === target)) return { edits: [], changes: [], created: 'none' };
  const change: SettingsChange[] = [{ kind: 'add-include', value }];
  if (context === undefined) return { edits: [{ path: ['context'], value: { includeDirectories: [value] } }], changes: change, created: 'context' };
  if (list === undefined) return { edits: [{ path: ['context', 'includeDirectories'], value: [value] }], changes: change, created: 'list' };
  return { edits: [{ path: ['context', 'includeDirectories', -1], value, insert: true }], changes: change, created: 'none' };
}

/** Takes back what addInclude added: the entry, then the list and `context` when install made them and nothing else is in them. */
export function removeInclude(settings: Settings, record: IncludeRecord): MergeResult {
  let parts: ReturnType<typeof listOf>;
  try {
    parts = listOf(settings);
  } catch {
    return { edits: [], changes: [] };
  }
  const { context, list } = parts;
  const at = list?.indexOf(record.value) ?? -1;
  if (!context || !list || at < 0) return { edits: [], changes: [] };
  const changes: SettingsChange[] = [{ kind: 'remove-include', value: record.value }];
  const listEmpty = list.length === 1;
  const contextEmpty = listEmpty && Object.keys(context).length === 1;
  let edits: JsonEdit[] = [{ path: ['context', 'includeDirectories', at], value: undefined }];
  if (listEmpty && record.created !== 'none') edits = [{ path: ['context', 'includeDirectories'], value: undefined }];
  if (contextEmpty && record.created === 'context') edits = [{ path: ['context'], value: undefined }];
  return { edits, changes };
}
