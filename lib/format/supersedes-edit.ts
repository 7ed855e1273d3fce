import { sameValue } from './dates.js';
import { parseFrontMatter } from './frontmatter.js';
import { memoryNameFrom } from './memory-meta.js';
import { withFrontMatter } from './set-fields.js';

/**
 * A memory's `supersedes` as names, read as the list reads them (toNames in
 * lib/format/memory-meta.ts): a string is split on its commas, a trailing `.md` dropped.
 */
function supersededNames(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return items.flatMap((item) => {
    const name = typeof item === 'string' || typeof item === 'number' ? memoryNameFrom(String(item)) : undefined;
    return name === undefined ? [] : [name];
  });
}

/**
 * Whether a memory's text names `name` in its `supersedes`: `unreadable` where its front
 * matter does not parse (a key written twice, say) and its supersedes lines hold the name:
 * the list reads no supersedes from it today, and will once it is fixed.
 */
export function textSupersedes(text: string, name: string): boolean | 'unreadable' {
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) return parsed.problem.kind !== 'no-front-matter' && writtenSupersedes(text).includes(name) ? 'unreadable' : false;
  return supersededNames(parsed.data.supersedes).includes(name);
}

/**
 * The names a front matter that does not parse writes in its `supersedes`, read off its
 * lines: `supersedes: [a, 'b']`, `supersedes: a, b`, or `- a` items below it, up to the line
 * that closes the front matter. A body is never read.
 */
