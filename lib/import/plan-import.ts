/**
 * Decides, memory by memory, what an import does, with save's own checks (planSave):
 * the same secret refusal, name rules and file format. Nothing is overwritten: a memory
 * of the same name is "already imported" when it says what the source says, and is
 * replaced only with `update`, only when it came from the same source
 * (lib/import/free-name.ts), and only when nobody edited it since it was imported
 * (lib/import/import-digest.ts) unless `overwriteEdits`. Near duplicates, of memories already there or of one
 * another in this import, are skipped unless `forceDuplicate`: judged by what the notes
 * say, not by titles an import often makes up (lib/import/said.ts).
 */

import { basename, join } from 'node:path';
import { bodyOf } from '../checks/check-text.js';
import type { FileFinding } from '../checks/finding.js';
import { parseFrontMatter } from '../format/frontmatter.js';
import { findListedInjections, type InjectionFinding, ORDER_KINDS } from '../format/injection.js';
import { findSecretsInFields, type SecretFinding } from '../format/secrets.js';
import { type NameProblem, slugFromName, slugify } from '../format/slug.js';
import { normalizeBody } from '../format/tidy-body.js';
import { indexCacheDir } from '../index/folder-cache.js';
import type { KeepLock } from '../io/file-lock.js';
import type { RunContext } from '../io/run-context.js';
import type { FileProblem } from '../model/import.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import type { NotAFile } from '../model/not-a-file.js';
import { foldLine } from '../save/memory-document.js';
import { type ComparableMemory, findNearDuplicates, type NearDuplicate } from '../save/near-duplicate.js';
import { besideKey, type HiddenBy, type PlannedSave, planSave, readFolderMemories, type SaveRefusal, type SaveRequest } from '../save/plan-save.js';
import { withSaveLock, writePlannedSave } from '../save/save-memory.js';
import type { ImportCandidate } from './candidate.js';
import type { DeletedImport, DeletedImports } from './deleted-imports.js';
import { type NameTaken, planUnderFreeName } from './free-name.js';
import { IMPORT_DIGEST_FIELD, importDigest, type SinceImport, sinceImport } from './import-digest.js';
import { type Said, whatItSays } from './said.js';

export interface ImportOptions {
  memoryRoot: string;
  scope: Scope;
  projectKey: string;
  /** write; without it nothing is created, not even a folder */
  write: boolean;
  /** replace memories of the same name whose text differs from the source */
  update: boolean;
  /** import near duplicates as memories of their own */
  forceDuplicate: boolean;
  /** with `update`, replace memories edited in the repository since they were imported too, losing the edits */
  overwriteEdits?: boolean;
  /** with `update`, take edited memories as merged by hand: record the source's digest, keep their text */
  keepEdits?: boolean;
  /** the memories the team deleted from the folder, by source (lib/import/deleted-imports.ts): not made again */
  deleted?: DeletedImports;
}

/** Why one candidate is not imported. */
export type ImportIssue =
  | { kind: 'unreadable'; problem: FileProblem }
  /** a link out of the source folder `folder` (as the user knows it): not read */
  | { kind: 'link-outside'; folder: string }
  /** `secret`: it holds a likely secret, so no command to save it is offered */
  | { kind: 'private'; secret?: true }
  | { kind: 'empty' }
  | { kind: 'secret'; findings: SecretFinding[] }
  | { kind: 'instruction'; findings: InjectionFinding[] }
  /** what `lint` calls an error in the memory as it would be written */
  | { kind: 'invalid'; findings: FileFinding[] }
  | { kind: 'bad-name'; problem: NameProblem }
  | { kind: 'no-slug' }
  | { kind: 'not-a-file'; path: string; what: NotAFile }
  | { kind: 'exists'; path: string }
  /** this source's memory was deleted from the folder (`commit`, or a deletion staged): not made again */
  | { kind: 'deleted'; path: string; commit?: string }
  /**
   * the memory of that name was edited since it was imported (its updated_at, if any), and
   * the source changed too; or it keeps no record of what was imported (`recorded` false)
   */
  | { kind: 'edited'; path: string; recorded: boolean; updatedAt?: string }
  /** --update met a memory of that name whose front matter cannot be read: lint's findings */
  | { kind: 'existing-unreadable'; path: string; findings: FileFinding[] }
  /** the memory of that name could not be read (a system error code) */
  | { kind: 'memory-unreadable'; path: string; code: string }
  /** --update met a memory of that name whose bytes are no UTF-8 text: rewritten, its characters would be lost */
  | { kind: 'memory-not-utf8'; path: string }
  /** --update met a memory of that name without write permission (`mode`, as `0444`) */
  | { kind: 'memory-read-only'; path: string; mode: string }
  | { kind: 'duplicate'; duplicates: NearDuplicate[] }
  | { kind: 'batch-duplicate'; other: string; duplicate: NearDuplicate }
  | { kind: 'batch-name'; other: string };

