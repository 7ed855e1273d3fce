import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseMemoryFile } from '../index/parse-memory-file.js';
import { checkoutEnvFor, execGit, type GitResult } from '../io/git-exec.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { memoryLocationOf } from '../workspace/memory-location.js';
import { PIN_FILE, readPin } from '../workspace/pin-file.js';

/** What a share line commits (paths relative to the clone's folder it runs in). */
export interface ShareSet {
  /** every path the commit takes: new, changed, moved or deleted */
  paths: string[];
  /** those git has not got at all, which the commit needs added first */
  added: string[];
}

/** One path of `git status`: what no commit holds of it. */
interface Pending {
  path: string;
  untracked: boolean;
  /** deleted with `git rm` (forget): a file deleted by hand alone goes in no line, as it may be a mishap */
  gone: boolean;
  /** a move's other end (`git mv`): both go in one commit, or neither */
  from?: string;
}

/**
 * The changes of the memory folder at `memoryRoot` that no commit holds, which no teammate
 * gets until committed and pushed: memories saved, changed, renamed, moved or forgotten and
 * never committed; the folder's README and .gitignore an install made; and a pin git has not
 * got that names a folder among them (a memory committed without its pin is read under
 * another key in every other clone). `mine` go in whatever they are; a pin of `projectKey`
 * is among them where this command wrote or read it. Left out: a memory
 * marked for a secret or an order (and a move of one), and the folder's other files (a note
 * not for the team). Undefined where git cannot say, mid-merge (a commit of some paths is
 * refused then), or where a file is in conflict.
 */
export function shareSetOf(
  root: string,
  memoryRoot: string,
  mine: readonly string[],
  projectKey: string,
  env: Record<string, string | undefined>,
): ShareSet | undefined {
  const run = (args: string[], patterns = false) => execGit(root, checkoutEnvFor(root, env), args, { patterns });
  if (run(['rev-parse', '-q', '--verify', 'MERGE_HEAD']).ok) return undefined;
  const prefix = run(['rev-parse', '--show-prefix']);
  if (!prefix.ok) return undefined;
  const status = (paths: string[], patterns = false) =>
    statusOf(run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...paths], patterns), prefix.stdout.trim());
  const pending = status([memoryRoot, ...mine]);
  if (pending === undefined) return undefined;
  const own = new Set(mine.map((path) => resolve(root, path)));
  const install = new Set(['README.md', '.gitignore'].map((name) => join(memoryRoot, name)));
  const chosen = pending.filter((entry) => {
    const full = join(root, entry.path);
    // a file deleted by hand, not with git rm, may be a mishap: no line commits its deletion
    if (!entry.gone && !existsSync(full)) return false;
    if (own.has(full) || install.has(full)) return true;
    // a move of a marked memory goes with neither end: else the commit deletes it for the team
    return memoryLocationOf(full) !== undefined && (entry.gone || !isMarked(full));
  });
  // a memory of another project's folder (one saved below a pinned subfolder): its pin, looked
  // for through the clone only then, as it costs a walk of the whole clone
  const folders = new Set(chosen.map((entry) => memoryLocationOf(join(root, entry.path))?.folder));
  folders.delete(GLOBAL_KEY);
  folders.delete(projectKey);
  folders.delete(undefined);
  const pins = folders.size === 0 ? [] : (status([`:(glob)**/${PIN_FILE}`], true) ?? []);
  for (const pin of pins) {
    const key = pin.untracked && !own.has(join(root, pin.path)) ? readPin(dirname(join(root, pin.path)))?.key : undefined;
    if (key !== undefined && folders.has(key)) chosen.push(pin);
  }
  const paths = chosen.flatMap((entry) => (entry.from === undefined ? [entry.path] : [entry.path, entry.from]));
  return { paths: [...new Set(paths)], added: chosen.filter((entry) => entry.untracked).map((entry) => entry.path) };
}

/** Whether the memory at `path` is marked for a likely secret or an order to the model. */
function isMarked(path: string): boolean {
  return parseMemoryFile(path)?.record.problems.some((p) => p.kind === 'secret' || p.kind === 'instruction') !== false;
}

/**
 * `git status --porcelain -z` read: each entry `XY path`, a move's (`R`, `C`) followed by the
 * path it came from. Paths are the repository's; made relative to the folder git ran in
 * (`prefix`, from `rev-parse --show-prefix`), where the line's commands run. Undefined where
 * git failed or a path is in conflict.
 */
function statusOf(listed: GitResult, prefix: string): Pending[] | undefined {
  if (!listed.ok) return undefined;
  const fields = listed.stdout.split('\0');
  const entries: Pending[] = [];
  const local = (path: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : undefined);
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    if (field.length < 4) continue;
    const [x, y] = [field[0], field[1]];
    if (x === 'U' || y === 'U' || (x === 'A' && y === 'A') || (x === 'D' && y === 'D')) return undefined;
    const path = local(field.slice(3));
    const from = x === 'R' || x === 'C' ? fields[++i] : undefined;
    if (path === undefined) continue;
    const moved = from === undefined ? undefined : local(from);
    entries.push({
      path,
      untracked: x === '?',
      gone: x === 'D',
      ...(moved !== undefined && x === 'R' ? { from: moved } : {}),
    });
  }
  return entries;
}
