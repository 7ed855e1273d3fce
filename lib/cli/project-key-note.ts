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
export function projectKeyNote(
  workspace: Workspace,
  msg: Pick<CliMessages, 'list'>,
  /** only where another project's key is close to it (save: a new project is no mistake, a typo of one is) */
  nearMissOnly = false,
): string | undefined {
  const { key, source } = workspace.project;
  if (source !== 'env' || existsSync(join(workspace.memoryRoot, key))) return undefined;
  const folders = projectFolders(workspace);
  const guess = closestWord(
    key,
    folders.map((f) => f.key),
  );
  if (nearMissOnly && guess === undefined) return undefined;
  const shown = folders.slice(0, NAMED).map((f) => ({ ...f, key: toSafePath(f.key, 200) }));
  return msg.list.noProjectFolder(toSafePath(key, 200), shown, guess === undefined ? undefined : toSafePath(guess, 200));
}
