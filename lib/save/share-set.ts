import { existsSync } from 'node:fs';
import { basename, dirname, join, posix, resolve } from 'node:path';
import { lintMemoryText } from '../checks/check-text.js';
import { bytesHoldSecret, SECRET_SCAN_BYTES } from '../format/secrets.js';
import { parseMemoryFile } from '../index/parse-memory-file.js';
import { checkoutEnvFor, execGit, type GitResult } from '../io/git-exec.js';
import { readFileSafely } from '../io/read-file-safely.js';
import { isWithin } from '../io/real-path.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { isMarked } from '../render/render-list.js';
import { memoryLocationOf } from '../workspace/memory-location.js';
import { PIN_FILE, readPin } from '../workspace/pin-file.js';
import { type GitBusy, gitBusyIn } from './git-busy.js';
import { unmergedIn } from './move-folder.js';

/** The most of a memory file read for a secret: a memory is a note, well under it. */
const MEMORY_MAX_BYTES = 1024 * 1024;

/** What a share line commits, in the checkout folder `root` it runs in (paths relative to it). */
export interface ShareSet {
  root: string;
  /** every path the commit takes: new, changed, moved or deleted */
  paths: string[];
  /** those git has not got at all, which the commit needs added first */
  added: string[];
  /** which of them are new to git (added, or staged as new): a pull stops on those a teammate committed too */
  fresh: Fresh;
  /** what git is in the middle of, where no commit of some paths may be made now */
  busy?: 'merge' | 'conflict' | GitBusy;
  /** memories saved earlier and never committed that stay out (goesAlong): said, so none is taken for shared */
  aside: string[];
  /** those that go along (goesAlong): said too, so no draft is published unseen */
  along: string[];
  /** it adds a file a teammate's install or first save makes under the same name (README, .gitignore, a pin) */
  clash: boolean;
}

/** Whether the changes shared are all new to git, some, or none. */
export type Fresh = 'all' | 'some' | 'none';

/** One path of `git status`: what no commit holds of it, relative to the folder git ran in. */
export interface Pending {
  path: string;
  untracked: boolean;
  /** staged as a new file (`A`) */
  staged: boolean;
  /** deleted in the index (`git rm`); a file deleted on disk alone is not */
  gone: boolean;
  /** a move's other end (`git mv`): both go in one commit, or neither */
  from?: string;
}

/**
 * The changes no commit holds under `pathspecs`, in the checkout `dir` is in, as git status
 * gives them, each path relative to `dir` (`../.project-memory-key` for one above it).
 * Undefined outside a checkout, where git cannot say, or where a path is in conflict.
 */
export function pendingIn(dir: string, pathspecs: readonly string[], env: Record<string, string | undefined>, patterns = false): Pending[] | undefined {
  const run = (args: string[]) => execGit(dir, checkoutEnvFor(dir, env), args, { patterns });
  const prefix = run(['rev-parse', '--show-prefix']);
  if (!prefix.ok) return undefined;
  return statusOf(run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...pathspecs]), prefix.stdout.trim());
}

/**
 * The memory changes a command that made some shares (shareLineOf), which no teammate gets
 * until committed and pushed: what it wrote, renamed or deleted with git rm (`mine`: its
 * memories and a pin it wrote); the memories saved earlier and never committed (their files,
 * new to git, stop a pull where a teammate has committed the same), but those goesAlong
 * sets aside (`aside`); and, only where git has not got them, the folder's README and .gitignore an
 * install made, the pin of the project's key (`newOnly`), and a pin that names another folder
 * among them (a memory committed without its pin is read under another key in every other
 * clone). Nothing where one of the command's own memories holds a likely secret, even one its
 * not_secrets clears (saved with --allow-secret): the user commits that change as a whole.
 * Left out: a file deleted by hand, one untracked with `git rm --cached`, another memory's
 * edits no command made here, the folder's other files (a note not for the team). In the
 * checkout the memory folder is in (a repository of its own, inside or outside the one of
 * `root`, too). `busy` while a merge, rebase, am, cherry-pick or revert is under way (a commit
 * of some paths is refused then), also where a file is in conflict, and `conflict` where one is
 * and git is stopped on nothing. Undefined outside a checkout.
 */
