import { LANGS } from '../i18n/lang.js';
import { LIST_TEXT } from '../i18n/list.js';
import type { MemorySet } from '../index/memory-set.js';
import type { MemoryEntry } from '../model/memory.js';
import type { GoneLine } from '../render/render-delta.js';
import { OPEN_TAG } from '../render/render-list.js';

/** What changed between the lines a session was shown and the memories now on disk. */
interface SessionDelta {
  /** new to this session, or edited since it saw them (`edited`), with the current line and position */
  changed: { entry: MemoryEntry; line: string; position: number; edited?: true }[];
  /** shown earlier and gone now */
  removed: GoneLine[];
  /** shown earlier and gone now under a new name: the same body and description in a memory new to the session */
  renamed: GoneLine[];
  /** shown earlier and hidden now, another memory superseding them */
  superseded: GoneLine[];
  /** the paths of all three */
  gone: string[];
}

/**
 * Pure diff: `candidates` are the positions this prompt would show (all of them when the
 * list fits, else the relevant ones); edits and removals are found among everything the
 * session has seen, whether or not it is a candidate now. Only what the session was
 * shown is looked up, not every memory; a line is compared as it would be shown now.
 * `seen.markEdits`: the lines were shown in the language used now, so a new description
 * is an edit; `seen.stamps`: each body's digest when shown (MemorySet.stampOf), so a memory
 * whose body was rewritten is shown again as an edit, whatever became of its line.
 * `rank`: orders the memories new to the session, when there are several, for the prompt.
 */
export function diffShown(
  shown: Readonly<Record<string, string>>,
  memories: MemorySet,
  candidates: readonly number[],
  lineOf: (entry: MemoryEntry) => string,
  seen: { markEdits?: boolean; stamps?: Readonly<Record<string, string>> } = {},
  rank?: (positions: readonly number[]) => readonly number[],
): SessionDelta {
  const { markEdits = true, stamps } = seen;
  const edited: SessionDelta['changed'] = [];
  const removed: { path: string; line: string }[] = [];
  const superseded: GoneLine[] = [];
  const gone: string[] = [];
  const taken = new Set<number>();
  for (const [path, before] of Object.entries(shown)) {
    const position = memories.indexOf(path);
    if (position === -1) removed.push({ path, line: before });
    else if (memories.isHidden(position)) superseded.push({ line: before, now: listedHiders(memories, position).map((by) => lineOf(memories.entry(by))) });
    if (position === -1 || memories.isHidden(position)) {
      gone.push(path);
      continue;
    }
    const entry = memories.entry(position);
    // not read this time (out of time): nothing is known to have changed, and its
    // placeholder line is no edit; the session keeps the line it was shown
    if (entry.unread) continue;
    const line = lineOf(entry);
    // a new description is an edit to read again, and so is a rewritten body, in any
    // language; a mark that came or went (stale, after a verify) is not
    const stamp = stamps?.[path];
    const now = memories.stampOf(position);
    // a memory that looks like it holds a secret is not to be read: nothing asks to read it again
    // a weight kept by a session of an older version is no digest: nothing to compare
    const comparable = stamp !== undefined && now !== undefined && stamp.startsWith('h') === now.startsWith('h');
    const secret = entry.problems.some((p) => p.kind === 'secret');
    const rewritten = comparable && stamp !== now && !secret;
    // the secret mark stands in for the description: its coming or going (new rules, another
    // version) is no edit of the file; a file rewritten to drop the secret is one by its stamp
    const described = markEdits && !secret && !hasSecretMark(before) && describedAs(line) !== describedAs(before);
    if (line !== before || rewritten) {
      edited.push(rewritten || described ? { entry, line, position, edited: true } : { entry, line, position });
      taken.add(position);
    }
  }
  // edits in list order, as the full list shows them
  const changed = edited.sort((a, b) => a.position - b.position);
  const fresh = candidates.filter((position) => shown[memories.entry(position).path] === undefined && !taken.has(position));
  const renamed = renamesAmong(removed, fresh, memories, lineOf, stamps);
  // a memory renamed is told by the rename's line: its description is the one the session saw
  const became = new Set([...renamed.values()].map((r) => r.became?.position));
  const arrived = fresh.filter((position) => !became.has(position));
  // many at once (a pull): the ones this prompt is about first, as a list that does not fit orders them
  for (const position of arrived.length > 1 && rank ? rank(arrived) : arrived) {
    const entry = memories.entry(position);
    changed.push({ entry, line: lineOf(entry), position });
  }
  return { changed, removed: removed.filter((r) => !renamed.has(r.path)).map(({ line }) => ({ line })), renamed: [...renamed.values()], superseded, gone };
}

/**
 * The memories the list shows in place of a hidden one: those that supersede it, and where one
 * of them is hidden in turn (a chain that came in one pull: C supersedes B, which supersedes A),
 * the ones that hide it, on to one listed. Pointing the session at B, which no list shows, sent
 * the model to read a memory replaced.
 */
function listedHiders(memories: MemorySet, position: number): number[] {
  const listed: number[] = [];
  const seen = new Set([position]);
  const walk = (at: number) => {
    for (const by of memories.hiddenBy(at)) {
      if (seen.has(by)) continue;
      seen.add(by);
      if (memories.isHidden(by)) walk(by);
      else listed.push(by);
    }
  };
  walk(position);
  return listed;
}

/**
 * The memories gone that came back under another name (`rename`, `mv`): a memory new to
 * the session with the same body (its stamp) and the same description, and the only such
 * one. Both, so that two notes that share a template body are not taken for one renamed.
 * By path of the memory gone.
 */
