import { lstatSync, readdirSync, readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkoutEnvFor, execGit, type GitExec } from '../io/git-exec.js';
import { memoryReadmePath } from '../io/package-paths.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { IGNORE_TEXT } from './memory-root-setup.js';

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
      paths.unshift(path);
    }
    const tracked = git(memoryRoot, checkoutEnvFor(memoryRoot, env, {}, git), ['ls-files', '-z', '--', '.']);
    return tracked.ok && tracked.stdout !== '' ? undefined : [...paths, memoryRoot];
  } catch {
    return undefined;
  }
}

/**
 * Removes what untouchedMemoryRoot gave, then `data/` and `.ai-core/` above it where
 * nothing else is left in them. Folders go only empty (rmdir): what was added since stays.
 */
export function removeUntouchedMemoryRoot(paths: readonly string[]): void {
  const root = paths.at(-1);
  if (root === undefined) return;
  try {
    for (const path of paths) {
      if (path === root || lstatSync(path).isDirectory()) rmdirSync(path);
      else unlinkSync(path);
    }
    rmdirSync(dirname(root));
    rmdirSync(dirname(dirname(root)));
  } catch {
    // something added since the check, or a parent that holds more: left
  }
}
