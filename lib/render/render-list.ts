import { isReviewDue } from '../format/review-due.js';
import { maskSecrets } from '../format/secrets.js';
import type { Lang } from '../i18n/lang.js';
import { LIST_TEXT, type RankedBy } from '../i18n/list.js';
import { type Client, CONTEXT_CAPS } from '../model/clients.js';
import type { MemoryEntry, MissedFolder } from '../model/memory.js';
import { isMergeConflict } from '../model/memory-problem.js';
import { toSafeLine, toSafePath } from './safe-line.js';

export const OPEN_TAG = '<project-memory>';
export const CLOSE_TAG = '</project-memory>';
/** Claude Code replaces hook output over 10,000 characters with a file path and a preview. */
export const CLAUDE_OUTPUT_CAP = CONTEXT_CAPS.claude.limit;
/**
 * The most of a key or a memory's name a line shows: all of it. A name is at most 255 bytes
 * on the file systems Claude Code runs on, a key at most 200 (lib/workspace/project-key.ts);
 * cut, either would name no file.
 */
export const NAME_MAX = 255;
/** Longest description the list shows; lint and the write check warn past it. */
export const DESCRIPTION_MAX = 200;
/** The most of a path a note of the list's tail shows. */
export const NOTE_PATH_MAX = 300;

export interface RenderOptions {
  memoryRoot: string;
  /** the project's folder under the memory root, named in the header */
  projectKey: string;
  /** the root of a workspace of several projects, where a project save is refused: the header names no project folder */
  noProject?: boolean;
  lang: Lang;
  /** characters the whole list may take, tags included */
  budget: number;
  /** command that prints every memory, quoted for a shell */
  listCommand: string;
  /** the lint command, quoted for a shell, that the marks for a secret or an order point at: named in the tail when a shown line has one */
  lintCommand?: string;
  /** the local day (YYYY-MM-DD) against which review_by is read; without it nothing is marked stale */
  today?: string;
  /** some entries could not be re-checked in time */
  partial?: boolean;
  /** a pin file passed over (no usable key in it), and the doctor command that mends it: the list may miss the project's memories */
  pinIgnored?: { path: string; doctor: string };
  /** folders whose memories the list misses, and why (lib/index/memory-set.ts missedFolders): each is named */
  missed?: readonly MissedFolder[];
  /**
   * this project's key holds no memory and other keys' folders likely hold its memories,
   * most first, with the pin of the first that mends it (lib/hook/memory-list.ts); for a
   * pinned key, `move` too, the move of the first's memories to it, `pin` pinning it back
   */
  otherClone?: { folders: ReadonlyArray<{ key: string; count: number }>; pin: string; move?: string };
  /** under a pin, memories left in the folder of the key the repository's path gives, with the move that lists them (other-clone-folders.ts rootKeyLeft) */
  leftBehind?: { folder: { key: string; count: number }; move: string };
  /**
   * Set when the entries come ranked for the prompt (lib/rank/select.ts): the kept ones
   * stay in the given order, most relevant first, and the last line points at this
   * `search` command (quoted for a shell, without the query) instead of the full list.
   */
  searchCommand?: string;
  /** entries the caller already left out (not relevant to the prompt): counted in the last line */
  leftOut?: number;
  /** ranked, but no memory matched the prompt's words: the last line does not call the rest less relevant */
  unmatched?: boolean;
  /** ranked with no prompt (a subagent's list with no task): the last line does not call the rest less relevant either */
  unprompted?: boolean;
  /** what a ranked list was ranked by, as its last line says (default the prompt) */
  rankedBy?: RankedBy;
  /** the client the list is for: how it is told to read a memory, and how its cap is counted (default claude) */
  client?: Client;
}

/** What stands for the description of a memory that has none. */
function problemNote(entry: MemoryEntry, text: (typeof LIST_TEXT)[Lang]): string {
  if (entry.problems.length === 0) return text.noDescription;
  if (entry.problems.some((p) => p.kind === 'unreadable')) return text.unreadable;
  return entry.problems.some((p) => p.kind === 'no-front-matter' && p.empty) ? text.emptyFile : text.brokenFrontMatter;
}

/**
 * How text of a memory is shown: as it is, or with likely secrets masked for a memory the
 * list marks for one (its name, path and fields may hold it).
 */
export function shownOf(entry: MemoryEntry): (text: string) => string {
  return entry.problems.some((p) => p.kind === 'secret') ? maskSecrets : (text) => text;
}

/**
 * The parts of a memory's list line, each already one inert line: for the list and the
 * CLI alike. `mark` follows the name: the stale word when review_by has passed unverified.
 */
