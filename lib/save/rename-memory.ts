import { lstatSync, renameSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { secretKindText } from '../checks/finding.js';
import { CliError, EXIT } from '../cli/errors.js';
import { findSecrets } from '../format/secrets.js';
import { MAX_SLUG_BYTES, MAX_SLUG_CHARS, slugFromName } from '../format/slug.js';
import { renameInSupersedes } from '../format/supersedes-edit.js';
import type { GitExec } from '../io/git-exec.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { moveBackAfterFailedGitMv } from './failed-git-mv.js';
import { gitBusyIn } from './git-busy.js';
import { gitHolds } from './git-holds.js';
import { refuseRefusedRepository } from './git-refused.js';
import { locateMemory, type MemoryAsked } from './locate-memory.js';
import { existingScopeFolder, readExisting } from './memory-target.js';
import { unmergedIn } from './move-folder.js';
import { nameTwin } from './name-twin.js';
import { scopeFolderOf } from './named-memory.js';
import { FolderRefused, renameNoReplace } from './rename-no-replace.js';
import { withSaveLock } from './save-memory.js';
import { namersOf, referencesTo, stager, unrewritableLines, writeReferences } from './supersedes-references.js';
import { memoryWriteError } from './write-failure.js';

interface RenameRequest extends MemoryAsked {
  /** the new name, as typed: made a file name as save makes --name one */
  to: string;
  dryRun?: boolean;
}

interface RenameResult {
  scope: Scope;
  from: { name: string; path: string };
  to: { name: string; path: string };
  /** `git mv` where git tracks the file, so the rename is staged as one; else a rename */
  via: 'git' | 'rename';
  /** the memories whose `supersedes` named the old name and name the new one */
  references: string[];
  /** those whose rewrite failed (they still name the old name: lint says so) */
  notUpdated: { path: string; reason: string }[];
  written: boolean;
}

/**
 * Renames a memory in its folder and every `supersedes` that named it, so what it hid
 * stays hidden and what hid it still does. The file keeps its bytes (the title is the
 * memory's own words, not its name); git tracks the move with `git mv` where it tracks the
 * file. Refused before anything changes when the new name is taken (spelled any way), is
 * no usable name, looks like a credential, or the file is one a merge left unmerged.
 */
export function renameMemory(request: RenameRequest, git: GitExec, env: Record<string, string | undefined>, stateDir?: string): RenameResult {
  if (request.dryRun) return renameLocked(request, git, env);
  // under the lock a save of its folder takes, as forget (forget-memory.ts)
  const { scope } = locateMemory(request, 'rename', request.to);
  return withSaveLock(stateDir, join(request.memoryRoot, scopeFolderOf(request, scope)), () => renameLocked(request, git, env));
}

function renameLocked(request: RenameRequest, git: GitExec, env: Record<string, string | undefined>): RenameResult {
  const { path, scope, name } = locateMemory(request, 'rename', request.to);
  const folder = scopeFolderOf(request, scope);
  existingScopeFolder(request.memoryRoot, folder);
  const existing = readExisting(path);
  if (existing.kind === 'other') throw new CliError((m) => m.rename.notAFile(path, existing.what));
  const newName = newNameOf(request.to);
  // beside the file, spelled as its path is (a --dir through a link spells both alike)
  const dir = dirname(path);
  const target = join(dir, `${newName}.md`);
  // already so named: done, with nothing written (scripts see from and to alike)
  if (target === path) return { scope, from: { name, path }, to: { name, path }, via: 'rename', references: [], notUpdated: [], written: false };
  // `Deploy.md` → `deploy.md`, `docker.MD` → `docker.md`: on macOS and Windows the file itself is at the new name
  const caseOnly = target.normalize('NFC').toLowerCase() === path.normalize('NFC').toLowerCase();
  const taken = lstatSync(target, { throwIfNoEntry: false });
  const twin = nameTwin(dir, newName);
  if ((taken && !(caseOnly && sameFile(taken, path))) || (twin !== undefined && twin !== basename(path))) {
    throw new CliError((m) => m.rename.exists(taken ? target : join(dir, twin as string)), EXIT.exists);
  }
  refuseMeaningChange(request.memoryRoot, scope, folder, name, newName, path);
  const inRoot = relative(request.memoryRoot, path);
  refuseRefusedRepository(request.memoryRoot, git, env);
  if (unmergedIn(request.memoryRoot, inRoot, git, env).length > 0) throw new CliError((m) => m.rename.unmerged(path));
  const found = referencesTo(request.memoryRoot, scope, folder, name, (text) => renameInSupersedes(text, name, newName));
  if (found.unrewritable.length > 0) throw new CliError((m) => m.rename.unrewritable(unrewritableLines(m, found.unrewritable), name));
  const via = gitHolds(request.memoryRoot, inRoot, git, env).kind === 'nothing' ? 'rename' : 'git';
  const busy = via === 'git' ? gitBusyIn(request.memoryRoot, git, env) : undefined;
  if (busy !== undefined) throw new CliError((m) => m.words.gitBusy(busy, path));
  // the memory may name itself: it is at its new path once moved
  const references = found.references.map((r) => (r.path === path ? { ...r, path: target } : r));
  const result: RenameResult = {
    scope,
    from: { name, path },
    to: { name: newName, path: target },
    via,
    references: references.map((r) => r.path),
    notUpdated: [],
    written: false,
  };
  if (request.dryRun) return result;
  // staged with the move where git held them as they were: one commit takes the rename whole
  const stage = stager(request.memoryRoot, via === 'git' ? references.filter((r) => r.path !== target).map((r) => r.path) : [], git, env);
  move(request.memoryRoot, path, target, via, caseOnly, git, env);
  const notUpdated = writeReferences(references, stage);
  return { ...result, references: result.references.filter((p) => !notUpdated.some((n) => n.path === p)), notUpdated, written: true };
}

/**
 * Refused where the new name would change what a `supersedes` means (lib/index/supersession.ts
 * resolves names): a memory that names NEW already would hide the renamed one (a name
 * nothing had, or the global memory of that name a project memory renamed to it now
 * shadows); and, for a global memory, a project folder with a NEW of its own would read
 * its memories' OLD, rewritten to NEW, as its own.
 */
function refuseMeaningChange(memoryRoot: string, scope: Scope, folder: string, name: string, newName: string, path: string): void {
  const namers = namersOf(memoryRoot, scope, folder, newName).filter((p) => p !== path);
  if (namers.length > 0)
    throw new CliError((m) =>
      m.rename.namedAlready(
        newName,
        namers.map((p) => `  ${p}`),
      ),
    );
  if (scope !== 'global') return;
  const shadowed = namersOf(memoryRoot, scope, folder, name).filter((p) => {
    const own = join(dirname(p), `${newName}.md`);
    return dirname(p) !== join(memoryRoot, GLOBAL_KEY) && lstatSync(own, { throwIfNoEntry: false }) !== undefined;
  });
  if (shadowed.length > 0)
    throw new CliError((m) =>
      m.rename.shadowed(
        newName,
        shadowed.map((p) => `  ${p} → ${join(dirname(p), `${newName}.md`)}`),
      ),
    );
}

/** NEW as a memory file name, as save makes --name one; refused with the reason where it cannot be one. */
function newNameOf(given: string): string {
  const check = slugFromName(given);
  if (!check.ok) {
    if (check.problem === 'reserved') throw new CliError((m) => m.rename.reservedName(given, check.mapped));
    if (check.problem === 'too-long') throw new CliError((m) => m.rename.nameTooLong(check.chars, check.bytes, MAX_SLUG_CHARS, MAX_SLUG_BYTES));
    const problem = check.problem;
    throw new CliError((m) => m.rename.badName(given, problem));
  }
  // a name is shown on every prompt and kept in git: no flag lets it be a credential
  // as typed too: one whose pattern needs its capitals (AIza…) passes once lowercased
  const [secret] = [...findSecrets(check.slug, 'name'), ...findSecrets(given, 'name')];
  if (secret !== undefined) throw new CliError((m) => m.rename.secretName(secretKindText(m.rules, secret)));
  return check.slug;
}

function sameFile(stat: { ino: number; dev: number }, path: string): boolean {
  const other = lstatSync(path, { throwIfNoEntry: false });
  return other !== undefined && other.ino === stat.ino && other.dev === stat.dev;
}

function move(
  memoryRoot: string,
  from: string,
  to: string,
  via: 'git' | 'rename',
  caseOnly: boolean,
  git: GitExec,
  env: Record<string, string | undefined>,
): void {
  if (via === 'git') {
    const result = git(memoryRoot, env, ['mv', '--', relative(memoryRoot, from), relative(memoryRoot, to)]);
    if (result.ok) return;
    const detail = (result.missing ? 'git not found' : (result.stderr ?? '').trim()) || 'git mv failed';
    const left = moveBackAfterFailedGitMv([{ from, to }]);
    if (left.length > 0) throw new CliError((m) => m.rename.gitMvLeftMoved(from, to, detail));
    throw new CliError((m) => m.rename.gitMvFailed(from, detail));
  }
  try {
    // a case-only rename on macOS or Windows: a link to the new name is the file itself
    if (caseOnly && lstatSync(to, { throwIfNoEntry: false })) renameSync(from, to);
    else renameNoReplace(from, to);
  } catch (error) {
    const cause = error instanceof FolderRefused ? error.error : error;
    throw memoryWriteError(from, cause, { left: { kind: 'unchanged' }, again: 'rename' });
  }
}
