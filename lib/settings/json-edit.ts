// The one module that imports jsonc-parser: the format-preserving edits VS Code makes to
// its own settings files. A settings file is the user's; only the bytes an edit is about
// change, so CRLF line ends, key order, spacing elsewhere and numbers beyond a double's
// precision (12345678901234567890) stay exactly as written.
import { applyEdits, type FormattingOptions, modify, type Node, type ParseError, parse as parseJsonc, parseTree, printParseErrorCode } from 'jsonc-parser';
import { detectIndent } from './json-text.js';

export type JsonPath = (string | number)[];

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
  for (const segment of path) {
    if (!node) return;
    if (node.type === 'object' && typeof segment === 'string') {
      const matches = (node.children ?? []).filter((property) => property.children?.[0]?.value === segment);
      if (matches.length > 1)
        throw new DuplicateKeyError(
          segment,
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
 * Applies the edits one after another, each to the text the previous one left, so array
 * indices must be given from the last element to the first when several are removed.
 * Empty text starts as `{}` and a line end.
 */
export function applyJsonEdits(input: string, edits: readonly JsonEdit[]): string {
  let text = input.trim() === '' ? '{}\n' : input;
  const formattingOptions = formattingOf(text);
  for (const edit of edits) {
    assertSingleKeys(text, parseTree(text), edit.path);
    text = applyEdits(text, modify(text, edit.path, edit.value, { formattingOptions, isArrayInsertion: edit.insert ?? false }));
  }
  // the last key removed leaves `{` and `}` on lines of their own: an empty object is `{}`,
  // as the file most likely was before install added to it
  const root = parseTree(text);
  if (edits.length > 0 && root?.type === 'object' && (root.children ?? []).length === 0) {
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
  return first ? { value, error: printParseErrorCode(first.error), errorAt: first.offset } : { value };
}