type ImportStatus = 'create' | 'update' | 'unchanged' | 'skipped' | 'refused';

export interface ImportItem {
  candidate: ImportCandidate;
  status: ImportStatus;
  /** the memory file, when the name could be worked out */
  path?: string;
  name?: string;
  issue?: ImportIssue;
  /** what `lint` warns about in the memory as written (an instruction-like body, say): imported, and said, as `save` does */
  warnings: FileFinding[];
  /** the name the source gave is another source's memory, left as it is: this one took the next free name */
  nameTaken?: NameTaken;
  /** the memories whose `supersedes` names this one, so that the list hides it: imported, and said, as `save` does */
  hiddenBy?: HiddenBy[];
  /** --keep-edits: the memory keeps its own text, and only this source's digest is written */
  keptEdits?: boolean;
}

/** A source file not read: the user has to change the source. */
const UNREAD: ReadonlySet<ImportIssue['kind']> = new Set(['unreadable', 'link-outside']);
/** Issues that leave a memory out on purpose and need nothing from the user. */
const QUIET: ReadonlySet<ImportIssue['kind']> = new Set(['private', 'empty', 'deleted']);
/** Issues `--update` or `--force-duplicate` get past: exit 3, as for `save`. */
const EXISTING: ReadonlySet<ImportIssue['kind']> = new Set(['exists', 'edited', 'duplicate', 'batch-duplicate', 'batch-name']);

export function isQuiet(issue: ImportIssue | undefined): boolean {
  return issue !== undefined && QUIET.has(issue.kind);
}

export function isExistingIssue(issue: ImportIssue | undefined): boolean {
  return issue !== undefined && EXISTING.has(issue.kind);
}

/**
 * Plans every candidate in order and, with `write`, writes each as soon as it is planned.
 * A writing import holds the scope folder's save lock from its one read of the folder to
 * its last write, as one `save` does for its own: a `save` run meanwhile waits, then sees
 * what the import wrote, and the import's near-duplicate test never misses its file.
 */
export function runImport(
  candidates: readonly ImportCandidate[],
  options: ImportOptions,
  /** `keep`: an outer lock of the import's, kept fresh with the folder's (a project's first import: lib/save/pin-flag.ts firstSave) */
  ctx: Pick<RunContext, 'now'> & { stateDir?: string; keep?: KeepLock },
): ImportItem[] {
  const folder = options.scope === 'global' ? GLOBAL_KEY : options.projectKey;
  const run = (keep: KeepLock) => {
    const accepted: BatchEntry[] = [];
    // the folder as it was before this import, read once; what the import adds is in `accepted`
    const cacheDir = indexCacheDir(ctx.stateDir);
    const before = readFolderMemories(options.memoryRoot, folder, cacheDir);
    // and the one the list shows beside it (_global beside a project's), as save compares with it
    const beside = besideKey(folder, options.projectKey);
    const besides = beside === undefined ? [] : readFolderMemories(options.memoryRoot, beside, cacheDir);
    return candidates.map((candidate) => {
      const item = planOne(candidate, options, ctx, accepted, before, besides);
      // a long import keeps its locks from counting as a dead holder's (lib/io/file-lock.ts)
      keep();
      ctx.keep?.();
      if (item.status === 'create' || item.status === 'update' || item.status === 'unchanged') {
        accepted.push({
          name: item.name ?? '',
          path: item.path ?? '',
          from: candidate.from,
          ...whatItSays(foldLine(candidate.title), foldLine(candidate.description)),
        });
      }
      return item;
    });
  };
  return options.write ? withSaveLock(ctx.stateDir, join(options.memoryRoot, folder), run) : run(() => {});
}

