import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { fieldProblemFinding, frontMatterErrors, lintMemoryText } from '../checks/check-text.js';
import type { FileFinding } from '../checks/finding.js';
import { cliCommand, workspaceArgs } from '../cli/advice-command.js';
import { CliError } from '../cli/errors.js';
import { parseFrontMatter, splitFrontMatter } from '../format/frontmatter.js';
import { keepLayout } from '../format/keep-layout.js';
import { lineEndOf, withLineEnds } from '../format/line-ends.js';
import { memoryNameFrom } from '../format/memory-meta.js';
import { keepOldLines } from '../format/old-lines.js';
import { nextReviewBy } from '../format/review-due.js';
import { findSecrets, findSecretsInFields, NOT_SECRETS_FIELD, notSecretsOf, SECRET_SCAN_BYTES, type SecretFinding } from '../format/secrets.js';
import { type NameProblem, slugFromName, slugify } from '../format/slug.js';
import { indexCacheDir } from '../index/folder-cache.js';
import { folderEntries } from '../index/memory-set.js';
import type { RunContext } from '../io/run-context.js';
import { isReadOnlyMode, modeText } from '../io/write-protected.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import type { MemoryProblem } from '../model/memory-problem.js';
import type { NotAFile } from '../model/not-a-file.js';
import { newKeyTrouble } from '../workspace/portable-key.js';
import { isSafeKey } from '../workspace/project-key.js';
import { hiddenAmong, type Listed, loopWith } from './hidden-among.js';
import { foldLine, localDate, type MemoryDocument, type PreviousFields, previousFields, renderMemory } from './memory-document.js';
import { type ExistingFile, existingScopeFolder, memoryFilePath, readExisting, scopeFolder } from './memory-target.js';
import { nameTwin } from './name-twin.js';
import { namedMemory } from './named-memory.js';
import { type ComparableMemory, findNearDuplicates, type NearDuplicate } from './near-duplicate.js';
import { supersedesEither } from './supersession-pair.js';
import { type TemplateLeft, templateLeft } from './template-left.js';
import { memoryWriteError } from './write-failure.js';

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
  /** names of memories this one replaces: they stay on disk, hidden from the list; on --update they replace the list, `[]` removes it, undefined keeps it */
  supersedes?: string[];
  /** `review_by`, already checked (YYYY-MM-DD); without it, --update keeps the old one */
  reviewBy?: string;
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
/** The fields every memory needs, which an update keeps from the file unless given. */
type KeptField = 'title' | 'description';

export type SaveRefusal =
  | { kind: 'empty-title' }
  | { kind: 'empty-description' }
  | { kind: 'secret'; findings: SecretFinding[] }
  /** the memory's name (given, or made from the title) looks like a credential: `kind` as worded by the rules */
  | { kind: 'secret-name'; finding: SecretFinding }
  /** the text would be `kb` KB, past what lint and the list check (SECRET_SCAN_BYTES) */
  | { kind: 'too-large'; kb: number; maxKb: number }
  /** the text to be written breaks what `lint` calls an error (lib/checks/check-text.ts) */
  | { kind: 'invalid'; findings: FileFinding[] }
  | { kind: 'bad-name'; name: string; problem: NameProblem }
  | { kind: 'reserved-name'; name: string; instead: string }
  /** --name longer than a memory name may be: `chars` and `bytes` of it as a file name */
  | { kind: 'name-too-long'; name: string; chars: number; bytes: number }
  | { kind: 'no-slug' }
  | { kind: 'update-needs-name' }
  /** --update of a name with no memory in `folder` (the scope folder's path) */
  | { kind: 'update-missing'; name: string; folder: string }
  /**
   * --update of a memory whose front matter holds no title or description (or that has no
   * front matter: `bare`), where the save gives none: the fields it would have to keep
   */
  | { kind: 'update-lacks'; path: string; fields: KeptField[]; bare: boolean }
  /** --update of a memory whose front matter cannot be read: lint's findings about it */
  | { kind: 'update-unreadable'; path: string; findings: FileFinding[] }
  /** --update of a memory whose bytes are no UTF-8 text (Latin-1, UTF-16): rewritten, its characters would be lost */
  | { kind: 'update-not-utf8'; path: string }
  /** --update of a memory without write permission (`mode`, as `0444`): the user keeps it from being changed */
  | { kind: 'update-read-only'; path: string; mode: string }
  /**
   * the memory file of that name could not be read (a system error code, e.g. EACCES);
   * `folder`: its folder was what refused, and `path` is that folder (the file may not exist)
   */
  | { kind: 'unreadable'; path: string; code: string; folder?: true }
  | { kind: 'not-a-file'; path: string; what: NotAFile }
  | { kind: 'exists'; path: string; name: string; text: string }
  /** a field still the save guidance's template: `--title '<title>'` run as printed */
  | ({ kind: 'template-left' } & TemplateLeft)
  /** a file that is `name.md` in another case or Unicode form (`path`): one file with it on macOS and Windows */
  | { kind: 'name-twin'; path: string; name: string; scope: Scope }
  /** `update`: the save is --update of `name`, which the change would make much like them; `keeps`, what it supersedes already (a --supersedes of the update replaces it) */
  | { kind: 'near-duplicate'; folder: string; name: string; duplicates: NearDuplicate[]; update?: { keeps: readonly string[] } }
  /** a near duplicate in the other scope folder listed with this one (`beside`) */
  | { kind: 'near-duplicate-beside'; scope: Scope; beside: string; duplicates: NearDuplicate[] };

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
  /** the text of the memory it replaces, as planned from: a file that no longer holds it was edited meanwhile */
  replacing?: string;
  /** what `lint` would warn about in `text`: saved all the same, and said */
  warnings: FileFinding[];
  /** the memories whose `supersedes` names this one, so that the list hides it once written: saved all the same, and said */
  hiddenBy: HiddenBy[];
  /** an update's --supersedes replacing the list: the memories the old one hid that nothing hides now, listed again */
  listedAgain: string[];
}

