/**
 * A hook's trust in Codex's config.toml, `hooks.state."<key>".trusted_hash`, read and
 * edited in whatever form the file holds it. Codex's /hooks writes a table per key
 * (`[hooks.state."<key>"]` / `trusted_hash = "…"`), but a user may keep the same key as an
 * inline table (`"<key>" = { trusted_hash = "…" }` under `[hooks.state]`), a dotted key
 * (`"<key>".trusted_hash = "…"`, or `hooks.state."<key>".trusted_hash = …` at the top),
 * or inside `hooks = { … }`; Codex 0.169.0 reads each as trust, and refuses to start on a
 * file that defines the key twice. So a key is changed where it stands, a new one goes
 * where TOML lets it go, and the result is checked again before anyone writes it.
 */
import { findTable, findValue, splitLines, statementTest, tomlString } from './codex-config.js';
import { checkToml } from './toml-check.js';
import { type TomlEntry, type TomlLayout, tomlLayout } from './toml-layout.js';

/** A config.toml where the trust of a hook cannot be written: a value (or an array of tables) stands where its table would be. */
export class TomlShapeError extends Error {
  constructor(readonly line: number) {
    super(`line ${line} holds a value where hooks.state."…" would be a table`);
    this.name = 'TomlShapeError';
  }
}

const pathOf = (key: string): string[] => ['hooks', 'state', key, 'trusted_hash'];
const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((k, i) => k === b[i]);
const startsWith = (path: readonly string[], prefix: readonly string[]): boolean => prefix.length <= path.length && prefix.every((k, i) => path[i] === k);
/** 1-based line of an offset. */
const lineAt = (text: string, at: number): number => text.slice(0, at).split('\n').length;
const splice = (text: string, from: number, to: number, put: string): string => `${text.slice(0, from)}${put}${text.slice(to)}`;
/** A key as TOML writes it: bare where it may be, else quoted. */
const keyText = (keys: readonly string[]): string => keys.map((k) => (/^[A-Za-z0-9_-]+$/.test(k) ? k : tomlString(k))).join('.');

function placedEntries(layout: TomlLayout): TomlEntry[] {
  return layout.entries.filter((e) => !e.inArray);
}

/** The trusted hash recorded for a hook key, if any, in any of the forms TOML allows. */
export function readTrustedHash(text: string, key: string): string | undefined {
  const path = pathOf(key);
  return placedEntries(tomlLayout(text)).find((e) => same(e.path, path))?.text;
}

/** `key = value` put first in an inline table's braces. */
function intoBraces(text: string, braces: { open: number; close: number }, item: string): string {
  const inner = text.slice(braces.open + 1, braces.close);
  return inner.trim() === '' ? splice(text, braces.open + 1, braces.close, ` ${item} `) : splice(text, braces.open + 1, braces.open + 1, ` ${item},`);
}

