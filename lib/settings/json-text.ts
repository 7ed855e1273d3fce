/** Formatting of a JSON file worth keeping when it is rewritten. */
export interface JsonStyle {
  indent: string;
  trailingNewline: boolean;
}

export function detectJsonStyle(text: string): JsonStyle {
  const match = /^[ \t]+(?=")/m.exec(text);
  return { indent: match ? match[0] : '  ', trailingNewline: text.length === 0 || text.endsWith('\n') };
}

export function formatJson(value: unknown, style: JsonStyle): string {
  return JSON.stringify(value, null, style.indent) + (style.trailingNewline ? '\n' : '');
}

/** Line and column of a JSON.parse error, for messages that point at the spot. */
export function jsonErrorLocation(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position) return message;
  const offset = Number(position[1]);
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}: ${message}`;
}
