import { sameValue } from './dates.js';
import { parseFrontMatter } from './frontmatter.js';
import { normalizeBody } from './tidy-body.js';
import { trailingComment } from './trailing-comment.js';

/**
 * A memory rewritten by `save --update`, laid out as its old file was: the fields the
 * update left as they were keep their lines (comments, quoting, key order, blank lines),
 * a changed field's lines are the YAML writer's, a new field goes where the writer put
 * it, after the field it follows there. The body is the new one, unless it is the old
 * one with only its ends tidied (an update that gave no body): then the old, byte for byte.
 *
 * Undefined where the old layout cannot be kept safely (no front matter, a line that is
 * neither a field, its continuation, a comment nor blank, a field twice, CRLF line ends):
 * the caller writes `rewritten` as it is. The result is parsed back and must read as
 * `rewritten` does, field by field.
 */
export function keepLayout(old: string, rewritten: string): string | undefined {
  return laidOut(old, rewritten, true) ?? laidOut(old, rewritten, false);
}

/**
 * keepLayout; `comments`: a changed one-line field keeps the comment its old line ended
 * with (`review_by: 2026-06-01   # quarterly`), which the writer's line has no place for.
 */
function laidOut(old: string, rewritten: string, comments: boolean): string | undefined {
  const before = split(old);
  const after = split(rewritten);
  if (!before || !after) return undefined;
  const oldData = parseFrontMatter(old);
  const newData = parseFrontMatter(rewritten);
  if (!oldData.ok || !newData.ok) return undefined;
  const same = (key: string) => Object.hasOwn(oldData.data, key) && sameValue(oldData.data[key], newData.data[key]);
  // the old parts, a changed field's lines the writer's, a field the update dropped gone
  const parts: Part[] = [];
  for (const part of before.parts) {
    if (part.key === undefined || same(part.key)) parts.push(part);
    else if (Object.hasOwn(newData.data, part.key)) {
      const written = after.parts.find((p) => p.key === part.key);
      if (!written) return undefined;
      parts.push(comments ? withComment(written, part) : written);
    }
  }
  // a field the old file lacks goes after the one it follows in the writer's order
  let at = 0;
  for (const part of after.parts) {
    if (part.key === undefined) continue;
    const there = parts.findIndex((p) => p.key === part.key);
    if (there === -1) parts.splice(at++, 0, part);
    else at = there + 1;
  }
  const lines = parts.flatMap((part) => part.lines);
  const body = after.body === normalizeBody(before.body) ? before.body : after.body;
  const out = `${before.head}${lines.join('\n')}${lines.length > 0 ? '\n' : ''}${before.close}${body}`;
  const check = parseFrontMatter(out);
  if (!check.ok) return undefined;
  const keys = new Set([...Object.keys(check.data), ...Object.keys(newData.data)]);
  for (const key of keys) if (!sameValue(check.data[key], newData.data[key])) return undefined;
  return out;
}

/** A front matter line: a field's first, or the rest (comment, blank, continuation). */
const FIELD = /^([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]|$)/;
const CONTINUATION = /^(?:[ \t]+\S|- |-$)/;
const LOOSE = /^(?:[ \t]*#.*|[ \t]*)$/;

interface Part {
  /** undefined: a comment or blank line, kept where it is */
  key?: string;
  lines: string[];
}

interface Layout {
  /** the opening line with its line end, and the BOM before it */
  head: string;
  parts: Part[];
  /** the closing line with its line end */
  close: string;
  body: string;
}

function split(text: string): Layout | undefined {
  if (text.includes('\r')) return undefined;
  const bom = text.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
  const src = text.slice(bom.length);
  const openEnd = src.indexOf('\n');
  if (!src.startsWith('---') || openEnd === -1) return undefined;
  const close = /^---[ \t]*$/m.exec(src.slice(openEnd + 1));
  if (!close) return undefined;
  const yamlEnd = openEnd + 1 + close.index;
  const closeEnd = src.indexOf('\n', yamlEnd);
  const yaml = src.slice(openEnd + 1, yamlEnd).replace(/\n$/, '');
  const parts: Part[] = [];
  const keys = new Set<string>();
  for (const line of yaml === '' ? [] : yaml.split('\n')) {
    const key = FIELD.exec(line)?.[1];
    const last = parts[parts.length - 1];
    if (key !== undefined) {
      if (keys.has(key)) return undefined;
      keys.add(key);
      parts.push({ key, lines: [line] });
    } else if (CONTINUATION.test(line) && last?.key !== undefined) last.lines.push(line);
    else if (LOOSE.test(line)) parts.push({ lines: [line] });
    else return undefined;
  }
  return {
    head: bom + src.slice(0, openEnd + 1),
    parts,
    close: closeEnd === -1 ? `${src.slice(yamlEnd)}\n` : src.slice(yamlEnd, closeEnd + 1),
    body: closeEnd === -1 ? '' : src.slice(closeEnd + 1),
  };
}

/** The writer's one line of a field, with the comment the field's old line ended with. */
function withComment(written: Part, was: Part): Part {
  const [line] = written.lines;
  const comment = was.lines.length === 1 && written.lines.length === 1 ? trailingComment(was.lines[0] as string) : undefined;
  return comment === undefined || line === undefined ? written : { ...written, lines: [`${line}${comment}`] };
}
