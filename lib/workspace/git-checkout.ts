import { statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { readTextSafely } from '../io/read-file-safely.js';
import { isWithin, realPathOf } from '../io/real-path.js';
import { isOthersEntry } from './shared-folder.js';
import { entryOf } from './workspace.js';

/** The git checkout a folder belongs to, read from the files git leaves behind. */
export interface Checkout {
  /** the folder that holds `.git` (a folder in a main worktree, a file in a linked one) */
  top: string;
  /**
   * The main worktree's top when `top` is a linked worktree whose repository keeps its
   * data in `<main>/.git`; equal to `top` in a main worktree. Undefined when the layout
   * does not say where the main worktree is (a bare repository, `--separate-git-dir`,
   * a broken link): the checkout is then taken for a project of its own, as before.
   */
  main?: string;
  /** the repository's common directory (`$GIT_COMMON_DIR`) when it could be read */
  commonDir?: string;
}

/** `.git` files and `commondir` hold one short path; anything bigger is not git's. */
const POINTER_MAX_BYTES = 4096;

function entryKind(path: string): 'dir' | 'file' | undefined {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    return stat?.isDirectory() ? 'dir' : stat?.isFile() ? 'file' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What marks `dir` as the top of a checkout, as git itself reads it: a `.git` file (a
 * linked worktree's or a submodule's pointer) or a `.git` folder holding HEAD. An empty
 * `.git` folder marks nothing: Codex's sandbox mounts one, read-only, in the folder it
 * launches in, and a memory folder made there would be seen from that folder alone.
 * Another user's `.git` in a folder every user may write to marks nothing (as `.ai-core`).
 */
export function gitMarkerAt(dir: string): 'dir' | 'file' | undefined {
  const git = entryOf(join(dir, '.git'));
  if (git === undefined) return undefined;
  // another user's `.git` in /tmp (a pointer file names any repository as the main worktree) marks nothing
  if (isOthersEntry(dir, git.owner)) return undefined;
  const kind = git.isDirectory ? 'dir' : git.isFile ? 'file' : undefined;
  return kind === 'dir' && entryKind(join(dir, '.git', 'HEAD')) === undefined ? undefined : kind;
}

/** The path on the first line of a git pointer file (after `prefix`), resolved against `base`. */
function pointerPath(text: string | undefined, prefix: string, base: string): string | undefined {
  const line = text?.split('\n', 1)[0]?.trim();
  if (line === undefined || !line.startsWith(prefix)) return undefined;
  const path = line.slice(prefix.length).trim();
  if (path === '' || path.includes('\u0000')) return undefined;
  return isAbsolute(path) ? resolve(path) : resolve(base, path);
}

/**
 * The git folder of the checkout whose top is `top`: its `.git` folder, or where its `.git`
 * file points (a linked worktree's own); undefined where `top` holds neither.
 */
export function gitDirAt(top: string): string | undefined {
  const kind = entryKind(join(top, '.git'));
  if (kind === 'dir') return join(top, '.git');
  return kind === 'file' ? pointerPath(readTextSafely(join(top, '.git'), POINTER_MAX_BYTES), 'gitdir:', top) : undefined;
}

/**
 * Where a linked worktree's repository lives: `<top>/.git` is a file `gitdir: <dir>`
 * (absolute, or relative to `top` as `git worktree add --relative-paths` writes it),
 * and `<dir>/commondir` holds the common directory, relative to `<dir>`. A submodule's
 * `.git` file points at a directory without `commondir`: that is a repository of its own.
 */
function linkedCheckout(top: string): Checkout {
  const gitDir = pointerPath(readTextSafely(join(top, '.git'), POINTER_MAX_BYTES), 'gitdir:', top);
  if (gitDir === undefined) return { top };
  const commonText = readTextSafely(join(gitDir, 'commondir'), POINTER_MAX_BYTES);
  if (commonText === undefined) return entryKind(gitDir) === 'dir' ? { top, main: top, commonDir: gitDir } : { top };
  const commonDir = pointerPath(commonText, '', gitDir);
  if (commonDir === undefined) return { top };
  // `<main>/.git` is the common directory of every ordinary repository with worktrees
  const main = basename(commonDir) === '.git' && entryKind(commonDir) === 'dir' ? dirname(commonDir) : undefined;
  return { top, main, commonDir };
}

/**
 * The nearest checkout at or above `start`: no git process, only a stat per folder up to
 * the first `.git`, and two small reads when that `.git` is a file. Undefined outside git.
 */
export function findCheckout(start: string): Checkout | undefined {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const kind = gitMarkerAt(dir);
    if (kind === 'dir') return { top: dir, main: dir, commonDir: join(dir, '.git') };
    if (kind === 'file') return linkedCheckout(dir);
    if (dirname(dir) === dir) return undefined;
  }
}

/** True when the checkout is a linked worktree read as its main worktree. */
export function isLinkedWorktree(checkout: Checkout | undefined): checkout is Checkout & { main: string } {
  return checkout?.main !== undefined && checkout.main !== checkout.top;
}

/**
 * Whether the checkout whose top is `dir` keeps its data in the repository whose common
 * directory is `commonDir`: a linked worktree of it (the same common directory) or a
 * submodule of it (git keeps a submodule's data under `<common dir>/modules/`, and under
 * `<common dir>/worktrees/<name>/modules/` for one in a linked worktree). Only a `.git`
 * file can say so: a `.git` folder is a repository of its own. Real paths are compared:
 * git writes them into the pointer files, a folder may be reached through a link.
 */
export function isPartOfRepository(dir: string, commonDir: string): boolean {
  if (gitMarkerAt(dir) !== 'file') return false;
  const own = linkedCheckout(dir).commonDir;
  const ownReal = own === undefined ? undefined : realPathOf(own);
  const real = realPathOf(commonDir);
  return ownReal !== undefined && real !== undefined && isWithin(ownReal, real);
}
