import { findSecretsInFields, type SecretFinding } from '../checks/secrets.js';
import { CliError } from '../cli/errors.js';
import { type NameProblem, slugFromName, slugify } from '../format/slug.js';
import { folderEntries } from '../index/memory-set.js';
import type { RunContext } from '../io/run-context.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { isSafeKey } from '../workspace/project-key.js';
import { foldLine, localDate, type MemoryDocument, previousFields, renderMemory } from './memory-document.js';
import { type ExistingFile, existingScopeFolder, memoryFilePath, type NotAFile, readExisting, scopeFolder } from './memory-target.js';
import { type ComparableMemory, findNearDuplicates, type NearDuplicate } from './near-duplicate.js';

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
  /** front matter keys this tool does not manage, e.g. `pinned: true` */
  extra?: Record<string, unknown>;
  /** replace an existing memory of that name, keeping its created_at and every field not given */
  update?: boolean;
  /** save even when a similar memory exists in the same folder */
  forceDuplicate?: boolean;
  /** save even when the text looks like it holds a credential */
  allowSecret?: boolean;
  /**
   * The scope folder's memories, when the caller has read them already: an import of
   * hundreds would otherwise read the whole folder again for each one. Else read fresh.
   */
  folderMemories?: readonly ComparableMemory[];
}

/**
 * Why one memory cannot be saved as asked. Data, not text: `save` words these as its
 * errors, `import` as one line per memory in the reader's language.
 */
export type SaveRefusal =
  | { kind: 'empty-title' }
  | { kind: 'empty-description' }
  | { kind: 'secret'; findings: SecretFinding[] }
  | { kind: 'bad-name'; name: string; problem: NameProblem }
  | { kind: 'no-slug' }
  | { kind: 'update-needs-name' }
  | { kind: 'not-a-file'; path: string; what: NotAFile }
  | { kind: 'exists'; path: string; name: string; text: string }
  | { kind: 'near-duplicate'; folder: string; name: string; duplicates: NearDuplicate[] };

/** A save that passed every check: what would be written where. */
export interface PlannedSave {
  path: string;
  scope: Scope;
  name: string;
  /** `_global` or the project key */
  folder: string;
  /** the file text, already read back once (renderMemory) */
  text: string;
  /** an existing memory of that name is replaced (only with `update`) */
  replaces: boolean;
}

export type SavePlan = { ok: true; plan: PlannedSave } | { ok: false; refusal: SaveRefusal };

/**
 * Every check `save` makes, in its order, without writing. With `createFolder` false
 * nothing at all is created (a dry run); a scope folder that does not exist yet simply
 * holds no duplicates. Problems of the whole folder (a project key that cannot be a
 * folder name, a scope folder linked out of the memory root) stay CliErrors: every
 * memory bound there would fail alike.
 */
export function planSave(request: SaveRequest, ctx: Pick<RunContext, 'now'>, options: { createFolder: boolean }): SavePlan {
  if (request.title !== undefined && foldLine(request.title) === '') return refuse({ kind: 'empty-title' });
  if (request.description !== undefined && foldLine(request.description) === '') return refuse({ kind: 'empty-description' });
  // what this save brings is checked before anything is made on disk; kept fields are already there
  if (!request.allowSecret) {
    const fold = (text: string | undefined) => (text === undefined ? undefined : foldLine(text));
    const findings = findSecretsInFields({
      title: fold(request.title),
      description: fold(request.description),
      source: fold(request.source),
      body: request.body,
    });
    if (findings.length > 0) return refuse({ kind: 'secret', findings });
  }

  const slug = resolveSlug(request);
  if (!slug.ok) return slug;
  const name = slug.slug;
  const folder = request.scope === 'global' ? GLOBAL_KEY : request.projectKey;
  if (request.scope === 'project' && !isSafeKey(folder)) throw new CliError((m) => m.save.badProjectKey(folder));
  const target = options.createFolder ? { dir: scopeFolder(request.memoryRoot, folder), exists: true } : existingScopeFolder(request.memoryRoot, folder);
  const path = memoryFilePath(target.dir, name);

  const existing: ExistingFile = target.exists ? readExisting(path) : { kind: 'none' };
  if (existing.kind === 'other') return refuse({ kind: 'not-a-file', path, what: existing.what });
  if (existing.kind === 'file' && !request.update) return refuse({ kind: 'exists', path, name, text: existing.text });
  // --update changes what it is given and nothing else: a missing --tags keeps the tags
  const previous = existing.kind === 'file' ? previousFields(existing.text) : undefined;
  const title = foldLine(request.title ?? previous?.title ?? '');
  const description = foldLine(request.description ?? previous?.description ?? '');
  if (title === '') return refuse({ kind: 'empty-title' });
  if (description === '') return refuse({ kind: 'empty-description' });
  const sourceGiven = request.source ?? previous?.source;

  if (!request.forceDuplicate && target.exists) {
    const duplicates = nearDuplicatesIn(request, folder, name, { title, description });
    if (duplicates.length > 0) return refuse({ kind: 'near-duplicate', folder, name, duplicates });
  }

  const today = localDate(ctx.now);
  const doc: MemoryDocument = {
    title,
    description,
    createdAt: previous?.createdAt ?? today,
    updatedAt: previous ? today : undefined,
    tags: request.tags ?? previous?.tags ?? [],
    source: sourceGiven === undefined ? undefined : foldLine(sourceGiven),
    body: request.body ?? previous?.body ?? '',
    extra: previous || request.extra ? { ...previous?.extra, ...request.extra } : undefined,
  };
  const text = renderMemory(doc);
  return { ok: true, plan: { path, scope: request.scope, name, folder, text, replaces: existing.kind === 'file' } };
}

function refuse(refusal: SaveRefusal): SavePlan {
  return { ok: false, refusal };
}

/** The file name: --name as given, else one made from the title; --update without either names nothing. */
function resolveSlug(request: SaveRequest): { ok: true; slug: string } | { ok: false; refusal: SaveRefusal } {
  if (request.name !== undefined) {
    const check = slugFromName(request.name);
    return check.ok ? check : { ok: false, refusal: { kind: 'bad-name', name: request.name, problem: check.problem } };
  }
  if (request.title === undefined) return { ok: false, refusal: { kind: 'update-needs-name' } };
  const slug = slugify(foldLine(request.title));
  return slug === '' ? { ok: false, refusal: { kind: 'no-slug' } } : { ok: true, slug };
}

/**
 * Read fresh, without the list cache: a memory saved a second ago must count. The file
 * being replaced by --update is not a duplicate of itself.
 */
function nearDuplicatesIn(request: SaveRequest, folder: string, name: string, candidate: { title: string; description: string }): NearDuplicate[] {
  const memories = request.folderMemories ?? readFolderMemories(request.memoryRoot, folder);
  return findNearDuplicates(
    candidate,
    memories.filter((memory) => memory.name !== name),
  );
}

/** What the near-duplicate check compares, for every memory in one scope folder. */
export function readFolderMemories(memoryRoot: string, folder: string): ComparableMemory[] {
  return folderEntries(memoryRoot, folder).map((entry) => ({
    name: entry.name,
    path: entry.path,
    title: entry.meta.title,
    description: entry.meta.description,
  }));
}
