import { isAbsolute, relative, resolve } from 'node:path';
import { isRecord } from '../is-record.js';
import type { SettingsChange } from '../model/settings-change.js';
import type { JsonEdit } from './json-edit.js';
import type { MergeResult, Settings } from './settings-merge.js';

/**
 * Gemini CLI 0.61.0's read_file refuses any path outside the folders of its workspace: the
 * launch folder, and those in `context.includeDirectories` (a relative entry resolves
 * against the launch folder). A project launched below the folder that holds the memory
 * folder gets it through its own settings (`install --scope project`), as a path relative
 * to it. Never through the user's settings: Gemini makes every entry there a folder of
 * every session, anywhere (one repository's memory file names listed in all the others'
 * context), and stops at startup in every folder once the folder an entry names is gone
 * ("Directory does not exist"). Entries older installs wrote there are taken out again.
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

function listOf(settings: Settings): { context?: Record<string, unknown>; list?: unknown[] } {
  const context = settings.context;
  if (context !== undefined && !isRecord(context)) throw new Error('"context" is not an object');
  const list = context?.includeDirectories;
  if (list !== undefined && !Array.isArray(list)) throw new Error('"context.includeDirectories" is not a list');
  return { context, list };
}

/**
 * The entry that lets read_file open the memory folder for a launch in DIR, written into
 * DIR's project settings as a path relative to DIR (the file is committed, and every
 * checkout has its own absolute path), or undefined: none in the user's settings, none
 * when the memory folder is inside DIR already.
 */
export function includeEntry(scope: 'user' | 'project' | 'local', dir: string, memoryRoot: string): string | undefined {
  if (scope !== 'project') return undefined;
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

/**
 * Takes back what installs added: every recorded entry still in the list, then the list and
 * `context` when an install made them and nothing else is in them. Removed last to first,
 * so each index is still the entry's when its edit is applied.
 */
export function removeIncludes(settings: Settings, records: readonly IncludeRecord[]): MergeResult {
  let parts: ReturnType<typeof listOf>;
  try {
    parts = listOf(settings);
  } catch {
    return { edits: [], changes: [] };
  }
  const { context, list } = parts;
  const values = new Set(records.map((r) => r.value));
  const at = (list ?? []).flatMap((entry, i) => (typeof entry === 'string' && values.has(entry) ? [i] : []));
  if (!context || !list || at.length === 0) return { edits: [], changes: [] };
  const changes: SettingsChange[] = at.map((i) => ({ kind: 'remove-include', value: list[i] as string }));
  const created = mostCreated(records);
  const listEmpty = at.length === list.length;
  if (listEmpty && created === 'context' && Object.keys(context).length === 1) return { edits: [{ path: ['context'], value: undefined }], changes };
  if (listEmpty && created !== 'none') return { edits: [{ path: ['context', 'includeDirectories'], value: undefined }], changes };
  const edits: JsonEdit[] = at.reverse().map((i) => ({ path: ['context', 'includeDirectories', i], value: undefined }));
  return { edits, changes };
}
