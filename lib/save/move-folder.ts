import { lstatSync, mkdirSync, readdirSync, rmdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cliCommand, dirArgs } from '../cli/advice-command.js';
import { CliError, EXIT } from '../cli/errors.js';
import { safeUnlink } from '../io/atomic-write.js';
import type { GitExec } from '../io/git-exec.js';
import { newKeyTrouble } from '../workspace/portable-key.js';
import { moveBackAfterFailedGitMv } from './failed-git-mv.js';
import { gitBusyIn } from './git-busy.js';
import { stagedObjects } from './git-holds.js';
import { refuseRefusedRepository } from './git-refused.js';
import { FolderRefused, renameNoReplace, sameFile } from './rename-no-replace.js';
import { memoryWriteError } from './write-failure.js';

/** One entry of the old folder and how it moves: `git mv` when git tracks it, a rename when not. */
interface MoveStep {
  name: string;
  from: string;
  to: string;
  via: 'git' | 'rename';
}

interface MovePlan {
  fromKey: string;
  toKey: string;
  fromDir: string;
  toDir: string;
  steps: MoveStep[];
  /** the files a git mv cut short had moved, by path from the memory root, and the step each is of */
  carried: Carried[];
  /** files of the old folder removed with it, not moved: Finder's, where the new folder has its own */
  dropped: string[];
}

const FINDER_FILE = '.DS_Store';

interface Carried {
  name: string;
  from: string;
  to: string;
}

export function isRealFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** Top-level names under `<memoryRoot>/<key>/` that git tracks (anything below them counts). */
function trackedNames(memoryRoot: string, key: string, git: GitExec, env: Record<string, string | undefined>): Set<string> {
  const result = git(memoryRoot, env, ['ls-files', '-z', '--', key]);
  if (!result.ok) return new Set();
  const prefix = `${key}/`;
  const names = result.stdout
    .split('\u0000')
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length).split('/')[0] ?? '');
  return new Set(names.filter((name) => name !== ''));
}

/** The files under `<memoryRoot>/<key>/` git has unmerged (each once: a conflict lists a path per side), by path from the memory root. */
export function unmergedIn(memoryRoot: string, key: string, git: GitExec, env: Record<string, string | undefined>): string[] {
  const result = git(memoryRoot, env, ['ls-files', '-u', '-z', '--', key]);
  if (!result.ok) return [];
  // "<mode> <object> <stage>\t<path>" per side
  const paths = result.stdout.split('\u0000').flatMap((line) => {
    const tab = line.indexOf('\t');
    return tab < 0 ? [] : [line.slice(tab + 1)];
  });
  return [...new Set(paths)].sort();
}

/** A name as a file system that tells neither case nor Hangul's two spellings apart reads it (name-twin.ts). */
const folded = (name: string): string => name.normalize('NFC').toLowerCase();

/**
 * The entries of `toDir` that `names` would meet there: the same name, or its twin in
 * another case or spelling (`Docker.md` beside `docker.md`), which a teammate's macOS or
 * Windows checkout would make one file.
 */
function takenIn(toDir: string, names: readonly string[]): string[] {
  let there: string[];
  try {
    there = readdirSync(toDir);
  } catch {
    return []; // no folder there yet
  }
  const byFold = new Map(there.map((name) => [folded(name), name]));
  return names.flatMap((name) => byFold.get(folded(name)) ?? []);
}

/**
 * Every entry of `<memoryRoot>/<fromKey>/`, bound for `<memoryRoot>/<toKey>/`. Refused as
 * a whole, before anything moves, when one name already exists there (or its twin, takenIn):
 * two memories of one name are for a person to compare, not for a move to settle.
 */