function planOne(
  candidate: ImportCandidate,
  options: ImportOptions,
  ctx: Pick<RunContext, 'now'>,
  accepted: readonly BatchEntry[],
  before: readonly ComparableMemory[],
  besides: readonly ComparableMemory[],
): ImportItem {
  const item = (
    status: ImportStatus,
    issue?: ImportIssue,
    at?: { path?: string; name?: string; nameTaken?: NameTaken },
    warnings: FileFinding[] = [],
    hiddenBy: HiddenBy[] = [],
  ): ImportItem => ({
    candidate,
    status,
    issue,
    ...at,
    warnings,
    ...(hiddenBy.length > 0 ? { hiddenBy } : {}),
  });
  if (candidate.skip?.kind === 'private') {
    // the report offers to save a private note with its own title, description and body: never a secret in that command
    const secrets = findSecretsInFields({
      name: candidate.name,
      title: foldLine(candidate.title),
      description: foldLine(candidate.description),
      body: candidate.body,
    });
    // never imported either way: skipped, not refused (no exit 1 for a note no import would take)
    return item('skipped', secrets.length > 0 ? { kind: 'private', secret: true } : candidate.skip);
  }
  if (candidate.skip) return item(UNREAD.has(candidate.skip.kind) ? 'refused' : 'skipped', candidate.skip);

  const title = foldLine(candidate.title);
  const description = foldLine(candidate.description);
  const name = renamedSince(nameOf(candidate.name, title), candidate.source, before);
  if (!name.ok) return item('refused', name.issue);
  const gone = deletedSince(candidate.source, before, options.deleted);
  if (gone) return item('skipped', { kind: 'deleted', ...gone }, { name: name.slug });
  // a credential is the first thing to hear about, whatever else holds this one back
  // the name too: it becomes the file's name, committed with the rest
  const secrets = findSecretsInFields({ name: candidate.name, title, description, source: candidate.source, body: candidate.body });
  if (secrets.length > 0) return item('refused', { kind: 'secret', findings: secrets }, { name: name.slug });

  // within this import first, so a dry run and a write report the same thing
  const sameName = accepted.find((entry) => entry.name === name.slug);
  if (sameName) return item('skipped', { kind: 'batch-name', other: sameName.from }, { name: name.slug, path: sameName.path });
  const said = whatItSays(title, description);
  if (!options.forceDuplicate) {
    const [duplicate] = findNearDuplicates(said, accepted);
    const other = accepted.find((entry) => entry.name === duplicate?.name);
    if (duplicate && other) return item('skipped', { kind: 'batch-duplicate', other: other.from, duplicate }, { name: name.slug });
  }

  // the list shows title and description on every prompt: lint calls an instruction there an error
  const shown = [...findListedInjections(title, 'title'), ...findListedInjections(description, 'description')].filter((finding) =>
    ORDER_KINDS.has(finding.kind),
  );
  if (shown.length > 0) return item('refused', { kind: 'instruction', findings: shown }, { name: name.slug });

  const digest = importDigest({
    title,
    description,
    body: candidate.body,
    tags: candidate.tags,
    pinned: candidate.extra?.pinned === true,
    globs: candidate.extra?.globs,
  });
  const request: SaveRequest = {
    memoryRoot: options.memoryRoot,
    scope: options.scope,
    projectKey: options.projectKey,
    title,
    description,
    body: candidate.body,
    tags: candidate.tags,
    source: candidate.source,
    name: name.slug,
    // what this import writes, so that a later one tells an edit made meanwhile from its own text
    extra: { ...candidate.extra, [IMPORT_DIGEST_FIELD]: digest },
    // save's own test compares titles too: the import's, below, judges what the notes say
    forceDuplicate: true,
  };
  // a plan makes the scope folder only once every check has passed, and only to write
  const createFolder = options.write;
  const free = planUnderFreeName({ ...request, name: name.slug }, (slug) => accepted.some((entry) => entry.name === slug), ctx, createFolder);
  const slug = free.name;
  const nameTaken = free.taken;
  const named = { ...request, name: slug };
  let planned = free.planned;
  let keptEdits = false;
  if (!planned.ok && planned.refusal.kind === 'exists') {
    const { path, text } = planned.refusal;
    if (sameContent(text, named, candidate)) return item('unchanged', undefined, { path, name: slug, nameTaken });
    // another source's memory is never replaced, --update or not
    if (free.exhausted) return item('skipped', { kind: 'exists', path }, { path, name: slug, nameTaken });
    // the team's edits are never written away unasked: said with or without --update, so a dry run warns
    const since = options.overwriteEdits ? undefined : sinceImport(text, digest);
    if (since?.kind === 'source-unchanged') return item('unchanged', undefined, { path, name: slug, nameTaken });
    const edited = since?.kind === 'edited' || since?.kind === 'unrecorded';
    if (since && edited && !(options.update && options.keepEdits)) return item('skipped', editedIssue(path, since), { path, name: slug, nameTaken });
    if (!options.update) return item('skipped', { kind: 'exists', path }, { path, name: slug, nameTaken });
    // merged by hand (--keep-edits): only the digest is written, every other field kept, so the
    // next import finds the memory up to date with this source
    keptEdits = edited;
    const update: SaveRequest = edited ? { ...request, name: slug, ...KEEP_ALL, extra: { [IMPORT_DIGEST_FIELD]: digest } } : named;
    planned = planSave({ ...update, update: true }, ctx, { createFolder, again: 'import' });
    // gone since (a dry run holds no lock): then it is a new memory, as it would have been a moment later
    if (!planned.ok && planned.refusal.kind === 'update-missing') {
      keptEdits = false;
      planned = planSave(named, ctx, { createFolder, again: 'import' });
    }
  }
  if (!planned.ok) return item(refusalStatus(planned.refusal), issueOf(planned.refusal), { name: slug, nameTaken });
  // the memory this one replaces (--update) is not a duplicate of it
  // a memory the import made before is updated, whatever sits beside it (save --update asks only of what the update brings)
  const beside = planned.plan.replaces ? [] : besides;
  const duplicates = options.forceDuplicate ? [] : findNearDuplicates(said, [...before.filter((memory) => memory.name !== planned.plan.name), ...beside]);
  if (duplicates.length > 0) return item('skipped', { kind: 'duplicate', duplicates }, { name: slug, nameTaken });
  const { hiddenBy } = planned.plan;
  // merged by hand: said as such, not as the source's text written
  const kept = keptEdits ? { keptEdits: true } : {};
  if (!options.write)
    return { ...item(planned.plan.replaces ? 'update' : 'create', undefined, { ...at(planned.plan), nameTaken }, planned.plan.warnings, hiddenBy), ...kept };
  const written = writePlannedSave(planned.plan, 'import');
  return {
    ...item(written.updated ? 'update' : 'create', undefined, { path: written.path, name: written.name, nameTaken }, written.warnings, hiddenBy),
    ...kept,
  };
}

