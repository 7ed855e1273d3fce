import { lstatSync, readdirSync, readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { checkoutEnvFor, execGit, type GitExec } from '../io/git-exec.js';
import { memoryReadmePath } from '../io/package-paths.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { withSaveLocks } from '../save/save-memory.js';
import { findCheckout } from '../workspace/git-checkout.js';
import { IGNORE_TEXT } from '../workspace/memory-root-setup.js';

/**
 * The memory folder at `memoryRoot` where it holds only what install makes (createMemoryRoot),
 * as made: an empty `_global/`, the README and .gitignore byte for byte, none of them
 * tracked by git. Its paths, deepest first, for uninstall to take back: a user who tried the
 * tool and took it out is not left with a folder of nothing in each repository. Undefined
 * for anything else: a memory, a file edited or added, a folder a teammate committed (git
 * tracks it, whoever made it), a link, an older package's README.
 */
export function untouchedMemoryRoot(memoryRoot: string, env: Record<string, string | undefined>, git: GitExec = execGit): string[] | undefined {
  try {
    if (!lstatSync(memoryRoot).isDirectory()) return undefined;
    const made = new Map([
      ['README.md', readFileSync(memoryReadmePath())],
      ['.gitignore', Buffer.from(IGNORE_TEXT)],
    ]);
    const paths: string[] = [];
    for (const name of readdirSync(memoryRoot)) {
      const path = join(memoryRoot, name);
      const stat = lstatSync(path);
      const text = made.get(name);
      if (name === GLOBAL_KEY ? !stat.isDirectory() || readdirSync(path).length > 0 : !text || !stat.isFile() || !readFileSync(path).equals(text))
        return undefined;
      // the folders first: one a save wrote into since fails to go, and the files stay with it
      if (name === GLOBAL_KEY) paths.unshift(path);
      else paths.push(path);
    }
    // what git tracks is the team's; where git cannot say (a repository it refuses, an index it
    // cannot read) nothing is taken for untracked: only outside any checkout is no answer one
    const tracked = git(memoryRoot, checkoutEnvFor(memoryRoot, env, {}, git), ['ls-files', '-z', '--', '.']);
    const untracked = tracked.ok ? tracked.stdout === '' : findCheckout(memoryRoot) === undefined;
    return untracked ? [...paths, memoryRoot] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes the memory folder at `memoryRoot` where it is untouched (untouchedMemoryRoot),
 * looked at again under the save locks of the folder and of `_global/`, which a save into
 * it takes, then `data/` and `.ai-core/` above it where nothing else is left in them.
 * Folders go only empty (rmdir). Whether the memory folder is gone.
 */
export function removeUntouchedMemoryRoot(memoryRoot: string, stateDir: string | undefined, env: Record<string, string | undefined>): boolean {
  const locks = [{ dir: resolve(memoryRoot) }, { dir: resolve(memoryRoot, GLOBAL_KEY) }];
  const removed = withSaveLocks(stateDir, locks, () => {
    const paths = untouchedMemoryRoot(memoryRoot, env);
    if (paths === undefined) return false;
    try {
      for (const path of paths) {
        if (path === memoryRoot || lstatSync(path).isDirectory()) rmdirSync(path);
        else unlinkSync(path);
      }
      return true;
    } catch {
      // written into since the look: what is left stays
      return false;
    }
  });
  if (!removed) return false;
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
