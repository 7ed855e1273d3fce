/**
 * Titles and one-line descriptions for imported text that has none of its own. The list
 * shows the description on every prompt, so it is the first sentence a reader would take
 * for the gist: not a heading, a code block, a table or a link list.
 */

import { fencedLines } from '../format/code-fences.js';
import { trimBlankLines } from '../format/trim-blanks.js';
import { foldLine } from '../save/memory-document.js';
import { headingOf, plainInline, splitLines } from './markdown-outline.js';

const BLOCK_NOISE = [
  /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/, // horizontal rule
  /^ {0,3}\|/, // table row
  /^ {0,3}\[[^\]]+\]:\s/, // link reference definition
  /^\s*!\[[^\]]*\]\([^)]*\)\s*$/, // a lone image
  /^\s*(?:<[^>]+>\s*)+$/, // a line of HTML tags only
  /^ {0,3}@\S+\s*$/, // a CLAUDE.md import line
];
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?/;
const QUOTE = /^\s*>\s?/;

/** The first paragraph or list item of `markdown` as plain text, '' when there is none. */
export function firstParagraph(markdown: string): string {
  const lines = splitLines(withoutComments(markdown));
  const fenced = fencedLines(lines);
  const parts: string[] = [];
  for (const [i, raw] of lines.entries()) {
    const line = raw.replace(QUOTE, '');
    const blank = line.trim() === '';
    const noise = fenced[i] || headingOf(line) !== undefined || BLOCK_NOISE.some((pattern) => pattern.test(line));
    if (blank || noise) {
      if (parts.length > 0) break;
      continue;
    }
    if (LIST_ITEM.test(line)) {
      // a list item is a paragraph of its own: the first one says the most
      if (parts.length > 0) break;
      parts.push(line.replace(LIST_ITEM, ''));
      const next = lines[i + 1] ?? '';
      if (!/^\s{2,}\S/.test(next) || LIST_ITEM.test(next)) break;
      continue;
    }
    parts.push(line);
  }
  return plainInline(parts.join(' '));
}

// "e.g. this" is not the end of a sentence, nor "v1.2" (no space after the dot)
const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|mr|mrs|dr|st)\.$/i;
const SENTENCE_END = /[.!?。！？](?=\s|$)/g;

/** The first sentence of a plain-text paragraph with at least three letters or digits. */
export function firstSentence(text: string): string {
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + 1;
    if (ABBREVIATION.test(text.slice(start, end))) continue;
    const sentence = text.slice(start, end).trim();
    if (meaningful(sentence)) return sentence;
    start = end;
  }
  return text.slice(start).trim();
}

function meaningful(text: string): boolean {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 3;
}

/**
 * One line of at most `max` characters: cut at a word boundary when one is near, and
 * marked with an ellipsis, so the list never shows a description chopped mid-word.
 */
export function clampLine(text: string, max: number): string {
  const line = foldLine(text);
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space >= head.length / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * A description for `body`: `given` when the source has one, else its first meaningful
 * sentence, else the title. Never empty when the title is not.
 */
export function describe(given: string | undefined, body: string, title: string, max: number): string {
  for (const candidate of [given ?? '', firstSentence(firstParagraph(body)), title]) {
    const line = clampLine(plainInline(candidate), max);
    if (meaningful(line) || (line !== '' && candidate === title)) return line;
  }
  return clampLine(title, max);
}

/**
 * Short names written in capitals in prose: a rule file `api.mdc` is about the API, not an
 * "Api". Kept to abbreviations that are never ordinary words.
 */
const ACRONYMS = new Set(
  '2fa api aws ci cli css csv db dns e2e gcp html http https id json jwt llm orm pr qa sdk seo sql ssh ssl ssr tls toml ui uri url ux xml yaml'.split(' '),
);

/**
 * Names that begin in lower case and go on in capitals, which the camel-case split would cut
 * in two (`iOSApp` → "I OS app"). Each is kept whole and written as its makers write it.
 */
const OWN_CASE = new Map(['iOS', 'iPadOS', 'macOS', 'watchOS', 'tvOS', 'visionOS', 'iPhone', 'iPad'].map((name) => [name.toLowerCase(), name]));
// as written, in lower case or in capitals, and not inside a longer word (`bios`, `iosevka`)
const OWN_CASE_PATTERN = new RegExp(
  `(?<![A-Za-z])(${[...OWN_CASE.values()].flatMap((name) => [name, name.toLowerCase(), name.toUpperCase()]).join('|')})(?![a-z])`,
);

/**
 * `productContext` / `typescript-style` / `deploy_freeze` / `rest-api` → `Product context` /
 * `Typescript style` / `Deploy freeze` / `Rest API`. In a name of mixed case a word written
 * in capitals keeps them (`AWSDeploy` → `AWS deploy`); a name all in capitals is only
 * styled so (`DEPLOY_NOTES` → `Deploy notes`). `iOSApp` / `ios-app` → `iOS app`.
 */
export function humanize(name: string): string {
  const mixed = /[a-z]/.test(name);
  const words = name.split(OWN_CASE_PATTERN).flatMap((part, i) => (i % 2 === 1 ? [OWN_CASE.get(part.toLowerCase()) ?? part] : wordsOf(part, mixed)));
  const text = words.join(' ');
  return OWN_CASE.has(words[0]?.toLowerCase() ?? '') ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

function wordsOf(part: string, mixed: boolean): string[] {
  return part
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[-_.\s]+/)
    .filter((word) => word !== '')
    .map((word) =>
      ACRONYMS.has(word.toLowerCase()) || (mixed && word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word))
        ? word.toUpperCase()
        : word.toLowerCase(),
    );
}

/** The first level-1 heading outside code, with the body that follows it (the heading removed). */
export function splitTitle(markdown: string): { title?: string; body: string } {
  const lines = splitLines(markdown);
  const fenced = fencedLines(lines);
  for (const [i, line] of lines.entries()) {
    if (fenced[i] || line.trim() === '') continue;
    const heading = headingOf(line);
    // only a heading that opens the text is its title; one further down heads a section
    if (heading?.level === 1 && heading.text !== '') {
      return { title: heading.text, body: trimBlankLines([...lines.slice(0, i), ...lines.slice(i + 1)].join('\n')) };
    }
    break;
  }
  return { body: trimBlankLines(markdown) };
}

function withoutComments(text: string): string {
  return text.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
}
