import { fencedLines } from '../format/code-fences.js';

/**
 * The repository paths a memory's body names, read conservatively: a lint warning that a
 * named file is gone must never fire on a URL, a glob, a command or a snippet of code.
 * A mention is a relative path with at least one folder and a file extension —
 * `src/deploy.ts`, docs/setup.md, ./scripts/build.mjs — written alone in backticks or as
 * a word of prose. Fenced and indented code blocks are skipped whole; backticked text is
 * taken only when it is nothing but the path. Pure: lint checks what exists.
 */

interface PathMention {
  /** as written, without a leading `./` */
  path: string;
  /** 1-based line in the text given */
  line: number;
}

// segments of letters, digits and . _ - + @; the last one with an extension that starts with a letter
const PATH = /^(?:\.?[A-Za-z0-9_@+-][A-Za-z0-9_.@+-]*\/)+\.?[A-Za-z0-9_@+-][A-Za-z0-9_.@+-]*\.[A-Za-z][A-Za-z0-9]{0,7}$/;
const CODE_SPAN = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;
// prose splits on whitespace and brackets/quotes; a path holds none of them
const WORD_BREAK = /[\s()[\]<>{}"'“”‘’,;|]+/;

export function pathMentions(text: string): PathMention[] {
  const out: PathMention[] = [];
  const seen = new Set<string>();
  const add = (raw: string, line: number) => {
    const path = asPath(raw);
    if (path !== undefined && !seen.has(path)) {
      seen.add(path);
      out.push({ path, line });
    }
  };
  let previousBlank = true;
  const lines = text.split('\n').map((raw) => raw.replace(/\r$/, ''));
  const fenced = fencedLines(lines);
  lines.forEach((line, i) => {
    if (fenced[i]) return;
    // an indented code block starts after a blank line (deeper list items are skipped too: no false alarm)
    const indented = /^(?: {4}|\t)/.test(line);
    if (indented && previousBlank) return;
    previousBlank = line.trim() === '';
    // a path has a slash: a line without one names none (most lines of most memories)
    if (indented || !line.includes('/')) return;
    const prose = line.replace(CODE_SPAN, (_match, _ticks, inner: string) => {
      const span = inner.trim();
      if (!/\s/.test(span)) add(span, i + 1);
      return ' ';
    });
    // trimming every word of every memory was a fifth of lint's time at 1,000 memories
    for (const word of prose.split(WORD_BREAK)) if (word.includes('/')) add(trimWord(word), i + 1);
  });
  return out;
}

/** A word of prose without what sits around a path in a sentence: emphasis, punctuation, a line number, a Korean particle. */
function trimWord(word: string): string {
  return word
    .replace(/^[*_~]+/, '')
    .replace(/[#?].*$/, '')
    .replace(/[^\x21-\x7e]+$/, '')
    .replace(/(?::\d+){1,2}$/, '')
    .replace(/[*_~.!:]+$/, '');
}

/** The path `raw` names, or undefined when it is not one by the rules above. */
function asPath(raw: string): string | undefined {
  const path = raw.startsWith('./') ? raw.slice(2) : raw;
  if (!PATH.test(path)) return undefined;
  const segments = path.split('/');
  // `..` leaves the repository; a dotted first segment is a host name (github.com/x/y.md)
  if (segments.some((s) => s === '.' || s === '..' || s.includes('..'))) return undefined;
  const first = segments[0] as string;
  if (!first.startsWith('.') && first.includes('.')) return undefined;
  return path;
}