/**
 * The name of this source's memory where the team renamed it since an import (`source`
 * names the source file): that memory is the one a new import compares, updates or leaves
 * as it is. Another memory of the source's own name was made again.
 */
function renamedSince<T extends ReturnType<typeof nameOf>>(name: T, source: string | undefined, before: readonly ComparableMemory[]): T {
  if (!name.ok || source === undefined) return name;
  // as save writes it (one line), on both sides
  const from = foldLine(source);
  const made = before.filter((m) => m.source !== undefined && foldLine(m.source) === from);
  // one memory of the source, under another name; two (one copied, say) are not told apart
  const [renamed] = made;
  return renamed && made.length === 1 && renamed.name !== name.slug ? { ...name, slug: renamed.name } : name;
}

/**
 * This source's memory where the team deleted it from the folder since an import (a
 * `forget`, committed or staged), and no memory there comes from the source now: a run
 * of the same import made it again, and the memory came back into every list. A memory
 * of the deleted one's name made since (by hand, say) is the folder's as it is now.
 */
function deletedSince(source: string | undefined, before: readonly ComparableMemory[], deleted: DeletedImports | undefined): DeletedImport | undefined {
  if (source === undefined || deleted === undefined || deleted.size === 0) return undefined;
  const from = foldLine(source);
  const gone = deleted.get(from);
  if (gone === undefined) return undefined;
  const name = basename(gone.path, '.md');
  return before.some((m) => m.name === name || (m.source !== undefined && foldLine(m.source) === from)) ? undefined : gone;
}

/** The fields an update given none of keeps as they are. */
const KEEP_ALL = { title: undefined, description: undefined, body: undefined, tags: undefined, source: undefined } as const;