/** A memory that hides another by its `supersedes`. */
export interface HiddenBy {
  scope: Scope;
  name: string;
  path: string;
}

type SavePlan = { ok: true; plan: PlannedSave } | { ok: false; refusal: SaveRefusal };

/**
 * Every check `save` makes, in its order, without writing. The scope folder is made only
 * once every check has passed, and only with `createFolder`; until then one that does not
 * exist yet simply holds no duplicates. Last comes `lint`'s rule set on the very text to
 * be written: what it calls an error is refused (a likely secret only without
 * `allowSecret`), what it warns about is saved and said. Problems of the whole folder (a
 * project key that cannot be a folder name, a scope folder linked out of the memory root)
 * stay CliErrors: every memory bound there would fail alike.
 */
export function planSave(
  request: SaveRequest,
  ctx: Pick<RunContext, 'now'> & { stateDir?: string },
  options: { createFolder: boolean; again?: 'save' | 'import' },
): SavePlan {
  // the hook's index caches: a folder of 500 memories is compared from them, not read again file by file
  const cacheDir = indexCacheDir(ctx.stateDir);
  if (request.title !== undefined && foldLine(request.title) === '') return refuse({ kind: 'empty-title' });
  if (request.description !== undefined && foldLine(request.description) === '') return refuse({ kind: 'empty-description' });
  const left = templateLeft(request);
  if (left !== undefined) return refuse({ kind: 'template-left', ...left });
  // what this save brings is checked before anything is made on disk; kept fields are already there
  if (!request.allowSecret) {
    const fold = (text: string | undefined) => (text === undefined ? undefined : foldLine(text));
    const fields = { title: fold(request.title), description: fold(request.description), source: fold(request.source), body: request.body };
    const found = findSecretsInFields(fields);
    // an update may bring again what the memory lists as no secret
    const findings = found.length > 0 && request.update ? findSecretsInFields(fields, keptNotSecrets(request)) : found;
    if (findings.length > 0) return refuse({ kind: 'secret', findings });
  }

  const slug = resolveSlug(request);
  if (!slug.ok) return slug;
  const name = slug.slug;
  // a name is shown on every prompt and kept in git: no flag lets it be a credential
  // as typed too: a credential whose pattern needs its capitals (AKIA…) passes once lowercased, and uppercasing gives it back
  const [nameSecret] = [...findSecrets(name, 'name'), ...(request.name === undefined ? [] : findSecrets(request.name, 'name'))];
  if (nameSecret) return refuse({ kind: 'secret-name', finding: nameSecret });
  const place = placeOrBlocked(request, name);
  // the memory folder itself is a file (committed by mistake): named as one, like a scope folder that is
  if (place.blocked !== undefined) return refuse({ kind: 'unreadable', path: place.blocked, code: 'ENOTDIR', folder: true });
  const { folder, target, path: planned } = place;
  let path = planned;

  const existing = readTarget(target.exists, path);
  if (existing.kind === 'unreadable') {
    return refuse(
      existing.folder ? { kind: 'unreadable', path: target.dir, code: existing.code, folder: true } : { kind: 'unreadable', path, code: existing.code },
    );
  }
  if (existing.kind === 'other') return refuse({ kind: 'not-a-file', path, what: existing.what });
  if (existing.kind === 'file' && !request.update) return refuse({ kind: 'exists', path, name, text: existing.text });
  const twin = existing.kind === 'none' && target.exists ? nameTwin(target.dir, name) : undefined;
  if (twin !== undefined) return refuse({ kind: 'name-twin', path: join(target.dir, twin), name, scope: request.scope });
  // an update changes a memory that is there; it never quietly makes a new one
  if (existing.kind === 'none' && request.update) return refuse({ kind: 'update-missing', name, folder: target.dir });
  // --update changes what it is given and nothing else: a missing --tags keeps the tags
  let previous: PreviousFields | undefined;
  if (existing.kind === 'file') {
    if (existing.notUtf8) return refuse({ kind: 'update-not-utf8', path });
    if (isReadOnlyMode(existing.mode)) return refuse({ kind: 'update-read-only', path, mode: modeText(existing.mode) });
    const kept = previousFields(existing.text);
    // fields that cannot be read cannot be carried over: refused, never written away
    if (!kept.ok) return refuse({ kind: 'update-unreadable', path, findings: unreadableFindings(existing.text, kept.problem) });
    // a field held in a shape nobody can carry over is refused too, unless this save gives it anew
    const given: Record<string, unknown> = { title: request.title, description: request.description, source: request.source };
    const lost = (kept.fields.unkept ?? []).filter((problem) => 'field' in problem && given[problem.field] === undefined);
    if (lost.length > 0) return refuse({ kind: 'update-unreadable', path, findings: lost.map(fieldProblemFinding) });
    previous = kept.fields;
  }
  const title = foldLine(request.title ?? previous?.title ?? '');
  const description = foldLine(request.description ?? previous?.description ?? '');
  // nothing given to fill it: the file lacks it, and "--title is empty" would blame a flag never passed
  const lacking = (['title', 'description'] as const).filter((field) => request[field] === undefined && (field === 'title' ? title : description) === '');
  if (previous && lacking.length > 0) return refuse({ kind: 'update-lacks', path, fields: lacking, bare: previous.bare === true });
  if (title === '') return refuse({ kind: 'empty-title' });
  if (description === '') return refuse({ kind: 'empty-description' });
  const sourceGiven = request.source ?? previous?.source;
  const supersedes = checkSupersedes(request, folder, name);

  const memories = target.exists ? (request.folderMemories ?? readFolderMemories(request.memoryRoot, folder, cacheDir)) : [];
  // the other folder the list shows with this one: the same fact in both is one fact on two lines, every session
  const beside = besideFolder(request, folder);
  const besideMemories = beside === undefined ? [] : readFolderMemories(request.memoryRoot, beside, cacheDir);
  const besideScope: Scope = request.scope === 'global' ? 'project' : 'global';
  // what it supersedes once saved: the list given, else (an update without --supersedes) the one it had
  const saved: Listed = { scope: request.scope, name, path, supersedes: request.supersedes === undefined ? (previous?.supersedes ?? []) : supersedes };
  const others: (ComparableMemory & Listed)[] = memories.filter((memory) => memory.name !== name).map((memory) => ({ ...memory, scope: request.scope }));
  const besides: (ComparableMemory & Listed)[] = besideMemories.map((memory) => ({ ...memory, scope: besideScope }));
  // the list as it will be once this is written: what hides the saved memory, and what is hidden already
  const listed = [...others, ...besides, saved];
  const hidden = hiddenAmong(listed);
  // the list given replaces the one it had: what that hid and nothing hides now comes back, said as forget says it
  const hiddenBefore =
    previous && request.supersedes !== undefined ? hiddenAmong([...others, ...besides, { ...saved, supersedes: previous.supersedes ?? [] }]) : undefined;
  const listedAgain = hiddenBefore
    ? [...others, ...besides].filter((memory) => hiddenBefore.has(memory) && !hidden.has(memory)).map((memory) => memory.path)
    : [];
  // a loop the names given would close (this one superseding a memory that supersedes it) hides
  // neither, and lint stops the commit for it: refused, as lint's other errors are
  if (request.supersedes !== undefined) {
    const loop = loopWith(listed, saved);
    if (loop.length > 0)
      throw new CliError((m) =>
        m.save.supersedesLoop(
          name,
          loop.map((memory) => memory.path),
        ),
      );
  }

  if (!request.forceDuplicate) {
    const before = previous && { title: foldLine(previous.title ?? ''), description: foldLine(previous.description ?? '') };
    const projectNames = new Set((request.scope === 'project' ? [...others, saved] : besides).map((memory) => memory.name));
    // a global memory is listed in every project: one hidden here by a project memory alone is shown in the others
    const hiddenEverywhere = request.scope === 'global' ? hiddenAmong([...others, saved]) : hidden;
    const hiddenFromIt = (memory: Listed) => (memory.scope === 'global' ? hiddenEverywhere : hidden).has(memory);
    // nor is one this memory supersedes, or one superseding it: saying much the same is the point;
    // nor one the list hides already: a fact replaced is no longer there to be repeated
    const unlinked = (among: readonly (ComparableMemory & Listed)[]) =>
      among.filter((memory) => !hiddenFromIt(memory) && !supersedesEither(saved, memory, (other) => projectNames.has(other)));
    const duplicates = nearDuplicatesAmong(unlinked(others), { title, description, name }, before);
    if (duplicates.length > 0)
      return refuse({ kind: 'near-duplicate', folder, name, duplicates, ...(previous ? { update: { keeps: saved.supersedes ?? [] } } : {}) });
    if (beside !== undefined) {
      const there = nearDuplicatesAmong(unlinked(besides), { title, description, name }, before);
      if (there.length > 0) return refuse({ kind: 'near-duplicate-beside', scope: request.scope, beside, duplicates: there });
    }
  }

  const today = localDate(ctx.now);
  const source = sourceGiven === undefined ? undefined : foldLine(sourceGiven);
  const doc: MemoryDocument = {
    title,
    description,
    createdAt: previous?.createdAt ?? today,
    // rewriting a memory's text is changing and checking it, as verify is: the stale mark goes,
    // and a review_by found passed moves on by its period, so it comes round again (a moved one
    // is written anew). An update of its tags or links alone checks nothing, and its days stay
    // as written: its one changed line merges with a teammate's update as a hand edit does
    updatedAt: previous ? (statesText(request) ? today : previous.updatedAt) : undefined,
    verifiedAt: previous && statesText(request) ? today : undefined,
    reviewBy: request.reviewBy ?? (statesText(request) ? movedReview(previous, today) : undefined),
    // an update of a memory written without tags adds no `tags: []` to its diff
    tags: request.tags ?? previous?.tags ?? (previous ? undefined : []),
    source,
    // the list given replaces the old one (--supersedes '' removes it); without the flag, what it had stays as written
    supersedes: request.supersedes === undefined ? undefined : supersedes,
    body: bodyOf(request.body, previous?.body),
    extra: previous || request.extra ? keptExtra({ ...previous?.extra, ...request.extra }, request.supersedes !== undefined) : undefined,
  };
  // a field the update is not given is written as it was read, line breaks and all, where the
  // old file's layout is kept (its lines then stay as they are); elsewhere folded, as checked above
  const asRead = (given: string | undefined, read: string | undefined, folded: string) =>
    given === undefined && read !== undefined && foldLine(read) === folded ? read : folded;
  const written = previous?.asWritten;
  const kept: MemoryDocument = {
    ...doc,
    title: asRead(request.title, written?.title, title),
    description: asRead(request.description, written?.description, description),
    source: source === undefined ? undefined : asRead(request.source, written?.source, source),
  };
  const old = existing.kind === 'file' ? existing.text : undefined;
  const text = withBodyOf(allowingSecrets(kept, doc, request.allowSecret === true, old), request.body === undefined ? old : undefined);
  const bytes = Buffer.byteLength(text);
  if (bytes > SECRET_SCAN_BYTES) return refuse({ kind: 'too-large', kb: Math.ceil(bytes / 1024), maxKb: SECRET_SCAN_BYTES / 1024 });
  const findings = lintMemoryText(text);
  const errors = findings.filter((f) => f.severity === 'error');
  if (errors.length > 0) {
    const kept = previous !== undefined && doc.body === previous.body && existing.kind === 'file' ? existing.text : undefined;
    // the flags this save was given: a field an update kept from the file is the file's, at its line
    const given = {
      title: request.title,
      description: request.description,
      tags: request.tags,
      source: request.source,
      supersedes: request.supersedes,
      review_by: request.reviewBy,
    };
    const flagOf = (key: string) => (given[key as keyof typeof given] === undefined ? undefined : FLAG_OF[key]);
    return refuse({ kind: 'invalid', findings: placedAsGiven(errors, text, doc.body, kept, flagOf) });
  }
  const warnings = findings.filter((f) => f.severity === 'warning');
  // nothing is made on disk for a save that is refused
  if (options.createFolder && !target.exists) path = memoryFilePath(makeScopeFolder(request.memoryRoot, folder, options.again ?? 'save'), name);
  return {
    ok: true,
    plan: {
      path,
      scope: request.scope,
      name,
      folder,
      text,
      replaces: existing.kind === 'file',
      replacing: existing.kind === 'file' ? existing.text : undefined,
      warnings,
      hiddenBy: (hidden.get(saved) ?? []).map(({ scope, name, path }) => ({ scope, name, path })),
      listedAgain,
    },
  };
}

