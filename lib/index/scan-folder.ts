import { closeSync, lstatSync, openSync, type Stats, writeSync } from 'node:fs';
import { readMemoryFileNames } from '../format/discover.js';
import { monotonicMs } from '../io/clock.js';
import { blockingFolder, fileInFolderPlace, isDenied } from '../io/denied.js';
import { readTextSafely } from '../io/read-file-safely.js';
import type { MemoryRecord } from '../model/memory.js';
import type { DocTerms } from '../model/terms.js';
import { recordTerms } from '../rank/doc-terms.js';
import { cacheFileFor, decodeRecord, encodeRecord, type FolderStamp, listRecords, readCache, writeCache } from './folder-cache.js';
import { emptySnapshot, FolderSnapshot } from './folder-snapshot.js';
import { FIRST_READ_BYTES, parseMemoryFile } from './parse-memory-file.js';
import { buildPostings, openPostings, type PostingsIndex } from './postings.js';

/**
 * A file whose mtime or ctime is this close to the moment it was checked may change again
 * within the clock's resolution (coarse file systems keep whole seconds) without its stat
 * changing, so it is read again until both are older than that: the "racily clean" rule.
 * (A write always moves mtime to now; a tool that then puts an old mtime back moves
 * ctime, which is compared too — and which can be just as coarse, so it counts here as
 * well: two such edits within one tick would otherwise look like none.)
 */
export const RACY_MS = 2_000;

/** The later of mtime and ctime: a stat is trusted only once both are older than RACY_MS. */
function changedAt(stat: Stats): number {
  return Math.max(stat.mtimeMs, stat.ctimeMs);
}

/**
 * Up to this many files in a folder, every file is stat'ed on every prompt. Above it a
 * stat per file costs more than the rest of the hook, so each prompt checks a rotating
 * window of WINDOW files, and every memory the output is about to show is checked before
 * it is shown (recheckFiles): what Claude sees is never stale, and an edit to a memory
 * it is not shown reaches the ranking within ⌈files / WINDOW⌉ prompts. Additions,
 * removals and renames change the folder's stamp and are always seen at once.
 */
const FULL_CHECK_MAX = 2_000;
const WINDOW = 500;
/**
 * Files the postings do not cover (edited, added) are scored from their own terms until
 * this many pile up, or this many removed files are still in them; then they are built
 * again. Building them costs every file's terms, so a single edit does not.
 */
const MAX_UNCOVERED = 32;

export interface ScanOptions {
  /** where the folder's cache file lives; without it every file is read */
  cacheDir?: string;
  /** monotonicMs() after which files not yet checked are taken from the cache unchecked (or named unread) */
  deadline?: number;
  /** folders with more files are checked in a rotating window (default FULL_CHECK_MAX) */
  fullCheckMax?: number;
  /** files such a folder checks per run (default 500) */
  window?: number;
  /** cache files larger than this are read in parts (default 1 MiB, folder-cache.ts) */
  readWholeMax?: number;
  /** the folder listed whatever its stamp says (scanFolder, where a cached name is gone) */
  relist?: boolean;
}

/** What a run builds when anything changed, before it becomes a snapshot. */
interface Draft {
  names: string[];
  sigs: Float64Array;
  records: (Buffer | undefined)[];
  /** the records this run read from files, as parsed: postings built now need not decode them again */
  parsed: (MemoryRecord | undefined)[];
  checked: Uint8Array;
  postingDoc: Int32Array;
  /** per file: PINNED and SUPERSEDING bits, so the lists of both are made without decoding records */
  flags: Uint8Array;
  /** the one buffer this run reads files into, made at the first file read */
  readBuffer?: Buffer;
}

const PINNED = 1;
const SUPERSEDING = 2;

function flagsOf(record: MemoryRecord): number {
  return (record.meta.pinned ? PINNED : 0) | (record.meta.supersedes?.length ? SUPERSEDING : 0);
}

/** Positions whose flags have `bit`, increasing. */
function positionsWith(flags: Uint8Array, bit: number): number[] {
  const out: number[] = [];
  for (let j = 0; j < flags.length; j++) if ((flags[j] as number) & bit) out.push(j);
  return out;
}

/** Flags by position from a snapshot's or cache's lists. */
function flagsFrom(count: number, pinned: readonly number[], superseding: readonly number[]): Uint8Array {
  const flags = new Uint8Array(count);
  for (const j of pinned) flags[j] = (flags[j] as number) | PINNED;
  for (const j of superseding) flags[j] = (flags[j] as number) | SUPERSEDING;
  return flags;
}

