/**
 * Whether a config.toml is TOML Codex can load, and where each statement starts. Codex
 * refuses to start on a config.toml it cannot parse ("failed to load … unclosed array"),
 * so install must not write its trust into one as if nothing were wrong, nor doctor pass
 * it; and the line editor (codex-config.ts) must not read a line inside a multi-line
 * string as a table header. This reads TOML 1.0's syntax and the redefinitions it
 * forbids (a key twice, a table twice, a value extended as a table); it builds no values.
 * Where TOML 1.0 is strict and Codex (0.169.0) reads TOML 1.1 (line breaks and a last comma
 * inside an inline table, a time without seconds), it is lenient: refusing a file Codex
 * loads would be worse than passing one it does not (test/e2e/codex-config-check.test.ts
 * holds the two in step).
 */
import type { TomlFailure, TomlProblem } from '../model/toml-problem.js';

type TomlCheck =
  /** `statements`: the 0-based lines on which a table header or a top-level `key = value` starts */
  | { ok: true; statements: ReadonlySet<number> }
  /** the first problem */
  | ({ ok: false } & TomlFailure);

class TomlSyntaxError extends Error {
  constructor(
    readonly at: number,
    readonly problem: TomlProblem,
    readonly key?: string,
  ) {
    super(problem);
  }
}

/** A node of the key tree, for the redefinitions TOML forbids. */
type Node =
  | { kind: 'table'; children: Map<string, Node>; header: boolean; dotted: boolean }
  | { kind: 'array-of-tables'; last: Node & { kind: 'table' } }
  | { kind: 'value' };

const table = (header: boolean, dotted: boolean): Node & { kind: 'table' } => ({ kind: 'table', children: new Map(), header, dotted });

const BARE_KEY = /[A-Za-z0-9_-]/;
const INTEGER = /^[+-]?(?:0|[1-9](?:_?[0-9])*)$|^0x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*$|^0o[0-7](?:_?[0-7])*$|^0b[01](?:_?[01])*$/;
const FLOAT = /^[+-]?(?:0|[1-9](?:_?[0-9])*)(?:\.[0-9](?:_?[0-9])*(?:[eE][+-]?[0-9](?:_?[0-9])*)?|[eE][+-]?[0-9](?:_?[0-9])*)$|^[+-]?(?:inf|nan)$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?$|^\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
/** Characters a number, a date or a boolean is made of, read as one token. */
const SCALAR_CHAR = /[0-9A-Za-z_:.+-]/;

/**
 * What a reader of the layout (toml-layout.ts) is told as the checker goes: where each
 * header, key and value is. Offsets are into the text as given.
 */
interface TomlListener {
  header(keys: string[], at: number, array: boolean): void;
  /** a `key =`, before its value */
  key(keys: string[], at: number): void;
  /** an inline table (`{`) or an array (`[`) opens; closes at `close` */
  open(kind: '{' | '[', at: number): void;
  close(at: number): void;
  /** a value ends (after an inline table's or an array's close); `text` for a string */
  value(start: number, end: number, text?: string): void;
}

class Reader {
  i = 0;
  constructor(
    readonly text: string,
    readonly listener?: TomlListener,
  ) {}