/**
 * The file text; an update keeps the old file's layout (its comments, quoting, order)
 * where it can (keepLayout), and its line ends (CRLF or LF) always. With --allow-secret,
 * what looks like a secret in that very text — a comment kept from the old file too — is
 * listed under not_secrets (lib/format/secrets.ts), so that lint, the list and the checks
 * of a later edit take it for what the user said it is, and flag anything else that looks
 * like one.
 */
function allowingSecrets(asRead: MemoryDocument, folded: MemoryDocument, allow: boolean, old: string | undefined): string {
  // the layout is kept line by line in LF, and the old file's line ends put back after
  const eol = old === undefined ? '\n' : lineEndOf(old);
  const oldLf = old?.replace(/\r\n/g, '\n');
  // the fields as read where the old layout is kept; written anew, as one clean line each
  const laidOut = (extra: MemoryDocument['extra']) => {
    const kept = oldLf === undefined ? undefined : keepLayout(oldLf, renderMemory({ ...asRead, extra }));
    const anew = renderMemory({ ...folded, extra });
    // written anew: the fields the update left keep their lines, or nothing is written
    const fields = kept ?? (oldLf === undefined ? anew : keepOldLines(oldLf, anew));
    if (fields === undefined) throw new CliError((m) => m.save.notReadBack(undefined));
    return withLineEnds(fields, eol);
  };
  const text = laidOut(folded.extra);
  if (!allow) return text;
  const listed = [...notSecretsOf(folded.extra)];
  // every span, not only the few lint reports
  const digests = findSecrets(text, 'file', new Set(listed)).map((f) => f.digest);
  if (digests.length === 0) return text;
  return laidOut({ ...folded.extra, [NOT_SECRETS_FIELD]: [...new Set([...listed, ...digests])] });
}

