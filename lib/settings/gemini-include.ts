import { isAbsolute, relative, resolve, sep } from 'node:path';
import { addEntry, type ListRecord, removeEntries, type SettingsList, withEntry } from './settings-list.js';
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
export type IncludeRecord = ListRecord;

const INCLUDES: SettingsList = { holder: 'context', list: 'includeDirectories', name: 'context.includeDirectories' };

export const withInclude = withEntry;

/**
 * The entry that lets read_file open the memory folder for a launch in DIR, written into
 * DIR's project settings as a path relative to DIR (the file is committed, and every
 * checkout has its own absolute path), or undefined: none in the user's settings, none
 * when the memory folder is inside DIR already.
 */
export function includeEntry(scope: 'user' | 'project' | 'local', dir: string, memoryRoot: string): string | undefined {
  if (scope !== 'project') return undefined;
  const rel = relative(resolve(dir), memoryRoot);
  // written with `/`, which Gemini reads on every system: a committed `..\\.ai-core` names nothing on a teammate's Mac
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel)) ? undefined : rel.split(sep).join('/');
}

/** Adds `value` to context.includeDirectories unless an entry there names the same folder already. */
export function addInclude(settings: Settings, value: string, dir: string): MergeResult & { created: IncludeRecord['created'] } {
  const target = resolve(dir, value);
  return addEntry(settings, INCLUDES, value, (entry) => resolve(dir, entry) === target);
}

/** Takes back the entries installs added to context.includeDirectories (settings-list.ts). */
export function removeIncludes(settings: Settings, records: readonly IncludeRecord[]): MergeResult {
  return removeEntries(settings, INCLUDES, records);
}
