/**
 * Reading and editing Codex's config.toml as text: only the lines a change is about are
 * touched, and nothing is re-serialised, so the user's comments, order and spacing stay.
 * It reads table headers and `key = "value"` lines, which is all Codex writes for project
 * trust (`[projects."<root>"]` / `trust_level = "trusted"`) and for the hook trust it keeps
 * in its own tables (hook-trust-toml.ts reads that in every form), and only lines on which a
 * statement starts (toml-check.ts): a line inside a multi-line string or array that reads
 * as a header is text, not a table. Whether the file is TOML at all is checkToml's to say.
 */
import { checkToml } from './toml-check.js';

interface Table {
  /** the dotted key of the header, each part unquoted */
  keys: string[];
  /** the header's line index */
  header: number;
  /** the index of the line after the table's last line */
  end: number;
}

const BARE = /^[A-Za-z0-9_-]+/;

/** One key part at the start of `text`: bare, "basic" (with escapes) or 'literal'; and what follows it. */
function keyPart(text: string): { key: string; rest: string } | undefined {
  const s = text.trimStart();
  if (s.startsWith('"')) {
    let out = '';
    for (let i = 1; i < s.length; i++) {
      const ch = s[i] as string;
      if (ch === '"') return { key: out, rest: s.slice(i + 1) };
      if (ch === '\\') {
        const next = s[i + 1];
        const simple: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };
        if (next !== undefined && simple[next] !== undefined) {
          out += simple[next];
          i++;
        } else if (next === 'u' || next === 'U') {
          const width = next === 'u' ? 4 : 8;
          const hex = s.slice(i + 2, i + 2 + width);
          if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) return undefined;
          out += String.fromCodePoint(Number.parseInt(hex, 16));
          i += 1 + width;
        } else return undefined;
      } else out += ch;
    }
    return undefined;
  }
  if (s.startsWith("'")) {
    const end = s.indexOf("'", 1);
    return end < 0 ? undefined : { key: s.slice(1, end), rest: s.slice(end + 1) };
  }
  const bare = BARE.exec(s)?.[0];
  return bare ? { key: bare, rest: s.slice(bare.length) } : undefined;
}

/** The dotted key at the start of `text` (`a."b c".d`), and what follows it. */
function dottedKey(text: string): { keys: string[]; rest: string } | undefined {
  const keys: string[] = [];
  let rest = text;
  for (;;) {
    const part = keyPart(rest);
    if (!part) return undefined;
    keys.push(part.key);
    rest = part.rest.trimStart();
    if (!rest.startsWith('.')) return { keys, rest };
    rest = rest.slice(1);
  }
}

/** The keys of a `[table]` header line, [] for an `[[array]]` header (a table, but never ours), undefined for any other line. */
function headerOf(line: string): string[] | undefined {
  const s = line.trim();
  if (s.startsWith('[[')) return [];
  if (!s.startsWith('[')) return undefined;
  const parsed = dottedKey(s.slice(1));
  if (!parsed?.rest.startsWith(']')) return undefined;
  const after = parsed.rest.slice(1).trim();
  return after === '' || after.startsWith('#') ? parsed.keys : undefined;
}

/**
 * Whether line i of `text` may be read as a statement: one on which a table header or a
 * `key = value` starts (checkToml). Where the text is no TOML every line is read as one:
 * the edits refuse such a file before, and the readers do their best.
 */
type IsStatement = (i: number) => boolean;
export const statementTest = (text: string): IsStatement => {
  const check = checkToml(text);
  return check.ok ? (i) => check.statements.has(i) : () => true;
};

function tablesOf(lines: readonly string[], isStatement: IsStatement): Table[] {
  const tables: Table[] = [];
  lines.forEach((line, i) => {
    if (!isStatement(i)) return;
    const keys = headerOf(line);
    if (keys === undefined) return;
    const last = tables.at(-1);
    if (last) last.end = i;
    tables.push({ keys, header: i, end: lines.length });
  });
  return tables;
}

const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((k, i) => k === b[i]);

export function findTable(lines: readonly string[], keys: readonly string[], isStatement: IsStatement): Table | undefined {
  return tablesOf(lines, isStatement).find((t) => same(t.keys, keys));
}