/**
 * `text` with the body of `old` as it is written, where an update gave no body: byte for byte,
 * its line ends too (a CRLF line, a lone CR among LF ones), which the layout kept line by line
 * in LF and put back as one kind.
 */
function withBodyOf(text: string, old: string | undefined): string {
  const from = old === undefined ? undefined : bodyStart(old);
  const to = bodyStart(text);
  return old === undefined || from === undefined || to === undefined ? text : `${text.slice(0, to)}${old.slice(from)}`;
}

/** Where the body starts: after the line that closes the front matter. */
function bodyStart(text: string): number | undefined {
  const block = splitFrontMatter(text);
  if ('problem' in block) return undefined;
  const lineEnd = text.indexOf('\n', block.end);
  return lineEnd === -1 ? text.length : lineEnd + 1;
}

/** The scope folder a save of `name` goes to, whether it is there yet, and the memory's path. */
function memoryPlace(request: SaveRequest, name: string): { folder: string; target: ReturnType<typeof existingScopeFolder>; path: string } {
  const folder = request.scope === 'global' ? GLOBAL_KEY : request.projectKey;
  if (request.scope === 'project' && !isSafeKey(folder)) throw new CliError((m) => m.save.badProjectKey(folder));
  const trouble = request.scope === 'project' ? newKeyTrouble(request.memoryRoot, folder) : undefined;
  if (trouble) throw new CliError((m) => m.key.keyTrouble(folder, trouble));
  const target = existingScopeFolder(request.memoryRoot, folder);
  return { folder, target, path: memoryFilePath(target.dir, name) };
}