export function shareSetOf(
  root: string,
  memoryRoot: string,
  mine: readonly string[],
  newOnly: readonly string[],
  projectKey: string,
  env: Record<string, string | undefined>,
): ShareSet | undefined {
  const topOf = (dir: string) => {
    const top = execGit(dir, checkoutEnvFor(dir, env), ['rev-parse', '--show-toplevel']);
    return top.ok ? top.stdout.trim() : undefined;
  };
  const memoryTop = topOf(memoryRoot);
  if (memoryTop === undefined) return undefined;
  // the memory folder's own repository: what lies outside it is none of its files
  const at = topOf(root) === memoryTop ? root : memoryRoot;
  const inside = (paths: readonly string[]) => (at === root ? paths : paths.filter((path) => isWithin(path, at)));
  const [own, onlyNew] = [inside(mine), inside(newOnly)];
  // the memory folder names every path in it: a key move's thousands more made git's status 2.75 s, not 0.02
  const pending = pendingIn(at, [memoryRoot, ...[...own, ...onlyNew].filter((path) => !isWithin(path, memoryRoot))], env);
  // a file in conflict anywhere (a `stash pop` or a pull's --autostash leaves one with git stopped on nothing) refuses every commit
  const busy = () =>
    execGit(at, checkoutEnvFor(at, env), ['rev-parse', '-q', '--verify', 'MERGE_HEAD']).ok
      ? 'merge'
      : (gitBusyIn(at, execGit, env) ?? (unmergedIn(at, '.', execGit, checkoutEnvFor(at, env)).length > 0 ? 'conflict' : undefined));
  if (pending === undefined) {
    // a file in conflict: no line, but said where git is stopped on it (a rebase, a merge), or
    // a memory saved meanwhile is left untracked by the commit that finishes it
    const stopped = busy();
    return stopped === undefined ? undefined : { root: at, paths: [...own], added: [], fresh: 'none', aside: [], along: [], clash: false, busy: stopped };
  }
  const set = chosenIn(at, pending, new Set(own.map((path) => resolve(path))), new Set(onlyNew.map((path) => resolve(path))), memoryRoot, projectKey, env);
  const stopped = busy();
  return stopped === undefined ? set : { ...set, busy: stopped };
}

function chosenIn(
  at: string,
  pending: Pending[],
  own: ReadonlySet<string>,
  onlyNew: ReadonlySet<string>,
  memoryRoot: string,
  projectKey: string,
  env: Record<string, string | undefined>,
): ShareSet {
  const full = (path: string) => resolve(at, path);
  const install = new Set([...['README.md', '.gitignore'].map((name) => join(memoryRoot, name)), ...onlyNew]);
  // `git rm --cached` of a memory: deleted in the index, and on disk still: neither end goes
  const untracked = new Set(pending.filter((entry) => entry.gone && existsSync(full(entry.path))).map((entry) => entry.path));
  let secret = false;
  const aside: string[] = [];
  const along: string[] = [];
  const chosen = pending.filter((entry) => {
    const path = full(entry.path);
    if (untracked.has(entry.path)) return false;
    if (entry.gone) return own.has(path);
    // a file deleted by hand, not with git rm, may be a mishap: no line commits its deletion
    if (!existsSync(path)) return false;
    const mineNow = own.has(path) || (entry.from !== undefined && own.has(full(entry.from)));
    if (install.has(path) && !mineNow) return entry.untracked;
    if (!entry.untracked && !mineNow) return false;
    if (memoryLocationOf(path) === undefined) return mineNow;
    if (!mineNow) {
      const verdict = goesAlong(path);
      if (verdict !== 'held') (verdict === 'along' ? along : aside).push(entry.path);
      return verdict === 'along';
    }
    secret ||= holdsSecret(path);
    return true;
  });
  if (secret) return { root: at, paths: [], added: [], fresh: 'none', aside: [], along: [], clash: false };
  // a memory of another project's folder (one saved below a pinned subfolder): its pin, looked
  // for through the clone only then, as it costs a walk of the whole clone
  const folders = new Set(chosen.map((entry) => memoryLocationOf(full(entry.path))?.folder));
  folders.delete(GLOBAL_KEY);
  folders.delete(projectKey);
  folders.delete(undefined);
  const pins = folders.size === 0 ? [] : (pendingIn(at, [`:(glob)**/${PIN_FILE}`], env, true) ?? []);
  for (const pin of pins) {
    const key = pin.untracked && !own.has(full(pin.path)) ? readPin(dirname(full(pin.path)))?.key : undefined;
    if (key !== undefined && folders.has(key)) chosen.push(pin);
  }
  const paths = chosen.flatMap((entry) => (entry.from === undefined ? [entry.path] : [entry.path, entry.from]));
  const fresh = chosen.filter((entry) => entry.untracked || entry.staged).length;
  return {
    root: at,
    paths: [...new Set(paths)],
    added: chosen.filter((entry) => entry.untracked).map((entry) => entry.path),
    fresh: fresh === 0 ? 'none' : fresh === chosen.length ? 'all' : 'some',
    aside,
    along,
    // a pin this command wrote is no install file here, and a teammate's first save writes it too
    clash: chosen.some((entry) => entry.untracked && (install.has(full(entry.path)) || basename(entry.path) === PIN_FILE)),
  };
}

