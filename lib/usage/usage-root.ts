import { lstatSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { memoryNameOf } from '../format/discover.js';
import { memoryLocationOf } from '../workspace/memory-location.js';
import { memoryRootOf } from '../workspace/workspace.js';

/** Paths longer than this name no memory (and are not worth a system call). */
const PATH_MAX = 4_096;

/**
 * A memory root by its real path, so every way of reaching it (a workspace behind a
 * symlink, a launch folder spelled through one) counts as one; as given when it cannot
 * be resolved.
 */
export function canonicalRoot(memoryRoot: string): string {
  try {
    // the system's realpath(3): one call, where Node's own walks the path a part at a time
    return realpathSync.native(memoryRoot);
  } catch {
    return memoryRoot;
  }
}

interface MemoryFileId {
  /** the memory root's real path */
  root: string;
  folder: string;
  name: string;
}

/**
 * The memory a file path names, when it is one the list could show: a regular file
 * directly in a scope folder (`<root>/<_global|key>/<name>.md`) that is a real folder.
 * Links are not followed, as the list does not follow them (lib/format/discover.ts): a
 * scope folder or a memory file that is a link is never listed, so a read through one
 * is not counted either. Nothing is read from the file; the memory root alone is
 * resolved, to its real path.
 */
export function memoryFileId(path: string): MemoryFileId | undefined {
  if (path.length > PATH_MAX || path.includes('\0')) return undefined;
  const location = memoryLocationOf(resolve(path));
  if (location?.folder === undefined) return undefined;
  const memoryRoot = memoryRootOf(location.workspaceRoot);
  try {
    if (!lstatSync(join(memoryRoot, location.folder), { throwIfNoEntry: false })?.isDirectory()) return undefined;
    if (!lstatSync(join(memoryRoot, location.folder, location.name), { throwIfNoEntry: false })?.isFile()) return undefined;
    return { root: realpathSync.native(memoryRoot), folder: location.folder, name: memoryNameOf(location.name) };
  } catch {
    return undefined;
  }
}
