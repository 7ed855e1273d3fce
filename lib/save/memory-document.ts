import { bodyOf } from '../checks/check-text.js';
import { CliError } from '../cli/errors.js';
import { dayOfDate } from '../format/dates.js';
import { parseFrontMatter, stringifyMemoryText } from '../format/frontmatter.js';
import { toMeta } from '../format/memory-meta.js';
import { normalizeBody } from '../format/tidy-body.js';
import type { MemoryProblem } from '../model/memory-problem.js';

export { localDate } from '../format/dates.js';

/** What a save writes; every text field is already one clean line. */
export interface MemoryDocument {
  title: string;
  description: string;
  createdAt: string;
  updatedAt?: string;
  /** none: the field is left out (an update of a memory written without it keeps it so) */
  tags?: string[];
  source?: string;
  /** `verified_at`: the day the memory was last checked (save --update and verify set it) */
  verifiedAt?: string;
  /** `review_by`: the day by which it should be checked again */
  reviewBy?: string;
  /** `supersedes`: the memories this one replaces, hidden from the list */
  supersedes?: string[];
  body: string;
  /** front matter keys this document does not set (e.g. `pinned`), kept on --update */
  extra?: Record<string, unknown>;
}

/** The keys a save owns; everything else found in an old file is carried over. */
const MANAGED_KEYS = new Set(['title', 'description', 'created_at', 'updated_at', 'tags', 'source']);

// C0/C1 controls, DEL, and Unicode line/paragraph separators: YAML would escape or break on them.
const LINE_BREAKERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * One line, whitespace collapsed: a description pasted across lines must not be stored
 * as a multi-line value the list would show broken.
 */
export function foldLine(text: string): string {
  return text.replace(LINE_BREAKERS, ' ').replace(/\s+/g, ' ').trim();
}

