import { sameValue } from './dates.js';
import { parseFrontMatter } from './frontmatter.js';
import { memoryNameFrom } from './memory-meta.js';
import { withFrontMatter } from './set-fields.js';

/** A memory's `supersedes` as names (a trailing `.md` dropped), or none when it is no list of names. */
function supersededNames(value: unknown): string[] {
  const items = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return items.flatMap((item) => {
    const name = typeof item === 'string' ? memoryNameFrom(item) : undefined;
    return name === undefined ? [] : [name];
  });
}

/** Whether a memory's text names `name` in its `supersedes`. */
export function textSupersedes(text: string, name: string): boolean {
  const parsed = parseFrontMatter(text);
  return parsed.ok && supersedesNames(parsed.data, name);
}

/** Whether a memory's parsed front matter names `name` in its `supersedes`. */
function supersedesNames(data: Record<string, unknown>, name: string): boolean {
  return supersededNames(data.supersedes).includes(name);
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A memory's text with `from` renamed `to` in its `supersedes`, everything else as written:
 * the name is replaced where it stands on the field's lines (`[a, from]`, `- from.md`,
 * `'from'`), so comments, quoting and order stay. Undefined when the text does not name
 * `from` there, or no way of writing it reads back (editSupersedes).
 */
export function renameInSupersedes(text: string, from: string, to: string): string | undefined {
  return editSupersedes(
    text,
    from,
    (names) => names.map((name) => (name === from ? to : name)),
    (fieldText) => inFieldLines(fieldText, from, to),
  );
}

/**
 * A memory's text with `name` taken out of its `supersedes` (the memory it named is gone):
 * the field's line or item line edited where it can be, the field removed with its last
 * name, everything else as written. Undefined as renameInSupersedes.
 */
export function dropFromSupersedes(text: string, name: string): string | undefined {
  return editSupersedes(
    text,
    name,
    (names) => names.filter((n) => n !== name),
    (fieldText) => withoutName(fieldText, name),
  );
}

/**
 * The edit of a `supersedes` that names `name`: `inPlace` first, then the front matter written
 * anew through the YAML writer (comments in it are lost; the body byte for byte). Either must
 * read back with every other field as before and `supersedes` as `edit` makes it (none: gone).
 */
function editSupersedes(text: string, name: string, edit: (names: string[]) => string[], inPlace: (text: string) => string | undefined): string | undefined {
  const before = parseFrontMatter(text);
  if (!before.ok || !supersedesNames(before.data, name)) return undefined;
  const wanted = edit(supersededNames(before.data.supersedes));
  const readsRight = (out: string): boolean => {
    const after = parseFrontMatter(out);
    if (!after.ok) return false;
    const keys = new Set([...Object.keys(before.data), ...Object.keys(after.data)]);
    for (const key of keys) if (key !== 'supersedes' && !sameValue(before.data[key], after.data[key])) return false;
    if (wanted.length === 0) return after.data.supersedes === undefined;
    return JSON.stringify(supersededNames(after.data.supersedes)) === JSON.stringify(wanted);
  };
  const edited = inPlace(text);
  if (edited !== undefined && readsRight(edited)) return edited;
  const { supersedes: _, ...rest } = before.data;
  const anew = withFrontMatter(text, wanted.length === 0 ? rest : { ...rest, supersedes: wanted });
  return anew !== undefined && readsRight(anew) ? anew : undefined;
}

/** The front matter's lines, where its closing `---` is, and the `supersedes` field's first and past-last line. */
function fieldLines(text: string): { lines: string[]; start: number; end: number } | undefined {
  const lines = text.split('\n');
  const close = lines.findIndex((line, i) => i > 0 && /^---[ \t]*\r?$/.test(line));
  const start = lines.findIndex((line, i) => i > 0 && i < close && line.startsWith('supersedes:'));
  if (start === -1) return undefined;
  let end = start + 1;
  while (end < close && /^[ \t-]/.test(lines[end] as string)) end++;
  return { lines, start, end };
}

/** `name` (with `.md` in any case) as it stands in a flow list, a block item or quotes; not inside `old-name`. */
const nameIn = (name: string): RegExp => new RegExp(`(^|[\\s\\[,'"])${escaped(name)}(\\.[mM][dD])?(?=$|[\\s\\],'"#\\r])`, 'g');

/** Where a line's comment starts (its length when it has none), after `from`. */
function commentAt(line: string, from: number): number {
  const at = line.search(/(?:^|\s)#/);
  return at === -1 || at < from ? line.length : at;
}

/** The field's lines without `name`: its item line removed, or the name cut from its one line; the field removed with its last name. */
function withoutName(text: string, name: string): string | undefined {
  const field = fieldLines(text);
  if (field === undefined) return undefined;
  const { lines, start, end } = field;
  const names = nameIn(name);
  const items = lines.slice(start + 1, end).filter((line) => /^[ \t]*-[ \t]/.test(line));
  if (items.length > 0) {
    const kept = lines
      .slice(start + 1, end)
      .filter((line) => !(/^[ \t]*-[ \t]/.test(line) && new RegExp(names.source).test(line.slice(0, commentAt(line, 0)))));
    // with no item left, the field goes whole (an empty `supersedes:` reads as null)
    const field = kept.some((line) => /^[ \t]*-[ \t]/.test(line)) ? [lines[start] as string, ...kept] : [];
    return [...lines.slice(0, start), ...field, ...lines.slice(end)].join('\n');
  }
  if (end !== start + 1) return undefined;
  const line = lines[start] as string;
  const head = 'supersedes:'.length;
  const at = commentAt(line, head);
  const value = line
    .slice(head, at)
    .replace(new RegExp(`(['"])${escaped(name)}(?:\\.[mM][dD])?\\1`, 'g'), '')
    .replace(names, '$1')
    // the comma the name leaves: `[, b]`, `[a, , b]`, `[a, ]`
    .replace(/\[\s*,\s*/, '[')
    .replace(/,\s*,/, ',')
    .replace(/,\s*\]/, ']');
  if (/^\s*(?:\[\s*\]|''|""|)\s*$/.test(value)) return [...lines.slice(0, start), ...lines.slice(start + 1)].join('\n');
  lines[start] = line.slice(0, head) + value + line.slice(at);
  return lines.join('\n');
}

/** The name replaced on the lines of the `supersedes` field: its own line and the indented or `- ` lines after it. */
function inFieldLines(text: string, from: string, to: string): string | undefined {
  const field = fieldLines(text);
  if (field === undefined) return undefined;
  const { lines, start, end } = field;
  // (not after a `-`: `old-deploy` is not `deploy`; a block item's `- ` leaves a space before it)
  const name = nameIn(from);
  for (let i = start; i < end; i++) {
    const line = lines[i] as string;
    const head = i === start ? 'supersedes:'.length : 0;
    const at = commentAt(line, head);
    lines[i] =
      line.slice(0, head) + line.slice(head, at).replace(name, (_, lead: string, md: string | undefined) => `${lead}${to}${md ?? ''}`) + line.slice(at);
  }
  return lines.join('\n');
}
