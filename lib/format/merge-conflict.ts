import { fencedLines } from './code-fences.js';

/**
 * The lines git leaves in a file it could not merge: `<<<<<<< ours`, `=======`,
 * `>>>>>>> theirs`, each at the start of a line. A memory, a pin or a config file that a
 * `git pull` left so is named as such, not as the YAML or JSON mistake it also is.
 */
const OPEN = /^<{7}(?: |\r?$)/;
const CLOSE = /^>{7}(?: |\r?$)/;

/**
 * The first conflict's line in a file of no particular format (YAML, JSON, a pin), from
 * its `<<<<<<<` marker alone: no such line is valid there, and the rest of the conflict
 * may lie past the part read (two people saving one new memory leave markers around the
 * front matter's closing `---`, which then holds only the first).
 */
export function conflictLine(text: string): number | undefined {
  const open = text.split('\n').findIndex((line) => OPEN.test(line));
  return open === -1 ? undefined : open + 1;
}

/**
 * The first conflict's line in Markdown, outside fenced code: a memory about resolving
 * merges may show git's markers in an example, and that is no conflict of its own.
 */
export function conflictLineInMarkdown(text: string): number | undefined {
  const lines = text.split('\n');
  const fenced = fencedLines(lines);
  const open = lines.findIndex((line, i) => !fenced[i] && OPEN.test(line));
  if (open === -1) return undefined;
  // a conflict git left has its closing marker after the opening one
  for (let i = open + 1; i < lines.length; i++) if (!fenced[i] && CLOSE.test(lines[i] as string)) return open + 1;
  return undefined;
}