/** memoryPlace, or the scope folder's path when a file stands where a folder of it should be. */
function placeOrBlocked(request: SaveRequest, name: string): (ReturnType<typeof memoryPlace> & { blocked?: undefined }) | { blocked: string } {
  try {
    return memoryPlace(request, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException | undefined)?.code !== 'ENOTDIR') throw error;
    return { blocked: join(request.memoryRoot, request.scope === 'global' ? GLOBAL_KEY : request.projectKey) };
  }
}

/** What the memory an update replaces lists as no secret; none when it cannot be read. */
function keptNotSecrets(request: SaveRequest): ReadonlySet<string> {
  const slug = resolveSlug(request);
  if (!slug.ok) return new Set();
  try {
    const existing = readExisting(memoryPlace(request, slug.slug).path);
    const parsed = existing.kind === 'file' ? parseFrontMatter(existing.text) : undefined;
    return parsed?.ok ? notSecretsOf(parsed.data) : new Set();
  } catch {
    return new Set();
  }
}

function refuse(refusal: SaveRefusal): SavePlan {
  return { ok: false, refusal };
}

/** The fields an update carries over as written; an old `supersedes` is not among them once the save gives the list anew. */
function keptExtra(extra: Record<string, unknown>, supersedesGiven: boolean): Record<string, unknown> {
  if (!supersedesGiven) return extra;
  const { supersedes: _replaced, ...rest } = extra;
  return rest;
}

