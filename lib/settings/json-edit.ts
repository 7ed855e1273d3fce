// The one module that imports jsonc-parser: the format-preserving edits VS Code makes to
// its own settings files. A settings file is the user's; only the bytes an edit is about
// change, so CRLF line ends, key order, spacing elsewhere and numbers beyond a double's
// precision (12345678901234567890) stay exactly as written.
import {
  applyEdits,
  type FormattingOptions,
  findNodeAtLocation,
  findNodeAtOffset,
  format,
  modify,
  type Node,
  type ParseError,
  parse as parseJsonc,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import type { JsonErrorAt } from '../model/json-error.js';
import { detectIndent, jsonErrorOffset, jsonReason, textLocation } from './json-text.js';

type JsonPath = (string | number)[];

/** Set the value at `path` (creating the objects above it), remove it (`value: undefined`), or insert into an array. */
export interface JsonEdit {
  path: JsonPath;
  value: unknown;
  /** insert `value` into the array at `path`'s last index (-1: at the end) instead of replacing */
  insert?: boolean;
}

/**
 * A key that appears twice in an object an edit goes through. JSON.parse (and Claude Code)
 * keep the last; an edit would land in the first. Which one the user meant is theirs to say.
 */
export class DuplicateKeyError extends Error {
  constructor(
    readonly key: string,
    readonly lines: number[],
  ) {
    super(`"${key}" appears more than once (lines ${lines.join(', ')})`);
    this.name = 'DuplicateKeyError';
  }
}

function formattingOf(text: string): FormattingOptions {
  const indent = detectIndent(text);
  const tabs = indent.includes('\t');
  return { insertSpaces: !tabs, tabSize: tabs ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** Throws DuplicateKeyError when an object on the way to `path` holds the next key more than once. */
function assertSingleKeys(text: string, root: Node | undefined, path: JsonPath): void {
  let node = root;
  for (const [at, segment] of path.entries()) {
    if (!node) return;
    if (node.type === 'object' && typeof segment === 'string') {
      const matches = (node.children ?? []).filter((property) => property.children?.[0]?.value === segment);
      // named by its path (permissions.allow): a bare "allow" may be in more than one place
      if (matches.length > 1)
        throw new DuplicateKeyError(
          path
            .slice(0, at + 1)
            .map((part) => (typeof part === 'number' ? `[${part}]` : part))
            .join('.')
            .replaceAll('.[', '['),
          matches.map((property) => lineOf(text, property.offset)),
        );
      node = matches[0]?.children?.[1];
    } else if (node.type === 'array' && typeof segment === 'number') {
      node = node.children?.[segment];
    } else {
      return;
    }
  }
}

/**
 * The text a removal takes out: from the end of the item before to the end of this one
 * (its comma and line break go, the line break before the closing bracket stays), or from
 * this item to the next when it is the first; the whole inside when it is the only one,
 * so an emptied list or object reads `[]` or `{}`. It is the exact inverse of an
 * insertion at the end, so uninstall gives back the bytes install found. The only item of
 * a container that holds comments as well takes just itself and the blank in front of it:
 * the comments were there before install (`"hooks": { /* none yet *\/ }`), and stay.
 */
function removalRange(text: string, root: Node, path: JsonPath): { offset: number; length: number } | undefined {
  const found = findNodeAtLocation(root, path);
  const item = found?.parent?.type === 'property' ? found.parent : found;
  const container = item?.parent;
  if (!item || !container?.children) return undefined;
  const siblings = container.children;
  const at = siblings.indexOf(item);
  const end = (node: Node) => node.offset + node.length;
  if (siblings.length === 1) {
    const inside = { offset: container.offset + 1, length: container.length - 2 };
    const around = text.slice(inside.offset, item.offset) + text.slice(end(item), end(container) - 1);
    if (around.trim() === '') return inside;
    const blank = /\s*$/.exec(text.slice(inside.offset, item.offset))?.[0].length ?? 0;
    return { offset: item.offset - blank, length: end(item) - item.offset + blank };
  }
  const previous = siblings[at - 1];
  if (previous) return { offset: end(previous), length: end(item) - end(previous) };
  const next = siblings[at + 1] as Node;
  return { offset: item.offset, length: next.offset - item.offset };
}

/**
 * A container left holding only a block comment on its opening line (`{ /* none yet *\/`
 * then a line break before `}`) closes on that line again, as it was before an insertion
 * spread it over lines: `{ /* none yet *\/ }`. `at` is where a removal just cut.
 */
function closedOnCommentLine(text: string, at: number): string {
  const container = findNodeAtOffset(parseTree(text) as Node, at);
  if (!container || (container.type !== 'object' && container.type !== 'array') || (container.children ?? []).length > 0) return text;
  const inside = text.slice(container.offset + 1, container.offset + container.length - 1);
  const kept = /^[ \t]+(\/\*(?:(?!\*\/)[\s\S])*\*\/)[ \t]*\r?\n\s*$/.exec(inside);
  if (!kept) return text;
  return `${text.slice(0, container.offset + 1)} ${kept[1]} ${text.slice(container.offset + container.length - 1)}`;
}

/**
 * One edit, laid out without touching its neighbours. jsonc-parser formats an edit from
 * the start of the line it lands on, which re-laid the property in front of it: a user's
 * `"env": { "A": "1" }` came back spread over three lines after install, and uninstall
 * could no longer give the file back as it was. So an insertion or a new value is applied
 * raw and formatted within its own text (the whole container when that was empty, so a
 * first key still gets its own line), and a removal takes out exactly removalRange.
 */
function applyOne(text: string, root: Node | undefined, edit: JsonEdit, formattingOptions: FormattingOptions): string {
  if (edit.value === undefined && root) {
    const range = removalRange(text, root, edit.path);
    return range ? closedOnCommentLine(`${text.slice(0, range.offset)}${text.slice(range.offset + range.length)}`, range.offset) : text;
  }
  const raw = modify(text, edit.path, edit.value, { isArrayInsertion: edit.insert ?? false });
  let out = applyEdits(text, raw);
  const parent = root && findNodeAtLocation(root, edit.path.slice(0, -1));
  const emptyParent = parent && (parent.type === 'object' || parent.type === 'array') && (parent.children ?? []).length === 0 ? parent : undefined;
  for (const change of raw) {
    const grown = change.content.length - change.length;
    const range = emptyParent ? { offset: emptyParent.offset, length: emptyParent.length + grown } : { offset: change.offset, length: change.content.length };
    out = applyEdits(out, format(out, range, { ...formattingOptions, keepLines: false }));
  }
  return out;
}

/**
 * Applies the edits one after another, each to the text the previous one left, so array
 * indices must be given from the last element to the first when several are removed.
 * Empty text has no layout to keep: it becomes plain 2-space JSON with a line end.
 */
export function applyJsonEdits(input: string, edits: readonly JsonEdit[]): string {
  if (input.trim() === '') {
    // edits laid out one by one into `{}` read as if the file were damaged
    // (`{"hooks": {` … `"autoMemoryEnabled": false}`): a new file is written whole instead
    const built = editText('{}', edits);
    return `${JSON.stringify(JSON.parse(built), null, 2)}\n`;
  }
  return editText(input, edits);
}

function editText(input: string, edits: readonly JsonEdit[]): string {
  let text = input;
  const formattingOptions = formattingOf(text);
  for (const edit of edits) {
    const root = parseTree(text);
    assertSingleKeys(text, root, edit.path);
    text = applyOne(text, root, edit, formattingOptions);
  }
  // the last key removed leaves `{` and `}` on lines of their own: an empty object is `{}`,
  // as the file most likely was before install added to it; one with comments in it keeps them
  const root = parseTree(text);
  const blank = root !== undefined && text.slice(root.offset + 1, root.offset + root.length - 1).trim() === '';
  if (edits.length > 0 && root?.type === 'object' && (root.children ?? []).length === 0 && blank) {
    text = `${text.slice(0, root.offset)}{}${text.slice(root.offset + root.length)}`;
  }
  return text;
}

/**
 * Reads JSON that may hold comments, as Gemini CLI 0.61.0 reads its settings
 * (strip-json-comments, then JSON.parse): comments are fine, a trailing comma is not
 * (the CLI refuses the file over one, measured). The first error, with its offset.
 */
export function parseJsonWithComments(text: string): { value: unknown; error?: string; errorAt?: number } {
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(text, errors, { allowTrailingComma: false, disallowComments: false, allowEmptyContent: false });
  const first = errors[0];
  return first ? { value, error: parseErrorWords(text, first), errorAt: first.offset } : { value };
}

/**
 * What jsonc-parser found wrong, in the words JSON.parse uses for the same mistake where it
 * has one (the reason a Claude Code settings file is refused with), not its code names
 * (`PropertyNameExpected`); an unexpected token is quoted alone, as jsonReason keeps it.
 */
function parseErrorWords(text: string, error: ParseError): string {
  const code = printParseErrorCode(error.error);
  if (code === 'InvalidSymbol') {
    const token = text.slice(error.offset, error.offset + Math.min(error.length, 24));
    return `Unexpected token '${JSON.stringify(token).slice(1, -1)}${token.length < error.length ? '…' : ''}'`;
  }
  return PARSE_ERROR_WORDS[code] ?? code;
}

const PARSE_ERROR_WORDS: Readonly<Record<string, string>> = {
  InvalidNumberFormat: 'Bad number',
  PropertyNameExpected: 'Expected double-quoted property name',
  ValueExpected: 'Expected a value',
  ColonExpected: "Expected ':' after property name",
  CommaExpected: "Expected ',' between two entries",
  CloseBraceExpected: "Expected ',' or '}' after property value",
  CloseBracketExpected: "Expected ',' or ']' after array element",
  EndOfFileExpected: 'Unexpected non-whitespace character after JSON',
  InvalidCommentToken: 'Bad comment',
  UnexpectedEndOfComment: 'Unterminated comment',
  UnexpectedEndOfString: 'Unterminated string',
  UnexpectedEndOfNumber: 'Number cut short',
  InvalidUnicode: 'Bad Unicode escape',
  InvalidEscapeCharacter: 'Bad escaped character',
  InvalidCharacter: 'Bad control character in string literal',
};

/**
 * Where strict JSON (no comments, no trailing comma) first goes wrong in `text`, found by
 * jsonc-parser, with the token there: for the errors whose message names no position
 * (`Unexpected token 'x', "…" is not valid JSON`, `Unexpected end of JSON input`).
 */
function strictError(text: string): { offset: number; token: string } | undefined {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) return undefined;
  const token = text.slice(first.offset, first.offset + Math.min(first.length, 24));
  return { offset: first.offset, token: token.length < first.length ? `${token}…` : token };
}

/** Where JSON.parse stopped in `text`: its own position, else the first strict error's. */
export function jsonErrorOffsetIn(text: string, error: unknown): number | undefined {
  return jsonErrorOffset(error) ?? strictError(text)?.offset;
}

/**
 * Line and column of a JSON.parse error, and the parser's reason, for messages that point
 * at the spot. Where V8 names no position, the spot is the first strict error's, and an
 * unexpected token is the one found there (V8 may name the character after a bare word:
 * `tru}` is "Unexpected token '}'"), so the reason and the column agree.
 */
export function jsonErrorLocation(text: string, error: unknown): JsonErrorAt {
  const detail = jsonReason(error);
  const offset = jsonErrorOffset(error);
  if (offset !== undefined) return textLocation(text, offset, detail);
  const strict = strictError(text);
  if (strict === undefined) return { detail };
  const token = detail.startsWith('Unexpected token ') && strict.token !== '' ? `Unexpected token '${JSON.stringify(strict.token).slice(1, -1)}'` : detail;
  return textLocation(text, strict.offset, token);
}
