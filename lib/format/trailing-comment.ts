import { sameValue } from './dates.js';
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
    if (cut.ok && sameFields(cut.data, whole.data)) return line.slice(m.index);
  }
  return undefined;
}

/** The same fields, each equal as read. */
function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
}
