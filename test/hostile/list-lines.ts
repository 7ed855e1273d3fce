// Reading what a hook printed as Claude would: the memory lines of a full list or of a
// later prompt's delta, and the view of the memories a session holds after them. Used by
// the concurrency tests, which check every line against what the file said.
import { LIST_TEXT } from '../../lib/i18n/list.js';
import { contextOf } from '../support/processes.js';

export interface ListLine {
  /** `global` or the project key, as the label shows it */
  scope: string;
  name: string;
  /** in a delta, without the mark of an edit */
  description: string;
}

export interface PrintedList {
  /** a full list (it names the memory folder) replaces what the session held; a delta adds to it */
  full: boolean;
  lines: ListLine[];
  /** `scope/name` of memories a delta says are gone */
  removed: string[];
  /** `scope/name` before and after, of memories a delta says were renamed: the description seen goes with the name */
  renamed: Array<[string, string]>;
}

const EN = LIST_TEXT.en;
/** The first word of a full list's header line (`Path:`): a delta has none. */
const HEADER_START = `${EN.header('', '').split(' ')[0]} `;
const LINE = /^\[([^\]]+)\] (\S+) — (.*)$/;
/** What a delta puts after the line of a memory the session saw in other words. */
const EDITED = ` ${EN.edited}`;
const REMOVED = new RegExp(`^${EN.removed}: \\[([^\\]]+)\\] (\\S+)$`);
/** `renamed: [scope] old → [scope] new`: the same body and description under a new name, which has no line of its own */
const RENAMED = new RegExp(`^${EN.renamed}: \\[([^\\]]+)\\] (\\S+) → \\[([^\\]]+)\\] (\\S+)$`);

/** The list in a UserPromptSubmit hook's stdout (English labels); undefined when it printed none. */
export function printedList(stdout: string): PrintedList | undefined {
  const context = contextOf(stdout);
  if (context === undefined) return undefined;
  const open = context.indexOf('<project-memory>');
  const close = context.indexOf('</project-memory>');
  if (open === -1 || close === -1) return undefined;
  const body = context.slice(open, close).split('\n');
  const list: PrintedList = { full: body.some((line) => line.startsWith(HEADER_START)), lines: [], removed: [], renamed: [] };
  for (const line of body) {
    const renamed = RENAMED.exec(line);
    if (renamed) {
      list.renamed.push([`${renamed[1]}/${renamed[2]}`, `${renamed[3]}/${renamed[4]}`]);
      continue;
    }
    const removed = REMOVED.exec(line);
    if (removed) {
      list.removed.push(`${removed[1]}/${removed[2]}`);
      continue;
    }
    const match = LINE.exec(line);
    if (!match) continue;
    const text = match[3] as string;
    const edited = !list.full && text.endsWith(EDITED);
    const description = edited ? text.slice(0, -EDITED.length) : text;
    list.lines.push({ scope: match[1] as string, name: match[2] as string, description });
  }
  return list;
}

/** What a session has been shown so far, `scope/name` → description, after one more list. */
export function applyList(view: Map<string, string>, list: PrintedList | undefined): void {
  if (!list) return;
  if (list.full) view.clear();
  for (const key of list.removed) view.delete(key);
  for (const [from, to] of list.renamed) {
    const description = view.get(from);
    view.delete(from);
    if (description !== undefined) view.set(to, description);
  }
  for (const line of list.lines) view.set(`${line.scope}/${line.name}`, line.description);
}

/** What the list shows for a file it could not read whole (caught mid-write): never a mismatch. */
export const PLACEHOLDERS: readonly string[] = [EN.noDescription, EN.brokenFrontMatter, EN.emptyFile];
