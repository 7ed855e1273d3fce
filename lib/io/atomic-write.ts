import { closeSync, fchmodSync, fchownSync, fsyncSync, linkSync, lstatSync, openSync, readdirSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * A temp name in the same folder (so rename is atomic), hidden from memory listing.
 * Opened with O_EXCL, so a clash fails loudly instead of sharing a file; node:crypto
 * is not worth its load time on the per-prompt path for this.
 */
function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${uniqueSuffix()}.tmp`);
}

/** This process, the time and a random part: a name no other writer picks at the same moment. */
export const uniqueSuffix = (): string => `${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** How the new file is made besides its bytes. */
interface WriteOptions {
  /** false skips the fsync (see writeFileAtomic) */
  durable?: boolean;
  /**
   * the folder's entry made durable too (an fsync of the folder after the rename or link): a
   * memory the CLI said it saved is there after a power cut, not its old text or nothing
   */
  syncFolder?: boolean;
  /** `mode` exactly, not narrowed by the umask: a file that replaces someone's own keeps its permissions */
  exactMode?: boolean;
  /** the owner to give the new file (a root process replacing a user's file), when it is allowed to */
  owner?: { uid: number; gid: number };
}

function writeTemp(path: string, data: string | Uint8Array, mode: number, options: WriteOptions = {}): string {
  const temp = tempPathFor(path);
  writeNew(temp, data, mode, options);
  return temp;
}

/** `data` into a file made here with O_EXCL (`path` there already fails); on a failure, no file. */
function writeNew(path: string, data: string | Uint8Array, mode: number, options: WriteOptions): void {
  const fd = openSync(path, 'wx', mode);
  try {
    if (options.exactMode) fchmodSync(fd, mode);
    if (options.owner) fchownQuietly(fd, options.owner);
    const buffer = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let offset = 0;
    while (offset < buffer.length) offset += writeSync(fd, buffer, offset);
    if (options.durable ?? true) fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    safeUnlink(path);
    throw error;
  }
  closeSync(fd);
}

/**
 * Replaces `path` atomically: readers see the old file or the new one, never a torn one.
 * `durable: false` skips the fsync, for caches and session state that are rebuilt when
 * lost: after a power cut they may come back empty, which reads as "no cache".
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, mode = 0o644, options: WriteOptions = {}): void {
  const temp = writeTemp(path, data, mode, options);
  try {
    renameSync(temp, path);
  } catch (error) {
    safeUnlink(temp);
    throw error;
  }
  if (options.syncFolder) syncFolderOf(path);
}

/** fsync of the folder `path` is in; where a folder cannot be opened so (Windows), nothing. */
function syncFolderOf(path: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dirname(path), 'r');
    fsyncSync(fd);
  } catch {
    // the file is written; only its durability across a power cut is left to the system
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Creates `path` atomically only if it does not exist yet: link(2) fails with EEXIST
 * when another writer got there first, so of racing writers exactly one wins.
 */
export function createFileAtomic(path: string, data: string | Uint8Array, mode = 0o644, options: WriteOptions = {}): void {
  const temp = writeTemp(path, data, mode, options);
  let linked = true;
  try {
    linkSync(temp, path);
  } catch (error) {
    if (!NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    linked = false;
  } finally {
    safeUnlink(temp);
  }
  // a file system without hard links (FAT, exFAT, some network shares) refused every new memory:
  // the file is made with O_EXCL instead, which one racing writer wins as well; a reader
  // may meet it before its bytes are all there, where the link let none
  if (!linked) writeNew(path, data, mode, options);
  if (options.syncFolder) syncFolderOf(path);
}

/** What link(2) says where a file system has no hard links (Windows says EISDIR on exFAT). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', ...(process.platform === 'win32' ? ['EISDIR'] : [])]);

/**
 * Removes temp files a killed writer left next to `path` (or next to anything in `dir`
 * when no name is given) once they are older than `olderThanMs`: a kill -9 between
 * writing and renaming leaves one behind, and nothing else would ever delete it.
 */
export function sweepStaleTemps(dir: string, name?: string, olderThanMs = 60_000, nowMs = Date.now()): number {
  let removed = 0;
  try {
    const prefix = name === undefined ? '.' : `.${name}.`;
    for (const entry of readdirSync(dir)) {
      if (!entry.startsWith(prefix) || !entry.endsWith('.tmp')) continue;
      const path = join(dir, entry);
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (!stat?.isFile() || nowMs - stat.mtimeMs < olderThanMs) continue;
      safeUnlink(path);
      removed++;
    }
  } catch {
    // the folder is gone or unreadable: nothing to sweep
  }
  return removed;
}

function fchownQuietly(fd: number, owner: { uid: number; gid: number }): void {
  try {
    fchownSync(fd, owner.uid, owner.gid);
  } catch {
    // only root may give a file away; anyone else writes files that are theirs already
  }
}

export function safeUnlink(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
