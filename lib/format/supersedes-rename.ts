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

/** Whether a memory's parsed front matter names `name` in its `supersedes`. */
function supersedesNames(data: Record<string, unknown>, name: string): boolean {
  return supersededNames(data.supersedes).includes(name);
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A memory's text with `from` renamed `to` in its `supersedes`, everything else as written:
 * the name is replaced where it stands on the field's lines (`[a, from]`, `- from.md`,
 * `'from'`), so comments, quoting and order stay. The result is read back: every other
 * field as before and `supersedes` naming `to` where it named `from`. Where the field's
 * lines cannot be edited so (the name split over lines, an anchor), the front matter is
 * written anew through the YAML writer (comments in it are lost), the body byte for byte.
 * Undefined when the text does not name `from` there, or neither way reads back.
 */
export function renameInSupersedes(text: string, from: string, to: string): string | undefined {
  const before = parseFrontMatter(text);
  if (!before.ok || !supersedesNames(before.data, from)) return undefined;
  const wanted = supersededNames(before.data.supersedes).map((name) => (name === from ? to : name));
  const readsRight = (out: string): boolean => {
    const after = parseFrontMatter(out);
    if (!after.ok) return false;
    const keys = new Set([...Object.keys(before.data), ...Object.keys(after.data)]);
    for (const key of keys) if (key !== 'supersedes' && !sameValue(before.data[key], after.data[key])) return false;
    return JSON.stringify(supersededNames(after.data.supersedes)) === JSON.stringify(wanted);
  };
  const inPlace = inFieldLines(text, from, to);
  if (inPlace !== undefined && readsRight(inPlace)) return inPlace;
  const anew = withFrontMatter(text, { ...before.data, supersedes: wanted });
  return anew !== undefined && readsRight(anew) ? anew : undefined;
}

/** The name replaced on the lines of the `supersedes` field: its own line and the indented or `- ` lines after it. */
function inFieldLines(text: string, from: string, to: string): string | undefined {
  const lines = text.split('\n');
  const close = lines.findIndex((line, i) => i > 0 && /^---[ \t]*\r?$/.test(line));
  const start = lines.findIndex((line, i) => i > 0 && i < close && line.startsWith('supersedes:'));
  if (start === -1) return undefined;
  // the name between what may stand before and after it in a flow list, a block item or quotes
  // (not after a `-`: `old-deploy` is not `deploy`; a block item's `- ` leaves a space before it)
  const name = new RegExp(`(^|[\\s\\[,'"])${escaped(from)}(\\.[mM][dD])?(?=$|[\\s\\],'"#\\r])`, 'g');
  for (let i = start; i < close; i++) {
    const line = lines[i] as string;
    if (i > start && !/^[ \t-]/.test(line)) break;
    const head = i === start ? 'supersedes:'.length : 0;
    const comment = line.search(/(?:^|\s)#/);
    const end = comment === -1 || comment < head ? line.length : comment;
    lines[i] =
      line.slice(0, head) + line.slice(head, end).replace(name, (_, lead: string, md: string | undefined) => `${lead}${to}${md ?? ''}`) + line.slice(end);
  }
  return lines.join('\n');
}
