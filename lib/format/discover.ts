import { type Dirent, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { blockingFolder, isDenied } from '../io/denied.js';
import { isPlainFile } from '../io/plain-file.js';

/** A scope folder's memory file names, or the folder whose permissions kept them from being read. */
type MemoryFileNames = string[] | { denied: string };

/**
 * The one place that decides which files are memories: `*.md` directly inside a
 * scope folder, never README.md, never dot-files (in-flight temp files), and only
 * regular files in a real folder — symlinks are not followed, so nothing outside the memory root is read,
 * and directories or FIFOs named `*.md` can never hang a read.
 */
export function listMemoryFileNames(folder: string): string[] {
  const names = readMemoryFileNames(folder);
  return Array.isArray(names) ? names : [];
}

/**
 * listMemoryFileNames, telling a folder that permissions keep closed (EACCES, EPERM on
 * it, or on a folder above it: `denied` names which) from one that is not there: a list
 * that says "no memories" of a folder it could not read hides them from everyone.
 */
export function readMemoryFileNames(folder: string): MemoryFileNames {
  let entries: Dirent[];
  try {
    // A scope folder that is itself a symlink may point anywhere (a link planted in a
    // cloned repository): save refuses to write through one (lib/save/memory-target.ts),
    // and the list does not read through one either.
    if (lstatSync(folder).isSymbolicLink()) return [];
  } catch (error) {
    return isDenied(error) ? { denied: blockingFolder(folder) } : [];
  }
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    return isDenied(error) ? { denied: folder } : [];
  }
  const names: string[] = [];
  for (const entry of entries) {
    const name = entry.name;
    if (!isMemoryFileName(name)) continue;
    if (entry.isFile() || (isUnknownType(entry) && isPlainFile(join(folder, name)))) names.push(name);
  }
  return names.sort();
}

export function isMemoryFileName(name: string): boolean {
  return name.endsWith('.md') && name.length > 3 && !name.startsWith('.') && name.toLowerCase() !== 'readme.md';
}

/**
 * Names a person gives a Markdown note: `.md` in any case, `.markdown`, `.txt`. Only
 * lowercase `.md` directly in a scope folder is listed; lint names the others
 * (lib/checks/check-name.ts). A README is no note here: one in a subfolder documents it
 * (one directly in a scope folder has its own finding).
 */
export const NOTE_ENDING = /\.(?:md|markdown|txt)$/i;

export function isNoteName(name: string): boolean {
  return NOTE_ENDING.test(name) && !name.startsWith('.') && !/^readme\./i.test(name);
}

export function memoryNameOf(fileName: string): string {
  return fileName.slice(0, -3);
}

// Some file systems report DT_UNKNOWN; only then is an extra lstat worth it.
function isUnknownType(entry: Dirent): boolean {
  return (
    !entry.isFile() &&
    !entry.isDirectory() &&
    !entry.isSymbolicLink() &&
    !entry.isFIFO() &&
    !entry.isSocket() &&
    !entry.isCharacterDevice() &&
    !entry.isBlockDevice()
  );
}
