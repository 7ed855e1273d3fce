import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { CliError } from '../cli/errors.js';
import { utf8TextOf } from '../format/utf8-text.js';
import { writeFileAtomic } from '../io/atomic-write.js';
import type { NotAFile } from '../model/not-a-file.js';

/**
 * Creates `<memoryRoot>/<folder>` and returns its real path, after checking that it
 * really is inside the memory root: a scope folder that is a symlink to somewhere else
 * (planted in a cloned repo, say) must not receive the write.
 */
export function scopeFolder(memoryRoot: string, folder: string): string {
  const dir = join(memoryRoot, folder);
  mkdirSync(dir, { recursive: true });
  return checkedRealDir(memoryRoot, folder, dir);
}

/**
 * The same check without creating anything, for a dry run: the real path of an existing
 * scope folder, or the plain path when it (or the memory root) does not exist yet.
 */
export function existingScopeFolder(memoryRoot: string, folder: string): { dir: string; exists: boolean } {
  const dir = join(memoryRoot, folder);
  if (!lstatSync(dir, { throwIfNoEntry: false })) return { dir, exists: false };
  return { dir: checkedRealDir(memoryRoot, folder, dir), exists: true };
}

function checkedRealDir(memoryRoot: string, folder: string, dir: string): string {
  const realRoot = realpathSync(memoryRoot);
  const realDir = realpathSync(dir);
  const rel = relative(realRoot, realDir);
  if (rel !== folder || isAbsolute(rel)) {
    throw new CliError((m) => m.save.outsideRoot(dir, realDir, realRoot));
  }
  return realDir;
}

/** The target path, refused if it would not be a plain file directly inside `dir`. */
export function memoryFilePath(dir: string, slug: string): string {
  const path = join(dir, `${slug}.md`);
  const rel = relative(dir, path);
  if (rel !== `${slug}.md` || rel.includes('/') || rel.includes('\\')) {
    throw new CliError((m) => m.save.unusableName(slug));
  }
  return path;
}

/** What is where a memory file would go: nothing, a memory file's text, or something else. */
export type ExistingFile = { kind: 'none' } | ({ kind: 'file' } & MemoryFileRead) | { kind: 'other'; what: NotAFile };

/** A memory file as read, with what a rewrite of it must keep. */
export interface MemoryFileRead {
  text: string;
  /**
   * The bytes are no UTF-8 text (Latin-1, UTF-16, a NUL byte): `text` is a lenient
   * decoding, whose U+FFFD must never be written back over the characters they stand for.
   */
  notUtf8?: true;
  /** permission bits and owner: the file that replaces it gets the same (replaceMemoryFile) */
  mode: number;
  uid: number;
  gid: number;
}

/**
 * What is at `path` now. Symlinks are not followed: replacing a memory must never
 * read or write through a link to a file elsewhere.
 */
export function readExisting(path: string): ExistingFile {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return { kind: 'none' };
  if (stat.isSymbolicLink()) return { kind: 'other', what: 'link' };
  if (!stat.isFile()) return { kind: 'other', what: stat.isDirectory() ? 'folder' : 'special' };
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { kind: 'other', what: 'special' };
    const bytes = readFileSync(fd);
    const text = utf8TextOf(bytes);
    const kept = { mode: stat.mode & 0o7777, uid: stat.uid, gid: stat.gid };
    return text === undefined ? { kind: 'file', text: bytes.toString('utf8'), notUtf8: true, ...kept } : { kind: 'file', text, ...kept };
  } finally {
    closeSync(fd);
  }
}

/**
 * Replaces a memory file atomically with `text`, keeping its permission bits and owner: the
 * rename puts a new file in its place, which would otherwise be 0644 and this user's (a
 * 0600 memory readable by all, a root run leaving a user's memory root-owned).
 */
export function replaceMemoryFile(path: string, text: string, was: Pick<MemoryFileRead, 'mode' | 'uid' | 'gid'>): void {
  writeFileAtomic(path, text, was.mode, { exactMode: true, owner: { uid: was.uid, gid: was.gid }, syncFolder: true });
}