function draftOf(names: readonly string[]): Draft {
  const n = names.length;
  return {
    names: [...names],
    sigs: new Float64Array(4 * n),
    records: new Array(n),
    parsed: new Array(n),
    checked: new Uint8Array(n),
    postingDoc: new Int32Array(n).fill(-1),
    flags: new Uint8Array(n),
  };
}

function statFile(path: string): Stats | undefined {
  try {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    return stat?.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** Whether permissions keep `path` from being looked at (asked only of a file found gone). */
function lookDenied(path: string): boolean {
  try {
    lstatSync(path);
    return false;
  } catch (error) {
    return isDenied(error);
  }
}

function sameSig(stat: Stats, sigs: ArrayLike<number>, a: number): boolean {
  return stat.size === sigs[4 * a] && stat.mtimeMs === sigs[4 * a + 1] && stat.ctimeMs === sigs[4 * a + 2] && stat.ino === sigs[4 * a + 3];
}

function sameStamp(stamp: FolderStamp, stat: Stats): boolean {
  return stamp.mtimeMs === stat.mtimeMs && stamp.ctimeMs === stat.ctimeMs && stamp.ino === stat.ino;
}

/**
 * Reads file j of the draft from disk; false when it is gone or not a memory file any
 * more. `before` is its record as it was, with its place in the postings: the same front
 * matter (a touched file, a checkout) keeps that place.
 */
function readInto(draft: Draft, j: number, path: string, before?: { bytes: Buffer | undefined; doc: number }): boolean {
  draft.readBuffer ??= Buffer.allocUnsafe(FIRST_READ_BYTES);
  const parsed = parseMemoryFile(path, draft.readBuffer);
  if (!parsed) return false;
  // a file renamed between its open and its read, and edited under its new name, was read
  // as its new self under the old name: the name must still be that file's once read (the
  // next run lists the new name)
  if (lstatSync(path, { throwIfNoEntry: false })?.ino !== parsed.sig.ino) return false;
  const bytes = encodeRecord(parsed.record);
  const { sig } = parsed;
  draft.sigs.set([sig.size, sig.mtimeMs, sig.ctimeMs, sig.ino], 4 * j);
  draft.records[j] = bytes;
  draft.parsed[j] = parsed.record;
  draft.checked[j] = 1;
  draft.flags[j] = flagsOf(parsed.record);
  draft.postingDoc[j] = before?.bytes?.equals(bytes) ? before.doc : -1;
  return true;
}

function without(draft: Draft, gone: readonly number[]): Draft {
  if (gone.length === 0) return draft;
  const skip = new Set(gone);
  const keep = draft.names.map((_, j) => j).filter((j) => !skip.has(j));
  const out = draftOf(keep.map((j) => draft.names[j] as string));
  keep.forEach((j, k) => {
    out.sigs.set(draft.sigs.subarray(4 * j, 4 * j + 4), 4 * k);
    out.records[k] = draft.records[j];
    out.parsed[k] = draft.parsed[j];
    out.checked[k] = draft.checked[j] as number;
    out.postingDoc[k] = draft.postingDoc[j] as number;
    out.flags[k] = draft.flags[j] as number;
  });
  return out;
}

/**
 * Positions a run compares with the disk: all, or a rotating window and every file the
 * cache does not know (`from`: where each file is in the cache, -1 where it is not; none
 * when every file is where the cache has it).
 */
function positionsToCheck(n: number, rotation: { start: number; window: number } | undefined, from: Int32Array | undefined): Int32Array {
  const order = new Int32Array(n);
  let count = 0;
  if (!rotation) {
    for (let j = 0; j < n; j++) order[count++] = j;
    return order;
  }
  for (let k = 0; k < rotation.window; k++) order[count++] = (rotation.start + k) % n;
  if (from) for (let j = 0; j < n; j++) if ((from[j] as number) < 0 && (j - rotation.start + n) % n >= rotation.window) order[count++] = j;
  return order.subarray(0, count);
}

function readCursor(cacheDir: string, dir: string, count: number): number {
  const value = Number(readTextSafely(cacheFileFor(cacheDir, dir, 'cursor'), 64));
  return Number.isInteger(value) && value >= 0 ? value % count : 0;
}

function writeCursor(cacheDir: string, dir: string, value: number): void {
  try {
    // not atomic: a torn cursor reads as 0, which only starts the window over. Plain
    // open, write, close: writeFileSync's first call in a process costs ~0.5 ms more.
    const fd = openSync(cacheFileFor(cacheDir, dir, 'cursor'), 'w', 0o600);
    try {
      writeSync(fd, String(value));
    } finally {
      closeSync(fd);
    }
  } catch {
    // the same
  }
}

/**
 * Postings over every file of the draft, reusing the terms the old postings hold for
 * files they cover: tokenising thousands of records would cost more.
 */
function rebuildPostings(draft: Draft, old: PostingsIndex | undefined): Buffer {
  const oldTerms = old?.docTerms(4 * draft.names.length + 1_024);
  const terms: DocTerms[] = draft.names.map((name, j) => {
    const doc = draft.postingDoc[j] as number;
    const kept = doc >= 0 ? oldTerms?.[doc] : undefined;
    if (kept) return kept;
    const bytes = draft.records[j];
    const record = draft.parsed[j] ?? (bytes && decodeRecord(bytes));
    return record ? recordTerms(name.slice(0, -3), record) : [];
  });
  for (let j = 0; j < draft.postingDoc.length; j++) draft.postingDoc[j] = j;
  return buildPostings(terms);
}

/**
 * Whether file j, just read into the draft, will be trusted by a run reading a cache that
 * says it was checked at `checkedAt`. One changed within RACY_MS of that never will be:
 * every run that checks it reads it again, however much later it comes.
 */
function trustedLater(draft: Draft, j: number, checkedAt: number): boolean {
  return Math.max(draft.sigs[4 * j + 1] as number, draft.sigs[4 * j + 2] as number) < checkedAt - RACY_MS;
}

interface Finish {
  draft: Draft;
  /**
   * Something a written cache would keep for later runs: a new listing, a file gone, a
   * file read that a later run will trust, a record that differs from the cached one (a
   * later run out of time, or checking a rotating window, takes cached records unchecked:
   * none may be older than one a run has seen), or any read in such a run itself. What
   * is left is a file changed just now whose front matter is as cached (a memory's body
   * being edited, a touch, a checkout): every run that checks it reads it again until it
   * settles, and a run that does not finds the same record, so the cache is not written
   * for it alone (~280 KB per prompt at 1,000 memories).
   */
  lasting: boolean;
  /** the postings the draft's postingDoc numbers refer to */
  postingsBytes: () => Buffer;
  postings: PostingsIndex | undefined;
  dir: string;
  stamp: FolderStamp;
  checkedAt: number;
  partial: boolean;
  options: ScanOptions;
}

/** A changed draft: postings brought up to date where that is worth it, the cache written, and the snapshot. */
function finish(f: Finish): FolderSnapshot {
  const { draft, options } = f;
  let { postingsBytes, postings, partial } = f;
  if (options.cacheDir !== undefined && !partial) {
    const docCount = postings?.docCount ?? 0;
    const covered = new Uint8Array(docCount);
    let uncovered = 0;
    let live = 0;
    for (const doc of draft.postingDoc) {
      if (doc < 0 || doc >= docCount) uncovered++;
      else if (!covered[doc]) {
        covered[doc] = 1;
        live++;
      }
    }
    if (postings === undefined ? draft.names.length > 0 : uncovered > MAX_UNCOVERED || docCount - live > MAX_UNCOVERED) {
      // building postings over a huge folder is not worth missing the deadline for: this
      // prompt goes unranked and says so, a later one builds them
      if (options.deadline !== undefined && monotonicMs() > options.deadline) partial = true;
      else {
        const rebuilt = rebuildPostings(draft, postings);
        postingsBytes = () => rebuilt;
        postings = openPostings(rebuilt);
      }
    }
  }
  if (options.cacheDir !== undefined && (f.lasting || postings !== f.postings)) {
    // only what was read is kept: a partial run's names are not the folder's whole list
    const unread = draft.names.flatMap((_, j) => (draft.records[j] === undefined ? [j] : []));
    const kept = without(draft, unread);
    writeCache(options.cacheDir, {
      folder: f.dir,
      stamp: f.stamp,
      complete: unread.length === 0,
      checkedAt: f.checkedAt,
      names: kept.names,
      sigs: kept.sigs,
      records: listRecords(kept.records),
      postingDoc: kept.postingDoc,
      postings: postingsBytes(),
      pinned: positionsWith(kept.flags, PINNED),
      superseding: positionsWith(kept.flags, SUPERSEDING),
    });
  }
  return new FolderSnapshot({
    ...draft,
    records: listRecords(draft.records),
    dir: f.dir,
    stamp: f.stamp,
    checkedAt: f.checkedAt,
    postings,
    postingsBytes,
    pinned: positionsWith(draft.flags, PINNED),
    superseding: positionsWith(draft.flags, SUPERSEDING),
    partial,
  });
}

/**
 * The folder's stat; undefined when nothing is there; `denied` when permissions keep it from
 * being looked at; `linked` when it is a symbolic link; `notFolder` when it is anything else,
 * or a file stands above it (`at`, the file).
 */
function statDir(dir: string): Stats | { denied: string } | { linked: true } | { notFolder: true; at?: string } | undefined {
  try {
    // lstat: a scope folder that is a link (possibly out of the memory root) is not followed,
    // but said so: the same lstat tells, so an ordinary prompt pays nothing for it; so does a
    // file where the folder should be (a merge gone wrong), which would read as no memories
    const stat = lstatSync(dir, { throwIfNoEntry: false });
    if (stat === undefined) return undefined;
    if (stat.isSymbolicLink()) return { linked: true };
    return stat.isDirectory() ? stat : { notFolder: true };
  } catch (error) {
    // a file above it (the memory folder itself one, after a merge gone wrong): named, not taken for no memories
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      const at = fileInFolderPlace(dir);
      return at === undefined ? undefined : { notFolder: true, at };
    }
    return isDenied(error) ? { denied: blockingFolder(dir) } : undefined;
  }
}

/**
 * The memory files of one folder, reusing the cache for every file that did not change:
 * one stat each. The folder's stamp (mtime, ctime, inode) tells whether a file was
 * added, removed or renamed; each file's size, mtime, ctime and inode whether it was
 * edited in place. When nothing changed — most prompts — the snapshot is the cache as
 * read, and nothing is copied or written.
 */
export function scanFolder(dir: string, options: ScanOptions = {}): FolderSnapshot {
  const dirStat = statDir(dir);
  if (!dirStat) return emptySnapshot(dir);
  // a folder permissions keep closed, a link, or something else at its path has memories
  // nobody can tell: said so, and kept out of the cache, so that the next run looks again
  // (a listing of none would be trusted)
  if ('notFolder' in dirStat) return emptySnapshot(dirStat.at ?? dir, { notFolder: true });
  if ('denied' in dirStat || 'linked' in dirStat) return emptySnapshot(dir, dirStat);
  const checkedAt = Date.now();
  const { cacheDir } = options;
  const stored = cacheDir ? readCache(cacheDir, dir, options.readWholeMax) : undefined;
  // a file changed (mtime or ctime) before this is trusted as the cache saw it; none is without a cache
  const trustedBefore = stored === undefined ? -Infinity : stored.checkedAt - RACY_MS;
  const trusted = (stat: Stats) => changedAt(stat) < trustedBefore;
  const namesKnown = !options.relist && stored?.complete && sameStamp(stored.stamp, dirStat) && trusted(dirStat);
  const listed = namesKnown ? stored.names : readMemoryFileNames(dir);
  if ('denied' in listed) return emptySnapshot(dir, { denied: listed.denied });
  const names: readonly string[] = listed;
  const n = names.length;
  // where each file is in the cache, or -1; none when the names are the cache's own
  let from: Int32Array | undefined;
  if (!namesKnown) {
    from = new Int32Array(n).fill(-1);
    if (stored) {
      const at = new Map(stored.names.map((name, a) => [name, a]));
      for (let j = 0; j < n; j++) from[j] = at.get(names[j] as string) ?? -1;
    }
  }
  const rotating = stored !== undefined && cacheDir !== undefined && n > (options.fullCheckMax ?? FULL_CHECK_MAX);
  const rotation = rotating ? { start: readCursor(cacheDir, dir, n), window: Math.min(options.window ?? WINDOW, n) } : undefined;
  const checked = new Uint8Array(n);
  // a draft is made at the first file that changed: when none did, nothing is copied
  let draft: Draft | undefined;
  const draftNow = (): Draft => {
    if (draft) return draft;
    const made = draftOf(names);
    made.checked.set(checked);
    if (stored) {
      const flags = flagsFrom(stored.names.length, stored.pinned, stored.superseding);
      for (let j = 0; j < n; j++) {
        const a = from ? (from[j] as number) : j;
        if (a < 0) continue;
        made.sigs.set(stored.sigs.subarray(4 * a, 4 * a + 4), 4 * j);
        made.records[j] = stored.records.at(a);
        made.postingDoc[j] = stored.postingDoc[a] as number;
        made.flags[j] = flags[a] as number;
      }
    }
    return (draft = made);
  };
  const gone: number[] = [];
  let partial = false;
  // without a cache, with a new listing, or with files left unchecked, there is something to keep
  let lasting = !(stored && namesKnown) || rotation !== undefined;
  const order = positionsToCheck(n, rotation, from);
  for (let k = 0; k < order.length; k++) {
    const j = order[k] as number;
    // the clock is read every few files, not for each: it costs about as much as a stat
    if ((k & 31) === 0 && options.deadline !== undefined && monotonicMs() > options.deadline) {
      // out of time: what the cache knows is used unchecked, the rest is named unread, so
      // every memory stays reachable; recheckFiles still checks what is shown
      partial = true;
      break;
    }
    const a = from ? (from[j] as number) : j;
    const path = `${dir}/${names[j] as string}`;
    if (stored && a >= 0) {
      const stat = statFile(path);
      if (stat && sameSig(stat, stored.sigs, a) && trusted(stat)) {
        checked[j] = 1;
        if (draft) draft.checked[j] = 1;
        continue;
      }
    }
    const before = stored && a >= 0 ? { bytes: stored.records.at(a), doc: stored.postingDoc[a] as number } : undefined;
    if (!readInto(draftNow(), j, path, before)) gone.push(j);
    else lasting ||= trustedLater(draftNow(), j, checkedAt) || !before?.bytes?.equals(draftNow().records[j] as Buffer);
  }
  // files listed but gone when looked at: a folder that may be listed but not entered (mode
  // 644) has them all so, and is one that cannot be read, not one without memories
  const first = gone[0];
  if (first !== undefined && lookDenied(`${dir}/${names[first] as string}`)) return emptySnapshot(dir, { denied: dir });
  // a cached name gone from a folder whose stamp says nothing was removed: the cache is not
  // what was written (a damaged byte turned topic-7 into toric-7, and topic-7 was never listed
  // again until the folder changed): listed anew
  if (first !== undefined && namesKnown) return scanFolder(dir, { ...options, relist: true });
  if (rotation) writeCursor(cacheDir as string, dir, (rotation.start + rotation.window) % n);
  const stamp = { mtimeMs: dirStat.mtimeMs, ctimeMs: dirStat.ctimeMs, ino: dirStat.ino };
  // nothing changed: the cache as it is (a new listing, or a racy one read again, counts as a change)
  if (stored && namesKnown && !draft) {
    return new FolderSnapshot({ ...stored, dir, checked, postings: stored.index, postingsBytes: stored.postings, partial });
  }
  return finish({
    draft: without(draftNow(), gone),
    lasting: lasting || partial || gone.length > 0,
    postingsBytes: stored?.postings ?? (() => Buffer.alloc(0)),
    postings: stored?.index,
    dir,
    stamp,
    checkedAt,
    partial,
    options,
  });
}

/**
 * Checks the given positions against the disk where this run has not yet (a rotating
 * folder, a deadline) or where the cached record cannot be read, and reads the changed
 * ones again. The same snapshot when nothing changed; a new one (and a new cache file)
 * when something did, so the caller can rank again.
 */
export function recheckFiles(snapshot: FolderSnapshot, positions: Iterable<number>, options: ScanOptions = {}): FolderSnapshot {
  const todo = [...new Set(positions)].filter((i) => i >= 0 && i < snapshot.count && (!snapshot.checked[i] || (!snapshot.unread(i) && !snapshot.record(i))));
  if (todo.length === 0) return snapshot;
  const now = Date.now();
  // a draft is made at the first file that changed: a check that finds nothing copies nothing
  let draft: Draft | undefined;
  const draftNow = (): Draft => {
    if (draft) return draft;
    const made = draftOf(snapshot.names);
    made.sigs.set(snapshot.sigs);
    made.checked.set(snapshot.checked);
    made.postingDoc.set(snapshot.postingDoc);
    for (let j = 0; j < snapshot.count; j++) made.records[j] = snapshot.records.at(j);
    made.flags.set(flagsFrom(snapshot.count, snapshot.pinned, snapshot.superseding));
    return (draft = made);
  };
  const gone: number[] = [];
  let changed = false;
  for (const i of todo) {
    const path = snapshot.path(i);
    const stat = statFile(path);
    if (stat && !snapshot.unread(i) && snapshot.record(i) && sameSig(stat, snapshot.sigs, i) && changedAt(stat) < now - RACY_MS) continue;
    const before = { bytes: snapshot.records.at(i), doc: snapshot.postingDoc[i] as number };
    if (!stat || !readInto(draftNow(), i, path, before)) {
      gone.push(i);
      changed = true;
    } else if (draftNow().postingDoc[i] === -1 || before.bytes === undefined) changed = true;
  }
  if (!changed) return snapshot;
  // the names stay those of the run that made the snapshot, with its stamp and clock
  const { postingsBytes, postings, stamp, checkedAt, partial, dir } = snapshot;
  return finish({ draft: without(draftNow(), gone), lasting: true, postingsBytes, postings, dir, stamp, checkedAt, partial, options });
}
