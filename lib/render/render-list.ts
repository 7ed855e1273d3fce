import { fnv1aHex } from '../fnv1a.js';
import { LIST_TEXT } from '../i18n/list-text.js';
import type { Lang } from '../i18n/lang.js';
import type { MemoryEntry } from '../index/memory-store.js';
import { toSafeLine } from './safe-line.js';

export const OPEN_TAG = '<project-memory>';
export const CLOSE_TAG = '</project-memory>';
/** Claude Code replaces hook output over 10,000 characters with a file path and a preview. */
export const CLAUDE_OUTPUT_CAP = 10_000;
export const DEFAULT_LIST_BUDGET = 8_000;
const NAME_MAX = 100;
/** Longest description the list shows; lint and the write check warn past it. */
export const DESCRIPTION_MAX = 200;

export interface RenderOptions {
  memoryRoot: string;
  lang: Lang;
  /** characters the whole list may take, tags included */
  budget: number;
  /** command that prints every memory, quoted for a shell */
  listCommand: string;
  /** some entries could not be re-checked in time */
  partial?: boolean;
  /**
   * Set when the entries come ranked for the prompt (lib/rank/select.ts): the kept ones
   * stay in the given order, most relevant first, and the last line points at this
   * `search` command (quoted for a shell, without the query) instead of the full list.
   */
  searchCommand?: string;
  /** entries the caller already left out (not relevant to the prompt): counted in the last line */
  leftOut?: number;
  /** renders an entry's line (default renderEntryLine): a caller that renders the same entries twice passes a memo */
  lineOf?: (entry: MemoryEntry) => string;
}

/** renderEntryLine, each entry rendered once: for one layout, while the entries do not change. */
export function memoLines(lang: Lang): (entry: MemoryEntry) => string {
  const lines = new Map<MemoryEntry, string>();
  return (entry) => {
    let line = lines.get(entry);
    if (line === undefined) lines.set(entry, (line = renderEntryLine(entry, lang)));
    return line;
  };
}

/** The parts of a memory's list line, each already one inert line: for the list and the CLI alike. */
export function entryLineParts(entry: MemoryEntry, lang: Lang): { label: string; name: string; description: string } {
  const text = LIST_TEXT[lang];
  const label = entry.scope === 'global' ? text.globalLabel : entry.folder;
  const { description, title } = entry.meta;
  const shown = description?.trim() ? description : title?.trim() ? title : entry.problems.length > 0 ? text.brokenFrontMatter : text.noDescription;
  return {
    label: toSafeLine(label, NAME_MAX),
    name: toSafeLine(entry.name, NAME_MAX),
    description: toSafeLine(shown, DESCRIPTION_MAX) || text.noDescription,
  };
}

/** Bump when renderEntryLine or toSafeLine change what a line looks like. */
const LINE_FORMAT = 1;

/**
 * What a list line depends on besides its memory's record: the line format, the
 * language's labels and the rendering limits. Two lines of one record in the same style
 * are the same line.
 */
export function lineStyle(lang: Lang): string {
  const text = LIST_TEXT[lang];
  return `${lang}:${fnv1aHex(JSON.stringify([LINE_FORMAT, text.globalLabel, text.brokenFrontMatter, text.noDescription, NAME_MAX, DESCRIPTION_MAX]))}`;
}

export function renderEntryLine(entry: MemoryEntry, lang: Lang): string {
  const { label, name, description } = entryLineParts(entry, lang);
  return `[${label}] ${name} — ${description}`;
}

/**
 * Indexes of the lines that fit `budget` in the given order (a line that does not fit
 * is skipped, a shorter one after it may still fit), leaving room for the line that
 * says how many were left out whenever any are. Lines are rendered only as they are
 * tried, and trying stops once the budget is clearly spent.
 */
export function fitLines(count: number, lineAt: (i: number) => string, fixedChars: number, budget: number, total: number, omittedLine: (count: number) => string): number[] {
  let used = fixedChars;
  let misses = 0;
  const kept: number[] = [];
  // the longest the last line can be: its count is at most `total`
  const omittedChars = jsonChars(omittedLine(total)) + 2;
  for (let i = 0; i < count && misses < GIVE_UP_AFTER_MISSES; i++) {
    const remaining = total - kept.length - 1;
    const reserve = remaining > 0 ? omittedChars : 0;
    const cost = jsonChars(lineAt(i)) + 2;
    if (used + cost + reserve > budget) {
      misses++;
      continue;
    }
    misses = 0;
    used += cost;
    kept.push(i);
  }
  return kept;
}

/**
 * Characters `text` takes inside the hook's JSON output: Claude Code's cap counts the
 * output, where every `"` and `\` is escaped and every newline is two characters.
 */
export function jsonChars(text: string): number {
  return JSON.stringify(text).length - 2;
}

/** After this many lines in a row that do not fit, the budget is spent: the rest are left out untried. */
const GIVE_UP_AFTER_MISSES = 25;

/**
 * The characters a list may take: the configured budget, always under Claude Code's cap
 * with room left for the save directive that may follow it.
 */
export function effectiveBudget(budget: number): number {
  return Math.min(budget, CLAUDE_OUTPUT_CAP - 2_000);
}

export interface ListLayout {
  text: string;
  /** the entries the text shows, with their lines */
  shown: { entry: MemoryEntry; line: string }[];
}

/**
 * Renders entries in the given order, keeping as many as fit the budget in that order
 * (callers put the most important first), then shows the kept ones in list order:
 * global first, then the project, as in the original design — or, with `searchCommand`,
 * in the given order.
 */
export function layoutList(entries: readonly MemoryEntry[], options: RenderOptions): ListLayout {
  const text = LIST_TEXT[options.lang];
  const head = `${OPEN_TAG}\n${text.pathLabel}: ${toSafeLine(withSlash(options.memoryRoot), 4096)}\n`;
  const tail = `${options.partial ? `${text.partial}\n` : ''}${text.closing}\n${CLOSE_TAG}`;
  const ranked = options.searchCommand !== undefined;
  const omittedLine = (count: number): string =>
    ranked ? text.omittedRanked(count, options.searchCommand as string) : text.omitted(count, options.listCommand);
  const lines: string[] = [];
  const render = options.lineOf ?? ((entry: MemoryEntry) => renderEntryLine(entry, options.lang));
  const lineAt = (i: number) => (lines[i] ??= render(entries[i] as MemoryEntry));
  const total = entries.length + (options.leftOut ?? 0);
  const kept = fitLines(entries.length, lineAt, jsonChars(head) + jsonChars(tail), effectiveBudget(options.budget), total, omittedLine);
  if (!ranked) kept.sort((a, b) => listOrder(entries[a] as MemoryEntry, entries[b] as MemoryEntry) || a - b);
  const body = kept.map((i) => `${lineAt(i)}\n`).join('');
  const omitted = total - kept.length;
  const more = omitted > 0 ? `${omittedLine(omitted)}\n` : '';
  return {
    text: `${head}${body}${more}${tail}`,
    shown: kept.map((i) => ({ entry: entries[i] as MemoryEntry, line: lineAt(i) })),
  };
}

export function renderList(entries: readonly MemoryEntry[], options: RenderOptions): string {
  return layoutList(entries, options).text;
}

function listOrder(a: MemoryEntry, b: MemoryEntry): number {
  if (a.scope !== b.scope) return a.scope === 'global' ? -1 : 1;
  return 0;
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}
