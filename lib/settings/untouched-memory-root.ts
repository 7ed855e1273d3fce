import { accessSync, constants, lstatSync, readdirSync, readFileSync, realpathSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { checkoutEnvFor, execGit, type GitExec } from '../io/git-exec.js';
import { memoryReadmePath } from '../io/package-paths.js';
import { GLOBAL_KEY } from '../model/memory.js';
import type { KeptBecause } from '../model/memory-folder-kept.js';
import { withSaveLocks } from '../save/save-memory.js';
import { findCheckout } from '../workspace/git-checkout.js';
import { IGNORE_TEXT } from '../workspace/memory-root-setup.js';
import { AI_CORE_DIR } from '../workspace/workspace.js';

/**
 * The memory folder at `memoryRoot` where it holds only what install makes (createMemoryRoot),
 * as made: the README and .gitignore byte for byte, and folders with nothing in them
 * (`_global/`, a project's a forget emptied), none of it tracked by git. Its paths, folders
 * first, for uninstall to take back: a user who tried the tool and took it out is not left
 * with a folder of nothing in each repository. Else why it stays; undefined where there is
 * no folder to look at (none, a link).
 */
export function untouchedMemoryRoot(
  memoryRoot: string,
  env: Record<string, string | undefined>,
  git: GitExec = execGit,
): { paths: string[] } | { kept: KeptBecause } | undefined {
  try {
    if (!lstatSync(memoryRoot).isDirectory()) return undefined;
    // reached through a link (.ai-core/ or data/ one): what is removed would be elsewhere
    const top = dirname(dirname(dirname(memoryRoot)));
    if (realpathSync.native(memoryRoot) !== join(realpathSync.native(top), AI_CORE_DIR, 'data', 'memory')) return { kept: { kind: 'linked' } };
    const made = new Map([
      ['README.md', readFileSync(memoryReadmePath())],
      ['.gitignore', Buffer.from(IGNORE_TEXT)],
    ]);
    const folders: string[] = [];
    const files: string[] = [];
    const changed: string[] = [];
    for (const name of readdirSync(memoryRoot)) {
      const path = join(memoryRoot, name);
      const stat = lstatSync(path);
      if (stat.isDirectory()) {
        const inside = readdirSync(path);
        if (inside.some((entry) => entry.endsWith('.md'))) return { kept: { kind: 'memories' } };
        if (inside.length > 0) changed.push(name);
        else folders.push(path);
        continue;
      }
      const text = made.get(name);
      if (!text || !stat.isFile() || !readFileSync(path).equals(text)) changed.push(name);
      else files.push(path);
    }
    if (changed.length > 0) return { kept: { kind: 'changed', names: changed.sort() } };
    // where git cannot say (a repository it refuses, an index it cannot read) nothing is taken
    // for untracked: only outside any checkout is no answer one
    const tracked = git(memoryRoot, checkoutEnvFor(memoryRoot, env, {}, git), ['ls-files', '-z', '--', '.']);
    if (!tracked.ok && findCheckout(memoryRoot) !== undefined) return { kept: { kind: 'git-unknown' } };
    if (tracked.ok && tracked.stdout !== '') return { kept: { kind: 'tracked' } };
    // the folders first: one a save wrote into since fails to go, and the files stay with it
    return { paths: [...folders, ...files, memoryRoot] };
  } catch {
    return undefined;
  }
}

/**
 * Removes the memory folder at `memoryRoot` where it is untouched (untouchedMemoryRoot),
 * looked at again under the save locks of the folder and of `_global/`, which a save into
 * it takes (a project's first save takes the folder's), then `data/` and `.ai-core/` above
 * it where nothing else is left in them. Folders go only empty (rmdir), and nothing goes
 * where the folder or the one above it cannot be written: no half-removed folder. True
 * when the memory folder is gone, else why it stays.
 */
export function removeUntouchedMemoryRoot(memoryRoot: string, stateDir: string | undefined, env: Record<string, string | undefined>): true | KeptBecause {
  const locks = [{ dir: resolve(memoryRoot) }, { dir: resolve(memoryRoot, GLOBAL_KEY) }];
  const removed = withSaveLocks(stateDir, locks, (): true | KeptBecause => {
    const found = untouchedMemoryRoot(memoryRoot, env);
    if (found === undefined) return { kind: 'unremovable', code: 'ENOENT' };
    if ('kept' in found) return found.kept;
    try {
      accessSync(memoryRoot, constants.W_OK);
      accessSync(dirname(memoryRoot), constants.W_OK);
      for (const path of found.paths) {
        if (path === memoryRoot || lstatSync(path).isDirectory()) rmdirSync(path);
        else unlinkSync(path);
      }
      return true;
    } catch (error) {
      // not writable, or written into since the look: what is left stays
      return { kind: 'unremovable', code: (error as NodeJS.ErrnoException).code ?? 'EIO' };
    }
  });
  if (removed !== true) return removed;
  for (const folder of [dirname(memoryRoot), dirname(dirname(memoryRoot))]) {
    try {
      rmdirSync(folder);
    } catch {
      // holds more than the memory folder: left
      break;
    }
  }
  return true;
}