  peek(): string | undefined {
    return this.text[this.i];
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.i);
  }

  fail(problem: TomlProblem, at = this.i, key?: string): never {
    throw new TomlSyntaxError(at, problem, key);
  }

  /** Spaces and tabs. */
  blank(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.i++;
  }

  /** A comment, up to its line's end; control characters other than a tab are not allowed in it. */
  comment(): void {
    if (this.peek() !== '#') return;
    while (this.i < this.text.length && !this.atNewline()) {
      const code = this.text.charCodeAt(this.i);
      if ((code < 0x20 && code !== 0x09) || code === 0x7f) this.fail('control-character');
      this.i++;
    }
  }

  atNewline(): boolean {
    return this.peek() === '\n' || this.startsWith('\r\n');
  }

  newline(): void {
    this.i += this.peek() === '\r' ? 2 : 1;
  }

  /** Blank space, comments and line breaks: what may come between the values of an array. */
  gap(): void {
    for (;;) {
      this.blank();
      this.comment();
      if (!this.atNewline()) return;
      this.newline();
    }
  }

  /** The end of a statement: blank space, a comment, then a line break or the end. */
  endOfLine(): void {
    this.blank();
    this.comment();
    if (this.i < this.text.length && !this.atNewline()) this.fail('text-after-value');
  }

  key(): string[] {
    const parts: string[] = [];
    for (;;) {
      this.blank();
      parts.push(this.simpleKey());
      this.blank();
      if (this.peek() !== '.') return parts;
      this.i++;
    }
  }

  private simpleKey(): string {
    const start = this.i;
    if (this.peek() === '"') return this.basicString(false);
    if (this.peek() === "'") return this.literalString(false);
    while (BARE_KEY.test(this.peek() ?? '')) this.i++;
    if (this.i === start) this.fail('bad-key');
    return this.text.slice(start, this.i);
  }

  /** A "basic" string (multi-line with `"""`), its value unescaped. */
  basicString(multiline: boolean): string {
    const start = this.i;
    this.i += multiline ? 3 : 1;
    let out = '';
    for (;;) {
      const ch = this.peek();
      if (ch === undefined) this.fail('unterminated-string', start);
      if (multiline && this.startsWith('"""')) {
        // up to two quotes just before the closing three belong to the string
        let quotes = 3;
        while (this.text[this.i + quotes] === '"' && quotes < 5) quotes++;
        out += '"'.repeat(quotes - 3);
        this.i += quotes;
        return out;
      }
      if (!multiline && ch === '"') {
        this.i++;
        return out;
      }
      if (this.atNewline()) {
        if (!multiline) this.fail('unterminated-string', start);
        out += '\n';
        this.newline();
        continue;
      }
      if (ch === '\\') {
        out += this.escape(multiline);
        continue;
      }
      this.controlCheck();
      out += ch;
      this.i++;
    }
  }

  private escape(multiline: boolean): string {
    const at = this.i;
    const next = this.text[this.i + 1];
    const simple: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };
    if (next !== undefined && simple[next] !== undefined) {
      this.i += 2;
      return simple[next];
    }
    if (next === 'u' || next === 'U') {
      const width = next === 'u' ? 4 : 8;
      const hex = this.text.slice(this.i + 2, this.i + 2 + width);
      const code = /^[0-9A-Fa-f]+$/.test(hex) && hex.length === width ? Number.parseInt(hex, 16) : -1;
      if (code < 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) this.fail('bad-escape', at);
      this.i += 2 + width;
      return String.fromCodePoint(code);
    }
    if (multiline) {
      // a backslash that ends a line takes the line break and the blank space after it
      let j = this.i + 1;
      while (this.text[j] === ' ' || this.text[j] === '\t') j++;
      if (this.text[j] === '\n' || this.text.startsWith('\r\n', j)) {
        this.i = j;
        while (this.peek() === ' ' || this.peek() === '\t' || this.atNewline()) {
          if (this.atNewline()) this.newline();
          else this.i++;
        }
        return '';
      }
    }
    return this.fail('bad-escape', at);
  }

  private controlCheck(): void {
    const code = this.text.charCodeAt(this.i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) this.fail('control-character');
  }

  /** A 'literal' string (multi-line with `'''`): no escapes. */
  literalString(multiline: boolean): string {
    const start = this.i;
    this.i += multiline ? 3 : 1;
    const from = this.i;
    for (;;) {
      const ch = this.peek();
      if (ch === undefined) this.fail('unterminated-string', start);
      if (multiline && this.startsWith("'''")) {
        let quotes = 3;
        while (this.text[this.i + quotes] === "'" && quotes < 5) quotes++;
        const value = this.text.slice(from, this.i) + "'".repeat(quotes - 3);
        this.i += quotes;
        return value;
      }
      if (!multiline && ch === "'") {
        this.i++;
        return this.text.slice(from, this.i - 1);
      }
      if (this.atNewline()) {
        if (!multiline) this.fail('unterminated-string', start);
        this.newline();
        continue;
      }
      this.controlCheck();
      this.i++;
    }
  }

  /** A value: a string, an array, an inline table, or a scalar (number, boolean, date). */
  value(): void {
    const ch = this.peek();
    const start = this.i;
    let text: string | undefined;
    if (this.startsWith('"""')) text = this.basicString(true);
    else if (ch === '"') text = this.basicString(false);
    else if (this.startsWith("'''")) text = this.literalString(true);
    else if (ch === "'") text = this.literalString(false);
    else if (ch === '[') this.array();
    else if (ch === '{') this.inlineTable();
    else this.scalar();
    this.listener?.value(start, this.i, text);
  }

  /** `[ value, … ]` */
  private array(): void {
    this.list(']', 'unclosed-array', () => this.value());
  }

  /** `{ key = value, … }`, its keys defined once each */
  private inlineTable(): void {
    const local = table(false, false);
    this.list('}', 'unclosed-inline-table', () => this.keyValue(local));
  }

  /**
   * An array's or an inline table's items, from its opening bracket: items parted by commas,
   * line breaks and comments between them, a comma before the closing one (TOML 1.1's in an
   * inline table, which Codex reads).
   */
  private list(close: string, unclosed: TomlProblem, item: () => void): void {
    const start = this.i;
    this.listener?.open(close === '}' ? '{' : '[', start);
    this.i++;
    for (;;) {
      this.gap();
      if (this.peek() === undefined) this.fail(unclosed, start);
      if (this.peek() === close) {
        this.listener?.close(this.i);
        this.i++;
        return;
      }
      item();
      this.gap();
      if (this.peek() === ',') {
        this.i++;
        continue;
      }
      if (this.peek() !== close) this.fail(this.peek() === undefined ? unclosed : 'bad-value', this.peek() === undefined ? start : this.i);
      this.listener?.close(this.i);
      this.i++;
      return;
    }
  }

  /** `key = value`, the key defined in `into` (the current table, or an inline table's own). */
  keyValue(into: Node & { kind: 'table' }): void {
    const at = this.i;
    const keys = this.key();
    if (this.peek() !== '=') this.fail('expected-equals');
    this.i++;
    this.blank();
    defineValue(into, keys, at);
    this.listener?.key(keys, at);
    if (this.peek() === undefined || this.atNewline()) this.fail('bad-value');
    this.value();
  }

  private scalar(): void {
    const start = this.i;
    while (SCALAR_CHAR.test(this.peek() ?? '')) {
      this.i++;
      // a date and a time may be parted by one space: `1979-05-27 07:32:00`
      if (this.peek() === ' ' && /^\d{4}-\d{2}-\d{2}$/.test(this.text.slice(start, this.i)) && /\d/.test(this.text[this.i + 1] ?? '')) this.i++;
    }
    const token = this.text.slice(start, this.i);
    if (token === 'true' || token === 'false' || INTEGER.test(token) || FLOAT.test(token) || DATE_TIME.test(token)) return;
    this.fail('bad-value', start);
  }
}

