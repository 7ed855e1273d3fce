import type { JsonErrorAt } from '../model/json-error.js';

/** The indent of a JSON file's first indented line (two spaces when it has none), kept by every edit. */
export function detectIndent(text: string): string {
  return /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
}

/** Line and column of an offset into `text`, with what is wrong there: the catalogue words it. */
export function textLocation(text: string, offset: number, detail: string): JsonErrorAt {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1, detail };
}

/** Where in its text JSON.parse stopped, read from its message; undefined when it names no position (the text ended). */
export function jsonErrorOffset(error: unknown): number | undefined {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : String(error));
  return position ? Number(position[1]) : undefined;
}

/** Line and column of a JSON.parse error, for messages that point at the spot. */
export function jsonErrorLocation(text: string, error: unknown): JsonErrorAt {
  const detail = error instanceof Error ? error.message : String(error);
  const offset = jsonErrorOffset(error);
  return offset === undefined ? { detail } : textLocation(text, offset, detail);
}
