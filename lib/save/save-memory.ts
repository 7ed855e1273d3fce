import { mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describeFinding, findSecretsInFields } from '../checks/secrets.js';
import { CliError, EXIT } from '../cli/errors.js';
import { fnv1aHex } from '../fnv1a.js';
import { slugFromName, slugify } from '../format/slug.js';
import { folderEntries } from '../index/memory-set.js';
import { createFileAtomic, sweepStaleTemps, writeFileAtomic } from '../io/atomic-write.js';
import { LockBusy, withFileLock } from '../io/file-lock.js';
import type { RunContext } from '../io/run-context.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY, isSafeKey } from '../workspace/project-key.js';
import { foldLine, localDate, type MemoryDocument, previousFields, renderMemory } from './memory-document.js';
import { memoryFilePath, readExisting, scopeFolder } from './memory-target.js';
import { findNearDuplicates } from './near-duplicate.js';

export interface SaveRequest {
  memoryRoot: string;
  scope: Scope;
  /** the project key; names the folder when scope is 'project' */
  projectKey: string;
  title: string;
  description: string;
  body: string;
  tags?: string[];
  source?: string;
  /** file name without .md; derived from the title when absent */
  name?: string;
  /** replace an existing memory of that name, keeping its created_at */
  update?: boolean;
  /** save even when a similar memory exists in the same folder */
  forceDuplicate?: boolean;
  /** save even when the text looks like it holds a credential */
  allowSecret?: boolean;
}

export interface SaveResult {
  path: string;
  scope: Scope;
  name: string;
  /** `_global` or the project key */
  folder: string;
  /** an existing memory was replaced */
  updated: boolean;
}

/**
 * Writes one memory. Refusals are CliErrors: exit 1 for bad input or a likely secret,
 * exit 3 when that memory or a near duplicate already exists. Writes are atomic: a
 * new file appears whole or not at all, and of racing saves of one name exactly one
 * wins (link(2) refuses to replace); --update renames over the old file.
 */
export function saveMemory(request: SaveRequest, ctx: Pick<RunContext, 'now'> & { stateDir?: string }): SaveResult {
  const title = foldLine(request.title);
  const description = foldLine(request.description);
  if (title === '') throw new CliError('--title is empty. Give the memory a short title, e.g. --title "Docker 실행 중 브랜치 전환 금지".');
  if (description === '')
    throw new CliError('--description is empty. Give the one line shown in the list, e.g. --description "Docker 실행 중 브랜치 전환 시 403 발생".');
  const source = request.source === undefined ? undefined : foldLine(request.source);

  if (!request.allowSecret) refuseSecrets({ title, description, source, body: request.body });

  const slug = resolveSlug(request.name, title);
  const folder = request.scope === 'global' ? GLOBAL_KEY : request.projectKey;
  if (request.scope === 'project' && !isSafeKey(folder)) {
    throw new CliError(`project key "${folder}" cannot be a folder name; pass --project KEY or use --scope global.`);
  }
  const dir = scopeFolder(request.memoryRoot, folder);
  const path = memoryFilePath(dir, slug);
  // the near-duplicate check and the write are one step: of parallel saves of one fact
  // under different names, each sees the files of those before it (withSaveLock)
  return withSaveLock(ctx.stateDir, dir, () => writeMemory(request, ctx, { title, description, source, slug, folder, path }));
}

interface Target {
  title: string;
  description: string;
  source: string | undefined;
  slug: string;
  folder: string;
  path: string;
}

function writeMemory(request: SaveRequest, ctx: Pick<RunContext, 'now'>, target: Target): SaveResult {
  const { title, description, source, slug, folder, path } = target;
  const existing = readExisting(path);
  if (existing.kind === 'other') {
    throw new CliError(`${path} is ${existing.what}, not a memory file; move it away or choose another --name. Nothing was saved.`);
  }
  if (existing.kind === 'file' && !request.update) {
    throw new CliError(`${path} already exists. Read it; pass --update to replace it (its created_at is kept), or choose another --name.`, EXIT.exists);
  }
  if (!request.forceDuplicate) refuseNearDuplicates(request, folder, slug, { title, description });

  const today = localDate(ctx.now);
  const previous = existing.kind === 'file' ? previousFields(existing.text) : undefined;
  const doc: MemoryDocument = {
    title,
    description,
    createdAt: previous?.createdAt ?? today,
    updatedAt: previous ? today : undefined,
    tags: request.tags ?? [],
    source,
    body: request.body,
    extra: previous?.extra,
  };
  const text = renderMemory(doc);

  try {
    if (existing.kind === 'file') writeFileAtomic(path, text);
    else createOnce(path, text);
  } catch (error) {
    throw writeFailure(path, error);
  }
  sweepStaleTemps(dirname(path), basename(path));
  return { path, scope: request.scope, name: slug, folder, updated: existing.kind === 'file' };
}

