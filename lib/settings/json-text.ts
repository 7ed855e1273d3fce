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

/** Where in its text JSON.parse stopped, read from its message; undefined when it names no position. */
export function jsonErrorOffset(error: unknown): number | undefined {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : String(error));
  return position ? Number(position[1]) : undefined;
}

/**
 * What JSON.parse found wrong, without where: the message that quotes it says line and
 * column itself. V8 words the place differently from one Node to the next ("… in JSON at
 * position 12" in Node 20, "… at position 12 (line 1 column 13)" from Node 22 on) and,
 * for an unexpected token, quotes the text around it (`Unexpected token 'x', "…" is not
 * valid JSON`), which may hold a token from the settings' env: only the token is kept.
 */
export function jsonReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const token = /^Unexpected token '([\s\S]*?)', [\s\S]* is not valid JSON$/.exec(message);
  if (token) return `Unexpected token '${JSON.stringify(token[1]).slice(1, -1)}'`;
  return message.replace(/\s+(?:in JSON\s+)?at position \d+(?:\s*\(line \d+ column \d+\))?\s*$/, '').trim();
}