/**
 * The body to write. An update keeps the old body unless it is given text: a pipe
 * holding only a newline or spaces (`echo | save --update …`) gives none, and must not
 * wipe what the memory says. A new memory takes what it is given, empty or not.
 */
function bodyOf(given: string | undefined, old: string | undefined): string {
  if (old !== undefined && (given === undefined || given.trim() === '')) return old;
  return given ?? '';
}

/**
 * An update that keeps the body writes it under a front matter of another length: a
 * finding in that body is given at its line in the file as it is on disk, where the user
 * will look for it, and where lint and verify place it.
 */
/** The flag that gives each front matter key a save writes from what it is given. */
const FLAG_OF: Readonly<Record<string, string>> = {
  title: '--title',
  description: '--description',
  tags: '--tags',
  source: '--source',
  supersedes: '--supersedes',
  review_by: '--review-by',
};

/**
 * Where a refused save's findings are, said in what it was given: the text it would have
 * written is on no disk, and "line 5" of it is nowhere to look. A finding in the front matter
 * names the flag of its key (`--tags`) where the save was given it (`flagOf`); one in the body, the body's line, or the line of the
 * file on disk where an update keeps that body (`disk`). Any other stays as it is.
 */
function placedAsGiven(
  findings: FileFinding[],
  text: string,
  body: string,
  disk: string | undefined,
  flagOf: (key: string) => string | undefined,
): FileFinding[] {
  const kept = disk === undefined ? findings : atLinesOnDisk(findings, text, disk, body);
  const block = splitFrontMatter(text);
  if ('problem' in block) return kept;
  const lines = text.split('\n');
  // the line after the closing `---`
  const bodyFrom = text.slice(0, block.end).split('\n').length + 1;
  return kept.map((f, i) => {
    const { line, column, ...rest } = findings[i] as FileFinding;
    if (line === undefined || f.placeSaid) return f;
    if (line >= bodyFrom) {
      if (disk !== undefined) return f;
      return { ...rest, message: (w) => `${f.message(w)} ${w.report.inBody(line - bodyFrom + 1, column)}` };
    }
    const flag = flagOf(keyAt(lines, line) ?? '');
    return flag === undefined ? f : { ...rest, message: (w) => `${f.message(w)} ${w.report.inFlag(flag)}` };
  });
}