function editedIssue(path: string, since: SinceImport): ImportIssue {
  const updatedAt = since.kind === 'edited' ? since.updatedAt : undefined;
  return { kind: 'edited', path, recorded: since.kind === 'edited', ...(updatedAt === undefined ? {} : { updatedAt }) };
}

type BatchEntry = Said & { name: string; path: string; from: string };

function at(plan: PlannedSave): { path: string; name: string } {
  return { path: plan.path, name: plan.name };
}

/** The file name save would use: the source's own name for it, else the title's. */
function nameOf(name: string | undefined, title: string): { ok: true; slug: string } | { ok: false; issue: ImportIssue } {
  if (name !== undefined) {
    const check = slugFromName(name);
    if (check.ok) return check;
    // a source's own long name is cut, as a title is: nobody typed it as the memory's name
    if (check.problem === 'too-long') return { ok: true, slug: check.shortened };
    if (check.problem === 'reserved') return { ok: true, slug: check.mapped };
  }
  const slug = slugify(title);
  return slug === '' ? { ok: false, issue: { kind: 'no-slug' } } : { ok: true, slug };
}

/**
 * The existing memory says what the source says: same title, description, body, globs
 * and pinning. Dates, tags and the other fields are the memory's own: they do not count.
 * Title and description may differ in letter case: one made from a file name (`api.mdc`)
 * was written "Api" by an earlier version and "API" now, and says the same.
 */
function sameContent(existing: string, request: SaveRequest, candidate: ImportCandidate): boolean {
  const parsed = parseFrontMatter(existing);
  if (!parsed.ok) return false;
  const data = parsed.data;
  const sameWords = (value: unknown, wanted: string | undefined) => typeof value === 'string' && value.toLowerCase() === wanted?.toLowerCase();
  return (
    sameWords(data.title, request.title) &&
    sameWords(data.description, request.description) &&
    normalizeBody(bodyOf(existing)) === normalizeBody(request.body ?? '') &&
    (data.pinned === true) === (candidate.extra?.pinned === true) &&
    data.globs === candidate.extra?.globs
  );
}

function refusalStatus(refusal: SaveRefusal): ImportStatus {
  return refusal.kind === 'near-duplicate' || refusal.kind === 'near-duplicate-beside' || refusal.kind === 'exists' ? 'skipped' : 'refused';
}

function issueOf(refusal: SaveRefusal): ImportIssue {
  switch (refusal.kind) {
    case 'secret':
      return { kind: 'secret', findings: refusal.findings };
    case 'invalid':
      return { kind: 'invalid', findings: refusal.findings };
    case 'secret-name':
      return { kind: 'secret', findings: [refusal.finding] };
    case 'too-large': {
      const { kb, maxKb } = refusal;
      return {
        kind: 'invalid',
        findings: [{ rule: 'file-large', severity: 'error', message: (w) => w.folders.tooLarge(kb, maxKb), fix: (w) => w.folders.largeFix }],
      };
    }
    case 'bad-name':
      return { kind: 'bad-name', problem: refusal.problem };
    case 'not-a-file':
      return { kind: 'not-a-file', path: refusal.path, what: refusal.what };
    case 'exists':
    case 'name-twin':
      return { kind: 'exists', path: refusal.path };
    case 'near-duplicate':
    case 'near-duplicate-beside':
      return { kind: 'duplicate', duplicates: refusal.duplicates };
    case 'update-unreadable':
      return { kind: 'existing-unreadable', path: refusal.path, findings: refusal.findings };
    case 'unreadable':
      return { kind: 'memory-unreadable', path: refusal.path, code: refusal.code };
    case 'update-not-utf8':
      return { kind: 'memory-not-utf8', path: refusal.path };
    case 'update-read-only':
      return { kind: 'memory-read-only', path: refusal.path, mode: refusal.mode };
    // not met: an import updates only a memory it has just found, and plans a vanished one anew
    case 'update-missing':
      return { kind: 'exists', path: join(refusal.folder, `${refusal.name}.md`) };
    // titles and descriptions are never empty or missing here (describe() falls back to the title), and
    // names are cut to the limits and reserved ones mapped before they are planned (nameOf)
    case 'name-too-long':
    case 'reserved-name':
    case 'empty-title':
    case 'empty-description':
    case 'template-left':
    case 'update-lacks':
    case 'no-slug':
    case 'update-needs-name':
      return { kind: 'no-slug' };
  }
}