/** Whether the memory at `path` holds a likely secret, even one its not_secrets clears (saved with --allow-secret). */
function holdsSecret(path: string): boolean {
  const bytes = readFileSafely(path, MEMORY_MAX_BYTES);
  return bytes === undefined || bytesHoldSecret(bytes);
}

/**
 * Whether a memory saved earlier and never committed goes along with a command's change:
 * set aside (and named) where the list marks it (a likely secret, an order to the model) or
 * lint calls an error in it (a front matter that does not parse, a file over 256 KB, a
 * supersedes naming itself): a pre-commit `lint --staged` would stop the whole line on it.
 * Held back unnamed where it holds a secret its not_secrets clears (saved with --allow-secret):
 * its user commits it as a whole, as that save's own line says.
 */
function goesAlong(path: string): 'along' | 'aside' | 'held' {
  const parsed = parseMemoryFile(path);
  if (parsed === undefined || isMarked(parsed.record) || parsed.sig.size > SECRET_SCAN_BYTES) return 'aside';
  const bytes = readFileSafely(path, SECRET_SCAN_BYTES);
  if (bytes === undefined) return 'aside';
  if (bytesHoldSecret(bytes)) return 'held';
  const name = basename(path, '.md');
  const erred = lintMemoryText(bytes.toString('utf8')).some((finding) => finding.severity === 'error') || parsed.record.meta.supersedes?.includes(name);
  return erred ? 'aside' : 'along';
}

/**
 * `git status --porcelain -z` read: each entry `XY path`, a move's or a copy's followed by the
 * path it came from. Paths are the repository's; made relative to the folder git ran in
 * (`prefix`, from `rev-parse --show-prefix`). Undefined where git failed or a path is in conflict.
 */
function statusOf(listed: GitResult, prefix: string): Pending[] | undefined {
  if (!listed.ok) return undefined;
  const fields = listed.stdout.split('\0');
  const entries: Pending[] = [];
  const local = (path: string) => posix.relative(prefix === '' ? '.' : prefix, path);
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    if (field.length < 4) continue;
    const [x, y] = [field[0], field[1]];
    if (x === 'U' || y === 'U' || (x === 'A' && y === 'A') || (x === 'D' && y === 'D')) return undefined;
    const moved = 'RC'.includes(x as string) || 'RC'.includes(y as string) ? fields[++i] : undefined;
    const path = local(field.slice(3));
    entries.push({
      path,
      untracked: x === '?',
      staged: x === 'A',
      gone: x === 'D',
      ...(moved !== undefined && (x === 'R' || y === 'R') ? { from: local(moved) } : {}),
    });
  }
  return entries;
}
