import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fencedLines } from '../../format/code-fences.js';

/**
 * `@path` imports in CLAUDE.md text, as Claude Code reads them: an `@` at the start of
 * a line or after whitespace (so `me@example.com` is not one), outside code blocks and
 * code spans. Indented code blocks are not recognised: they are rare in CLAUDE.md and
 * easily confused with list continuations.
 */
const IMPORT = /(?:^|\s)@((?:[^\s\\]|\\ )+)/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;
const PATH_START = /^[\w.~/-]/;

export function findImportTokens(markdown: string): string[] {
  const tokens: string[] = [];
  for (const match of proseOf(markdown).matchAll(IMPORT)) {
    const token = (match[1] ?? '').replaceAll('\\ ', ' ').replace(TRAILING_PUNCTUATION, '');
    if (PATH_START.test(token)) tokens.push(token);
  }
  return tokens;
}

/** Relative imports resolve against the importing file's folder; `~/` against HOME. */
export function resolveImportPath(token: string, fromFile: string, home: string | undefined): string | undefined {
  if (token === '~' || token.startsWith('~/')) return home ? join(home, token.slice(1)) : undefined;
  if (isAbsolute(token)) return token;
  return resolve(dirname(fromFile), token);
}

// a run of N backticks up to the next run of exactly N
const CODE_SPAN = /(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/** The text with fenced code blocks and code spans blanked out. */
export function proseOf(markdown: string): string {
  const lines = markdown.split(/\r?\n/);
  const fenced = fencedLines(lines);
  const kept = lines.map((line, i) => (fenced[i] ? '' : line));
  // code spans do not cross a blank line (a paragraph break)
  return kept
    .join('\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(CODE_SPAN, ' '))
    .join('\n\n');
}
