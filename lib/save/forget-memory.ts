import { lstatSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { CliError } from '../cli/errors.js';
import { parseFrontMatter } from '../format/frontmatter.js';
import { memoryNameFrom, toMeta } from '../format/memory-meta.js';
import { bytesHoldSecret, notSecretsOf } from '../format/secrets.js';
import { replaceInSupersedes } from '../format/supersedes-edit.js';
import type { GitExec } from '../io/git-exec.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { isSafeKey } from '../workspace/project-key.js';
import { gitBusyIn } from './git-busy.js';
import { type GitHolds, gitHolds, stagedObjects } from './git-holds.js';
import { refuseRefusedRepository } from './git-refused.js';
import { locateMemory, type MemoryAsked } from './locate-memory.js';
import { existingScopeFolder, readExisting } from './memory-target.js';
import { unmergedIn } from './move-folder.js';
import { namedMemory, scopeFolderOf } from './named-memory.js';
import { withSaveLock } from './save-memory.js';
import { namersOf, referencesTo, stager, supersededTarget, unrewritableLines, writeReferences } from './supersedes-references.js';
import { memoryWriteError } from './write-failure.js';

interface ForgetRequest extends MemoryAsked {
  /** delete text git does not hold (a memory never committed, or changed since) */
  force?: boolean;
  dryRun?: boolean;
}

interface ForgetResult {
  scope: Scope;
  name: string;
  path: string;
  /** `git rm` where git tracks the file (the deletion staged, its text in the history); else a delete */
  via: 'git' | 'delete';
  held: GitHolds['kind'];
  /** the path the last commit holds it under, renamed since (not yet committed): that name's staged deletion is this forget's too */
  committedAs?: string;
  /** the memories whose `supersedes` named it, and name it no more */
  references: string[];
  /** of those memories, each that now supersedes in its place what it superseded: its path and those names */
  passedOn: { path: string; names: string[] }[];
  notUpdated: { path: string; reason: string }[];
  /** the memories it superseded that nothing else hides: listed again once it is gone */
  listedAgain: string[];
  /** its text holds a likely secret (its not_secrets read): one git's history keeps where a commit held it */
  secret: boolean;
  written: boolean;
}

/**
 * Deletes a memory. Where git holds its text as it is, with `git rm`, so the deletion is
 * staged and the text stays in the history; text git does not hold (never committed,
 * changed since) is deleted only with `force`: nothing is lost by a command that was not
 * told so. Every `supersedes` that named it names it no more (lint would call the name
 * unknown), and the memories it superseded that nothing else hides are named: the list
 * shows them again.
 */
export function forgetMemory(request: ForgetRequest, git: GitExec, env: Record<string, string | undefined>, stateDir?: string): ForgetResult {
  // first: git's refusal reads as "no repository" to what asks git below (a memory deleted by hand)
  refuseRefusedRepository(request.memoryRoot, git, env);
  if (request.dryRun) return forgetLocked(request, git, env);
  // under the lock a save of its folder takes: a save --update of it, or of a memory whose
  // supersedes this rewrites, runs before or after, never between the read and the write
  const { scope } = deletedByHand(request, git, env) ?? locateMemory(request, 'forget');
  return withSaveLock(stateDir, join(request.memoryRoot, scopeFolderOf(request, scope)), () => forgetLocked(request, git, env));
}

function forgetLocked(request: ForgetRequest, git: GitExec, env: Record<string, string | undefined>): ForgetResult {
  const gone = deletedByHand(request, git, env);
  const { path, scope, name } = gone ?? locateMemory(request, 'forget');
  const folder = scopeFolderOf(request, scope);
  existingScopeFolder(request.memoryRoot, folder);
  const existing = gone ? undefined : readExisting(path);
  if (existing?.kind === 'other') throw new CliError((m) => m.forget.notAFile(path, existing.what));
  const text = gone?.text ?? (existing?.kind === 'file' ? existing.text : undefined);
  const inRoot = relative(request.memoryRoot, path);
  if (unmergedIn(request.memoryRoot, inRoot, git, env).length > 0) throw new CliError((m) => m.forget.unmerged(path));
  const held: GitHolds = gone ? { kind: 'committed' } : gitHolds(request.memoryRoot, inRoot, git, env);
  const busy = held.kind === 'nothing' ? undefined : gitBusyIn(request.memoryRoot, git, env);
  if (busy !== undefined) throw new CliError((m) => m.words.gitBusy(busy, path));
  if (held.kind !== 'committed' && !request.force) {
    const why = held.kind === 'nothing' ? held.why : 'changed';
    // "commit it first" would put a secret into the history: the advice for one is --force
    // the values the memory's not_secrets clears are none (as lint reads them)
    const secret = (why === 'changed' || why === 'untracked') && text !== undefined && holdsSecret(text);
    throw new CliError((m) => m.forget.notInGit(path, secret ? 'secret' : why));
  }
  // a memory that replaced this one replaces what it replaced: forgetting the middle of a
  // chain (v3 supersedes v2, v2 supersedes v1) does not bring the oldest back to the list
  const chain = text === undefined ? [] : supersededBy(request.memoryRoot, scope, folder, path, text);
  const passedTo = (referrer: string) => {
    const place = placeOf(referrer);
    const own = basename(referrer, '.md');
    return chain.filter((t) => t.name !== own && supersededTarget(request.memoryRoot, place.scope, place.folder, t.name)?.path === t.path);
  };
  const found = referencesTo(request.memoryRoot, scope, folder, name, (text, referrer) =>
    replaceInSupersedes(
      text,
      name,
      passedTo(referrer).map((t) => t.name),
    ),
  );
  const unrewritable = found.unrewritable.filter((u) => u.path !== path);
  if (unrewritable.length > 0) throw new CliError((m) => m.forget.unrewritable(unrewritableLines(m, unrewritable), name));
  const references = found.references.filter((r) => r.path !== path);
  // hidden where this one hid them: by a memory of its own folder or of _global (another project's hides them there only)
  const where = new Set([join(request.memoryRoot, folder), join(request.memoryRoot, GLOBAL_KEY)]);
  const stillHidden = new Set(references.filter((r) => where.has(dirname(r.path))).flatMap((r) => passedTo(r.path).map((t) => t.path)));
  const listedAgain = supersededAlone(request.memoryRoot, path, chain, where).filter((p) => !stillHidden.has(p));
  const via = held.kind === 'nothing' ? 'delete' : 'git';
  const result: ForgetResult = {
    scope,
    name,
    path,
    via,
    held: held.kind,
    ...(held.kind === 'committed' && held.renamedFrom !== undefined ? { committedAs: join(request.memoryRoot, held.renamedFrom) } : {}),
    references: references.map((r) => r.path),
    passedOn: references.flatMap((r) => {
      const names = passedTo(r.path).map((t) => t.name);
      return names.length > 0 ? [{ path: r.path, names }] : [];
    }),
    notUpdated: [],
    listedAgain,
    secret: text !== undefined && holdsSecret(text),
    written: false,
  };
  if (request.dryRun) return result;
  // staged with the deletion where git held them as they were: one commit takes it whole
  const stage = stager(request.memoryRoot, via === 'git' ? references.map((r) => r.path) : [], git, env);
  if (via === 'git') {
    const removed = git(request.memoryRoot, env, [
      'rm',
      '-q',
      ...(held.kind === 'changed' || (held.kind === 'committed' && held.renamedFrom !== undefined) ? ['-f'] : []),
      '--',
      inRoot,
    ]);
    if (!removed.ok) {
      const detail = (removed.missing ? 'git not found' : (removed.stderr ?? '').trim()) || 'git rm failed';
      throw new CliError((m) => m.forget.gitRmFailed(path, detail));
    }
  } else {
    try {
      unlinkSync(path);
    } catch (error) {
      throw memoryWriteError(path, error, { left: { kind: 'unchanged' }, again: 'forget', folder: dirname(path) });
    }
  }
  const notUpdated = writeReferences(references, stage);
  return { ...result, references: result.references.filter((p) => !notUpdated.some((n) => n.path === p)), notUpdated, written: true };
}

/**
 * A memory deleted by hand (rm, a file manager) that git still holds: no file answers the
 * name, while the index and the last commit hold the same text under it. Forgetting it
 * stages the deletion, as a forget of the file would have: `forget` said no memory had the
 * name, while `git status` showed it deleted and no share line would commit that. Its text,
 * from git, says what the list shows again. Undefined unless exactly one scope asked holds it so.
 */
function deletedByHand(
  request: ForgetRequest,
  git: GitExec,
  env: Record<string, string | undefined>,
): { path: string; scope: Scope; name: string; text: string } | undefined {
  const scopes: Scope[] = request.scope ? [request.scope] : ['project', 'global'];
  const name = memoryNameFrom(request.name);
  if (name === undefined || namedMemory(request, request.name, scopes) !== undefined) return undefined;
  const found = scopes.flatMap((scope) => {
    if (scope === 'project' && !isSafeKey(request.projectKey)) return [];
    const path = join(request.memoryRoot, scopeFolderOf(request, scope), `${name}.md`);
    const inRoot = relative(request.memoryRoot, path);
    const staged = git(request.memoryRoot, env, ['ls-files', '-s', '-z', '--', inRoot]);
    const index = staged.ok ? stagedObjects(staged.stdout)[0]?.object : undefined;
    if (index === undefined || lstatSync(path, { throwIfNoEntry: false }) !== undefined) return [];
    const committed = git(request.memoryRoot, env, ['rev-parse', '-q', '--verify', `HEAD:./${inRoot}`]);
    const text = committed.ok && committed.stdout.trim() === index ? git(request.memoryRoot, env, ['cat-file', 'blob', index]) : undefined;
    return text?.ok ? [{ path, scope, name, text: text.stdout }] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

function holdsSecret(text: string): boolean {
  const parsed = parseFrontMatter(text);
  return bytesHoldSecret(Buffer.from(text), notSecretsOf(parsed.ok ? parsed.data : undefined));
}

/** The memories the one at `path` (in `folder`, of `scope`) supersedes, by name and path, as the list resolves its names. */
function supersededBy(
  memoryRoot: string,
  scope: Scope,
  folder: string,
  path: string,
  text: string,
): { name: string; path: string; scope: Scope; folder: string }[] {
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) return [];
  return [...new Set(toMeta(parsed.data).meta.supersedes ?? [])].flatMap((name) => {
    const target = supersededTarget(memoryRoot, scope, folder, name);
    return target === undefined || target.path === path ? [] : [{ name, ...target }];
  });
}

/** Of the memories the one at `path` superseded, those no other memory in `where` (folders) hides: the list shows them again once it is gone. */
function supersededAlone(memoryRoot: string, path: string, chain: ReturnType<typeof supersededBy>, where: ReadonlySet<string>): string[] {
  return chain.flatMap((target) => {
    const others = namersOf(memoryRoot, target.scope, target.folder, target.name).filter((p) => p !== path && p !== target.path && where.has(dirname(p)));
    return others.length === 0 ? [target.path] : [];
  });
}

/** The scope and folder of a memory file's path. */
function placeOf(path: string): { scope: Scope; folder: string } {
  const folder = basename(dirname(path));
  return { scope: folder === GLOBAL_KEY ? 'global' : 'project', folder };
}