/** A line after the one a statement ends on, indented as it is. */
function afterStatement(text: string, entry: TomlEntry, line: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lineStart = text.lastIndexOf('\n', entry.start - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
  const end = text.indexOf('\n', entry.valueEnd);
  if (end === -1) return `${text}${eol}${indent}${line}`;
  return splice(text, end + 1, end + 1, `${indent}${line}${eol}`);
}

/** The edit setTrustedHash makes, before it is checked. */
function withTrust(text: string, key: string, value: string): string {
  const path = pathOf(key);
  const layout = tomlLayout(text);
  const entries = placedEntries(layout);
  const found = entries.find((e) => same(e.path, path));
  if (found) return splice(text, found.valueStart, found.valueEnd, value);
  const blocked = [
    ...layout.headers.filter((h) => h.array && startsWith(path, h.path)).map((h) => h.at),
    ...entries.filter((e) => e.inline === undefined && e.path.length < path.length && startsWith(path, e.path)).map((e) => e.start),
  ];
  if (blocked.length > 0) throw new TomlShapeError(lineAt(text, Math.min(...blocked)));
  // an inline table on the way is closed: the rest of the path goes inside its braces
  const inline = entries.filter((e) => e.inline !== undefined && startsWith(path, e.path)).sort((a, b) => b.path.length - a.path.length)[0];
  if (inline?.inline) return intoBraces(text, inline.inline, `${keyText(path.slice(inline.path.length))} = ${value}`);
  const table = path.slice(0, 3);
  const line = `trusted_hash = ${value}`;
  const { lines, eol } = splitLines(text);
  const header = findTable(lines, table, statementTest(text));
  if (header) {
    lines.splice(header.header + 1, 0, line);
    return lines.join(eol);
  }
  // a table made by dotted keys takes more only from the same table's statements
  const dotted = entries.filter((e) => e.container.kind === 'section' && e.container.path.length < table.length && startsWith(e.path, table)).at(-1);
  if (dotted) return afterStatement(text, dotted, `${keyText(path.slice(dotted.container.path.length))} = ${value}`);
  const block = `[hooks.state.${tomlString(key)}]${eol}${line}`;
  if (text === '') return `${block}${eol}`;
  // the file's ending stays: one without a final line break gets none after the block either
  return text.endsWith('\n') ? `${text}${eol}${block}${eol}` : `${text}${eol}${eol}${block}`;
}

/**
 * Sets `trusted_hash` for a hook key where the file has it, in whatever form; else in the
 * key's table, the inline table on its way, or a table added at the end. Never defines a
 * key twice: an edit that would leave a file Codex cannot load is refused.
 */
export function setTrustedHash(text: string, key: string, hash: string): string {
  const after = withTrust(text, key, tomlString(hash));
  const check = checkToml(after);
  if (!check.ok && checkToml(text).ok) throw new TomlShapeError(check.line);
  return after;
}

/** The lines a statement stands on, taken out with their line break. */
function withoutStatement(text: string, entry: TomlEntry): string {
  const from = text.lastIndexOf('\n', entry.start - 1) + 1;
  const end = text.indexOf('\n', entry.valueEnd);
  if (end !== -1) return splice(text, from, end + 1, '');
  // the last line, with no break after it: the break before it goes instead
  const before = from === 0 ? 0 : text[from - 2] === '\r' ? from - 2 : from - 1;
  return text.slice(0, before);
}

/** An item taken out of an inline table's braces, with the comma that parts it from the next (or the one before). */
function withoutItem(text: string, entry: TomlEntry, items: readonly TomlEntry[]): string {
  const at = items.indexOf(entry);
  const next = items[at + 1];
  if (next) return splice(text, entry.start, next.start, '');
  const previous = items[at - 1];
  if (previous) return splice(text, previous.valueEnd, entry.valueEnd, '');
  const braces = entry.container.kind === 'inline' ? entry.container : undefined;
  return braces ? splice(text, braces.open + 1, braces.close, ' ') : text;
}

/**
 * Takes back a hook key's trust where it stands: the table setTrustedHash adds goes when it
 * holds nothing else (with the blank line in front of it), else only its trusted_hash line;
 * in another form, the statement or the item of an inline table that holds it.
 */
export function removeTrustedHash(text: string, key: string): string {
  const path = pathOf(key);
  const entries = placedEntries(tomlLayout(text));
  const entry = entries.find((e) => same(e.path, path));
  if (!entry) return text;
  if (entry.container.kind === 'section' && same(entry.container.path, path.slice(0, 3))) return withoutKeyTable(text, key);
  // the key's inline table goes with it when it holds nothing else; `hooks` or `state` stays, emptied
  let unit = entry;
  for (;;) {
    const container = unit.container;
    if (container.kind !== 'inline') return withoutStatement(text, unit);
    const items = entries.filter((e) => e.container === container);
    if (items.length > 1 || container.entry.path.length < 3) return withoutItem(text, unit, items);
    unit = container.entry;
  }
}

/** removeTrustedHash for the `[hooks.state."<key>"]` table Codex's /hooks and setTrustedHash write. */
function withoutKeyTable(text: string, key: string): string {
  const { lines, eol } = splitLines(text);
  const isStatement = statementTest(text);
  const table = findTable(lines, ['hooks', 'state', key], isStatement);
  if (!table) return text;
  const at = findValue(lines, table, 'trusted_hash', isStatement);
  const others = lines.slice(table.header + 1, table.end).filter((l, i) => table.header + 1 + i !== at?.line && !/^\s*(#.*)?$/.test(l));
  if (others.length > 0) {
    if (at) lines.splice(at.line, 1);
    return lines.join(eol);
  }
  const { header, end } = table;
  // a comment in the table's span is the user's (most often one over the table after it,
  // written after ours): it stays, with the blank line over it; our lines go, with the blank
  // line setTrustedHash put in front of the table
  const comment = lines.findIndex((l, i) => i > header && i < end && /^\s*#/.test(l));
  if (comment !== -1) {
    const blank = (i: number) => lines[i]?.trim() === '';
    const drop = (i: number) => i === header || i === at?.line || (blank(i) && (i === header - 1 || (i > header && i < comment - 1)));
    return lines.filter((_, i) => !drop(i)).join(eol);
  }
  // the table's lines (its trailing blank lines among them); the last table takes the
  // blank line in front of it instead, as it was appended
  if (end < lines.length) {
    lines.splice(header, end - header);
    return lines.join(eol);
  }
  const start = header > 0 && (lines[header - 1] as string).trim() === '' ? header - 1 : header;
  // the file's ending stays: a final line break when it had one, none when it had none
  lines.splice(start, end - start, ...(text.endsWith('\n') ? [''] : []));
  return lines.join(eol);
}
