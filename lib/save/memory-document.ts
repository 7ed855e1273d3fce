import { bodyOf } from '../checks/check-text.js';
import { CliError } from '../cli/errors.js';
import { parseFrontMatter, stringifyFrontMatter } from '../format/frontmatter.js';

/** What a save writes; every text field is already one clean line. */
export interface MemoryDocument {
  title: string;
  description: string;
  createdAt: string;
  updatedAt?: string;
  tags: string[];
  source?: string;
  body: string;
  /** front matter keys this tool does not manage (e.g. `pinned`), kept on --update */
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

/** The local calendar date: "today" for the person saving, not for UTC. */
export function localDate(now: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** LF line ends and exactly one trailing newline; an empty body stays empty. */
export function normalizeBody(body: string): string {
  const text = body.replace(/\r\n?/g, '\n').replace(/^\n+/, '').trimEnd();
  return text === '' ? '' : `${text}\n`;
}

export function frontMatterOf(doc: MemoryDocument): Record<string, unknown> {
  const data: Record<string, unknown> = {
    title: doc.title,
    description: doc.description,
    created_at: doc.createdAt,
  };
  if (doc.updatedAt !== undefined) data.updated_at = doc.updatedAt;
  data.tags = doc.tags;
  if (doc.source !== undefined && doc.source !== '') data.source = doc.source;
  for (const [key, value] of Object.entries(doc.extra ?? {})) {
    if (!MANAGED_KEYS.has(key)) data[key] = value;
  }
  return data;
}

/**
 * The file text. It is parsed back before anything is written: a document whose
 * title or description would not read back the same is a bug, and must not reach disk.
 */
export function renderMemory(doc: MemoryDocument): string {
  const text = plainDates(stringifyFrontMatter(frontMatterOf(doc), normalizeBody(doc.body)));
  const parsed = parseFrontMatter(text);
  if (!parsed.ok || parsed.data.title !== doc.title || parsed.data.description !== doc.description || dateText(parsed.data.created_at) !== doc.createdAt) {
    const reason = parsed.ok ? undefined : parsed.reason;
    throw new CliError((m) => m.save.notReadBack(reason));
  }
  return text;
}

const QUOTED_DATE = /^(created_at|updated_at): '(\d{4}-\d{2}-\d{2})'$/gm;

/**
 * The YAML writer quotes `'2026-04-12'` because unquoted it reads as a date. Written
 * plain, as in the seed and in hand-written memories, it stays on the list hook's fast
 * path (lib/simple-yaml.ts takes plain dates, not quoted strings); readers get the same
 * day either way (memory-meta turns a parsed Date back into YYYY-MM-DD). Only these two
 * keys, only values this module wrote, and only inside the front matter block.
 */
function plainDates(text: string): string {
  const close = text.indexOf('\n---\n', 3);
  if (close === -1) return text;
  return text.slice(0, close).replace(QUOTED_DATE, '$1: $2') + text.slice(close);
}

/** What an existing memory holds, for --update: every field a save does not give is kept from here. */
export interface PreviousFields {
  title?: string;
  description?: string;
  createdAt?: string;
  tags?: string[];
  source?: string;
  body?: string;
  /** front matter keys this tool does not manage */
  extra: Record<string, unknown>;
}

export function previousFields(text: string): PreviousFields {
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) return { extra: {} };
  const data = parsed.data;
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!MANAGED_KEYS.has(key)) extra[key] = value;
  }
  const tags = Array.isArray(data.tags)
    ? data.tags.filter((tag): tag is string => typeof tag === 'string')
    : typeof data.tags === 'string'
      ? parseTags(data.tags)
      : undefined;
  return {
    title: typeof data.title === 'string' ? data.title : undefined,
    description: typeof data.description === 'string' ? data.description : undefined,
    createdAt: dateText(data.created_at),
    tags,
    source: typeof data.source === 'string' ? data.source : undefined,
    body: bodyOf(text),
    extra,
  };
}

/** A hand-written `created_at: 2026-04-12` parses as a Date; keep it as the same day. */
function dateText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return undefined;
}
