import { comparableValue } from './dates.js';
import { parseFrontMatter, stringifyMemoryText } from './frontmatter.js';
import { keepOldLines } from './old-lines.js';
import { trailingComment } from './trailing-comment.js';

/**
 * Sets top-level `key: value` lines in a memory's front matter and leaves every other
 * byte as it was — comments, quoting, key order, line ends, the body — so a hand-written
 * memory still reads as its author wrote it after `verify`. A key already there on one
 * line is replaced in place, the comment it ended with kept (a value on the indented lines
 * below it becomes that one line); a new key goes just before the closing `---`. Values
 * must be plain YAML scalars (the dates this is for).
 *
 * The result is parsed back and compared with the original: every other field must read
 * the same and each set key must read as `values` says. Undefined when it would not (the
 * key appears twice, the front matter does not parse…): the caller then writes the front
 * matter anew through the YAML writer, which keeps no comment.
 */
export function setFrontMatterLines(text: string, values: Readonly<Record<string, string>>): string | undefined {
  const before = parseFrontMatter(text);
  if (!before.ok) return undefined;
  const bom = text.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
  const lines = text.slice(bom.length).split('\n');
  let close = lines.findIndex((line, i) => i > 0 && /^---[ \t]*\r?$/.test(line));
  if (!lines[0]?.startsWith('---') || close === -1) return undefined;
  const eol = lines[0].endsWith('\r') ? '\r' : '';
  for (const [key, value] of Object.entries(values)) {
    const at: number[] = [];
    for (let i = 1; i < close; i++) if (lines[i]?.startsWith(`${key}:`)) at.push(i);
    if (at.length > 1) return undefined;
    if (at.length === 1) {
      const start = at[0] as number;
      // the comment the old line ended with stays on it (`review_by: 2026-06-01   # quarterly`)
      const comment = trailingComment((lines[start] as string).replace(/\r$/, '')) ?? '';
      // a value on the lines below its key (`review_by:` then `  2026-06-01`) becomes the one line
      let end = start + 1;
      while (end < close && /^[ \t]/.test(lines[end] ?? '')) end++;
      lines.splice(start, end - start, `${key}: ${value}${comment}${eol}`);
      close -= end - start - 1;
    } else lines.splice(close, 0, `${key}: ${value}${eol}`);
  }
  const out = bom + lines.join('\n');
  const after = parseFrontMatter(out);
  if (!after.ok) return undefined;
  const keys = new Set([...Object.keys(before.data), ...Object.keys(after.data)]);
  for (const key of keys) {
    const expected = Object.hasOwn(values, key) ? values[key] : comparableValue(before.data[key]);
    if (JSON.stringify(comparableValue(after.data[key])) !== JSON.stringify(expected)) return undefined;
  }
  return out;
}

/**
 * The fallback of setFrontMatterLines: the whole front matter written anew through the
 * YAML writer with `values` set (the other fields keep their lines), the body kept byte for byte.
 * Undefined when the front matter does not parse, or the result does not read back.
 */
export function rewriteFrontMatter(text: string, values: Readonly<Record<string, string>>): string | undefined {
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) return undefined;
  const out = withFrontMatter(text, { ...parsed.data, ...values });
  if (out === undefined) return undefined;
  const after = parseFrontMatter(out);
  if (!after.ok) return undefined;
  for (const [key, value] of Object.entries(values)) if (comparableValue(after.data[key]) !== value) return undefined;
  return out;
}

/**
 * `text` with its front matter written anew from `data` through the YAML writer, each field
 * that reads as before in its old lines; the BOM, the line ends of the front matter (CRLF
 * stays CRLF) and everything after its closing `---` are kept byte for byte. Undefined when
 * it has no closing `---`, or the old lines would not read as `data`.
 */
export function withFrontMatter(text: string, data: Record<string, unknown>): string | undefined {
  const bom = text.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
  const src = text.slice(bom.length);
  const opened = src.indexOf('\n');
  if (opened === -1) return undefined;
  const close = /^---[ \t]*\r?$/m.exec(src.slice(opened + 1));
  if (!close) return undefined;
  // the closing line without its CR: what follows it (its line end, the body) is kept as it is
  const closeEnd = opened + 1 + close.index + close[0].replace(/\r$/, '').length;
  // the fields that read as before keep their lines (keepOldLines): undefined where they cannot
  const written = keepOldLines(src, stringifyMemoryText(data, ''));
  if (written === undefined) return undefined;
  const head = written.slice(0, written.indexOf('\n---', 3) + '\n---'.length);
  return bom + (src[opened - 1] === '\r' ? head.replace(/\n/g, '\r\n') : head) + src.slice(closeEnd);
}