const shown = (keys: readonly string[]): string => keys.join('.');

/** The table `keys` names under `from`, made where missing: a header's parents, or a dotted key's. */
function descend(from: Node & { kind: 'table' }, keys: readonly string[], at: number, dotted: boolean): Node & { kind: 'table' } {
  let here = from;
  keys.forEach((key, k) => {
    const node = here.children.get(key);
    if (node === undefined) {
      const made = table(false, dotted);
      here.children.set(key, made);
      here = made;
    } else if (node.kind === 'table') here = node;
    else if (node.kind === 'array-of-tables' && !dotted) here = node.last;
    else throw new TomlSyntaxError(at, 'not-a-table', shown(keys.slice(0, k + 1)));
  });
  return here;
}

/** `a.b.c = …` in `current`: a, b tables (made where missing), c a key not defined before. */
function defineValue(current: Node & { kind: 'table' }, keys: readonly string[], at: number): void {
  const parent = descend(current, keys.slice(0, -1), at, true);
  const last = keys[keys.length - 1] as string;
  if (parent.children.has(last)) throw new TomlSyntaxError(at, 'duplicate-key', shown(keys));
  parent.children.set(last, { kind: 'value' });
}

/** `[a.b]`: the table, defined here for the first time. */
function defineTable(root: Node & { kind: 'table' }, keys: readonly string[], at: number): Node & { kind: 'table' } {
  const parent = descend(root, keys.slice(0, -1), at, false);
  const last = keys[keys.length - 1] as string;
  const node = parent.children.get(last);
  if (node === undefined) {
    const made = table(true, false);
    parent.children.set(last, made);
    return made;
  }
  // a table only named on the way to another (`[a.b]` before `[a]`) may be defined once
  if (node.kind === 'table' && !node.header && !node.dotted) {
    node.header = true;
    return node;
  }
  throw new TomlSyntaxError(at, node.kind === 'value' ? 'not-a-table' : 'duplicate-table', shown(keys));
}

/** `[[a.b]]`: one more table of the array. */
function defineArrayTable(root: Node & { kind: 'table' }, keys: readonly string[], at: number): Node & { kind: 'table' } {
  const parent = descend(root, keys.slice(0, -1), at, false);
  const last = keys[keys.length - 1] as string;
  const node = parent.children.get(last);
  const made = table(true, false);
  if (node === undefined) parent.children.set(last, { kind: 'array-of-tables', last: made });
  else if (node.kind === 'array-of-tables') node.last = made;
  else throw new TomlSyntaxError(at, node.kind === 'value' ? 'not-a-table' : 'duplicate-table', shown(keys));
  return made;
}

/** 1-based line and column of an offset. */
function locate(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: at - lineStart + 1 };
}

export function checkToml(text: string, listener?: TomlListener): TomlCheck {
  const r = new Reader(text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text, listener);
  const root = table(true, false);
  let current = root;
  const statements = new Set<number>();
  let line = 0;
  let counted = 0;
  const lineAt = (at: number): number => {
    for (let i = text.indexOf('\n', counted); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
      line++;
      counted = i + 1;
    }
    return line;
  };
  try {
    for (;;) {
      r.gap();
      if (r.peek() === undefined) return { ok: true, statements };
      const at = r.i;
      statements.add(lineAt(at));
      if (r.peek() === '[') {
        const array = r.startsWith('[[');
        r.i += array ? 2 : 1;
        const keys = r.key();
        if (!r.startsWith(array ? ']]' : ']')) r.fail('bad-header');
        r.i += array ? 2 : 1;
        current = array ? defineArrayTable(root, keys, at) : defineTable(root, keys, at);
        r.listener?.header(keys, at, array);
      } else r.keyValue(current);
      r.endOfLine();
    }
  } catch (error) {
    if (!(error instanceof TomlSyntaxError)) throw error;
    return { ok: false, ...locate(text, error.at), problem: error.problem, ...(error.key === undefined ? {} : { key: error.key }) };
  }
}
