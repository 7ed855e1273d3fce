import { lstatSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { keyReadsAsOrder } from '../format/injection.js';
import { INVISIBLE, PLAIN } from '../format/invisible.js';
import { conflictLine } from '../format/merge-conflict.js';
import { nameHoldsSecret } from '../format/secrets.js';
import { readTextSafely } from '../io/read-file-safely.js';
import type { PinProblem } from '../model/pin-problem.js';
import { isSafeKey } from './project-key.js';

/**
 * The file that pins a project's key, at the project's top level and committed with it,
 * so every clone and worktree resolves to one memory folder wherever it sits. One line,
 * the key: `cat` shows it, a diff of a changed pin is one line, and the hook reads it on
 * every prompt without a parser (the same shape as `.nvmrc` or `.python-version`). It
 * lives beside the code, not in `.ai-core/`, because the workspace may hold many projects
 * and need not be part of the project's repository.
 *
 * People annotate such files: a line starting with `#` is a comment, and blank and comment
 * lines are passed over. A `#` later in the line is the key's own, as every version has
 * read it (a folder may be named `notes #2`, and a pin written then must keep naming it);
 * a note written after the key (`shop  # team key`) is doctor's and lint's warning where
 * the key before it holds the memories (lib/diagnose/doctor/pin-case.ts). `key pin`
 * writes only keys that read back as themselves.
 */
export const PIN_FILE = '.project-memory-key';

/** A key is at most 200 bytes (isSafeKey); room for stray spaces and a few lines of comments. */
const PIN_MAX_BYTES = 4096;

export type PinRead = { path: string; key: string } | { path: string; key?: undefined; problem: PinProblem };

function lstatQuietly(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/**
 * A pin is read only as a plain file, never through a symbolic link: git commits links, so
 * a repository could point its pin at any file of whoever opens it (`~/.netrc`), whose
 * first line would become the key, shown to the model and made a folder name.
 */
const PLAIN_FILE = { noFollow: true };

/**
 * A key that looks like a credential is never used: it would be shown to the model and
 * committed as a folder name. Read on every prompt in a pinned repository: the hint that
 * lets a name through to the rules spares compiling them (~4 ms of a prompt) for a key
 * like `storefront`, which holds none of the words every rule needs.
 */
function looksSecret(key: string): boolean {
  return key !== '' && nameHoldsSecret(key);
}

/** A key a pin may name: a folder name (isSafeKey) that is neither a credential nor an order to the model. */
function isUsableKey(key: string): boolean {
  return isSafeKey(key) && !looksSecret(key) && !keyReadsAsOrder(key);
}

export function pinPath(dir: string): string {
  return join(dir, PIN_FILE);
}

/** The text a pin file holds for `key`. */
export function pinText(key: string): string {
  return `${key}\n`;
}

/**
 * The `key pin` arguments that mend a pin with `problem`, for `dir`: for a merge conflict
 * one per side, not this clone's own key, which may be neither; else the key in use.
 */
/**
 * The keys to offer a pin of, beside a pin that cannot be used: each side of a merge conflict
 * and each folder holding the project's memories (`folders`), each once. None leaves the pin
 * of the key in use (repinArgs).
 */
export function pinKeysOffered(problem: PinProblem, folders: readonly { key: string }[]): string[] {
  const sides = problem.kind === 'conflict' ? problem.sides : [];
  return [...new Set([...sides, ...folders.map((f) => f.key)])];
}

export function repinArgs(problem: PinProblem, dir: string): string[][] {
  const sides = problem.kind === 'conflict' && problem.sides.length > 0 ? problem.sides : [undefined];
  return sides.map((side) => ['key', 'pin', ...(side === undefined ? [] : [side]), '--force', '--dir', dir]);
}

/**
 * The usable keys on the lines of a pin git left a merge conflict in, each once, as written:
 * the two sides', not the older text a diff3 conflict shows between `|||||||` and `=======`.
 */
function conflictSides(text: string): string[] {
  const keys: string[] = [];
  let base = false;
  for (const line of text.split(/\r?\n/)) {
    const marker = /^(<{7}|={7}|>{7}|\|{7})(?: |$)/.exec(line)?.[1];
    if (marker !== undefined) base = marker.startsWith('|');
    else if (!base) keys.push(pinnedKeyOf(line));
  }
  return [...new Set(keys.filter(isUsableKey))];
}

/**
 * The pin file at `path` as it would name `key` instead: the line that names its key
 * replaced, every comment and blank line around it kept (a team's note on why the key is
 * what it is). For a usable pin: a conflicted one is replaced whole (writePin).
 */
export function repinnedText(path: string, key: string): string {
  return repinText(readTextSafely(path, PIN_MAX_BYTES, PLAIN_FILE) ?? '', key);
}

function repinText(text: string, key: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex(namesKey);
  if (at === -1) return `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${pinText(key)}`;
  lines[at] = `${key}${(lines[at] as string).endsWith('\r') ? '\r' : ''}`;
  // keys on later lines, which nothing reads (laterKeys), go: the pin names one
  return lines.filter((line, i) => i <= at || !namesKey(line)).join('\n');
}

/** A line a key is read from: neither blank nor a comment. */
function namesKey(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== '' && !trimmed.startsWith('#');
}

/**
 * What the pin at `path` holds on lines after its key, which every reader passes over: a
 * merge both sides of which changed the pin, settled by keeping both lines, leaves the
 * team's memories split between the keys without a word (doctor's and lint's warning).
 */
export function laterKeys(path: string): string[] {
  const lines = (readTextSafely(path, PIN_MAX_BYTES, PLAIN_FILE) ?? '').split(/\r?\n/).filter(namesKey);
  // only keys a pin may name: a line that is none (a credential, an order, escape codes) names no memories, and is not quoted back
  return [...new Set(lines.slice(1).map((line) => line.trim()))].filter((key) => key !== lines[0]?.trim() && isUsableKey(key));
}

/** The key a pin file's text names: its first line that is neither blank nor a comment, trimmed. */
function pinnedKeyOf(text: string): string {
  return text.split(/\r?\n/).find(namesKey)?.trim() ?? '';
}

/**
 * A key `key pin` and a first save write: one a pin file reads back as itself, and takes
 * (isUsableKey: a folder's name that reads as a sentence is pinned by nobody, where the
 * reader would pass it over and refuse every save after the first).
 */
export function isPinnableKey(key: string): boolean {
  return isUsableKey(key) && !key.startsWith('-') && pinnedKeyOf(pinText(key)) === key;
}

/**
 * The key earlier versions took from the pin file at `path`, which read no comments: its
 * first line, trimmed, a comment too (`# team key`). Memories saved then are in that
 * folder; doctor offers to move them. Undefined when that line names no folder.
 */
export function keyBeforeComments(path: string): string | undefined {
  const line = (readTextSafely(path, PIN_MAX_BYTES, PLAIN_FILE)?.split(/\r?\n/, 1)[0] ?? '').trim();
  return isUsableKey(line) ? line : undefined;
}

/**
 * The pin in `dir`, if the file is there. Its key is what pinnedKeyOf reads; a file that
 * names no usable key (none, too long, a path, `_global`, a likely credential) or is a
 * symbolic link (PLAIN_FILE) comes back with a `problem` so doctor can say why it is ignored.
 */
export function readPin(dir: string): PinRead | undefined {
  const path = pinPath(dir);
  // most folders have no pin: a stat that cannot throw is several times cheaper than a failed open
  const stat = lstatQuietly(path);
  if (stat === undefined) return undefined;
  if (stat.isSymbolicLink()) return { path, problem: { kind: 'link' } };
  if (stat.isFile() && stat.size > PIN_MAX_BYTES) return { path, problem: { kind: 'not-text' } };
  const text = readTextSafely(path, PIN_MAX_BYTES, PLAIN_FILE);
  if (text === undefined) return undefined;
  // bytes that are not UTF-8 read as U+FFFD, which would name a folder `��`
  if (text.includes('\ufffd')) return { path, problem: { kind: 'not-text' } };
  if (conflictLine(text) !== undefined) return { path, problem: { kind: 'conflict', sides: conflictSides(text) } };
  // what pinnedKeyOf reads back reads back as itself: a safe key here is one `key pin` writes (isPinnableKey)
  const key = pinnedKeyOf(text);
  // before the shape check, whose problem quotes the key back
  if (looksSecret(key)) return { path, problem: { kind: 'secret' } };
  // a committed pin is text anyone with a branch writes, and the list shows the key on every line
  if (keyReadsAsOrder(key)) return { path, problem: { kind: 'instruction' } };
  if (!isSafeKey(key)) return { path, problem: key === '' ? { kind: 'empty' } : { kind: 'not-a-key', key: quotable(key) } };
  if (key.startsWith('-')) return { path, problem: { kind: 'dash', key: quotable(key) } };
  return { path, key };
}

/** A key a problem quotes back, as a terminal shows it inertly: no control character (an escape sequence), at most 200 characters. */
function quotable(key: string): string {
  return (PLAIN.test(key) ? key : key.replace(INVISIBLE, ' ')).slice(0, 200);
}

/**
 * The key before what reads as a note written after the pinned one (`shop  # team key`): a
 * pin's comments take a line of their own, so such a note is part of the key, whatever
 * folders there are (a save under the noted key makes its folder, and must not silence
 * this). A folder may be named so on purpose (`notes #2`): the warning says both.
 */
export function noteCut(key: string): string | undefined {
  const note = /[ \t]#/.exec(key);
  if (note === null) return undefined;
  const meant = key.slice(0, note.index).trim();
  return isSafeKey(meant) ? meant : undefined;
}
