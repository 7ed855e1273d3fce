import { LANGS, type Lang } from '../i18n/lang.js';
import { LIST_TEXT } from '../i18n/list.js';
import type { Client } from '../model/clients.js';
import type { MemoryEntry } from '../model/memory.js';
import { effectiveBudget, fitWithTail, type ListLayout, labelOf, listTail, measureFor, notesOf, OPEN_TAG, type RenderOptions } from './render-list.js';
import { toSafePath } from './safe-line.js';

/**
 * A memory shown earlier and gone from the list now: its old line, and the lines of what
 * took its place where that is known: the memory it was renamed to, or those superseding it.
 */
export interface GoneLine {
  line: string;
  now?: readonly string[];
  /** a rename: the memory under its new name, shown by the rename's line alone (its description is the one seen) */
  became?: { entry: MemoryEntry; line: string; position: number };
}

/** What a later prompt shows: memories gone since, and new or edited ones. */
interface DeltaLines {
  removed: readonly GoneLine[];
  /** shown earlier, now under another name */
  renamed?: readonly GoneLine[];
  /** shown earlier, now hidden because another memory supersedes them */
  superseded?: readonly GoneLine[];
  changed: readonly { entry: MemoryEntry; line: string; position: number; edited?: true }[];
}

/** Every mark a list line may carry after its name, in any language (entryLineParts). */
const MARKS = LANGS.flatMap((lang) => [LIST_TEXT[lang].stale, LIST_TEXT[lang].conflict, LIST_TEXT[lang].noFrontMatter, LIST_TEXT[lang].instruction]);

/** `[scope] name` without the marks that followed the name: a removed memory's warnings ask for nothing. */
function unmarked(label: string): string {
  let out = label;
  for (let found = true; found; ) {
    found = false;
    for (const mark of MARKS) {
      if (out.endsWith(` ${mark}`)) {
        out = out.slice(0, -mark.length - 1);
        found = true;
      }
    }
  }
  return out;
}

/**
 * A later prompt's list: only new, edited, removed and superseded entries, under the same
 * tags and budget as the full list. Entries that do not fit stay unshown, so a later
 * prompt or the list command still reaches them. `shown[].index` is each entry's position.
 * `today` marks stale entries as the full list does. `notes`: where this project's memories
 * went when the delta empties its folder (the full list's note, lib/hook/memory-list.ts), and
 * the lint command the marks for a secret or an order point at.
 */
export function renderDelta(
  delta: DeltaLines,
  lang: Lang,
  budget: number,
  searchCommand: string,
  today?: string,
  client: Client = 'claude',
  /** `leftOut`: arrivals not offered at all (lib/hook/session-list.ts), counted with the lines the budget left out */
  notes: Partial<Pick<RenderOptions, 'otherClone' | 'projectKey' | 'lintCommand'>> & { pathLine?: string; leftOut?: number } = {},
): ListLayout {
  const text = LIST_TEXT[lang];
  const measure = measureFor(client);
  // the old lines come from the state file: as untrusted as any memory text
  // a removal notice need not repeat the description, nor the marks of a memory that is gone
  const label = (line: string) => toSafePath(unmarked(labelOf(line) ?? line), 220);
  const gone = (word: string, lines: readonly GoneLine[]) =>
    lines.map(({ line, now = [] }) => `${word}: ${label(line)}${now.length > 0 ? ` → ${now.map(label).join(', ')}` : ''}`);
  const removed = [...gone(text.removed, delta.removed), ...gone(text.renamed, delta.renamed ?? []), ...gone(text.superseded, delta.superseded ?? [])];
  // an edit is marked, so that a file read before is read again; the session keeps the plain line
  const lines = [...removed, ...delta.changed.map((c) => (c.edited ? `${c.line} ${text.edited}` : c.line))];
  const { pathLine, leftOut = 0, ...tailNotes } = notes;
  // only memories gone: no heading of memories to see, nor a line on how to read them
  const onlyGone = delta.changed.length === 0 && (delta.renamed ?? []).length === 0 && (delta.superseded ?? []).length === 0;
  const head = `${OPEN_TAG}\n${onlyGone ? '' : `${text.deltaHeading}\n`}${pathLine === undefined ? '' : `${pathLine}\n`}`;
  const omittedLine = (count: number) => text.deltaOmitted(count, searchCommand);
  // a removal's line carries no mark (unmarked above): it asks the tail for nothing
  const notesAt = (i: number) =>
    i < removed.length ? { stale: false, marked: false } : notesOf((delta.changed[i - removed.length] as { entry: MemoryEntry }).entry, today);
  // the same reminder as the full list: what follows is the team's notes, which never override the user
  const fit = fitWithTail({
    count: lines.length,
    lineAt: (i) => lines[i] as string,
    notesAt,
    head,
    tailOf: (notes) => listTail(lang, { ...tailNotes, ...notes, client, nothingToRead: onlyGone }),
    budget: effectiveBudget(budget, client),
    total: lines.length + leftOut,
    omittedLine,
    measure,
  });
  const { tail } = fit;
  const kept = new Set(fit.kept);
  const body = lines
    .filter((_, i) => kept.has(i))
    .map((l) => `${l}\n`)
    .join('');
  const omitted = lines.length - kept.size + leftOut;
  const more = omitted > 0 ? `${omittedLine(omitted)}\n` : '';
  // a rename told is its new name shown: the session keeps that memory's line as if listed
  const renamedAt = delta.removed.length;
  const renamedShown = (delta.renamed ?? []).flatMap((r, i) => (r.became && kept.has(renamedAt + i) ? [r.became] : []));
  const shown = [
    ...renamedShown.map((b) => ({ entry: b.entry, line: b.line, index: b.position })),
    ...delta.changed.filter((_, i) => kept.has(removed.length + i)).map((c) => ({ entry: c.entry, line: c.line, index: c.position })),
  ];
  return { text: `${head}${body}${more}${tail}`, shown };
}
