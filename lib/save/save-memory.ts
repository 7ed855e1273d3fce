import { lstatSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describeFinding, findSecretsInFields } from '../checks/secrets.js';
import { CliError, EXIT } from '../cli/errors.js';
import { memoryNameFrom } from '../format/memory-meta.js';
import { slugFromName, slugify } from '../format/slug.js';
import { folderEntries } from '../index/memory-set.js';
import { createFileAtomic, sweepStaleTemps, writeFileAtomic } from '../io/atomic-write.js';
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
  /** names of memories this one replaces: they stay on disk, hidden from the list */
  supersedes?: string[];
  /** `review_by`, already checked (YYYY-MM-DD) */
  reviewBy?: string;
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
export function saveMemory(request: SaveRequest, ctx: Pick<RunContext, 'now'>): SaveResult {
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

  const existing = readExisting(path);
  if (existing.kind === 'other') {
    throw new CliError(`${path} is ${existing.what}, not a memory file; move it away or choose another --name. Nothing was saved.`);
  }
  if (existing.kind === 'file' && !request.update) {
    throw new CliError((m) => m.save.exists(path, slug), EXIT.exists);
  }
  const supersedes = checkSupersedes(request, folder, slug);
  if (!request.forceDuplicate) refuseNearDuplicates(request, folder, slug, { title, description }, supersedes);

  const today = localDate(ctx.now);
  const previous = existing.kind === 'file' ? previousFields(existing.text) : undefined;
  const doc: MemoryDocument = {
    title,
    description,
    createdAt: previous?.createdAt ?? today,
    updatedAt: previous ? today : undefined,
    // rewriting a memory is checking it: the stale mark goes until review_by comes round again
    verifiedAt: previous ? today : undefined,
    reviewBy: request.reviewBy,
    tags: request.tags ?? [],
    source,
    // added to what the memory already superseded; without the flag, what it had stays as written
    supersedes: supersedes.length > 0 ? [...new Set([...(previous?.supersedes ?? []), ...supersedes])] : undefined,
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

function refuseNearDuplicates(
  request: SaveRequest,
  folder: string,
  slug: string,
  candidate: { title: string; description: string },
  supersedes: readonly string[],
): void {
  // the file being replaced by --update is not a duplicate of itself, nor is one this memory supersedes
  // read fresh, without the list cache: a memory saved a second ago must count
  const others = folderEntries(request.memoryRoot, folder)
    .filter((entry) => entry.name !== slug && !supersedes.includes(entry.name))
    .map((entry) => ({ name: entry.name, path: entry.path, title: entry.meta.title, description: entry.meta.description }));
  const duplicates = findNearDuplicates(candidate, others);
  if (duplicates.length === 0) return;
  const lines = duplicates.map((d) => `  ${d.path} (${d.reason})`).join('\n');
  const first = duplicates[0]?.name ?? slug;
  throw new CliError((m) => m.save.nearDuplicate(folder, lines, first), EXIT.exists);
}

/**
 * The names `--supersedes` gives, each a memory this one may replace: never itself; for a
 * global memory a global one; for a project memory one of its project or a global one
 * (hidden then for this project only). See lib/index/supersession.ts targetOf.
 */
function checkSupersedes(request: SaveRequest, folder: string, slug: string): string[] {
  const names: string[] = [];
  const exists = (scopeFolder: string, name: string) =>
    lstatSync(join(request.memoryRoot, scopeFolder, `${name}.md`), { throwIfNoEntry: false })?.isFile() === true;
  for (const raw of request.supersedes ?? []) {
    const name = memoryNameFrom(raw);
    if (name === slug) throw new CliError((m) => m.save.supersedesSelf(name));
    const where = request.scope === 'global' ? GLOBAL_KEY : `${folder}, ${GLOBAL_KEY}`;
    if (name === undefined) throw new CliError((m) => m.save.supersedesUnknown(raw, where));
    if (exists(folder, name) || (request.scope === 'project' && exists(GLOBAL_KEY, name))) {
      if (!names.includes(name)) names.push(name);
      continue;
    }
    if (request.scope === 'global' && isSafeKey(request.projectKey) && exists(request.projectKey, name)) {
      throw new CliError((m) => m.save.supersedesGlobalOnly(name, request.projectKey));
    }
    throw new CliError((m) => m.save.supersedesUnknown(name, where));
  }
  return names;
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
