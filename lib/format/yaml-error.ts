import type { MemoryProblem, YamlCause } from '../model/memory-problem.js';
import { conflictLine } from './merge-conflict.js';
import { lineBefore, openAt, type Place } from './yaml-opener.js';

/**
 * What the YAML parser's error says, as data each edge can word in its reader's language:
 * the line and column of the file where it stopped, what kind of mistake that usually is,
 * and its own reason (quoted only where no kind fits). Its message is not passed on: it
 * is English, and its second half is a snippet of the file that a first line cuts off
 * after a dangling colon ("… at line 4, column 1:").
 */

/** js-yaml's reasons, by the mistake a person usually made to get them. */
const CAUSES: ReadonlyArray<[RegExp, YamlCause]> = [
  // also what it says for a list left open when it meets the next field (see placeOfMistake)
  [/^missed comma between flow collection entries/, 'comma'],
  [/flow collection/, 'flow'],
  [/within a (?:single|double) quoted scalar/, 'quote'],
  [/^incomplete explicit mapping pair/, 'colon'],
  [/^bad indentation/, 'indent'],
  [/^duplicated mapping key/, 'duplicate'],
  [/^(?:can not read (?:a block mapping entry|an implicit mapping pair)|end of the stream or a document separator is expected)/, 'line'],
];

/** Spaces before the first character of a 0-based line of the YAML. */
function indentOf(yaml: string, line: number): number {
  const text = yaml.split('\n')[line] ?? '';
  return text.length - text.trimStart().length;
}

/** Whether `place` is at or before the first character of its line: where the next field starts. */
const atLineStart = (yaml: string, place: Place): boolean => place.column <= indentOf(yaml, place.line);

/** The parser ran to the end of the front matter looking for what was left open. */
const END_OF_STREAM = /^unexpected end of the stream/;
/** The parser stopped on the line after a plain value it took for the start of a key. */
const MULTILINE_KEY = /a multiline key may not be an implicit key/;

interface YamlErrorLike {
  reason?: unknown;
  message?: unknown;
  mark?: { line?: unknown; column?: unknown };
}

function causeOf(reason: string): YamlCause {
  return CAUSES.find(([pattern]) => pattern.test(reason))?.[1] ?? 'other';
}

/**
 * The problem for an error the parser threw on `yaml`, the text between a file's `---`
 * lines. The parser reads that text after the opening `---` line's own newline, so its
 * 0-based line is the file's 1-based line less one; a line past the YAML (the parser ran
 * into the closing `---` looking for what was left open) is given as the YAML's last,
 * without a column.
 */
export function yamlProblem(error: unknown, yaml: string): MemoryProblem {
  const e = (typeof error === 'object' && error !== null ? error : {}) as YamlErrorLike;
  const message = typeof e.message === 'string' ? e.message : String(error);
  const reason = (typeof e.reason === 'string' ? e.reason : (message.split('\n')[0] ?? '')).replace(/:\s*$/, '');
  // the parser stops somewhere in a merge's marker lines: the first of them is the place
  const conflict = conflictLine(yaml);
  if (conflict !== undefined) return { kind: 'yaml', cause: 'conflict', detail: reason, line: conflict + 1 };
  const cause = causeOf(reason);
  const line = e.mark?.line;
  const column = e.mark?.column;
  if (typeof line !== 'number' || !Number.isInteger(line) || line < 0) return { kind: 'yaml', cause, detail: reason };
  const lastLine = 1 + yaml.replace(/\n$/, '').split('\n').length;
  const columnKnown = typeof column === 'number' && Number.isInteger(column) && column >= 0;
  const at = columnKnown ? column : 0;
  const made = placeOfMistake(cause, reason, yaml, { line: line - 1, column: at });
  const place = made ?? (line + 1 > lastLine ? { line: lastLine } : columnKnown ? { line: line + 1, column: at + 1 } : { line: line + 1 });
  return withKey({ kind: 'yaml', cause, detail: reason, ...place }, yaml);
}

/** A key written at the start of the YAML's line: `title` in `title: Fix: x`. */
const FIELD_AT_START = /^([A-Za-z_][\w-]{0,40}):(?:\s|$)/;

/** The problem with the key its line starts with, when one does (the file's line L is the YAML's L - 2). */
function withKey(problem: MemoryProblem & { kind: 'yaml' }, yaml: string): MemoryProblem {
  const text = problem.line === undefined ? undefined : yaml.split('\n')[problem.line - 2];
  const key = text === undefined ? undefined : FIELD_AT_START.exec(text)?.[1];
  return key === undefined ? problem : { ...problem, key };
}

/**
 * The file's line (and column) of the mistake, where the parser stops past it: a bracket
 * or quote left open is reported on the next field's line or at the end, and a value
 * that reads as the start of a key (`description: [WIP] fix`) on the line after it. The
 * user must fix the line where it was opened or written; `stop` is the parser's place in
 * `yaml` (0-based). Undefined where the parser's own place is that line.
 */
function placeOfMistake(cause: YamlCause, reason: string, yaml: string, stop: Place): { line: number; column?: number; cause?: YamlCause } | undefined {
  if (cause === 'comma') {
    // the parser also says "missed comma" when it meets the next field inside a list left
    // open: a stop at the start of a line no deeper than the line the list opened on
    const opened = openAt(yaml, stop, 'flow');
    if (opened === undefined || opened.line >= stop.line || !atLineStart(yaml, stop) || indentOf(yaml, stop.line) > indentOf(yaml, opened.line))
      return undefined;
    return { line: opened.line + 2, column: opened.column + 1, cause: 'flow' };
  }
  if (cause === 'flow' || cause === 'quote') {
    // only a stop at the start of a line is the next field, read as part of the open value
    if (!atLineStart(yaml, stop) && !END_OF_STREAM.test(reason)) return undefined;
    const opened = openAt(yaml, stop, cause);
    if (opened === undefined || opened.line >= stop.line) return undefined;
    return { line: opened.line + 2, column: opened.column + 1 };
  }
  if (cause === 'line' && MULTILINE_KEY.test(reason)) {
    const before = lineBefore(yaml, stop.line);
    return before === undefined ? undefined : { line: before + 2 };
  }
  return undefined;
}
