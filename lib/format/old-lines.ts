import { sameValue } from './dates.js';
import { parseFrontMatter } from './frontmatter.js';

/**
 * A part of a front matter: a top-level field's lines (its own, and the indented, list and
 * blank lines after it), or a comment at the left edge, which has no key and stays where it is.
 */
interface FieldLines {
  key?: string;
  lines: string[];
}

// a field's first line: a key plain or quoted, up to the colon a space or the line's end follows
const FIELD = /^(?:"((?:[^"\\]|\\.)*)"|'((?:[^']|'')*)'|([^\s"'#\-[{?:][^:]*?))[ \t]*:(?:[ \t]|$)/;
// any other line that starts at the left edge (`? key`, a flow key) starts a field no key matches
const OTHER_FIELD = /^[^\s#\-:]/;

/**
 * `written` (a memory the YAML writer wrote anew, LF) with each field that reads as it did in
 * `old` written in `old`'s lines again: the writer drops what the value does not keep —
 * `20.10` becomes `20.1`, `01234` `668`, a long number loses digits, a time its zone, a
 * comment its line — while the file's author reads the text; in the old order, a comment on
 * a line of its own where it was, a new field after the one it follows in the writer's. A
 * field whose value changed, or whose key is no plain or quoted one (`? key`), is the
 * writer's; where `old` has no front matter that parses, `written` as it is. Undefined where
 * the result would not read as `written` does, field by field: the caller refuses rather than
 * change what it was not asked to.
 */
export function keepOldLines(old: string, written: string): string | undefined {
  const before = fieldsOf(old.replace(/\r\n?/g, '\n'));
  const oldData = parseFrontMatter(old);
  // no fields to keep: a file without front matter, or one that does not parse
  if (before === undefined || !oldData.ok) return written;
  const after = fieldsOf(written);
  const newData = parseFrontMatter(written);
  if (after === undefined || !newData.ok) return undefined;
  const writtenByKey = new Map(after.fields.map((field) => [field.key, field]));
  const same = (key: string) => Object.hasOwn(oldData.data, key) && Object.hasOwn(newData.data, key) && sameValue(oldData.data[key], newData.data[key]);
  // the old order, each field the old lines or the writer's, a comment where it was; a field dropped goes
  const fields = before.fields.flatMap((field) => {
    if (field.key === undefined) return [field];
    const now = writtenByKey.get(field.key);
    return now === undefined ? [] : [same(field.key) ? field : now];
  });
  // a field the old file lacks goes after the one it follows in the writer's order
  let at = 0;
  for (const field of after.fields) {
    const there = fields.findIndex((f) => f.key === field.key);
    if (there === -1) fields.splice(at++, 0, field);
    else at = there + 1;
  }
  const lines = fields.flatMap((field) => field.lines);
  const out = `---\n${lines.join('\n')}\n${written.slice(after.close)}`;
  const check = parseFrontMatter(out);
  if (!check.ok) return undefined;
  const keys = new Set([...Object.keys(check.data), ...Object.keys(newData.data)]);
  for (const key of keys) if (!sameValue(check.data[key], newData.data[key])) return undefined;
  return out;
}

/** The fields of a front matter (LF), and where its closing `---` line starts. Undefined for a text with none. */
function fieldsOf(text: string): { fields: FieldLines[]; close: number } | undefined {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (!text.startsWith('---\n', bom)) return undefined;
  const end = /^---[ \t]*$/m.exec(text.slice(bom + 4));
  if (!end) return undefined;
  const close = bom + 4 + end.index;
  const fields: FieldLines[] = [];
  for (const [i, line] of text
    .slice(bom + 4, close)
    .replace(/\n$/, '')
    .split('\n')
    .entries()) {
    const m = FIELD.exec(line);
    // a quoted key as read (an escape in double quotes left as written: it matches no plain key)
    const key = m ? (m[1] ?? m[2]?.replace(/''/g, "'") ?? m[3]) : undefined;
    const last = fields[fields.length - 1];
    if (key !== undefined) fields.push({ key, lines: [line] });
    // a key no writer's line has (`? key`): the writer's field of it goes in instead
    else if (OTHER_FIELD.test(line)) fields.push({ key: `\0${i}`, lines: [line] });
    else if (line.startsWith('#') || last === undefined) fields.push({ lines: [line] });
    else last.lines.push(line);
  }
  // trailing blank lines of the last field are the block's, not its value's
  const tail = fields[fields.length - 1];
  while (tail && tail.lines.length > 1 && tail.lines[tail.lines.length - 1]?.trim() === '') tail.lines.pop();
  return { fields, close };
}
