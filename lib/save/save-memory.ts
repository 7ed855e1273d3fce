import { basename, dirname } from 'node:path';
import { findSecretsInFields } from '../checks/secrets.js';
import { CliError, EXIT } from '../cli/errors.js';
import { slugFromName, slugify } from '../format/slug.js';
import { folderEntries } from '../index/memory-set.js';
import { createFileAtomic, sweepStaleTemps, writeFileAtomic } from '../io/atomic-write.js';
import type { RunContext } from '../io/run-context.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { isSafeKey } from '../workspace/project-key.js';
import { foldLine, localDate, type MemoryDocument, previousFields, renderMemory } from './memory-document.js';
import { memoryFilePath, readExisting, scopeFolder } from './memory-target.js';
import { findNearDuplicates } from './near-duplicate.js';

export interface SaveRequest {
  memoryRoot: string;
  scope: Scope;
  /** the project key; names the folder when scope is 'project' */
  projectKey: string;
  /** required for a new memory; with --update, whatever is not given is kept */
  title?: string;
  description?: string;
  body?: string;
  tags?: string[];
  source?: string;
  /** file name without .md; derived from the title when absent */
  name?: string;
  /** replace an existing memory of that name, keeping its created_at and every field not given */
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
export function saveMemory(request: SaveRequest, ctx: Pick<RunContext, 'now'>): SaveResult {
  if (request.title !== undefined && foldLine(request.title) === '') throw new CliError((m) => m.save.titleEmpty);
  if (request.description !== undefined && foldLine(request.description) === '') throw new CliError((m) => m.save.descriptionEmpty);
  // what this save brings is checked before anything is made on disk; kept fields are already there
  if (!request.allowSecret) {
    const { title, description, source, body } = request;
    refuseSecrets({ title: title && foldLine(title), description: description && foldLine(description), source: source && foldLine(source), body });
  }
  const slug = resolveSlug(request);
  const folder = request.scope === 'global' ? GLOBAL_KEY : request.projectKey;
  if (request.scope === 'project' && !isSafeKey(folder)) throw new CliError((m) => m.save.badProjectKey(folder));
  const dir = scopeFolder(request.memoryRoot, folder);
  const path = memoryFilePath(dir, slug);

  const existing = readExisting(path);
  if (existing.kind === 'other') {
    const what = existing.what;
    throw new CliError((m) => m.save.notAFile(path, what));
  }
  if (existing.kind === 'file' && !request.update) throw new CliError((m) => m.save.exists(path), EXIT.exists);
  // --update changes what it is given and nothing else: a missing --tags keeps the tags
  const previous = existing.kind === 'file' ? previousFields(existing.text) : undefined;
  const title = foldLine(request.title ?? previous?.title ?? '');
  const description = foldLine(request.description ?? previous?.description ?? '');
  if (title === '') throw new CliError((m) => m.save.titleEmpty);
  if (description === '') throw new CliError((m) => m.save.descriptionEmpty);
  const sourceGiven = request.source ?? previous?.source;
  const source = sourceGiven === undefined ? undefined : foldLine(sourceGiven);
  const body = request.body ?? previous?.body ?? '';

  if (!request.forceDuplicate) refuseNearDuplicates(request, folder, slug, { title, description });

  const today = localDate(ctx.now);
  const doc: MemoryDocument = {
    title,
    description,
    createdAt: previous?.createdAt ?? today,
    updatedAt: previous ? today : undefined,
    tags: request.tags ?? previous?.tags ?? [],
    source,
    body,
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

function resolveSlug(request: SaveRequest): string {
  if (request.name !== undefined) {
    const check = slugFromName(request.name);
    if (!check.ok) {
      const { problem } = check;
      const name = request.name;
      throw new CliError((m) => m.save.badName(name, problem));
    }
    return check.slug;
  }
  if (request.title === undefined) throw new CliError((m) => m.save.updateNeedsName);
  const slug = slugify(foldLine(request.title));
  if (slug === '') throw new CliError((m) => m.save.titleNoLetters);
  return slug;
}

function refuseSecrets(fields: Record<string, string | undefined>): void {
  const findings = findSecretsInFields(fields);
  if (findings.length === 0) return;
  throw new CliError((m) => m.save.secret(findings.map((f) => `  ${m.save.secretAt(f.kind, f.field, f.line, f.column)}`).join('\n')));
}

function refuseNearDuplicates(request: SaveRequest, folder: string, slug: string, candidate: { title: string; description: string }): void {
  // the file being replaced by --update is not a duplicate of itself
  // read fresh, without the list cache: a memory saved a second ago must count
  const others = folderEntries(request.memoryRoot, folder)
    .filter((entry) => entry.name !== slug)
    .map((entry) => ({ name: entry.name, path: entry.path, title: entry.meta.title, description: entry.meta.description }));
  const duplicates = findNearDuplicates(candidate, others);
  if (duplicates.length === 0) return;
  const first = duplicates[0]?.name ?? slug;
  throw new CliError(
    (m) => m.save.nearDuplicate(folder, duplicates.map((d) => `  ${d.path} (${m.words.duplicateReason(d.reason.field, d.reason.percent)})`).join('\n'), first),
    EXIT.exists,
  );
}

/** A failed write names the memory file (not its temp file) and says nothing was changed. */
function writeFailure(path: string, error: unknown): unknown {
  if (error instanceof CliError) return error;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const detail = (error as Error).message;
  return new CliError((m) => m.save.writeFailed(path, m.words.ioReason(code) ?? detail));
}

/** Exactly one of racing creators wins; the others learn the file now exists. */
function createOnce(path: string, text: string): void {
  try {
    createFileAtomic(path, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new CliError((m) => m.save.existsRace(path), EXIT.exists);
  }
}
