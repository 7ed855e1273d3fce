import { isRecord } from '../is-record.js';
import type { SettingsChange } from '../model/settings-change.js';
import type { JsonEdit } from './json-edit.js';
import { type MergeResult, type Settings, SettingsShapeError } from './settings-merge.js';

/**
 * A list of strings inside an object of a settings file that install adds entries to and
 * uninstall takes them out of again: Gemini CLI's `context.includeDirectories`, Claude
 * Code's `permissions.allow`.
 */
export type SettingsList =
  | { holder: 'context'; list: 'includeDirectories'; name: 'context.includeDirectories' }
  | { holder: 'permissions'; list: 'allow'; name: 'permissions.allow' };

/** An entry install added to a settings list. */
export interface ListRecord {
  /** the entry exactly as install wrote it */
  value: string;
  /** what install made to hold it, and uninstall removes again once empty: `context`, the object holding the list (named for the first such list, Gemini's) */
  created: 'context' | 'list' | 'none';
  /** the workspace whose memory folder it names (records from before there could be several have none) */
  workspace?: string;
}

const HOLDERS: ReadonlyArray<ListRecord['created']> = ['none', 'list', 'context'];

/** The most any install made to hold the entries: a holder one install made holds a later install's entry too. */
function mostCreated(records: readonly ListRecord[]): ListRecord['created'] {
  return HOLDERS[Math.max(0, ...records.map((r) => HOLDERS.indexOf(r.created)))] ?? 'none';
}

/** The records once install added `added`: one per entry, so a second install of the same workspace replaces its own. */
export function withEntry(records: readonly ListRecord[], added: ListRecord): ListRecord[] {
  return [...records.filter((r) => r.value !== added.value), added];
}

function partsOf(settings: Settings, spot: SettingsList): { holder?: Record<string, unknown>; list?: unknown[] } {
  const holder = settings[spot.holder];
  if (holder !== undefined && !isRecord(holder)) throw new SettingsShapeError({ key: spot.holder, expected: 'object' });
  const list = holder?.[spot.list];
  if (list !== undefined && !Array.isArray(list)) throw new SettingsShapeError({ key: spot.name, expected: 'list' });
  return { holder, list };
}

/** Adds `value` to the list unless an entry there is the same already (`same`, default: equal). */
export function addEntry(
  settings: Settings,
  spot: SettingsList,
  value: string,
  same: (entry: string) => boolean = (entry) => entry === value,
): MergeResult & { created: ListRecord['created'] } {
  const { holder, list } = partsOf(settings, spot);
  if (list?.some((entry) => typeof entry === 'string' && same(entry))) return { edits: [], changes: [], created: 'none' };
  const change: SettingsChange[] = [{ kind: 'add-include', value, list: spot.name }];
  if (holder === undefined) return { edits: [{ path: [spot.holder], value: { [spot.list]: [value] } }], changes: change, created: 'context' };
  if (list === undefined) return { edits: [{ path: [spot.holder, spot.list], value: [value] }], changes: change, created: 'list' };
  return { edits: [{ path: [spot.holder, spot.list, -1], value, insert: true }], changes: change, created: 'none' };
}

/**
 * Takes back what installs added: every recorded entry still in the list, then the list and
 * its holder when an install made them and nothing else is in them. Removed last to first,
 * so each index is still the entry's when its edit is applied.
 */
export function removeEntries(settings: Settings, spot: SettingsList, records: readonly ListRecord[]): MergeResult {
  let parts: ReturnType<typeof partsOf>;
  try {
    parts = partsOf(settings, spot);
  } catch {
    return { edits: [], changes: [] };
  }
  const { holder, list } = parts;
  const values = new Set(records.map((r) => r.value));
  const at = (list ?? []).flatMap((entry, i) => (typeof entry === 'string' && values.has(entry) ? [i] : []));
  if (!holder || !list || at.length === 0) return { edits: [], changes: [] };
  const changes: SettingsChange[] = at.map((i) => ({ kind: 'remove-include', value: list[i] as string, list: spot.name }));
  const created = mostCreated(records);
  const listEmpty = at.length === list.length;
  if (listEmpty && created === 'context' && Object.keys(holder).length === 1) return { edits: [{ path: [spot.holder], value: undefined }], changes };
  if (listEmpty && created !== 'none') return { edits: [{ path: [spot.holder, spot.list], value: undefined }], changes };
  const edits: JsonEdit[] = at.reverse().map((i) => ({ path: [spot.holder, spot.list, i], value: undefined }));
  return { edits, changes };
}