/**
 * Runs `critical` under the scope folder's save lock, kept in the per-user state folder
 * (`locks/`, one file per scope folder, named like its index cache): the saves that race
 * are one person's parallel sessions and subagents, who share it. Without a state folder
 * there is nowhere private to keep one, and the save runs unlocked as before. A save
 * holds it for one folder read and one write; a holder killed half-way leaves a lock
 * whose process is gone, which the next save breaks (lib/io/file-lock.ts).
 */
function withSaveLock<T>(stateDir: string | undefined, dir: string, critical: () => T): T {
  if (stateDir === undefined) return critical();
  const locks = join(stateDir, 'locks');
  const path = join(locks, `${fnv1aHex(dir)}${fnv1aHex(`${dir}\u0000`)}.lock`);
  try {
    mkdirSync(locks, { recursive: true, mode: 0o700 });
  } catch {
    return critical(); // an unwritable state folder: no lock, as without one
  }
  // temp files of lock holders killed before they linked their lock into place
  sweepStaleTemps(locks);
  try {
    return withFileLock(path, critical);
  } catch (error) {
    if (!(error instanceof LockBusy)) throw error;
    const seconds = Math.round(error.waitedMs / 1000);
    throw new CliError(
      `another save into ${dir} has held the lock ${path} for ${seconds} s. If no save is running, delete that file and save again. Nothing was saved.`,
    );
  }
}

function resolveSlug(name: string | undefined, title: string): string {
  if (name !== undefined) {
    const check = slugFromName(name);
    if (!check.ok) throw new CliError(`${check.reason}. Nothing was saved.`);
    return check.slug;
  }
  const slug = slugify(title);
  if (slug === '') {
    throw new CliError(`the title has no letters or digits usable in a file name (a-z, 0-9, 한글); pass --name, e.g. --name docker-branch-switch.`);
  }
  return slug;
}

function refuseSecrets(fields: Record<string, string | undefined>): void {
  const findings = findSecretsInFields(fields);
  if (findings.length === 0) return;
  const lines = findings.map((finding) => `  ${describeFinding(finding)}`);
  throw new CliError(
    `refusing to save what looks like a credential (memories are committed and shown to Claude):\n${lines.join('\n')}\n` +
      'Remove it or point to where it lives (e.g. ${DB_PASSWORD}); if it is not a secret, pass --allow-secret. Nothing was saved.',
  );
}

function refuseNearDuplicates(request: SaveRequest, folder: string, slug: string, candidate: { title: string; description: string }): void {
  // the file being replaced by --update is not a duplicate of itself
  // read fresh, without the list cache: a memory saved a second ago must count
  const others = folderEntries(request.memoryRoot, folder)
    .filter((entry) => entry.name !== slug)
    .map((entry) => ({ name: entry.name, path: entry.path, title: entry.meta.title, description: entry.meta.description }));
  const duplicates = findNearDuplicates(candidate, others);
  if (duplicates.length === 0) return;
  const lines = duplicates.map((d) => `  ${d.path} (${d.reason})`);
  const first = duplicates[0]?.name ?? slug;
  throw new CliError(
    `a similar memory already exists in ${folder}:\n${lines.join('\n')}\n` +
      `Read it first. To replace it: --update --name ${first}. To save a separate memory anyway: --force-duplicate. Nothing was saved.`,
    EXIT.exists,
  );
}

/** Exactly one of racing creators wins; the others learn the file now exists. */
const WRITE_ERRORS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** A failed write names the memory file (not its temp file) and says nothing was changed. */
function writeFailure(path: string, error: unknown): unknown {
  if (error instanceof CliError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const reason = (code && WRITE_ERRORS[code]) ?? (error as Error).message;
  return new CliError(
    `${path}: could not write (${reason}). Nothing was changed: the memory is as it was. Free space or fix the folder's permissions, then save again.`,
  );
}

function createOnce(path: string, text: string): void {
  try {
    createFileAtomic(path, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new CliError(`${path} already exists (saved a moment ago by another process). Read it; pass --update to replace it.`, EXIT.exists);
  }
}