export function planMove(memoryRoot: string, fromKey: string, toKey: string, git: GitExec, env: Record<string, string | undefined>): MovePlan {
  const fromDir = join(memoryRoot, fromKey);
  const toDir = join(memoryRoot, toKey);
  // symlinked folders may point anywhere: nothing is moved through or into one
  if (!isRealFolder(fromDir)) throw new CliError((m, to) => m.key.moveFromMissing(fromDir, cliCommand(to, ['doctor', ...dirArgs(to)])));
  if (lstatSync(toDir, { throwIfNoEntry: false }) && !isRealFolder(toDir)) throw new CliError((m) => m.key.moveNotAFolder(toDir));
  // a new folder beside one of its name in another case (`Repo/` by `repo/`): one folder on macOS
  // and Windows, whose checkouts would keep one memory of each name; the case of the key itself may change
  const trouble = newKeyTrouble(memoryRoot, toKey);
  if (trouble && !(trouble.kind === 'case-twin' && trouble.twin === fromKey)) throw new CliError((m) => m.key.keyTrouble(toKey, trouble));
  const listed = readdirSync(fromDir).sort();
  refuseRefusedRepository(memoryRoot, git, env);
  const tracked = trackedNames(memoryRoot, fromKey, git, env);
  // Finder's view settings in both folders, untracked: no memory to compare, and a namesake
  // that stopped the move for good; the new folder's stays, the old goes with its folder
  const dropped = listed.filter((name) => name === FINDER_FILE && !tracked.has(name) && lstatSync(join(toDir, name), { throwIfNoEntry: false })?.isFile());
  const names = listed.filter((name) => !dropped.includes(name));
  // a name not UTF-8 reads with U+FFFD, which no rename or git mv finds: refused before any moves
  const unnamed = names.filter((name) => name.includes('\ufffd'));
  if (unnamed.length > 0) throw new CliError((m) => m.key.moveNotUtf8(fromDir, unnamed));
  // one file under both names, from a move cut short: no other memory, and its move finishes it
  const taken = takenIn(
    toDir,
    names.filter((name) => !sameFile(join(fromDir, name), join(toDir, name))),
  );
  if (taken.length > 0) {
    throw new CliError((m) => m.key.moveConflicts(toDir, taken), EXIT.exists);
  }
  // git mv refuses a file a merge left unmerged, after a --dry-run said the move would go: said first, by name
  const unmerged = unmergedIn(memoryRoot, fromKey, git, env);
  if (unmerged.length > 0) throw new CliError((m) => m.key.moveUnmerged(fromDir, unmerged));
  const busy = tracked.size > 0 ? gitBusyIn(memoryRoot, git, env) : undefined;
  if (busy !== undefined) throw new CliError((m) => m.words.gitBusy(busy, fromDir));
  const step = (name: string): MoveStep => ({ name, from: join(fromDir, name), to: join(toDir, name), via: tracked.has(name) ? 'git' : 'rename' });
  const onDisk = new Set(names);
  const carried = movedOutsideIndex(
    memoryRoot,
    fromKey,
    toKey,
    [...tracked].filter((name) => !onDisk.has(name)),
    git,
    env,
  );
  const carriedNames = [...new Set(carried.map((pair) => pair.name))].sort();
  return { fromKey, toKey, fromDir, toDir, steps: [...names, ...carriedNames].map(step), carried, dropped: dropped.map((name) => join(fromDir, name)) };
}

/**
 * Of the tracked `names` of the old folder gone from disk, those whose every tracked file is in
 * the new folder as the index holds it, git tracking nothing there: what a `git mv` moved before
 * it was killed, its index never written. The move stages them where they are (each file's
 * paths, from the memory root). Three git calls, whatever the count (hash-object reads its paths
 * from the repository's top: they go whole).
 */
