import { type Dirent, readdirSync } from 'node:fs';

/**
 * The file in `dir` that is `name.md` spelled another way: another case (`Docker.md`,
 * `docker.MD`) or Hangul written decomposed (NFD, as macOS may write it). `save` writes
 * lowercase NFC names only, so such a file was made by hand or on another machine.
 * macOS and Windows do not tell the two spellings apart: beside it, a new `name.md` is a
 * second memory here and one file there — a teammate's checkout keeps only one of them.
 * Undefined when there is none, or the folder cannot be read (the write then says why).
 */
export function nameTwin(dir: string, name: string): string | undefined {
  const file = `${name}.md`;
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  // a folder of that name is no memory: the write then says what is in the way
  return entries.find((entry) => !entry.isDirectory() && entry.name !== file && entry.name.normalize('NFC').toLowerCase() === file)?.name;
}