function renamesAmong(
  removed: readonly { path: string; line: string }[],
  fresh: readonly number[],
  memories: MemorySet,
  lineOf: (entry: MemoryEntry) => string,
  stamps: Readonly<Record<string, string>> | undefined,
): Map<string, GoneLine> {
  const out = new Map<string, GoneLine>();
  const stamped = removed.filter((r) => stamps?.[r.path] !== undefined);
  if (stamped.length === 0 || fresh.length === 0) return out;
  const claimed = new Set<number>();
  for (const { path, line } of stamped) {
    const same = fresh.filter(
      (position) => memories.stampOf(position) === stamps?.[path] && describedAs(lineOf(memories.entry(position))) === describedAs(line),
    );
    const [position] = same;
    if (same.length !== 1 || position === undefined || claimed.has(position)) continue;
    claimed.add(position);
    const entry = memories.entry(position);
    const now = lineOf(entry);
    out.set(path, { line, now: [now], became: { entry, line: now, position } });
  }
  return out;
}

/** Whether a line shown before carried the secret mark in place of its description, in any language. */
function hasSecretMark(line: string): boolean {
  return LANGS.some((lang) => line.includes(LIST_TEXT[lang].secret));
}

/** What a list line says after its `[scope] name`: the description. */
function describedAs(line: string): string {
  return line.slice(line.indexOf(' — ') + 1);
}

export function isEmptyDelta(delta: SessionDelta): boolean {
  return delta.changed.length === 0 && delta.removed.length === 0 && delta.renamed.length === 0 && delta.superseded.length === 0;
}

/** What a session was shown, by path: each memory's line, and its body's digest then. */
interface ShownLines {
  lines: Readonly<Record<string, string>>;
  stamps?: Readonly<Record<string, string>>;
}

/**
 * What a session's conversation still shows after a rewind that kept its list: `kept`, the
 * hooks' texts it still holds (newest first). A line a later prompt's hook told (a memory
 * saved or edited since the list) may be gone with the prompts taken back: such a memory
 * goes back to the newest line the conversation still holds for it, where it holds one,
 * and else is shown no more, so the next delta tells it again. So does a memory whose
 * removal (or rename, or supersession) a prompt taken back told: the conversation holds its
 * line again, and `pathOf` (its file, from `[scope] name`) puts it back among those shown, so
 * the next delta tells it gone again. Undefined when the newest line held for every memory
 * is the one shown. A body's edit told in a line that reads as the one before is not seen
 * to be gone.
 */
export function shownInConversation(
  shown: ShownLines,
  kept: readonly string[],
  pathOf: (key: string) => string | undefined = () => undefined,
): { lines: Record<string, string>; stamps: Record<string, string> } | undefined {
  // the newest line for each `[scope] name`, as the session keeps it (a delta's edit mark is
  // taken off: a full list adds none, so a description that ends in one keeps it), or null
  // where the newest word of it says it is gone
  const newest = new Map<string, string | null>();
  for (const text of kept) {
    const delta = LANGS.some((lang) => text.includes(`${OPEN_TAG}\n${LIST_TEXT[lang].deltaHeading}\n`));
    for (const raw of text.split('\n')) {
      const listed = raw.startsWith('[') ? memoryKey(raw) : undefined;
      const key = listed ?? goneKey(raw);
      if (key !== undefined && !newest.has(key)) newest.set(key, listed === undefined ? null : delta ? withoutEditMark(raw) : raw);
    }
  }
  const shownKeys = new Set(Object.values(shown.lines).map(memoryKey));
  const lost = Object.entries(shown.lines).filter(([, line]) => {
    const key = memoryKey(line);
    return key === undefined || newest.get(key) !== line;
  });
  const heldAgain = [...newest].flatMap(([key, line]) => {
    const path = line === null || shownKeys.has(key) ? undefined : pathOf(key);
    return path === undefined || path in shown.lines ? [] : [[path, line as string] as const];
  });
  if (lost.length === 0 && heldAgain.length === 0) return undefined;
  const lines = { ...shown.lines };
  const stamps = { ...shown.stamps };
  for (const [path, line] of lost) {
    const key = memoryKey(line);
    const held = key === undefined ? undefined : newest.get(key);
    if (held === undefined || held === null) delete lines[path];
    else lines[path] = held;
    // the body the conversation last heard of is not known: the memory's next stamp starts anew
    delete stamps[path];
  }
  for (const [path, line] of heldAgain) lines[path] = line;
  return { lines, stamps };
}

/** `[scope] name` of a memory's list line (its marks and description left out); undefined for any other line. */
function memoryKey(line: string): string | undefined {
  return /^\[[^\]\n]*\] [^\s—]+/.exec(line)?.[0];
}

/** The `[scope] name` a delta's `removed:`, `renamed:` or `superseded:` line (any language) says is gone. */
function goneKey(line: string): string | undefined {
  for (const lang of LANGS) {
    const text = LIST_TEXT[lang];
    for (const word of [text.removed, text.renamed, text.superseded]) {
      if (line.startsWith(`${word}: [`)) return memoryKey(line.slice(word.length + 2));
    }
  }
  return undefined;
}

/** A line as a delta showed an edit, without its mark (renderDelta): the line the session keeps. */
function withoutEditMark(line: string): string {
  for (const lang of LANGS) {
    const mark = ` ${LIST_TEXT[lang].edited}`;
    if (line.endsWith(mark)) return line.slice(0, -mark.length);
  }
  return line;
}