function movedOutsideIndex(
  memoryRoot: string,
  fromKey: string,
  toKey: string,
  names: readonly string[],
  git: GitExec,
  env: Record<string, string | undefined>,
): Carried[] {
  if (names.length === 0) return [];
  const stdout = (args: string[], input?: string) => {
    const result = git(memoryRoot, env, args, { input });
    return result.ok ? result.stdout : '';
  };
  const objects = new Map(stagedObjects(stdout(['ls-files', '-s', '-z', '--', fromKey])).map((entry) => [entry.path, entry.object]));
  const trackedThere = new Set(stdout(['ls-files', '-z', '--', toKey]).split('\0'));
  // each tracked file by the entry of the old folder it is in (a subfolder's files by the subfolder)
  const byName = new Map<string, string[]>();
  for (const path of objects.keys()) {
    const name = path.slice(fromKey.length + 1).split('/')[0] as string;
    const files = byName.get(name);
    if (files) files.push(path);
    else byName.set(name, [path]);
  }
  const pairs = names.map((name) => (byName.get(name) ?? []).map((path) => ({ name, from: path, to: `${toKey}${path.slice(fromKey.length)}` })));
  // a file there as a plain file, untracked, on a line of its own for hash-object
  const movable = (pair: Carried) =>
    !pair.to.includes('\n') && !trackedThere.has(pair.to) && lstatSync(join(memoryRoot, pair.to), { throwIfNoEntry: false })?.isFile() === true;
  const candidates = pairs.filter((files) => files.length > 0 && files.every(movable)).flat();
  if (candidates.length === 0) return [];
  const hashed = stdout(['hash-object', '--stdin-paths'], candidates.map((pair) => `${join(memoryRoot, pair.to)}\n`).join('')).split('\n');
  const differs = new Set(candidates.filter((pair, i) => hashed[i] !== objects.get(pair.from)).map((pair) => pair.name));
  return candidates.filter((pair) => !differs.has(pair.name));
}

/**
 * Moves the tracked entries with one `git mv` (git checks them all before it moves any),
 * then renames the rest, then removes the old folder if nothing is left in it. Returns
 * whether the old folder is gone.
 */
export function runMove(plan: MovePlan, memoryRoot: string, git: GitExec, env: Record<string, string | undefined>): boolean {
  const total = plan.steps.length;
  const refused = (path: string, error: unknown, moved: number, folder: string) =>
    memoryWriteError(path, error, { left: { kind: 'move', moved, total, toDir: plan.toDir }, again: 'move', folder });
  try {
    mkdirSync(plan.toDir, { recursive: true });
  } catch (error) {
    throw refused(plan.toDir, error, 0, dirname(plan.toDir));
  }
  const gitSteps = plan.steps.filter((step) => step.via === 'git');
  // those a git mv cut short had moved: the move staged where they are (git add of both ends)
  const carried = new Set(plan.carried.map((pair) => pair.name));
  const tracked = gitSteps.filter((step) => !carried.has(step.name));
  if (plan.carried.length > 0) {
    const result = git(memoryRoot, env, ['add', '-A', '--', ...plan.carried.flatMap((pair) => [pair.from, pair.to])]);
    if (!result.ok) throw new CliError((m) => m.key.gitMvFailed(plan.fromDir, (result.stderr ?? '').trim() || 'git add failed'));
  }
  if (tracked.length > 0) {
    const result = git(memoryRoot, env, ['mv', '--', ...tracked.map((step) => `${plan.fromKey}/${step.name}`), `${plan.toKey}/`]);
    if (!result.ok) {
      const detail = (result.missing ? 'git not found' : (result.stderr ?? '').trim()) || 'git mv failed';
      const left = moveBackAfterFailedGitMv(tracked);
      if (left.length > 0)
        throw new CliError((m) =>
          m.key.gitMvLeftMoved(
            plan.fromDir,
            plan.toDir,
            left.map((pair) => pair.to),
            detail,
          ),
        );
      throw new CliError((m) => m.key.gitMvFailed(plan.fromDir, detail));
    }
  }
  let moved = gitSteps.length;
  for (const step of plan.steps) {
    if (step.via !== 'rename') continue;
    try {
      renameNoReplace(step.from, step.to);
    } catch (error) {
      if (!(error instanceof FolderRefused)) throw error;
      throw refused(step.from, error.error, moved, error.folder);
    }
    moved++;
  }
  for (const path of plan.dropped) safeUnlink(path);
  try {
    rmdirSync(plan.fromDir);
    return true;
  } catch {
    // something was added meanwhile: it stays, and doctor goes on naming the folder
    return false;
  }
}