/** The front matter key whose value holds 1-based `line`: the nearest `key:` line at or above it. */
function keyAt(lines: readonly string[], line: number): string | undefined {
  for (let i = line - 1; i >= 1; i--) {
    const key = /^([A-Za-z_][\w-]*)[ \t]*:/.exec(lines[i] as string)?.[1];
    if (key !== undefined) return key;
  }
  return undefined;
}

function atLinesOnDisk(findings: FileFinding[], text: string, disk: string, body: string): FileFinding[] {
  if (body === '' || !text.endsWith(body) || !disk.endsWith(body)) return findings;
  const bodyLine = (whole: string) => whole.slice(0, whole.length - body.length).split('\n').length;
  const from = bodyLine(text);
  const shift = bodyLine(disk) - from;
  return shift === 0 ? findings : findings.map((f) => (f.line !== undefined && f.line >= from ? { ...f, line: f.line + shift } : f));
}

/**
 * What is at the target; a file that cannot be opened is said as its error code, not thrown.
 * `folder` where the folder refused: a folder that may not be entered (chmod 000) fails the
 * open of a file that is not even there, and naming that file would send its user after it.
 */
function readTarget(folderExists: boolean, path: string): ExistingFile | { kind: 'unreadable'; code: string; folder: boolean } {
  if (!folderExists) return { kind: 'none' };
  try {
    return readExisting(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code !== 'string') throw error;
    return { kind: 'unreadable', code, folder: folderRefused(path) };
  }
}

/** Whether the folder of `path` keeps it from being looked at: a stat needs only leave to enter the folder, which an open needs too. */
function folderRefused(path: string): boolean {
  try {
    lstatSync(path);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EACCES';
  }
}

/** lint's findings on the front matter that kept an update from reading it; its problem, worded as lint does, if lint has none. */
function unreadableFindings(text: string, problem: MemoryProblem): FileFinding[] {
  const findings = frontMatterErrors(text);
  if (findings.length > 0) return findings;
  return [{ rule: 'front-matter', severity: 'error', message: (w) => w.frontMatter.unread(w.problem(problem)), fix: (w) => w.frontMatter.shape }];
}

/** The file name: --name as given, else one made from the title; --update without either names nothing. */
function resolveSlug(request: SaveRequest): { ok: true; slug: string } | { ok: false; refusal: SaveRefusal } {
  if (request.name !== undefined) {
    // an update finds its memory as verify does: a listed `with spaces.md` by that name, before with-spaces.md
    const held = request.update ? namedMemory(request, request.name, [request.scope]) : undefined;
    if (held !== undefined) return { ok: true, slug: held.name };
    const check = slugFromName(request.name);
    if (check.ok) return check;
    if (check.problem === 'too-long') return { ok: false, refusal: { kind: 'name-too-long', name: request.name, chars: check.chars, bytes: check.bytes } };
    if (check.problem === 'reserved') return { ok: false, refusal: { kind: 'reserved-name', name: request.name, instead: check.mapped } };
    return { ok: false, refusal: { kind: 'bad-name', name: request.name, problem: check.problem } };
  }
  if (request.title === undefined) return { ok: false, refusal: { kind: 'update-needs-name' } };
  const slug = slugify(foldLine(request.title));
  return slug === '' ? { ok: false, refusal: { kind: 'no-slug' } } : { ok: true, slug };
}

/**
 * The memories of `memories` the candidate likely repeats. The caller leaves out the file
 * being replaced by --update (not a duplicate of itself) and those linked to it by
 * `supersedes`.
 */
