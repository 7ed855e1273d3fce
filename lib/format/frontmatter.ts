import { requireFrom } from '../io/node-builtin.js';
import { vendorPath } from '../io/package-paths.js';
import { MAX_EXPANDED_VALUES } from '../model/defaults.js';
import type { MemoryProblem } from '../model/memory-problem.js';
import { expandsPast } from './alias-expansion.js';
import { isImpossibleTimestamp } from './dates.js';
import { parseSimpleYaml } from './simple-yaml.js';
import { hasTypedWords, withWordsAsWritten } from './text-as-written.js';
import { yamlProblem } from './yaml-error.js';
import { dayKeepingSchema, type JsYaml } from './yaml-schema.js';

/**
 * The only module that touches the full YAML parser (js-yaml 3, the one gray-matter runs),
 * loaded lazily: the per-prompt hook only pays for it when a file must be parsed. It reads
 * and writes YAML alone: the block around it is this module's (splitFrontMatter), and a
 * block in another language (`---js`, which gray-matter runs as code) is refused before
 * any parser sees it.
 */

/** The front matter's data, or what keeps it from being read (data: each edge words it). */
type FrontMatterResult = { ok: true; data: Record<string, unknown> } | { ok: false; problem: MemoryProblem };

interface Loaded {
  yaml: JsYaml;
  schema: object;
  /** the same YAML with every scalar a string: what a word field holds as written (text-as-written.ts) */
  readAsText(yaml: string): unknown;
}

let loaded: Loaded | undefined;

function loadYaml(): Loaded {
  if (loaded) return loaded;
  // the build ships a self-contained copy beside the bundles, so that the hooks (and a
  // plugin install, which has no node_modules) load it only when a file needs it
  const path = vendorPath('js-yaml.cjs');
  const yaml = requireFrom(path)(path) as JsYaml;
  loaded = { yaml, schema: dayKeepingSchema(yaml), readAsText: (text) => yaml.safeLoad(text, { schema: yaml.FAILSAFE_SCHEMA }) };
  return loaded;
}

/** Front matter block at the head of `text`: `---[lang]` … `---`. */
export interface FrontMatterBlock {
  language: string;
  yaml: string;
  /** where the closing `---` ends in `text` (a byte order mark counted): how much of the file the front matter takes */
  end: number;
}

/**
 * UTF-16 text as a UTF-8 reader sees it: its byte order mark as two U+FFFD, or ASCII
 * characters each with a NUL beside it (`-\0-\0-\0`, or the other way round).
 */
function looksUtf16(text: string): boolean {
  return /^(?:\ufffd\ufffd)?(?:[^\u0000]\u0000[^\u0000]\u0000|\u0000[^\u0000]\u0000[^\u0000])/.test(text);
}

function noFrontMatter(text: string, src: string): MemoryProblem {
  if (looksUtf16(text)) return { kind: 'no-front-matter', utf16: true };
  return /^\s*$/.test(src) ? { kind: 'no-front-matter', empty: true } : { kind: 'no-front-matter' };
}

/** Pure split, so broken or unclosed blocks are told apart before any parser runs. */
export function splitFrontMatter(text: string): FrontMatterBlock | { problem: MemoryProblem } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstEnd = src.indexOf('\n');
  const firstLine = (firstEnd === -1 ? src : src.slice(0, firstEnd)).replace(/\r$/, '');
  if (!firstLine.startsWith('---')) return { problem: noFrontMatter(text, src) };
  const language = firstLine.slice(3).trim().toLowerCase();
  if (firstEnd === -1) return { problem: { kind: 'unclosed' } };
  const close = /^---[ \t]*\r?$/m;
  const rest = src.slice(firstEnd + 1);
  const match = close.exec(rest);
  if (!match) return { problem: { kind: 'unclosed' } };
  const end = text.length - rest.length + match.index + 3;
  return { language, yaml: rest.slice(0, match.index).replace(/\r\n/g, '\n'), end };
}

function lineBreaksIn(text: string, end: number): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * The data of a memory's front matter, or what keeps it from being read. A line that starts
 * with `---` inside the block is refused: the block closes only at a line of exactly `---`,
 * where the files' first reader closed at any such line, and a file read one way and
 * written back the other lost the lines between (`-----` for a closing line, a `---` rule
 * further down: `save --update` dropped them).
 */
export function parseFrontMatter(text: string): FrontMatterResult {
  const block = splitFrontMatter(text);
  if ('problem' in block) return { ok: false, problem: block.problem };
  if (block.language !== '' && block.language !== 'yaml' && block.language !== 'yml') {
    return { ok: false, problem: { kind: 'language', language: block.language } };
  }
  const dashes = /^---/m.exec(block.yaml);
  if (dashes) return { ok: false, problem: { kind: 'dash-line', line: 2 + lineBreaksIn(block.yaml, dashes.index) } };
  if (block.yaml.trim() === '') return { ok: true, data: {} };
  const simple = parseSimpleYaml(block.yaml);
  if (simple) return { ok: true, data: simple };
  return parseYamlFully(block.yaml);
}

/**
 * The full YAML parser on a front matter block's YAML (what splitFrontMatter gives): what
 * the fast path hands everything doubtful to, and what it must agree with. Aliases that
 * expand past what any memory holds are refused (alias-expansion.ts); a word field YAML
 * took for a number or a boolean is given as written (text-as-written.ts).
 */
