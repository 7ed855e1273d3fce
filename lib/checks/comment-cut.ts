/**
 * A one-line text field that YAML cut short at ` #`: in a value without quotes, a `#`
 * after a space or tab starts a comment, so `description: Post notices in Slack
 * #ops-alerts` reads as "Post notices in Slack" and the rest is dropped without a word.
 * Pure: the caller has parsed the front matter, and what is reported is what YAML read.
 */

import { trimEndBlanks } from '../format/trim-blanks.js';

/** The fields a memory's readers take as one line of text (lib/format/memory-meta.ts). */
const TEXT_FIELDS: ReadonlySet<string> = new Set(['title', 'description', 'source', 'tags', 'supersedes']);
/** `key: value` at the start of a front matter line, as people write one (its end's blanks taken off after, by trimEndBlanks: a lazy value before `[ \t]*` is quadratic on a run of spaces). */
const FIELD_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):[ \t]+(.*)\r?$/;
/**
 * A value that starts as anything but plain text: a quoted string, a [ ] or { } list, a
 * block, an anchor, alias or tag. Its syntax ends before a comment on its line, so text
 * after it (`tags: [a, b] # note`) is a comment the author set apart, never cut text.
 */
const NOT_PLAIN = /^["'[{|>&*!%@`#]/;
/** Where YAML starts a comment in a plain value: a `#` after a space or tab. */
const COMMENT_START = /[ \t]#/;

interface CutValue {
  field: string;
  /** the file's 1-based line the field is written on */
  line: number;
  /** what YAML read: what the list and every reader get */
  kept: string;
  /** the value as written on the line, comment and all */
  written: string;
}

/**
 * Plain values of the text fields whose ` #` starts what reads as more text: the `#`
 * touches the next word (`#ops-alerts`, `#42`). One followed by a space or nothing
 * (`# from the 2026 incident`) is written as YAML comments are, and taken for one the
 * author meant. Only where YAML did cut there: `data` holds exactly the text before it.
 */
export function commentCutValues(text: string, data: Record<string, unknown>): CutValue[] {
  const cut: CutValue[] = [];
  const lines = text.split('\n');
  for (let i = 1; i < lines.length && !/^---[ \t]*\r?$/.test(lines[i] ?? ''); i++) {
    const match = FIELD_LINE.exec(lines[i] ?? '');
    const field = match?.[1] ?? '';
    const written = trimEndBlanks(match?.[2] ?? '');
    if (!TEXT_FIELDS.has(field) || NOT_PLAIN.test(written)) continue;
    const at = COMMENT_START.exec(written)?.index;
    if (at === undefined || /^#(?:[ \t]|$)/.test(written.slice(at + 1))) continue;
    const kept = trimEndBlanks(written.slice(0, at));
    if (data[field] === kept) cut.push({ field, line: i + 1, kept, written });
  }
  return cut;
}

/** The line to write instead: the whole value in double quotes (JSON's escapes are YAML's). */
export function quotedLine(value: CutValue): string {
  return `${value.field}: ${JSON.stringify(value.written)}`;
}