function nearDuplicatesAmong(
  memories: readonly ComparableMemory[],
  candidate: { title: string; description: string; name: string },
  before?: { title: string; description: string },
): NearDuplicate[] {
  const found = findNearDuplicates(candidate, memories);
  if (before === undefined || found.length === 0) return found;
  // an update is refused only for a likeness it brings (a field newly alike, a title made the
  // same): two memories kept apart on purpose (--force-duplicate) stay updatable without saying
  // so again. Each field on its own: a memory's first likeness would hide a second one
  const likenesses = (fields: { title: string; description: string }, was: boolean) =>
    new Set(
      [...findNearDuplicates({ title: fields.title }, memories), ...findNearDuplicates({ description: fields.description }, memories)].flatMap((d) =>
        likenessKeys(d, was),
      ),
    );
  const already = likenesses(before, true);
  const newly = new Set([...likenesses(candidate, false)].filter((likeness) => !already.has(likeness)).map((likeness) => likeness.split('\0')[0]));
  return found.filter((d) => newly.has(d.path));
}

/** True when a save gives the memory's text (title, description, source or body), not only its tags or links. */
function statesText(request: SaveRequest): boolean {
  return request.title !== undefined || request.description !== undefined || request.source !== undefined || (request.body ?? '').trim() !== '';
}

/** The review_by an update moves on (nextReviewBy); undefined where it stays as written. */
function movedReview(previous: PreviousFields | undefined, today: string): string | undefined {
  if (previous?.reviewBy === undefined) return undefined;
  const next = nextReviewBy(previous, today);
  return next === previous.reviewBy ? undefined : next;
}

/**
 * A likeness as compared before and after an update. A title that was the same was alike
 * already, so an update that only sets it apart somewhat (same → 82% similar) brings
 * nothing new; one that makes a similar title the same does.
 */
function likenessKeys(d: NearDuplicate, was: boolean): string[] {
  if (d.basis.kind !== 'similar') return was ? [`${d.path}\0title`, `${d.path}\0same-title`] : [`${d.path}\0same-title`];
  return [`${d.path}\0${d.basis.field}`];
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
    if (name === undefined) throw new CliError((m, to) => m.save.supersedesUnknown(raw, where, cliCommand(to, ['list', '--all', ...workspaceArgs(to)])));
    if (exists(folder, name) || (request.scope === 'project' && exists(GLOBAL_KEY, name))) {
      if (!names.includes(name)) names.push(name);
      continue;
    }
    if (request.scope === 'global' && isSafeKey(request.projectKey) && exists(request.projectKey, name)) {
      throw new CliError((m) => m.save.supersedesGlobalOnly(name, request.projectKey));
    }
    throw new CliError((m, to) => m.save.supersedesUnknown(name, where, cliCommand(to, ['list', '--all', ...workspaceArgs(to)])));
  }
  return names;
}

/** The scope folder the list shows with `folder` for the project `projectKey`: `_global` beside a project's folder, and the reverse (none for a key no folder can have). */
export function besideKey(folder: string, projectKey: string): string | undefined {
  const beside = folder === GLOBAL_KEY ? projectKey : GLOBAL_KEY;
  return beside === GLOBAL_KEY || isSafeKey(beside) ? beside : undefined;
}

/** besideKey's folder for this save, when it is there. */
function besideFolder(request: SaveRequest, folder: string): string | undefined {
  const beside = besideKey(folder, request.projectKey);
  if (beside === undefined) return undefined;
  try {
    return existingScopeFolder(request.memoryRoot, beside).exists ? beside : undefined;
  } catch {
    // a folder linked out of the memory root is listed by nobody
    return undefined;
  }
}

/** What the near-duplicate check compares, for every memory in one scope folder. */
export function readFolderMemories(memoryRoot: string, folder: string, cacheDir?: string): ComparableMemory[] {
  return folderEntries(memoryRoot, folder, cacheDir).map((entry) => ({
    name: entry.name,
    path: entry.path,
    title: entry.meta.title,
    description: entry.meta.description,
    ...(entry.meta.supersedes ? { supersedes: entry.meta.supersedes } : {}),
    ...(entry.meta.source ? { source: entry.meta.source } : {}),
  }));
}

/** The scope folder made for a first memory in it; a refusal to make it is worded as any failed write of a memory. */
function makeScopeFolder(memoryRoot: string, folder: string, again: 'save' | 'import'): string {
  try {
    return scopeFolder(memoryRoot, folder);
  } catch (error) {
    const left = again === 'import' ? ({ kind: 'import' } as const) : ({ kind: 'created' } as const);
    throw memoryWriteError(join(memoryRoot, folder), error, { left, again, folder: memoryRoot });
  }
}