/** `--tags "docker, git,,docker"` → ['docker', 'git'] */
export function parseTags(value: string | undefined): string[] {
  if (value === undefined) return [];
  const tags = value
    .split(',')
    .map(foldLine)
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/**
 * The front matter in the order a save writes it: what people edit first, the days last.
 * A save --update of the text writes updated_at and verified_at: beside created_at at the end, they
 * sit a line away from the tags, the description and the body, so a teammate's edit of those
 * merges with the update where it conflicted when the days came before the tags.
 */
function frontMatterOf(doc: MemoryDocument): Record<string, unknown> {
  const data: Record<string, unknown> = { title: doc.title, description: doc.description };
  if (doc.tags !== undefined) data.tags = doc.tags;
  if (doc.source !== undefined && doc.source !== '') data.source = doc.source;
  if (doc.supersedes !== undefined && doc.supersedes.length > 0) data.supersedes = doc.supersedes;
  // kept as they were unless the document sets them (a review_by nobody passed anew stays)
  const days: Record<string, unknown> = { created_at: doc.createdAt };
  if (doc.updatedAt !== undefined) days.updated_at = doc.updatedAt;
  if (doc.verifiedAt !== undefined) days.verified_at = doc.verifiedAt;
  if (doc.reviewBy !== undefined) days.review_by = doc.reviewBy;
  for (const [key, value] of Object.entries(doc.extra ?? {})) {
    if (!MANAGED_KEYS.has(key) && !Object.hasOwn(data, key) && !Object.hasOwn(days, key)) data[key] = value;
  }
  return { ...data, ...days };
}

/**
 * The file text. It is parsed back before anything is written: a document whose
 * title or description would not read back the same is a bug, and must not reach disk.
 */
export function renderMemory(doc: MemoryDocument): string {
  const text = stringifyMemoryText(frontMatterOf(doc), normalizeBody(doc.body));
  const parsed = parseFrontMatter(text);
  if (!parsed.ok || parsed.data.title !== doc.title || parsed.data.description !== doc.description || dateText(parsed.data.created_at) !== doc.createdAt) {
    const problem = parsed.ok ? undefined : parsed.problem;
    throw new CliError((m) => m.save.notReadBack(problem && m.rules.problem(problem)));
  }
  const { meta } = toMeta(parsed.data);
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const wanted = { verifiedAt: doc.verifiedAt, reviewBy: doc.reviewBy, supersedes: doc.supersedes?.length ? doc.supersedes : undefined };
  for (const [key, value] of Object.entries(wanted)) {
    if (value !== undefined && !same(meta[key as keyof typeof meta], value)) {
      throw new CliError((m) => m.save.notReadBack(`${key}`));
    }
  }
  return text;
}

/** What an existing memory holds, for --update: every field a save does not give is kept from here. */
export interface PreviousFields {
  title?: string;
  description?: string;
  createdAt?: string;
  /** as read: what an update of tags or links alone writes back */
  updatedAt?: string;
  /** review_by and verified_at as read (they stay in `extra` as written): what moves a passed review on */
  reviewBy?: string;
  verifiedAt?: string;
  tags?: string[];
  source?: string;
  supersedes?: string[];
  body?: string;
  /** front matter keys a save does not manage (review_by, pinned, …): kept unless the save sets them */
  extra: Record<string, unknown>;
  /**
   * title, description and source as the YAML gives them, line breaks and ends included
   * (a `|` block's): what an update that is not given one writes back, so that its lines stay
   */
  asWritten?: { title?: string; description?: string; source?: string };
  /** the file has no front matter at all: all of it is body */
  bare?: true;
  /**
   * Managed fields whose value cannot be carried over (a list where text belongs, say):
   * what the update would write away unless the save gives the field anew.
   */
  unkept?: MemoryProblem[];
}

/** The managed fields a problem can make unkept; updated_at is written anew by every save of the text. */
const CARRIED = new Set(['title', 'description', 'source', 'created_at']);

/**
 * What --update keeps of an existing memory, or the problem that keeps its front matter
 * from being read. A file with no front matter at all is all body: kept whole. One whose
 * front matter is there but unreadable (unclosed, broken YAML, another language) holds
 * fields nobody can carry over, so the caller refuses rather than write them away.
 */
export function previousFields(text: string): { ok: true; fields: PreviousFields } | { ok: false; problem: MemoryProblem } {
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) {
    if (parsed.problem.kind === 'no-front-matter') return { ok: true, fields: { body: bodyOf(text), extra: {}, bare: true } };
    return parsed;
  }
  const data = parsed.data;
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!MANAGED_KEYS.has(key)) extra[key] = value;
  }
  // read as the list reads them: a number is text too (`source: 42`, `tags: [2024]`)
  const { meta, problems } = toMeta(data);
  const { supersedes } = meta;
  const tags = Array.isArray(data.tags)
    ? data.tags.filter((tag): tag is string | number => typeof tag === 'string' || typeof tag === 'number').map(String)
    : typeof data.tags === 'string'
      ? parseTags(data.tags)
      : typeof data.tags === 'number'
        ? [String(data.tags)]
        : undefined;
  const unkept = problems.filter((problem) => 'field' in problem && CARRIED.has(problem.field));
  const fields: PreviousFields = {
    title: meta.title,
    description: meta.description,
    createdAt: dateText(data.created_at),
    ...(dateText(data.updated_at) === undefined ? {} : { updatedAt: dateText(data.updated_at) }),
    ...(meta.reviewBy === undefined ? {} : { reviewBy: meta.reviewBy }),
    ...(meta.verifiedAt === undefined ? {} : { verifiedAt: meta.verifiedAt }),
    tags,
    source: meta.source,
    ...(unkept.length > 0 ? { unkept } : {}),
    ...(supersedes ? { supersedes } : {}),
    asWritten: { title: textOf(data.title), description: textOf(data.description), source: textOf(data.source) },
    body: bodyOf(text),
    extra,
  };
  return { ok: true, fields };
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A hand-written `created_at: 2026-04-12` parses as a Date; keep it as the same day. */
function dateText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return dayOfDate(value);
}
