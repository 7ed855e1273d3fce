import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CliMessages } from '../i18n/types.js';
import { toSafePath } from '../render/safe-line.js';
import { projectFolders } from '../workspace/other-clone-folders.js';
import type { Workspace } from '../workspace/resolve.js';
import { closestWord } from './closest-word.js';

/** How many of the projects with memories a note names. */
const NAMED = 5;

/**
 * A key given by hand (--project, PROJECT_MEMORY_PROJECT) that names no folder: a new
 * project, or a typo that would list and lint nothing and say all is well. Said with the
 * projects that hold memories, and the one it was most likely meant as; undefined for a
 * key of a folder that is there, or one the workspace found itself.
 */
/**
 * A key given by hand that a save has just made a folder for, beside another project's key
 * close to it (`shopp` by `shop`): the key it was most likely meant as. Read before the save,
 * when the folder is not there yet; undefined where no other key is close.
 */
export function nearMissKey(workspace: Workspace): string | undefined {
  const { key, source } = workspace.project;
  if (source !== 'env' || existsSync(join(workspace.memoryRoot, key))) return undefined;
  return closestWord(
    key,
    projectFolders(workspace).map((f) => f.key),
  );
}

export function projectKeyNote(workspace: Workspace, msg: Pick<CliMessages, 'list'>): string | undefined {
  const { key, source } = workspace.project;
  if (source !== 'env' || existsSync(join(workspace.memoryRoot, key))) return undefined;
  const folders = projectFolders(workspace);
  const guess = closestWord(
    key,
    folders.map((f) => f.key),
  );
  const shown = folders.slice(0, NAMED).map((f) => ({ ...f, key: toSafePath(f.key, 200) }));
  return msg.list.noProjectFolder(toSafePath(key, 200), shown, guess === undefined ? undefined : toSafePath(guess, 200));
}