/** The line of `name = …` in a table's body, and its string value when it is one. */
export function findValue(lines: readonly string[], table: Table, name: string, isStatement: IsStatement): { line: number; value?: string } | undefined {
  for (let i = table.header + 1; i < table.end; i++) {
    if (!isStatement(i)) continue;
    const parsed = dottedKey(lines[i] as string);
    if (parsed?.keys.length !== 1 || parsed.keys[0] !== name || !parsed.rest.startsWith('=')) continue;
    const value = keyPart(parsed.rest.slice(1));
    const quoted = /^\s*["']/.test(parsed.rest.slice(1));
    return { line: i, value: quoted && value && /^\s*(#.*)?$/.test(value.rest) ? value.key : undefined };
  }
  return undefined;
}

/**
 * Codex 0.169.0 runs no hook once its `hooks` feature is off: `hooks = false` under
 * `[features]`, `features.hooks = false` before any table, or `features = { hooks = false }`.
 * `hooks` decides where it is set (`codex features list` says on for `hooks = true` beside
 * the older `codex_hooks = false`); the older name only where it is not. The key that
 * turns it off, and its line (1-based); undefined when none does.
 */
export function hooksFeatureOff(text: string): { key: string; line: number } | undefined {
  const { lines } = splitLines(text);
  const isStatement = statementTest(text);
  const tables = tablesOf(lines, isStatement);
  const found = new Map<string, { key: string; line: number; on: boolean }>();
  const note = (name: string, key: string, line: number, value: string) => {
    if ((name === 'hooks' || name === 'codex_hooks') && (value === 'true' || value === 'false') && !found.has(name))
      found.set(name, { key, line, on: value === 'true' });
  };
  const features = tables.find((t) => same(t.keys, ['features']));
  for (let i = (features?.header ?? lines.length) + 1; i < (features?.end ?? 0); i++) {
    if (!isStatement(i)) continue;
    const parsed = dottedKey(lines[i] as string);
    const value = /^=\s*(true|false)\s*(#.*)?$/.exec(parsed?.rest.trim() ?? '')?.[1];
    if (parsed?.keys.length === 1 && value) note(parsed.keys[0] as string, parsed.keys[0] as string, i + 1, value);
  }
  for (let i = 0; i < (tables[0]?.header ?? lines.length); i++) {
    if (!isStatement(i)) continue;
    const parsed = dottedKey(lines[i] as string);
    if (parsed?.keys[0] !== 'features') continue;
    const rest = parsed.rest.trim();
    if (parsed.keys.length === 2) {
      const value = /^=\s*(true|false)\s*(#.*)?$/.exec(rest)?.[1];
      if (value) note(parsed.keys[1] as string, `features.${parsed.keys[1]}`, i + 1, value);
    } else if (parsed.keys.length === 1) {
      // an inline table on one line: `features = { hooks = false, … }`
      for (const m of (/^=\s*\{([^}]*)\}/.exec(rest)?.[1] ?? '').matchAll(/(?:^|,)\s*([A-Za-z0-9_-]+)\s*=\s*(true|false)\s*(?=,|$)/g)) {
        note(m[1] as string, `features.${m[1]}`, i + 1, m[2] as string);
      }
    }
  }
  const decides = found.get('hooks') ?? found.get('codex_hooks');
  return decides && !decides.on ? { key: decides.key, line: decides.line } : undefined;
}

/** A key as a TOML basic string, as Codex's own editor quotes a path. */
export function tomlString(value: string): string {
  const escaped = value.replace(/[\\"\u0000-\u001f\u007f]/g, (ch) => {
    if (ch === '\\') return '\\\\';
    if (ch === '"') return '\\"';
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `"${escaped}"`;
}

export const splitLines = (text: string): { lines: string[]; eol: string } => ({ lines: text.split(/\r?\n/), eol: text.includes('\r\n') ? '\r\n' : '\n' });

/** Does config.toml trust the project at `root` (`[projects."<root>"] trust_level = "trusted"`)? */
export function projectTrusted(text: string, root: string): boolean {
  const { lines } = splitLines(text);
  const isStatement = statementTest(text);
  const table = findTable(lines, ['projects', root], isStatement);
  return table !== undefined && findValue(lines, table, 'trust_level', isStatement)?.value === 'trusted';
}