/** `unmerged`: git left the file unmerged without a marker in it (a side deleted or renamed it), which `list` asks git for. */
export function entryLineParts(
  entry: MemoryEntry,
  lang: Lang,
  today?: string,
  unmerged = false,
): { label: string; name: string; mark: string; description: string } {
  const text = LIST_TEXT[lang];
  const label = entry.scope === 'global' ? text.globalLabel : entry.folder;
  const { description, title } = entry.meta;
  // a memory that looks like it holds a secret is not described: the text may be the secret,
  // and a description invites a Read
  const secret = entry.problems.some((p) => p.kind === 'secret');
  const shown = secret ? text.secret : description?.trim() ? description : title?.trim() ? title : problemNote(entry, text);
  // text that reads like an order to the model is marked, not hidden: a list of phrasings
  // takes honest warnings for orders too ("from now on, you must run make migrate"), and a
  // hidden note is a lost one
  const ordered = !secret && entry.problems.some((p) => p.kind === 'instruction');
  // a conflict in the front matter too: its description is unreadable, and the mark says why
  const conflicted = unmerged || entry.problems.some(isMergeConflict);
  // listed by its first line for want of front matter: said, so that nobody takes it for a description
  const unformed = !secret && shown === title && entry.problems.some((p) => p.kind === 'no-front-matter');
  const marks = [
    isStale(entry, today) ? text.stale : '',
    conflicted ? text.conflict : '',
    unformed ? text.noFrontMatter : '',
    ordered ? text.instruction : '',
  ].filter((m) => m !== '');
  return {
    label: toSafePath(label, NAME_MAX),
    // a memory marked for a secret may be marked for its very name, which is then not shown
    name: toSafePath(shownOf(entry)(entry.name), NAME_MAX),
    mark: marks.join(' '),
    description: toSafeLine(shown, DESCRIPTION_MAX) || text.noDescription,
  };
}

/** Marked for a likely secret or for reading like an order: lint says where and why. */
export function isMarked(entry: Pick<MemoryEntry, 'problems'>): boolean {
  return entry.problems.some((p) => p.kind === 'secret' || p.kind === 'instruction');
}

/** What the tail explains of the lines above it: the stale word, the marks lint explains. */
interface TailNotes {
  stale: boolean;
  marked: boolean;
}

const NO_NOTES: TailNotes = { stale: false, marked: false };

/** Past its review_by, unverified since: shown marked, never dropped. */
export function isStale(entry: MemoryEntry, today: string | undefined): boolean {
  return today !== undefined && today !== '' && isReviewDue(entry.meta, today);
}

/**
 * Lines already rendered, by entry: a prompt renders the same lines to see whether the
 * list fits and again to lay it out. Entries are plain data that never change, and the
 * memory set hands out one object per memory, so the entry is the key.
 */
const rendered = new WeakMap<MemoryEntry, { lang: Lang; today: string | undefined; line: string }>();

/** What a list line says before its description (`[scope] name` and any mark); undefined for a line without one. */
export function labelOf(line: string): string | undefined {
  const cut = line.indexOf(' — ');
  return cut === -1 ? undefined : line.slice(0, cut);
}

export function renderEntryLine(entry: MemoryEntry, lang: Lang, today?: string): string {
  const known = rendered.get(entry);
  if (known?.lang === lang && known.today === today) return known.line;
  const { label, name, mark, description } = entryLineParts(entry, lang, today);
  const line = `[${label}] ${name}${mark ? ` ${mark}` : ''} — ${description}`;
  rendered.set(entry, { lang, today, line });
  return line;
}

/**
 * The list's last lines: what a stale mark means and the command the secret and order
 * marks point at (each only when a shown entry carries one: a list with none pays nothing
 * for it), the partial-run notice, the closing reminder (which says how `client` reads a memory).
 */
export function listTail(
  lang: Lang,
  options: Pick<RenderOptions, 'partial' | 'client' | 'pinIgnored' | 'missed' | 'otherClone' | 'leftBehind' | 'lintCommand'> &
    Partial<Pick<RenderOptions, 'projectKey'>> &
    Partial<TailNotes> & { nothingToRead?: boolean },
): string {
  const text = LIST_TEXT[lang];
  // how to read the memories listed, and that they are notes: of a list that names none, nothing
  const closing = options.nothingToRead ? '' : `${text.closing[options.client ?? 'claude']}\n`;
  const { pinIgnored, missed = [], otherClone, leftBehind } = options;
  // the tail is never cut to fit the budget: the note's path is kept short
  const pin = pinIgnored ? `${text.pinIgnored(toSafePath(pinIgnored.path, NOTE_PATH_MAX), pinIgnored.doctor)}\n` : '';
  const folders = missed.map((folder) => `${missedNote(text, folder)}\n`).join('');
  const elsewhere = otherClone ? `${otherCloneText(text, toSafePath(options.projectKey ?? '', NAME_MAX), otherClone)}\n` : '';
  const left = leftBehind
    ? `${text.leftBehind(toSafePath(options.projectKey ?? '', NAME_MAX), { key: toSafePath(leftBehind.folder.key, NAME_MAX), count: leftBehind.folder.count }, leftBehind.move)}\n`
    : '';
  const marks = options.marked && options.lintCommand ? `${text.markNote(options.lintCommand)}\n` : '';
  return `${options.stale ? `${text.staleNote}\n` : ''}${marks}${options.partial ? `${text.partial}\n` : ''}${pin}${folders}${elsewhere}${left}${closing}${CLOSE_TAG}`;
}

