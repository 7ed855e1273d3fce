import { comparableValue } from './dates.js';
import { parseFrontMatter } from './frontmatter.js';

/**
 * The comment a field's line ends with (its spaces before the `#` included): the first
 * ` #` after which the line reads the same without the rest. One inside quotes is no
 * comment: the line cut there does not parse, or reads otherwise.
 */
export function trailingComment(line: string): string | undefined {
  const whole = parseFrontMatter(`---\n${line}\n---\n`);
  if (!whole.ok) return undefined;
  for (const m of line.matchAll(/[ \t]+#/g)) {
    const cut = parseFrontMatter(`---\n${line.slice(0, m.index)}\n---\n`);
    if (cut.ok && readAs(cut.data) === readAs(whole.data)) return line.slice(m.index);
  }
  return undefined;
}

/** A parsed line's fields as compared: a day read as a Date is the same day as text. */
const readAs = (data: Record<string, unknown>): string => JSON.stringify(Object.entries(data).map(([key, value]) => [key, comparableValue(value) ?? null]));
