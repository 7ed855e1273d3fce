/**
 * Fenced code blocks in Markdown (CommonMark): a line of three or more backticks or
 * tildes, indented at most three spaces, opens one; a line of the same character, at
 * least as long and with nothing after it, closes it. Text inside is code, not prose:
 * no heading, path or import is read from it.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** For each line, whether it is inside a fenced code block (fence lines included). */
export function fencedLines(lines: readonly string[]): boolean[] {
  const out: boolean[] = [];
  let open: string | undefined;
  for (const line of lines) {
    const fence = FENCE.exec(line)?.[1];
    if (open === undefined) {
      if (fence) open = fence;
      out.push(fence !== undefined);
      continue;
    }
    out.push(true);
    if (fence && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = undefined;
  }
  return out;
}