export function parseYamlFully(yaml: string): FrontMatterResult {
  let loadedNow: Loaded;
  let data: unknown;
  try {
    loadedNow = loadYaml();
    // a day the calendar lacks (2026-02-30) or a time the clock lacks (T24:00:00) is read
    // as written, however the YAML spells it, not rolled over (yaml-schema.ts): a day
    // field then refuses it, lint names it, and a rewrite writes it back as it was
    data = readBlock(loadedNow, yaml);
  } catch (error) {
    return { ok: false, problem: yamlProblem(error, yaml) };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, problem: { kind: 'not-mapping' } };
  }
  // no alias without a `*`; front matter without aliases holds fewer values than characters
  if (yaml.includes('*') && expandsPast(data, Math.max(MAX_EXPANDED_VALUES, yaml.length))) {
    return { ok: false, problem: { kind: 'aliases' } };
  }
  const record = data as Record<string, unknown>;
  return { ok: true, data: hasTypedWords(record) ? wordsAsWritten(record, yaml, loadedNow) : record };
}

/**
 * `data` with its word fields as written (text-as-written.ts): read a second time, only
 * for the rare file that needs it. A second reading that fails (an explicit `!!int`,
 * which the all-text schema does not know) leaves the typed values.
 */
function wordsAsWritten(data: Record<string, unknown>, yaml: string, { readAsText }: Loaded): Record<string, unknown> {
  try {
    const text = readAsText(yaml);
    return text !== null && typeof text === 'object' && !Array.isArray(text) ? withWordsAsWritten(data, text as Record<string, unknown>) : data;
  } catch {
    return data;
  }
}

/**
 * The data of a block's YAML, read as the files' first readers did (gray-matter 4, which
 * this reader replaced, so that every file reads as before): the text after the opening
 * line's newline up to the first line that starts with `---`, and `{}` for a block of
 * nothing but comments or a document of nothing (`~`, `#`). Its 0-based lines are the
 * file's 1-based lines less one (yaml-error.ts counts on that).
 */
function readBlock({ yaml, schema }: Loaded, block: string): unknown {
  const text = `\n${block}`;
  const close = text.indexOf('\n---');
  const matter = close === -1 ? text : text.slice(0, close);
  return matter.replace(/^\s*#[^\n]+/gm, '').trim() === '' ? {} : (yaml.safeLoad(matter, { schema }) ?? {});
}

/**
 * Serialises `data` as YAML front matter (a real YAML writer quotes `:`, `#`, leading
 * dashes and the like) followed by `body`, which ends with a newline; no data, no block.
 * `lineWidth: -1` keeps long descriptions on one line; `flowLevel: 1` writes lists as
 * `tags: [a, b]`, the shape people write by hand.
 */
export function stringifyFrontMatter(data: Record<string, unknown>, body: string): string {
  const yaml = loadYaml().yaml.safeDump(data, { lineWidth: -1, flowLevel: 1 }).trim();
  const text = body.endsWith('\n') ? body : `${body}\n`;
  return yaml === '{}' ? text : `---\n${yaml}\n---\n${text}`;
}

/**
 * Front matter written by the YAML writer with its dates plain (see unquoteDates), then
 * the body. A day the YAML parser read as a Date (`review_by: 2026-07-01` in a file the
 * fast reader passed on) goes back as that day, not as a timestamp.
 */
export function stringifyMemoryText(data: Record<string, unknown>, body: string): string {
  const days = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, isMidnightUtc(value) ? value.toISOString().slice(0, 10) : value]));
  return unquoteDates(stringifyFrontMatter(days, body));
}

function isMidnightUtc(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime()) && value.getTime() % 86_400_000 === 0;
}

const QUOTED_DATE = /^(created_at|updated_at|verified_at|review_by): '(\d[^']*)'$/gm;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The YAML writer quotes `'2026-04-12'` because unquoted it reads as a date. Written
 * plain, as in the seed and in hand-written memories, it stays on the list hook's fast
 * path (simple-yaml.ts takes plain dates, not quoted strings); readers get the same day
 * either way (memory-meta turns a parsed Date back into YYYY-MM-DD). A day the calendar
 * lacks, with a time or without, or a time the clock lacks goes back plain too, as people
 * write it: this reader takes it as the same text either way (yaml-schema.ts). Only the date keys, only values
 * the writer quoted, and only inside the front matter block.
 */
function unquoteDates(text: string): string {
  const close = text.indexOf('\n---\n', 3);
  if (close === -1) return text;
  const unquote = (line: string, key: string, value: string) => (DAY.test(value) || isImpossibleTimestamp(value) ? `${key}: ${value}` : line);
  return text.slice(0, close).replace(QUOTED_DATE, unquote) + text.slice(close);
}

/**
 * What a memory file with no front matter is listed by: its first line with words, a
 * Markdown heading's `#`s and list or quote markers taken off (a note dropped into the folder
 * as plain Markdown: `# Staging port` names it better than a front matter error). Undefined
 * for a file with no such line in its first lines.
 */
export function firstLineOf(text: string): string | undefined {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // bytes that are no text (an image, a NUL, what UTF-8 cannot decode) name nothing
  if (/[\u0000-\u0008\u000e-\u001f\ufffd]/.test(src.slice(0, 1024))) return undefined;
  // front matter after blank lines or spaces is front matter out of place, not a plain note
  if (/^\s*---\s*$/.test(src.split('\n', 40).find((line) => line.trim() !== '') ?? '')) return undefined;
  for (const line of src.split('\n', 40)) {
    const words = line
      .replace(/^\s*(?:#{1,6}|[-*+>]|\d+[.)])?\s*/, '')
      .replace(/\s+#+\s*$/, '')
      .trim();
    if (/[\p{L}\p{N}]/u.test(words)) return words.slice(0, 300);
  }
  return undefined;
}
