import { INVISIBLE, PLAIN } from '../format/invisible.js';

/**
 * Memory text goes straight into Claude's context, so every field is rendered as one
 * inert line: no control or invisible formatting characters, and no `<`/`>` that could
 * open or close a tag such as `</project-memory>` or `<system-reminder>`. A run of seven
 * or more (git's conflict markers, which lint's fixes name) stays as it is where no tag's
 * name follows: `<<<<<<< HEAD` opens nothing, and the model is told to delete lines that
 * read so.
 */
const TAG_CHARS = /<{7,}(?![A-Za-z/!?])|>{7,}|[<>]/g;

/**
 * The characters of `text` that INVISIBLE matches (and the list strips), each once as
 * U+XXXX in the order they come, at most `max`: none when there is none. lint and the
 * PostToolUse check use it, so what they report is exactly what the list hides, and a fix
 * that takes out the one named does not leave another behind unsaid.
 */
export function invisibleCodesIn(text: string, max = 5): string[] {
  const codes = new Set<string>();
  // matchAll works on a copy of the global pattern: its lastIndex stays as it was
  for (const run of text.matchAll(INVISIBLE)) {
    for (const ch of run[0]) {
      codes.add(`U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
      if (codes.size === max) return [...codes];
    }
  }
  return [...codes];
}
// A lone surrogate half (a YAML "\ud800" escape yields one) is not valid Unicode: the
// JSON output could carry it only as an escape that strict readers refuse.
interface WellFormed {
  isWellFormed(): boolean;
  toWellFormed(): string;
}

export function toSafeLine(value: string, maxChars: number): string {
  if (PLAIN.test(value)) return cut((value.includes('  ') ? value.replace(/ {2,}/g, ' ') : value).trim(), maxChars);
  return cut(inert(value).replace(/ {2,}/g, ' ').trim(), maxChars);
}

/**
 * toSafeLine for text that names something: a path, a key, a file name, a command. Its
 * spaces stay as they are — two in a row, one at an end — or the text would name
 * another file (`my  app/` read as `my app/`) or run in another folder.
 */
export function toSafePath(value: string, maxChars: number): string {
  return cut(PLAIN.test(value) ? value : inert(value), maxChars);
}

function inert(value: string): string {
  const whole = value as unknown as WellFormed;
  return (whole.isWellFormed() ? value : whole.toWellFormed()).replace(INVISIBLE, ' ').replace(TAG_CHARS, (c) => (c.length > 1 ? c : c === '<' ? '‹' : '›'));
}

/** Cuts at a code-point boundary and marks the cut. */
export function cut(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const points = Array.from(text);
  let out = '';
  for (const point of points) {
    if (out.length + point.length > maxChars - 1) break;
    out += point;
  }
  return `${out.trimEnd()}…`;
}
