/**
 * Fenced code blocks in Markdown (CommonMark): a line of three or more backticks or
 * tildes, indented at most three spaces, opens one; a line of the same character, at
 * least as long and with nothing after it, closes it. Text inside is code, not prose:
 * no heading, path or import is read from it.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** For each line, whether it is inside a fenced code block (fence lines included). */
export function fencedLines(lines: readonly string[]): boolean[] {
  return fenceBlocks(lines).map((block) => block !== -1);
}

/**
 * For each line, the fenced code block it is in, counted from 0 (fence lines included),
 * or -1 outside any: two lines share a number only when no fence lies between them.
 */
export function fenceBlocks(lines: readonly string[]): number[] {
  const out: number[] = [];
  let open: string | undefined;
  let block = -1;
  for (const line of lines) {
    const fence = FENCE.exec(line)?.[1];
    if (open === undefined) {
      if (fence) {
        open = fence;
        block++;
      }
      out.push(fence === undefined ? -1 : block);
      continue;
    }
    out.push(block);
    if (fence && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = undefined;
  }
  return out;
}
