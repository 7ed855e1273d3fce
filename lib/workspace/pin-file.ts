import { statSync } from 'node:fs';
import { join } from 'node:path';
import { conflictLine } from '../format/merge-conflict.js';
import { readTextSafely } from '../io/read-file-safely.js';
import type { PinProblem } from '../model/pin-problem.js';
import { isSafeKey } from './project-key.js';

/**
 * The file that pins a project's key, at the project's top level and committed with it,
 * so every clone and worktree resolves to one memory folder wherever it sits. One line,
 * the key, and nothing else: `cat` shows it, a shell reads it with `read key < FILE`,
 * a diff of a changed pin is one line, and the hook reads it on every prompt without a
 * parser (the same shape as `.nvmrc` or `.python-version`). It lives beside the code,
 * not in `.ai-core/`, because the workspace may hold many projects and need not be part
 * of the project's repository.
 */
export const PIN_FILE = '.project-memory-key';

/** A key is at most 200 bytes (isSafeKey); room for a newline and stray spaces. */
const PIN_MAX_BYTES = 1024;

export type PinRead = { path: string; key: string } | { path: string; key?: undefined; problem: PinProblem };

function existsQuietly(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
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
export function repinArgs(problem: PinProblem, dir: string): string[][] {
  const sides = problem.kind === 'conflict' && problem.sides.length > 0 ? problem.sides : [undefined];
  return sides.map((side) => ['key', 'pin', ...(side === undefined ? [] : [side]), '--force', '--dir', dir]);
}

/** The usable keys on the lines of a pin git left a merge conflict in, each once, as written. */
function conflictSides(text: string): string[] {
  const keys = text
    .split(/\r?\n/)
    .filter((line) => !/^(?:<{7}|={7}|>{7}|\|{7})(?: |$)/.test(line))
    .map((line) => line.trim())
    .filter(isSafeKey);
  return [...new Set(keys)];
}

/**
 * The pin in `dir`, if the file is there. Its first line, trimmed, is the key; a file
 * that is not a usable key (empty, too long, a path, `_global`) comes back with a
 * `problem` so doctor can say why it is ignored.
 */
export function readPin(dir: string): PinRead | undefined {
  const path = pinPath(dir);
  // most folders have no pin: a stat that cannot throw is several times cheaper than a failed open
  if (!existsQuietly(path)) return undefined;
  const text = readTextSafely(path, PIN_MAX_BYTES);
  if (text === undefined) return undefined;
  if (conflictLine(text) !== undefined) return { path, problem: { kind: 'conflict', sides: conflictSides(text) } };
  const key = (text.split(/\r?\n/, 1)[0] ?? '').trim();
  if (!isSafeKey(key)) return { path, problem: key === '' ? { kind: 'empty' } : { kind: 'not-a-key', key } };
  return { path, key };
}