function writtenSupersedes(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (!/^---[ \t]*$/.test(lines[0] ?? '')) return [];
  const end = lines.findIndex((line, i) => i > 0 && /^(?:---|\.\.\.)[ \t]*$/.test(line));
  const head = lines.slice(1, end === -1 ? lines.length : end);
  const at = head.findIndex((line) => /^supersedes[ \t]*:/.test(line));
  if (at === -1) return [];
  const items = [head[at]?.replace(/^supersedes[ \t]*:/, '') ?? ''];
  for (const line of head.slice(at + 1)) {
    if (!/^[ \t]/.test(line) && !line.startsWith('- ')) break;
    items.push(line);
  }
  return items
    .map((line) => line.replace(/[ \t]#.*$/, ''))
    .join(',')
    .split(/[,[\]]/)
    .map((item) =>
      item
        .trim()
        .replace(/^-[ \t]*/, '')
        .replace(/^["']|["']$/g, ''),
    )
    .flatMap((item) => memoryNameFrom(item) ?? []);
}

/**
 * A memory's text with `from` renamed `to` in its `supersedes`, everything else as written:
 * the item is replaced where it stands on the field's lines (`[a, from]`, `- from.md`,
 * `'from'`, `a, from`), so comments, quoting and order stay. Undefined when the text does
 * not name `from` there, or no way of writing it reads back (editSupersedes).
 */
export function renameInSupersedes(text: string, from: string, to: string): string | undefined {
  return editSupersedes(
    text,
    from,
    (names) => names.map((name) => (name === from ? to : name)),
    (field) => renamedItems(field, from, to),
  );
}

/**
 * A memory's text with `name` taken out of its `supersedes` (the memory it named is gone):
 * its item line, or the item and a comma beside it on the field's line; the field goes
 * with its last name. Everything else as written; undefined as renameInSupersedes.
 */
export function dropFromSupersedes(text: string, name: string): string | undefined {
  return editSupersedes(
    text,
    name,
    (names) => names.filter((n) => n !== name),
    (field) => withoutItem(field, name),
  );
}

/**
 * A memory's text with `name` in its `supersedes` replaced by `names` (what the memory gone
 * superseded, passed on): no name to pass on is dropFromSupersedes, one a rename of the item
 * where it stands; more, or one it names already, a field written anew.
 */
export function replaceInSupersedes(text: string, name: string, names: readonly string[]): string | undefined {
  const [only] = names;
  if (only === undefined) return dropFromSupersedes(text, name);
  return editSupersedes(
    text,
    name,
    (before) => [...new Set(before.flatMap((n) => (n === name ? names : [n])))],
    (field) => (names.length === 1 ? renamedItems(field, name, only) : undefined),
  );
}

/** The front matter's lines and the `supersedes` field's first and past-last line among them. */
interface Field {
  lines: string[];
  start: number;
  end: number;
}

/**
 * The edit of a `supersedes` that names `name`: `inPlace` on the field's lines first, then
 * the front matter written anew through the YAML writer (its comments are lost; the BOM,
 * the line ends and the body are kept byte for byte). Either must read back with every
 * other field as before and `supersedes` as `edit` makes it (with no name left: gone).
 */
function editSupersedes(text: string, name: string, edit: (names: string[]) => string[], inPlace: (field: Field) => string[] | undefined): string | undefined {
  const before = parseFrontMatter(text);
  if (!before.ok || !supersededNames(before.data.supersedes).includes(name)) return undefined;
  const wanted = edit(supersededNames(before.data.supersedes));
  const readsRight = (out: string): boolean => {
    const after = parseFrontMatter(out);
    if (!after.ok) return false;
    const keys = new Set([...Object.keys(before.data), ...Object.keys(after.data)]);
    for (const key of keys) if (key !== 'supersedes' && !sameValue(before.data[key], after.data[key])) return false;
    if (wanted.length === 0) return after.data.supersedes === undefined;
    return JSON.stringify(supersededNames(after.data.supersedes)) === JSON.stringify(wanted);
  };
  const field = fieldOf(text);
  const edited = field === undefined ? undefined : inPlace(field)?.join('\n');
  if (edited !== undefined && readsRight(edited)) return edited;
  const { supersedes: _, ...rest } = before.data;
  const anew = withFrontMatter(text, wanted.length === 0 ? rest : { ...rest, supersedes: wanted });
  return anew !== undefined && readsRight(anew) ? anew : undefined;
}

function fieldOf(text: string): Field | undefined {
  const lines = text.split('\n');
  const close = lines.findIndex((line, i) => i > 0 && /^---[ \t]*\r?$/.test(line));
  const start = lines.findIndex((line, i) => i > 0 && i < close && line.startsWith('supersedes:'));
  if (start === -1) return undefined;
  let end = start + 1;
  while (end < close && /^[ \t-]/.test(lines[end] as string)) end++;
  return { lines, start, end };
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a line's value ends: at its comment (` # …`), else its end (a CR kept outside). */
function valueEnd(line: string, from: number): number {
  const comment = line.slice(from).search(/(?:^|[ \t])#/);
  const end = comment === -1 ? line.length : from + comment;
  return line[end - 1] === '\r' ? end - 1 : end;
}

/**
 * The spans of `name` as a whole item in `value` (the part of a line after `supersedes:`,
 * or an item line): quoted or not, `.md` or not, with only `[`, `,`, a block item's `-` or
 * nothing before it and `,`, `]` or nothing after it. A name inside another item
 * (`old-deploy`, `'old deploy'`) is none.
 */
function itemSpans(value: string, name: string, blockItem: boolean): Array<{ start: number; end: number; quote: string; md: string }> {
  const spans: Array<{ start: number; end: number; quote: string; md: string }> = [];
  for (const match of value.matchAll(new RegExp(`(['"]?)${escaped(name)}(\\.[mM][dD])?\\1`, 'g'))) {
    const start = match.index;
    const end = start + match[0].length;
    const before = value.slice(0, start).trimEnd();
    const after = value.slice(end).trimStart();
    const opens = blockItem ? /^[ \t]*-$/.test(before) : before === '' || before.endsWith('[') || before.endsWith(',');
    if (opens && (after === '' || after.startsWith(',') || after.startsWith(']'))) spans.push({ start, end, quote: match[1] ?? '', md: match[2] ?? '' });
  }
  return spans;
}

/** The field's lines with each item naming `from` naming `to`, quoting and `.md` as they were. */
function renamedItems({ lines, start, end }: Field, from: string, to: string): string[] {
  const out = [...lines];
  for (let i = start; i < end; i++) {
    const line = out[i] as string;
    const head = i === start ? 'supersedes:'.length : 0;
    const stop = valueEnd(line, head);
    const value = line.slice(head, stop);
    let edited = value;
    // right to left, so that earlier spans keep their offsets
    for (const span of itemSpans(value, from, i > start).reverse()) {
      edited = `${edited.slice(0, span.start)}${span.quote}${to}${span.md}${span.quote}${edited.slice(span.end)}`;
    }
    out[i] = line.slice(0, head) + edited + line.slice(stop);
  }
  return out;
}

/** The field's lines without the item naming `name`: its item line, or the item and a comma beside it; the whole field with its last item. */
function withoutItem({ lines, start, end }: Field, name: string): string[] | undefined {
  const items = lines.slice(start + 1, end);
  const isItem = (line: string) => /^[ \t]*-[ \t]/.test(line);
  if (items.some(isItem)) {
    const kept = items.filter((line) => !(isItem(line) && itemSpans(line.slice(0, valueEnd(line, 0)), name, true).length > 0));
    // with no item left the field goes whole: an empty `supersedes:` reads as null
    return [...lines.slice(0, start), ...(kept.some(isItem) ? [lines[start] as string, ...kept] : []), ...lines.slice(end)];
  }
  if (end !== start + 1) return undefined;
  const line = lines[start] as string;
  const head = 'supersedes:'.length;
  const stop = valueEnd(line, head);
  let value = line.slice(head, stop);
  for (const span of itemSpans(value, name, false).reverse()) {
    const after = value.slice(span.end).match(/^\s*,\s*/);
    const before = value.slice(0, span.start).match(/,\s*$/);
    // the comma after it goes with it (`[a, b]` → `[b]`), else the one before (`[a, b]` → `[a]`)
    value = after
      ? value.slice(0, span.start) + value.slice(span.end + after[0].length)
      : before
        ? value.slice(0, span.start - before[0].length) + value.slice(span.end)
        : value.slice(0, span.start) + value.slice(span.end);
  }
  if (/^\s*(?:\[\s*\])?\s*$/.test(value)) return [...lines.slice(0, start), ...lines.slice(start + 1)];
  return [...lines.slice(0, start), line.slice(0, head) + value + line.slice(stop), ...lines.slice(start + 1)];
}
