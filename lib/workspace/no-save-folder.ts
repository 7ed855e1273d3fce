import { dirname } from 'node:path';
import { isHomeFolder } from './home-folder.js';
import { isCommonFolder } from './shared-folder.js';

/**
 * Why a save makes no memory folder in `root` unasked: `home`, the user's home folder (it would
 * take in the memories of every repository below it that has none of its own, outside their
 * git); `shared`, a folder for all users' files such as /tmp, or the top of the file system
 * (a session started at / in a container: every launch of the user's below it would take it
 * for its own, every repository's first save included). Undefined where a save makes one. Save refuses, install leaves the
 * folder to the first save, and the hook, doctor and the CLI's "no workspace" say so.
 */
type NoSaveFolder = 'home' | 'shared';

export function noSaveFolder(root: string, home: string | undefined): NoSaveFolder | undefined {
  if (isHomeFolder(root, home)) return 'home';
  return dirname(root) === root || isCommonFolder(root) ? 'shared' : undefined;
}
