/**
 * Where each key of a TOML file is defined, by its full path: TOML lets one key be written
 * in several forms (`[a.b]` then `c = 1`; `b.c = 1` under `[a]`; `b = { c = 1 }`;
 * `a.b.c = 1` at the top), and Codex reads them all alike, so an edit that looks for one
 * form only misses the others and writes the key a second time, which Codex refuses to
 * load. Built from what checkToml reads (toml-check.ts), so it agrees with it on every
 * string, escape and bracket; a file that is no TOML gives what stands before its error.
 */
import { checkToml } from './toml-check.js';

/** Where a key = value stands: among a table's statements, or in an inline table's braces. */
type TomlContainer = { kind: 'section'; path: string[] } | { kind: 'inline'; path: string[]; open: number; close: number; entry: TomlEntry };

export interface TomlEntry {
  /** the key's full path, each part unquoted */
  path: string[];
  /** the key as written, from its container */
  keys: string[];
  /** offset of the key's first character */
  start: number;
  valueStart: number;
  valueEnd: number;
  /** the value, where it is a string */
  text?: string;
  /** where its value is an inline table: its braces */
  inline?: { open: number; close: number };
  container: TomlContainer;
  /** in an array (of values or of tables): not one place a path names */
  inArray: boolean;
}

interface TomlHeader {
  path: string[];
  at: number;
  array: boolean;
  inArray: boolean;
}

export interface TomlLayout {
  entries: TomlEntry[];
  headers: TomlHeader[];
}

type Open = { kind: '['; inArray: boolean } | { kind: '{'; container: TomlContainer & { kind: 'inline' }; inArray: boolean };

const startsWith = (path: readonly string[], prefix: readonly string[]): boolean => prefix.length <= path.length && prefix.every((k, i) => path[i] === k);

export function tomlLayout(text: string): TomlLayout {
  const entries: TomlEntry[] = [];
  const headers: TomlHeader[] = [];
  const arrayTables: string[][] = [];
  let section: TomlContainer = { kind: 'section', path: [] };
  let sectionInArray = false;
  const opens: Open[] = [];
  // keys whose value is being read, innermost last
  const pending: TomlEntry[] = [];
  const here = (): { container: TomlContainer; inArray: boolean } => {
    const top = opens.at(-1);
    if (top === undefined) return { container: section, inArray: sectionInArray };
    return top.kind === '{' ? { container: top.container, inArray: top.inArray } : { container: section, inArray: true };
  };
  checkToml(text, {
    header(keys, at, array) {
      const inArray = arrayTables.some((t) => startsWith(keys, t) && (array ? t.length < keys.length : true));
      if (array) arrayTables.push(keys);
      headers.push({ path: keys, at, array, inArray });
      section = { kind: 'section', path: keys };
      sectionInArray = array || inArray;
    },
    key(keys, at) {
      const { container, inArray } = here();
      pending.push({ path: [...container.path, ...keys], keys, start: at, valueStart: -1, valueEnd: -1, container, inArray });
    },
    open(kind, at) {
      const top = opens.at(-1);
      // a value in an array is no key's: it is read, and its own keys marked as in an array
      const inArray = top?.kind === '[' || here().inArray;
      const owner = top?.kind === '[' ? undefined : pending.at(-1);
      if (kind === '[') opens.push({ kind, inArray });
      else {
        const entry = owner ?? ({ path: [], keys: [], start: at, valueStart: at, valueEnd: at, container: section, inArray: true } as TomlEntry);
        opens.push({ kind, container: { kind: 'inline', path: entry.path, open: at, close: at, entry }, inArray });
      }
    },
    close(at) {
      const top = opens.pop();
      if (top?.kind === '{') {
        top.container.close = at;
        top.container.entry.inline = { open: top.container.open, close: at };
      }
    },
    value(start, end, text) {
      if (opens.at(-1)?.kind === '[') return;
      const entry = pending.pop();
      if (!entry) return;
      entry.valueStart = start;
      entry.valueEnd = end;
      if (text !== undefined) entry.text = text;
      entries.push(entry);
    },
  });
  return { entries, headers };
}