/** The note of a folder whose memories the list misses: a folder is named with its slash, a file without. */
function missedNote(text: (typeof LIST_TEXT)[Lang], { path, why }: MissedFolder): string {
  if (why === 'not-a-folder') return text.notAFolder(toSafePath(path, NOTE_PATH_MAX));
  const shown = toSafePath(withSlash(path), NOTE_PATH_MAX);
  return why === 'linked' ? text.folderLinked(shown) : text.folderUnreadable(shown);
}

/** The note of where this project's memories most likely are: a clone's folder, or the key pinned before. */
function otherCloneText(text: (typeof LIST_TEXT)[Lang], key: string, otherClone: NonNullable<RenderOptions['otherClone']>): string {
  const folders = otherClone.folders.map((f) => ({ key: toSafePath(f.key, NAME_MAX), count: f.count }));
  return otherClone.move === undefined ? text.otherClone(key, folders, otherClone.pin) : text.pinnedAway(key, folders, otherClone.move, otherClone.pin);
}

/**
 * Indexes of the lines that fit `budget` in the given order (a line that does not fit
 * is skipped, a shorter one after it may still fit), leaving room for the line that
 * says how many were left out whenever any are. Lines are rendered only as they are
 * tried, and trying stops once the budget is clearly spent.
 */
