import type { SettingsChange } from '../model/settings-change.js';
import { hookFilePath, readingOf } from './client-files.js';
import { missingFolders } from './created-folders.js';
import { addInclude, includeEntry, withInclude } from './gemini-include.js';
import { type InstallRecord, readInstallRecord, recordedFolders, recordedIncludes } from './install-records.js';
import { assertWritable, editSettingsText, readSettingsFile, type SettingsFile } from './settings-file.js';

/** What a user-scope Gemini install writes into the launch folder's own settings, and the record it keeps for that file. */
interface LaunchInclude {
  file: SettingsFile;
  text: string;
  changes: SettingsChange[];
  record: InstallRecord;
}

/**
 * Gemini CLI's read_file opens only the launch folder and the folders of
 * `context.includeDirectories` (lib/settings/gemini-include.ts). A user-scope install
 * launched below the folder that holds the memory folder would leave the model unable to
 * open a memory the list names. So it adds that one entry to the launch folder's
 * `.gemini/settings.json`: a path relative to the launch folder, no hook and no path of this
 * machine, fit to commit, so a teammate's user-scope install works there as it is. The file
 * gets its own record, as a project-scope install's, which `uninstall --client gemini` at
 * user scope takes back, from any folder (uninstall-plan.ts planLaunchIncludeUndos).
 * Undefined where nothing is to be added: the memory folder is inside the launch folder, an
 * entry names it already, or the file is the user's own (a link, the home folder).
 */
export function planLaunchInclude(req: {
  dir: string;
  memoryRoot: string;
  workspaceRoot: string;
  /** the user-scope file install edits, through its links: never the same file twice (a launch in the home folder, a linked settings file) */
  userTarget: string;
  state: string | undefined;
  env: Record<string, string | undefined>;
  home: string | undefined;
}): LaunchInclude | undefined {
  const entry = includeEntry('project', req.dir, req.memoryRoot);
  if (entry === undefined) return undefined;
  const file = readSettingsFile(launchSettingsPath(req), readingOf('gemini'));
  if (file.target === req.userTarget) return undefined;
  const added = addInclude(file.settings, entry, req.dir);
  if (added.edits.length === 0) return undefined;
  assertWritable(file);
  const previous = readInstallRecord(req.state, file.path);
  const folders = new Set([...recordedFolders(previous), ...missingFolders(file.target)]);
  const record: InstallRecord = {
    ...previous,
    autoMemoryChanged: false,
    createdFile: (previous?.createdFile ?? false) || !file.exists,
    included: withInclude(recordedIncludes(previous), { value: entry, created: added.created, workspace: req.workspaceRoot }),
    ...(folders.size > 0 ? { createdFolders: [...folders] } : {}),
  };
  return { file, text: editSettingsText(file, added.edits), changes: inFile(added.changes, file.path), record };
}

/** Changes of the entry, said to be in `path`: a file other than the one the install or uninstall is for. */
export function inFile(changes: readonly SettingsChange[], path: string): SettingsChange[] {
  return changes.map((change) => (change.kind === 'add-include' || change.kind === 'remove-include' ? { ...change, file: path } : change));
}

/** The launch folder's own Gemini settings file. */
export function launchSettingsPath(req: { dir: string; env: Record<string, string | undefined>; home: string | undefined }): string {
  return hookFilePath('gemini', 'project', req.dir, req.env, req.home);
}
