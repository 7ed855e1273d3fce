import { fenceBlocks } from './code-fences.js';

/**
 * The lines git leaves in a file it could not merge: `<<<<<<< ours`, `=======`,
 * `>>>>>>> theirs`, each at the start of a line. A memory, a pin or a config file that a
 * `git pull` left so is named as such, not as the YAML or JSON mistake it also is.
 */
const OPEN = /^<{7}(?: |\r?$)/;
const CLOSE = /^>{7}(?: |\r?$)/;
/**
 * The line git writes above the common ancestor's text with `merge.conflictStyle` diff3 or
 * zdiff3: `||||||| base`. Left alone once the other markers are deleted, it and the old text
 * under it still read as part of the note.
 */
const BASE = /^\|{7}(?: |\r?$)/;

/**
 * The first conflict's line in a file of no particular format (YAML, JSON, a pin), from
 * its `<<<<<<<` (or `|||||||`) marker alone: no such line is valid there, and the rest of the conflict
 * may lie past the part read (two people saving one new memory leave markers around the
 * front matter's closing `---`, which then holds only the first).
 */
export function conflictLine(text: string): number | undefined {
  const open = text.split('\n').findIndex((line) => OPEN.test(line) || BASE.test(line));
  return open === -1 ? undefined : open + 1;
}

const MIDDLE = /^={7}\r?$/;

/**
 * Each `<<<<<<<` line with the first `>>>>>>>` line after it, by index, and whether an
 * `=======` lies between: the last `<<<<<<<` before that close, so that an example's
 * opening marker earlier in the file does not take a real conflict's place.
 */
function markerSets(lines: readonly string[]): { open: number; close: number; middle: boolean }[] {
  const sets: { open: number; close: number; middle: boolean }[] = [];
  for (let open = 0; open < lines.length; open++) {
    if (!OPEN.test(lines[open] as string)) continue;
    let middle = false;
    let close = open + 1;
    for (; close < lines.length; close++) {
      const line = lines[close] as string;
      if (CLOSE.test(line)) break;
      if (MIDDLE.test(line)) middle = true;
      else if (OPEN.test(line)) {
        open = close;
        middle = false;
      }
    }
    // no closing marker after this one: none after a later one either
    if (close === lines.length) break;
    sets.push({ open, close, middle });
    open = close;
  }
  return sets;
}

/**
 * The first conflict's line in Markdown. A memory about resolving merges may show git's
 * markers in an example, which is no conflict of its own: markers that open and close
 * inside one fenced block are such an example. A full set (git always writes the `=======`)
 * with a fence between its markers, or outside any, is a conflict: git's own cut through
 * a code block (both sides changed a command) leaves each side's fence within the markers.
 * So is a `|||||||` line outside any fence, with or without the others.
 */
export function conflictLineInMarkdown(text: string): number | undefined {
  const lines = text.split('\n');
  const blocks = fenceBlocks(lines);
  const set = markerSets(lines).find(({ open, close, middle }) => middle && (blocks[open] === -1 || blocks[open] !== blocks[close]));
  // a base marker outside any fenced block: what is left of a diff3 conflict whose other markers were deleted
  const base = lines.findIndex((line, at) => blocks[at] === -1 && BASE.test(line));
  const first = Math.min(set === undefined ? Number.POSITIVE_INFINITY : set.open, base === -1 ? Number.POSITIVE_INFINITY : base);
  return first === Number.POSITIVE_INFINITY ? undefined : first + 1;
}

/** A closing marker that names a commit: what `git pull`, a rebase, a cherry-pick or a revert write. */
const CLOSE_AT_COMMIT = /^>{7} [0-9a-f]{7,40}(?: |\r?$)/;

/**
 * The first full set of git's markers (`<<<<<<<`, `=======`, `>>>>>>> <commit>`) inside one
 * fenced block, its closing marker naming a commit: a conflict git left inside a code block
 * (both sides changed one line of it), which the text cannot tell from an example pasted
 * from one. lint names it without refusing it. An example's usual `>>>>>>> feature` is
 * passed over.
 */
export function fencedConflictLine(text: string): number | undefined {
  const lines = text.split('\n');
  const blocks = fenceBlocks(lines);
  const set = markerSets(lines).find(
    ({ open, close, middle }) => middle && blocks[open] !== -1 && blocks[open] === blocks[close] && CLOSE_AT_COMMIT.test(lines[close] as string),
  );
  return set === undefined ? undefined : set.open + 1;
}

/**
 * The two versions of a text git left in conflict, ours and theirs: the lines outside the
 * markers in both, each side's lines in its own, the common ancestor's (`|||||||`, diff3)
 * in neither. Undefined without a full set of markers.
 */
export function conflictVersions(text: string): [ours: string, theirs: string] | undefined {
  const lines = text.split('\n');
  const sets = markerSets(lines).filter((set) => set.middle);
  if (sets.length === 0) return undefined;
  const ours: string[] = [];
  const theirs: string[] = [];
  let side: string[] | undefined;
  for (const [at, line] of lines.entries()) {
    const set = sets.find(({ open, close }) => open <= at && at <= close);
    if (set === undefined) {
      ours.push(line);
      theirs.push(line);
    } else if (at === set.open) side = ours;
    else if (at === set.close || BASE.test(line)) side = undefined;
    else if (MIDDLE.test(line)) side = theirs;
    else side?.push(line);
  }
  return [ours.join('\n'), theirs.join('\n')];
}
