/**
 * The headings of a Markdown text and the sections under them. ATX headings only
 * (`## Build`): setext underlines (`Build\n---`) read the same as a horizontal rule or a
 * front matter fence, and the files imported here (CLAUDE.md, memory banks, rules) are
 * written with `#`. Lines inside code fences are never headings: a shell comment in a
 * ```bash block is not a section.
 */

import { fencedLines } from '../format/code-fences.js';

import { trimBlankLines, trimEndBlanks } from '../format/trim-blanks.js';

export interface Heading {
  level: number;
  /** the heading's words, inline Markdown removed */
  text: string;
  /** 1-based line of the heading */
  line: number;
}

// the words greedy, then the closing #s and blanks taken off by hand: `(.*?)` before optional
// runs of blanks tried every way was quadratic on a line of spaces
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/;
/** A closing sequence: blanks, then #s, at the end of the words (`## Setup ##`). */
const CLOSING = /[ \t]#+$/;

export function splitLines(text: string): string[] {
  return text
    .replace(/^\ufeff/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
}

/** The heading a line is, or undefined (fenced lines never are). */
export function headingOf(line: string): { level: number; text: string } | undefined {
  const match = ATX.exec(line);
  if (!match) return undefined;
  let words = trimEndBlanks(match[2] ?? '');
  if (CLOSING.test(words)) words = trimEndBlanks(words.replace(/#+$/, ''));
  return { level: (match[1] as string).length, text: plainInline(words) };
}

export function headingsOf(text: string): Heading[] {
  const lines = splitLines(text);
  const fenced = fencedLines(lines);
  const out: Heading[] = [];
  lines.forEach((line, i) => {
    if (fenced[i]) return;
    const heading = headingOf(line);
    if (heading && heading.text !== '') out.push({ ...heading, line: i + 1 });
  });
  return out;
}

/**
 * The text under `heading` up to the next heading of the same or a higher level, its
 * subsections included, without the heading line itself.
 */
export function sectionBody(text: string, heading: Heading, headings: readonly Heading[]): string {
  const lines = splitLines(text);
  const next = headings.find((h) => h.line > heading.line && h.level <= heading.level);
  const end = next ? next.line - 1 : lines.length;
  return trimBlankLines(lines.slice(heading.line, end).join('\n'));
}

/** `**Build** and [the docs](x)` → `Build and the docs`: the words a reader sees. */
export function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[\[([^\]|]+)(?:\|([^\]]+))?\]\]/g, (_m, name: string, label?: string) => label ?? name)
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/`+([^`]+)`+/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]+?)(?<=\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
