/** The indent of a JSON file's first indented line (two spaces when it has none), kept by every edit. */
export function detectIndent(text: string): string {
  return /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
}

/** `line L, column C: message` for an offset into `text`. */
export function textLocation(text: string, offset: number, message: string): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}: ${message}`;
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
