/**
 * Spaces and tabs off a text's edges, as YAML and Markdown take them off (not the other
 * white space String.trim knows). A loop, not a pattern: `[ \t]+$` tried from each blank
 * of a long run that something other than the end follows is quadratic (40,000 spaces
 * took seconds), and a line of a memory is whatever its author pasted.
 */

const isBlank = (code: number): boolean => code === 0x20 || code === 0x09;

export function trimEndBlanks(text: string): string {
  let end = text.length;
  while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
  return end === text.length ? text : text.slice(0, end);
}

export function trimBlanks(text: string): string {
  let start = 0;
  while (start < text.length && isBlank(text.charCodeAt(start))) start++;
  return trimEndBlanks(start === 0 ? text : text.slice(start));
}

/**
 * A note's body as a memory keeps it: blank lines off its start and white space off its
 * end, and nothing else. String.trim took the first line's indent too: an indented code
 * block that opens a note lost its first line's indent, and `    # not a heading` became one.
 */
export function trimBlankLines(text: string): string {
  // a line of nothing but white space (a full-width space too) is blank; the first other one starts the body
  const first = /\S/.exec(text);
  return first === null ? '' : text.slice(text.lastIndexOf('\n', first.index) + 1).trimEnd();
}