function fitLines(count: number, costAt: (i: number) => number, fixedChars: number, budget: number, total: number, omittedChars: number): number[] {
  let used = fixedChars;
  let misses = 0;
  const kept: number[] = [];
  for (let i = 0; i < count && misses < GIVE_UP_AFTER_MISSES; i++) {
    const remaining = total - kept.length - 1;
    const reserve = remaining > 0 ? omittedChars : 0;
    const cost = costAt(i);
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
function jsonChars(text: string): number {
  // most lines need no escape at all: their length is the answer, without a copy of each
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text).length - 2 : text.length;
}

/** What JSON.stringify writes longer than itself: `"`, `\`, control characters, and a surrogate (a lone one is escaped; a pair, tested the slow way, is not). */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** How much of a client's cap a piece of list text takes. */
export type Measure = (text: string) => number;

/** Codex counts the context itself, in UTF-8 bytes (see lib/model/clients.ts). */
const utf8Bytes: Measure = (text) => Buffer.byteLength(text, 'utf8');

/** The measure of `client`'s cap: JSON characters for Claude Code (and Gemini, held to its cap), bytes for Codex. */
export function measureFor(client: Client = 'claude'): Measure {
  return CONTEXT_CAPS[client].unit === 'utf8-bytes' ? utf8Bytes : jsonChars;
}

/** After this many lines in a row that do not fit, the budget is spent: the rest are left out untried. */
const GIVE_UP_AFTER_MISSES = 25;

/**
 * What a list may take, in its client's measure: the configured budget, always under the
 * client's cap with room left for the save directive that may follow it.
 */
export function effectiveBudget(budget: number, client: Client = 'claude'): number {
  const cap = CONTEXT_CAPS[client];
  return Math.min(budget, cap.limit - cap.guidanceRoom);
}

export interface ListLayout {
  text: string;
  /** the entries the text shows, with their lines and where each was in the given entries */
  shown: { entry: MemoryEntry; line: string; index: number }[];
}

/** What fitWithTail fits: `count` lines under `head`, above a tail that explains what `notesAt` says a line needs explained. */
interface TailedFit {
  count: number;
  lineAt: (i: number) => string;
  notesAt: (i: number) => TailNotes;
  head: string;
  tailOf: (notes: TailNotes) => string;
  budget: number;
  /** what the omitted line may count: the lines and those left out before */
  total: number;
  omittedLine: (count: number) => string;
  measure: Measure;
}

/**
 * The lines that fit (fitLines) between the head and the tail, for the full list and a
 * later prompt's alike. A note of the tail (what the stale mark means, the command the
 * other marks point at) costs room only when a line it explains made it in: then the lines
 * are fitted again with room for it, and the tail has it only if such a line is still among them.
 */
export function fitWithTail(fit: TailedFit): { tail: string; kept: number[] } {
  // a line is tried up to three times while the notes settle: measured once
  const costs: number[] = [];
  const costAt = (i: number) => (costs[i] ??= fit.measure(`${fit.lineAt(i)}\n`));
  // the longest the last line can be: its count is at most `total`
  const omittedChars = fit.measure(`${fit.omittedLine(fit.total)}\n`);
  const fitted = (notes: TailNotes) => {
    const tail = fit.tailOf(notes);
    return { tail, kept: fitLines(fit.count, costAt, fit.measure(fit.head) + fit.measure(tail), fit.budget, fit.total, omittedChars) };
  };
  const notesOf = (kept: readonly number[]): TailNotes => {
    const each = kept.map(fit.notesAt);
    return { stale: each.some((n) => n.stale), marked: each.some((n) => n.marked) };
  };
  const first = fitted(NO_NOTES);
  const needed = notesOf(first.kept);
  if (!needed.stale && !needed.marked) return first;
  const second = fitted(needed);
  const got = notesOf(second.kept);
  if ((!got.stale || needed.stale) && (!got.marked || needed.marked)) return { tail: fit.tailOf(got), kept: second.kept };
  // with less room a line that fit gave way to a later one, which asks for a note not made
  // room for: fitted once more with room for both, no tail can be longer than that one's
  const { kept } = fitted({ stale: needed.stale || got.stale, marked: needed.marked || got.marked });
  return { tail: fit.tailOf(notesOf(kept)), kept };
}

/** The notes of the tail `entry`'s line asks for. */
export function notesOf(entry: MemoryEntry, today: string | undefined): TailNotes {
  return { stale: isStale(entry, today), marked: isMarked(entry) };
}

/** Entries by index, made as they are asked for: an array, or a memory set's entries in some order. */
export interface Entries {
  readonly length: number;
  at(index: number): MemoryEntry | undefined;
  /** the line of entry `index`, where the caller has made it already (the ranked list, after fitsBudget) */
  lineAt?(index: number): string;
}

/**
 * Renders entries in the given order, keeping as many as fit the budget in that order
 * (callers put the most important first), then shows the kept ones in list order:
 * global first, then the project, as in the original design — or, with `searchCommand`,
 * in the given order. Only the entries tried are asked for.
 */
/** The list's line that says where the memory files are: `Path: ROOT ([global] NAME → _global/NAME.md, …)`. */
export function listPathLine(lang: Lang, memoryRoot: string, projectKey: string | undefined): string {
  return LIST_TEXT[lang].header(toSafePath(withSlash(memoryRoot), 4096), projectKey === undefined ? undefined : toSafePath(projectKey, NAME_MAX));
}

export function layoutList(entries: Entries, options: RenderOptions): ListLayout {
  const text = LIST_TEXT[options.lang];
  const client = options.client ?? 'claude';
  const measure = measureFor(client);
  const head = `${OPEN_TAG}\n${listPathLine(options.lang, options.memoryRoot, options.noProject ? undefined : options.projectKey)}\n`;
  const ranked = options.searchCommand !== undefined;
  const omittedLine = (count: number): string =>
    ranked
      ? (options.unprompted ? text.omittedUnprompted : options.unmatched ? text.omittedUnmatched : text.omittedRanked)(
          count,
          options.searchCommand as string,
          options.rankedBy ?? 'prompt',
        )
      : text.omitted(count, options.listCommand);
  const entryAt = (i: number) => entries.at(i) as MemoryEntry;
  // a line is measured while the notes settle, then written: made once
  const lines: string[] = [];
  const lineAt = (i: number) => (lines[i] ??= entries.lineAt?.(i) ?? renderEntryLine(entryAt(i), options.lang, options.today));
  const total = entries.length + (options.leftOut ?? 0);
  const { tail, kept } = fitWithTail({
    count: entries.length,
    lineAt,
    notesAt: (i) => notesOf(entryAt(i), options.today),
    head,
    tailOf: (notes) => listTail(options.lang, { ...options, ...notes, client }),
    budget: effectiveBudget(options.budget, client),
    total,
    omittedLine,
    measure,
  });
  if (!ranked) kept.sort((a, b) => listOrder(entryAt(a), entryAt(b)) || a - b);
  const body = kept.map((i) => `${lineAt(i)}\n`).join('');
  const omitted = total - kept.length;
  const more = omitted > 0 ? `${omittedLine(omitted)}\n` : '';
  return {
    text: `${head}${body}${more}${tail}`,
    shown: kept.map((i) => ({ entry: entryAt(i), line: lineAt(i), index: i })),
  };
}

export function renderList(entries: Entries, options: RenderOptions): string {
  return layoutList(entries, options).text;
}

function listOrder(a: MemoryEntry, b: MemoryEntry): number {
  if (a.scope !== b.scope) return a.scope === 'global' ? -1 : 1;
  return 0;
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}
