/**
 * What lint says of one note for its name and where it lies (lib/diagnose/lint/lint-memories.ts
 * walks the folders; this is the same verdict for a file found by its path). Pure.
 */
import { join } from 'node:path';
import { GLOBAL_KEY } from '../model/memory.js';
import type { NotePlace } from '../workspace/memory-location.js';
import { isSafeKey } from '../workspace/project-key.js';
import { keylessFolderFinding, lintEntryName, nestedFileFinding, readmeFinding, strayFileFinding } from './check-name.js';
import type { FileFinding } from './finding.js';

interface PlaceVerdict {
  findings: FileFinding[];
  /** whether its text is a memory's, to check with lint's rules for one file's text */
  memoryText: boolean;
  /** false for a file the list never shows where it lies (loose in the memory root): its text's findings say nothing of what the list shows */
  listed?: false;
}

/**
 * `beside`: the names in the note's folder, asked only when a rename the fix would name
 * could land on another memory (lintEntryName); `inScopeFolder` those of its scope folder,
 * asked only for a note in a subfolder, which its move could land on. A file directly in the memory root has its
 * text checked as well: moved into a scope folder as it is, it is a memory.
 */
export function placeFindings(place: NotePlace, beside: Pick<ReadonlySet<string>, 'has'>, inScopeFolder: Pick<ReadonlySet<string>, 'has'>): PlaceVerdict {
  const { folder, name, subfolders } = place;
  if (folder === undefined) return { findings: [strayFileFinding(name)], memoryText: true, listed: false };
  if (subfolders.length > 0) return { findings: [nestedFileFinding(join(...subfolders, name), folder, name, inScopeFolder)], memoryText: false };
  // the text is checked still: moved into a key's folder as it is, it is a memory
  if (folder !== GLOBAL_KEY && !isSafeKey(folder))
    return { findings: [keylessFolderFinding(folder)], memoryText: name.toLowerCase().endsWith('.md'), listed: false };
  if (name.toLowerCase() === 'readme.md') return { findings: [readmeFinding(name)], memoryText: false };
  // `.MD` and dot-files are read as memories by lint; a `.markdown` or `.txt` note is named only
  return { findings: lintEntryName(name, 'file', beside), memoryText: name.toLowerCase().endsWith('.md') };
}
