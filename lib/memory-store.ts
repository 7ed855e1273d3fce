import { lstatSync, writeFileSync, type Stats } from 'node:fs';
import { monotonicMs } from './clock.js';
import { statSig, unchangedFile } from './fast-stat.js';
import { join } from 'node:path';
import { listMemoryFileNames, memoryNameOf } from './discover.js';
import { parseFrontMatter } from './frontmatter.js';
import { toMeta, type MemoryMeta } from './memory-meta.js';
import { docTerms, type DocTerms, type PostingsPart, type TermSource } from './rank/bm25.js';
import { GLOBAL_KEY } from './project-key.js';
import { readHead } from './read-head.js';
import { readTextSafely } from './read-file-safely.js';
import { entryArray, type EntryList } from './entry-list.js';
import { readStore, storeFileFor, STORE_VERSION, writeStore, type FileRecord, type FileSig, type StoredFolder, type StoreHeader } from './store/folder-store.js';
import { buildTermIndex, namesHash, openTermIndex, readTermIndex, writeTermIndex, type TermIndex } from './store/term-index.js';

export type Scope = 'global' | 'project';

export interface MemoryEntry {
  scope: Scope;
  /** `_global` or the project key: the folder under the memory root */
  folder: string;
  name: string;
  path: string;
  meta: MemoryMeta;
  /** why the front matter could not be used in full; the entry is still listed */
  problems: string[];
  /** ranking terms, when the store has them (see rank/bm25.ts docTerms) */
  terms?: DocTerms;
  /** meta.pinned, known without decoding the whole record */
  pinned?: boolean;
  /** when its record was made, when the store knows: the same generation, the same record */
  gen?: number;
}

export interface MemorySet {
  memoryRoot: string;
  projectKey: string;
  /** global memories first, then this project's, each folder by file name; entries are made on first use */
  list: EntryList;
  /** every entry of `list`, as an array */
  readonly entries: readonly MemoryEntry[];
  /** where the memory at `path` is in `list`, or -1 */
  indexOf(path: string): number;
  /** the deadline passed before every file was checked: some entries may be out of date */
  partial: boolean;
  /** postings over `entries` from the stored term indexes, when a cache is in use */
  terms?: TermSource;
  /**
   * Checks entries taken from the store without a stat this run (large folders, see
   * FULL_CHECK_MAX) and reads changed ones again; true when any changed. Call it on what
   * is about to be shown, and rank again when it says so.
   */
  recheck(entries: readonly MemoryEntry[]): boolean;
}

export interface LoadOptions {
  /** where parsed memories are kept between runs; no caching without it */
  cacheDir?: string;
  /** folders larger than this are checked in a rotating window (default FULL_CHECK_MAX) */
  fullCheckMax?: number;
  /** files such a folder checks per run (default CHECK_PER_RUN) */
  checkPerRun?: number;
  /** monotonicMs() value after which remaining files are taken from the cache unchecked */
  deadline?: number;
}

/**
 * A file whose mtime is this close to the moment it was cached may have changed again
 * within the clock's resolution (coarse file systems keep whole seconds), so it is
 * re-read until it is older than that — the "racily clean" rule.
 */
const RACY_MS = 2_000;
/** Enough for the front matter of almost every memory, without decoding its body. */
const FIRST_READ_BYTES = 4096;
/** Edited memories are scored from their own records until this many pile up; then the folder's index is rebuilt. */
const MAX_DIRTY = 32;
/** Edited memories re-read on every prompt before the store is rewritten to remember them. */
const UNSAVED_MAX = 8;
/**
 * Up to this many files in a folder, every file is stat'ed on every prompt. Above it, a
 * stat per file costs more than the rest of the hook, so each prompt checks a rotating
 * window of CHECK_PER_RUN files, and every memory the output is about to show is checked
 * before it is shown (MemorySet.recheck): what Claude sees is never stale, and an edit to
 * a memory it is not shown reaches the ranking within ⌈files / CHECK_PER_RUN⌉ prompts.
 * Additions, removals and renames change the folder's mtime and are always seen at once.
 */
export const FULL_CHECK_MAX = 2_000;
/** Files a rotating folder checks per prompt: the two scope folders together, 1,000. */
const CHECK_PER_RUN = 500;

const EMPTY_META: MemoryMeta = { tags: [], pinned: false };

export interface ParsedFile {
  sig: FileSig;
  record: FileRecord;
  terms: DocTerms;
}

/** Reads one memory file's head and parses its front matter; never throws. */
export function parseMemoryFile(path: string, name: string): ParsedFile | undefined {
  let head = readHead(path, FIRST_READ_BYTES);
  if (!head) return undefined;
  let parsed = parseFrontMatter(head.text);
  // front matter longer than the first read: read as far as a head may go
  if (!parsed.ok && head.truncated && parsed.reason.includes('not closed')) {
    head = readHead(path) ?? head;
    parsed = parseFrontMatter(head.text);
  }
  const sig = { size: head.size, mtimeMs: head.mtimeMs, ctimeMs: head.ctimeMs, ino: head.ino };
  if (!parsed.ok) {
    const reason = head.truncated && parsed.reason.includes('not closed') ? 'front matter is too long or not closed' : parsed.reason;
    return { sig, record: { meta: EMPTY_META, problems: [reason] }, terms: termsFor(name, EMPTY_META) };
  }
  const { meta, problems } = toMeta(parsed.data);
  return { sig, record: { meta, problems }, terms: termsFor(name, meta) };
}

function termsFor(fileName: string, meta: MemoryMeta): DocTerms {
  return docTerms({ name: memoryNameOf(fileName), title: meta.title ?? '', description: meta.description ?? '', tags: meta.tags.join(' ') });
}

/** What a scan knows of a file it read itself this run (changed, new, or a damaged store line). */
interface FreshFile {
  record: FileRecord;
  terms: DocTerms;
}

const NOT_STORED = -1;

/**
 * A stat of a bare name inside the folder skips the kernel's walk down the folder's
 * path: about a quarter of each stat. Worth the two chdirs only over this many files.
 */
const RELATIVE_STAT_MIN = 64;

/**
 * Makes `dir` the working folder if it is still the folder that was lstat'ed (not a
 * link swapped in since); returns how to go back, or undefined where that cannot be
 * done (a worker thread, a working folder that no longer exists).
 */
function enterFolder(dir: string, dirStat: Stats): (() => void) | undefined {
  let previous: string;
  try {
    previous = process.cwd();
    process.chdir(dir);
  } catch {
    return undefined;
  }
  const back = () => {
    try {
      process.chdir(previous);
    } catch {
      // the old working folder is gone: every path this process uses is absolute
    }
  };
  try {
    const here = lstatSync('.');
    if (here.ino === dirStat.ino && here.dev === dirStat.dev) return back;
  } catch {
    // fall through
  }
  back();
  return undefined;
}

/**
 * The memory files of one folder, as flat arrays by position (files sorted by name):
 * one prompt over thousands of unchanged memories creates no object per file until
 * one is used. A file's record and terms come from the store unless the scan read the
 * file itself.
 */
export class FolderScan {
  /** where each file sits in the store, or NOT_STORED */
  readonly at: Int32Array;
  /** 1 when stat'ed or read this run; 0 when taken from the store unchecked (rotation, or the deadline) */
  readonly checked: Uint8Array;
  /** 1 when named only: the deadline passed before it could be read */
  readonly unread: Uint8Array;
  readonly pinned: Uint8Array;
  /** positions of pinned files, while they are the store's own list (no file read again since) */
  private pinnedAsStored: readonly number[] | undefined;
  /** size, mtimeMs, ctimeMs, ino per file; the store's own array until a file differs */
  sigs: Float64Array;
  /** when each file's record was produced (see StoreHeader.gens) */
  gens: Float64Array;
  /** the latest of `gens`, or -Infinity */
  maxGen = -Infinity;
  readonly fresh = new Map<number, FreshFile>();
  /** terms of files not read this run, once worked out */
  private readonly derived = new Map<number, DocTerms>();
  partial = false;
  /** postings covering every file not in `dirty` (see `placement` for their doc numbers) */
  index: TermIndex | undefined;
  /**
   * Where each file's postings are in the term index: 'identity' when its doc numbers are
   * these positions, or by position the doc number there (-1: not in it), or 'none'.
   */
  placement: 'identity' | 'none' | Float64Array = 'none';
  /** by the index's doc number, the position now (-1: gone); unset with 'identity' */
  fromIndex: Int32Array | undefined;
  /** positions of files edited since the index was built: scored from their own records */
  readonly dirty: number[] = [];
  /** files found changed after the scan (MemorySet.recheck): their terms must be read again */
  changes = 0;
  private ownArrays: boolean;

  constructor(
    readonly dir: string,
    readonly names: string[],
    readonly store: StoredFolder | undefined,
    at: Int32Array | undefined,
  ) {
    const n = names.length;
    this.checked = new Uint8Array(n);
    this.unread = new Uint8Array(n);
    this.pinned = new Uint8Array(n);
    const header = store?.header;
    if (header && at === undefined) {
      // the store's own list of names: its arrays serve as they are
      this.at = new Int32Array(n);
      for (let i = 0; i < n; i++) this.at[i] = i;
      this.sigs = header.sigs;
      this.gens = header.gens;
      this.maxGen = header.maxGen;
      this.ownArrays = false;
      for (const i of header.pinned) this.pinned[i] = 1;
      this.pinnedAsStored = header.pinned;
    } else {
      this.at = at ?? new Int32Array(n).fill(NOT_STORED);
      this.sigs = new Float64Array(4 * n).fill(Number.NaN);
      this.gens = new Float64Array(n);
      this.ownArrays = true;
      if (header) {
        const pinned = new Set(header.pinned);
        for (let i = 0; i < n; i++) {
          const a = this.at[i] as number;
          if (a === NOT_STORED) continue;
          this.sigs.set(header.sigs.subarray(4 * a, 4 * a + 4), 4 * i);
          this.gens[i] = header.gens[a] as number;
          this.maxGen = Math.max(this.maxGen, this.gens[i] as number);
          if (pinned.has(a)) this.pinned[i] = 1;
        }
      }
    }
  }

  get count(): number {
    return this.names.length;
  }

  /** Positions of pinned files, in order. */
  pinnedPositions(): readonly number[] {
    if (this.pinnedAsStored) return this.pinnedAsStored;
    const out: number[] = [];
    for (let i = 0; i < this.count; i++) if (this.pinned[i]) out.push(i);
    return out;
  }

  path(i: number): string {
    // plain concatenation: path.join's normalising costs more than the stat on this path
    return `${this.dir}/${this.names[i]}`;
  }

  sig(i: number): FileSig {
    const s = this.sigs;
    return { size: s[4 * i] as number, mtimeMs: s[4 * i + 1] as number, ctimeMs: s[4 * i + 2] as number, ino: s[4 * i + 3] as number };
  }

  /** Records what was read of file i: its stat fields, record, terms and when it was produced. */
  setFresh(i: number, parsed: ParsedFile, gen: number): void {
    if (!this.ownArrays) {
      this.sigs = this.sigs.slice();
      this.gens = this.gens.slice();
      this.ownArrays = true;
    }
    const { sig } = parsed;
    this.sigs[4 * i] = sig.size;
    this.sigs[4 * i + 1] = sig.mtimeMs;
    this.sigs[4 * i + 2] = sig.ctimeMs;
    this.sigs[4 * i + 3] = sig.ino;
    this.gens[i] = gen;
    this.maxGen = Math.max(this.maxGen, gen);
    this.pinned[i] = parsed.record.meta.pinned ? 1 : 0;
    this.pinnedAsStored = undefined;
    this.checked[i] = 1;
    this.fresh.set(i, { record: parsed.record, terms: parsed.terms });
  }

  record(i: number): FileRecord {
    const fresh = this.fresh.get(i);
    if (fresh) return fresh.record;
    if (this.unread[i]) return UNREAD_RECORD;
    const a = this.at[i] as number;
    const stored = this.store && a !== NOT_STORED ? this.store.record(a) : undefined;
    if (stored) return stored;
    // a damaged store line: read the file itself again, keeping what the store said of it
    const parsed = parseMemoryFile(this.path(i), this.names[i] as string);
    const record = parsed?.record ?? { meta: EMPTY_META, problems: ['could not be read'] };
    this.fresh.set(i, { record, terms: parsed?.terms ?? termsFor(this.names[i] as string, record.meta) });
    return record;
  }

  terms(i: number): DocTerms {
    const fresh = this.fresh.get(i);
    if (fresh) return fresh.terms;
    // no terms: tokenising thousands of names would spend the time the deadline saved
    if (this.unread[i]) return [];
    const known = this.derived.get(i);
    if (known) return known;
    // not in the term index (or rebuilding it without one): the terms follow from the
    // record, itself read from the file again if its line is damaged
    const record = this.record(i);
    const reread = this.fresh.get(i);
    if (reread) return reread.terms;
    const terms = termsFor(this.names[i] as string, record.meta);
    this.derived.set(i, terms);
    return terms;
  }

  /** Sets the terms of a file the scan did not read (from the term index being rebuilt). */
  setTerms(i: number, terms: DocTerms): void {
    if (!this.fresh.has(i)) this.derived.set(i, terms);
  }

  /** The store line for file i: its stored bytes when it did not change, copied undecoded. */
  recordLine(i: number): string | Uint8Array {
    const a = this.at[i] as number;
    const stored = !this.fresh.has(i) && this.store && a !== NOT_STORED ? this.store.recordBytes(a) : undefined;
    return stored ?? JSON.stringify(this.record(i));
  }

  /**
   * Stats a file taken from the store unchecked and reads it again if it changed. True
   * when what the list shows or ranks for it may differ now.
   */
  recheck(i: number): boolean {
    if (this.checked[i] || this.unread[i]) return false;
    this.checked[i] = 1;
    const path = this.path(i);
    const stat = statSig(path);
    const k = 4 * i;
    const s = this.sigs;
    if (stat?.isFile && stat.size === s[k] && stat.mtimeMs === s[k + 1] && stat.ctimeMs === s[k + 2] && stat.ino === s[k + 3] && stat.mtimeMs < (this.gens[i] as number) - RACY_MS) return false;
    const parsed = parseMemoryFile(path, this.names[i] as string);
    if (!parsed) return false;
    this.setFresh(i, parsed, Date.now());
    if (!this.dirty.includes(i)) this.dirty.push(i);
    this.changes++;
    return true;
  }

  /** Only the positions in `keep`, renumbered. */
  subset(keep: readonly number[]): FolderScan {
    const at = new Int32Array(keep.length);
    keep.forEach((i, j) => (at[j] = this.at[i] as number));
    const out = new FolderScan(this.dir, keep.map((i) => this.names[i] as string), this.store, at);
    const placement = this.placement;
    if (placement !== 'none') out.placement = Float64Array.from(keep, (i) => (placement === 'identity' ? i : (placement[i] as number)));
    keep.forEach((i, j) => {
      out.sigs.set(this.sigs.subarray(4 * i, 4 * i + 4), 4 * j);
      out.gens[j] = this.gens[i] as number;
      out.maxGen = Math.max(out.maxGen, this.gens[i] as number);
      out.pinned[j] = this.pinned[i] as number;
      out.checked[j] = this.checked[i] as number;
      out.unread[j] = this.unread[i] as number;
      const fresh = this.fresh.get(i);
      if (fresh) out.fresh.set(j, fresh);
    });
    out.partial = this.partial;
    return out;
  }
}

const UNREAD_RECORD: FileRecord = { meta: EMPTY_META, problems: ['not read in time'] };

/**
 * The memory files of one folder, reusing the store for every file that did not change:
 * one stat each. The folder's mtime tells whether a file was added, removed or renamed;
 * each file's size, mtime, ctime and inode whether it was edited in place.
 */
export function scanFolder(dir: string, options: LoadOptions = {}): FolderScan {
  // lstat: a scope folder that is a link (possibly out of the memory root) is not followed
  const dirStat = lstatSync(dir, { throwIfNoEntry: false });
  if (!dirStat?.isDirectory()) return new FolderScan(dir, [], undefined, undefined);
  const now = Date.now();
  const { cacheDir } = options;
  const store = cacheDir ? readStore(cacheDir, dir) : undefined;
  const header = store?.header;
  const trusted = (mtimeMs: number) => header !== undefined && mtimeMs < header.writtenAtMs - RACY_MS;
  const namesKnown = header !== undefined && header.folderMtimeMs === dirStat.mtimeMs && trusted(dirStat.mtimeMs);
  const names = namesKnown ? header.names : listMemoryFileNames(dir);
  let at: Int32Array | undefined;
  if (!namesKnown) {
    at = new Int32Array(names.length).fill(NOT_STORED);
    if (header) {
      const position = new Map(header.names.map((name, i) => [name, i]));
      names.forEach((name, j) => (at![j] = position.get(name) ?? NOT_STORED));
    }
  }
  let scan = new FolderScan(dir, names, store, at);
  const index = cacheDir ? readTermIndex(cacheDir, dir) : undefined;
  scan.placement = placementOf(scan.at, storedPlacement(header, index), namesKnown);
  // a new or racy folder listing is worth writing down once it is old enough to trust
  let changed = !namesKnown && (header === undefined || dirStat.mtimeMs !== header.folderMtimeMs || dirStat.mtimeMs < now - RACY_MS);
  // files read again because they changed: a few are cheaper to re-read each prompt than
  // a rewrite of the whole store; past UNSAVED_MAX the store is brought up to date
  let reparsed = 0;
  const gone: number[] = [];
  const n = names.length;
  // files the store knows are checked in the window even when names changed: a new or
  // renamed file is not in the store, so it is always read
  const rotation = header && cacheDir && n > (options.fullCheckMax ?? FULL_CHECK_MAX) ? readCursor(cacheDir, dir, n) : undefined;
  const window = options.checkPerRun ?? CHECK_PER_RUN;
  const sigs = header?.sigs;
  const leave = sigs && Math.min(n, window) >= RELATIVE_STAT_MIN ? enterFolder(dir, dirStat) : undefined;
  try {
    // a rotating check visits only its window, and every file the store does not know:
    // the rest is taken from the store unchecked
    const order = rotation === undefined ? undefined : rotationOrder(scan.at, rotation, Math.min(window, n));
    const visits = order ? order.length : n;
    for (let k = 0; k < visits; k++) {
      const j = order ? (order[k] as number) : k;
      const a = scan.at[j] as number;
      // the clock is read every few files, not for each: it costs as much as a stat
      if (options.deadline !== undefined && (k & 31) === 0 && !scan.partial && monotonicMs() > options.deadline) scan.partial = true;
      if (scan.partial) {
        // out of time: what the store knows is used unchecked, the rest is named unread,
        // so every memory stays reachable; MemorySet.recheck still checks what is shown
        if (a === NOT_STORED) scan.unread[j] = 1;
        continue;
      }
      const name = names[j] as string;
      const path = `${dir}/${name}`;
      if (sigs && a !== NOT_STORED) {
        // the stored mtime is what the file has if unchanged: trusting it is the racy rule
        if (unchangedFile(leave ? name : path, sigs, 4 * a) && trusted(sigs[4 * a + 1] as number)) {
          scan.checked[j] = 1;
          continue;
        }
        if (!statSig(path)?.isFile) {
          changed = true;
          gone.push(j);
          continue;
        }
      }
      const parsed = parseMemoryFile(path, name);
      if (!parsed) {
        changed = true;
        gone.push(j);
        continue;
      }
      // the same front matter (a touched file, a checkout) keeps its generation: the term
      // index, built from names and front matter alone, still covers it
      const sameRecord = store !== undefined && a !== NOT_STORED && JSON.stringify(parsed.record) === store.line(a);
      scan.setFresh(j, parsed, sameRecord ? (header!.gens[a] as number) : now);
      if (!sameRecord || parsed.sig.mtimeMs < now - RACY_MS) reparsed++;
    }
  } finally {
    leave?.();
  }
  if (gone.length > 0) {
    const skip = new Set(gone);
    const partial = scan.partial;
    scan = scan.subset(names.flatMap((_, j) => (skip.has(j) ? [] : [j])));
    scan.partial = partial;
  }

  const namesChanged = header === undefined || !sameNames(header.names, scan.names);
  const namesStamp = namesChanged ? now : header.namesStamp;
  // in a rotating check a changed file may not be looked at again for many prompts, so
  // what was found is written down at once
  const mustSave = reparsed > (rotation === undefined ? UNSAVED_MAX : 0);
  if ((changed || namesChanged || mustSave || (scan.partial && reparsed > 0)) && cacheDir) saveScan(cacheDir, scan, dirStat.mtimeMs, now, namesStamp, index);
  if (rotation !== undefined && cacheDir) writeCursor(cacheDir, dir, (rotation + window) % n);
  if (!cacheDir || scan.partial) return scan;
  // building a missing index over a huge folder is not worth missing the deadline for:
  // this prompt goes unranked and says so, a later one builds it
  if (!attachTermIndex(cacheDir, scan, index, now, options.deadline)) scan.partial = true;
  return scan;
}

/**
 * Out of time, what was read is still kept, so a huge or slow folder is read a little
 * further on each prompt instead of never; a store that lists only some names claims no
 * folder mtime, so the next run reads the folder's names again.
 */
function saveScan(cacheDir: string, scan: FolderScan, folderMtimeMs: number, now: number, namesStamp: number, index: TermIndex | undefined): void {
  const kept: number[] = [];
  for (let i = 0; i < scan.count; i++) if (!scan.unread[i]) kept.push(i);
  // nearly every line is copied: one read of each file, not a read per line
  scan.store?.readAll();
  const records: (string | Uint8Array)[] = [];
  const sigs = new Float64Array(4 * kept.length);
  const gens = new Float64Array(kept.length);
  const pinned: number[] = [];
  let maxGen = -Infinity;
  const placement = index ? scan.placement : 'none';
  const indexDocs = new Float64Array(kept.length);
  kept.forEach((i, j) => {
    indexDocs[j] = placement === 'identity' ? i : placement === 'none' ? -1 : (placement[i] as number);
    records.push(scan.recordLine(i));
    sigs.set(scan.sigs.subarray(4 * i, 4 * i + 4), 4 * j);
    gens[j] = scan.gens[i] as number;
    maxGen = Math.max(maxGen, gens[j] as number);
    if (scan.pinned[i]) pinned.push(j);
  });
  writeStore(
    cacheDir,
    {
      version: STORE_VERSION,
      folder: scan.dir,
      // every name has a record: the names are complete even if some went unchecked
      folderMtimeMs: kept.length === scan.count ? folderMtimeMs : -1,
      writtenAtMs: now,
      namesStamp,
      names: kept.map((i) => scan.names[i] as string),
      sigs,
      gens,
      maxGen,
      indexDocs,
      indexStamp: placement === 'none' || !index ? -1 : index.stamp,
      indexDocCount: placement === 'none' || !index ? -1 : index.docCount,
      pinned,
    },
    records,
  );
}

/** Positions a rotating check visits: its window from `start`, then any file not in the store. */
function rotationOrder(at: Int32Array, start: number, window: number): Int32Array {
  const n = at.length;
  const extra: number[] = [];
  for (let j = 0; j < n; j++) if (at[j] === NOT_STORED && (j - start + n) % n >= window) extra.push(j);
  const order = new Int32Array(window + extra.length);
  for (let k = 0; k < window; k++) order[k] = (start + k) % n;
  order.set(extra, window);
  return order;
}

function readCursor(cacheDir: string, dir: string, count: number): number {
  const value = Number(readTextSafely(storeFileFor(cacheDir, dir, 'cursor'), 64));
  return Number.isInteger(value) && value >= 0 ? value % count : 0;
}

function writeCursor(cacheDir: string, dir: string, value: number): void {
  try {
    // a plain write, not an atomic one: a torn cursor reads as 0, which only starts the
    // window over — slower to cover every file, never wrong
    writeFileSync(storeFileFor(cacheDir, dir, 'cursor'), String(value), { mode: 0o600 });
  } catch {
    // the same
  }
}

function sameNames(names: readonly string[], other: readonly string[]): boolean {
  return names === other || names.length === other.length && other.every((name, i) => name === names[i]);
}

/**
 * Where the store's files are in the term index, by store position: 'identity' when the
 * index was built over these very names (it numbers files as the store does), the
 * header's own record of it when that names this index build, else 'none'. The names
 * fingerprint matters when hooks race: an index built over another writer's names can
 * have the same count and a newer stamp.
 */
function storedPlacement(header: StoreHeader | undefined, index: TermIndex | undefined): 'identity' | 'none' | Float64Array {
  if (!header || !index) return 'none';
  if (index.docCount === header.names.length && index.namesHash === header.namesHash) return 'identity';
  return header.indexStamp === index.stamp && header.indexDocCount === index.docCount ? header.indexDocs : 'none';
}

/** The placement by scan position, from the placement by store position. */
function placementOf(at: Int32Array, stored: 'identity' | 'none' | Float64Array, namesKnown: boolean): 'identity' | 'none' | Float64Array {
  if (stored === 'none' || (namesKnown && stored === 'identity')) return stored;
  if (namesKnown) return stored;
  const out = new Float64Array(at.length);
  for (let i = 0; i < at.length; i++) {
    const a = at[i] as number;
    out[i] = a === NOT_STORED ? -1 : stored === 'identity' ? a : ((stored[a] as number) ?? -1);
  }
  return out;
}

/** What a term index covers of a scan: its doc numbers by position (unset: the same), and the files to score from their own terms. */
interface Coverage {
  fromIndex?: Int32Array;
  dirty: number[];
}

/** Undefined when the index cannot be used for this scan at all. */
function coverageOf(scan: FolderScan, index: TermIndex): Coverage | undefined {
  const placement = scan.placement;
  if (placement === 'none') return undefined;
  const dirty: number[] = [];
  if (placement === 'identity') {
    if (index.docCount !== scan.count) return undefined;
    // the usual case, no record newer than the index, needs no look at each file
    if (scan.maxGen > index.stamp) for (let i = 0; i < scan.count; i++) if ((scan.gens[i] as number) > index.stamp) dirty.push(i);
    return { dirty };
  }
  // a doc count far beyond the files is a damaged index: not worth allocating for
  if (index.docCount > 4 * scan.count + 1_024) return undefined;
  const fromIndex = new Int32Array(index.docCount).fill(-1);
  for (let i = 0; i < scan.count; i++) {
    const doc = placement[i] as number;
    const placed = Number.isInteger(doc) && doc >= 0 && doc < index.docCount && fromIndex[doc] === -1;
    if (placed) fromIndex[doc] = i;
    if (!placed || (scan.gens[i] as number) > index.stamp) dirty.push(i);
  }
  return { fromIndex, dirty };
}

/**
 * Attaches the folder's term index. An index covering all but a few files (edited since
 * it was built, added since, or placed nowhere) is kept: those few are scored from their
 * own terms. Otherwise it is rebuilt; false when out of time to build one.
 */
function attachTermIndex(cacheDir: string, scan: FolderScan, index: TermIndex | undefined, now: number, deadline?: number): boolean {
  const cover = index ? coverageOf(scan, index) : undefined;
  if (index && cover && cover.dirty.length <= MAX_DIRTY) {
    scan.index = index;
    scan.fromIndex = cover.fromIndex;
    scan.dirty.push(...cover.dirty);
    return true;
  }
  if (deadline !== undefined && monotonicMs() > deadline) return false;
  if (index && cover) termsFromIndex(scan, index, cover);
  const all: DocTerms[] = [];
  for (let i = 0; i < scan.count; i++) all.push(scan.terms(i));
  const buffer = buildTermIndex(all, now, namesHash(scan.names));
  writeTermIndex(cacheDir, scan.dir, buffer);
  scan.index = openTermIndex(buffer);
  scan.fromIndex = undefined;
  scan.placement = 'identity';
  return true;
}

/**
 * The terms of every file the old index still covers, read back from its postings:
 * re-tokenising thousands of records would cost more. Files it does not cover are
 * tokenised from their records as the rebuild asks for them.
 */
function termsFromIndex(scan: FolderScan, index: TermIndex, cover: Coverage): void {
  const dirty = new Set(cover.dirty);
  const found: (DocTerms | undefined)[] = new Array(scan.count);
  const { fromIndex } = cover;
  const complete = index.forEachTerm((term, docs, weights) => {
    for (let k = 0; k < docs.length; k++) {
      const doc = docs[k] as number;
      const i = fromIndex ? (fromIndex[doc] ?? -1) : doc < scan.count ? doc : -1;
      if (i < 0 || dirty.has(i)) continue;
      (found[i] ??= []).push(term, weights[k] as number);
    }
  });
  // a damaged file: every file is tokenised instead
  if (!complete) return;
  found.forEach((terms, i) => {
    if (terms) scan.setTerms(i, terms);
  });
}

/** A MemoryEntry read from its folder's scan on first use. */
class FolderEntry implements MemoryEntry {
  private cachedPath: string | undefined = undefined;

  constructor(
    readonly scan: FolderScan,
    readonly i: number,
    readonly scope: Scope,
    readonly folder: string,
  ) {}

  get name(): string {
    return memoryNameOf(this.scan.names[this.i] as string);
  }

  get path(): string {
    return (this.cachedPath ??= this.scan.path(this.i));
  }

  get pinned(): boolean {
    return this.scan.pinned[this.i] === 1;
  }

  get gen(): number | undefined {
    // a file read for the first time this run has no generation a session could have seen
    const gen = this.scan.gens[this.i] as number;
    return this.scan.unread[this.i] ? undefined : gen;
  }

  get meta(): MemoryMeta {
    return this.scan.record(this.i).meta;
  }

  get problems(): string[] {
    return this.scan.record(this.i).problems;
  }

  get terms(): DocTerms {
    return this.scan.terms(this.i);
  }
}

/** Entries of one folder's scan, in its order. */
export function scanEntries(scan: FolderScan, scope: Scope, folder: string): MemoryEntry[] {
  const entries: MemoryEntry[] = new Array(scan.count);
  for (let i = 0; i < scan.count; i++) entries[i] = new FolderEntry(scan, i, scope, folder);
  return entries;
}

/**
 * Postings over the combined entries: each folder's index for clean files, records for
 * edited ones. Files found changed later in the run (MemorySet.recheck) join the edited
 * ones, so a re-rank scores them by their new text.
 */
function combinedTerms(scans: readonly { scan: FolderScan; offset: number }[], docCount: number): TermSource | undefined {
  if (scans.some(({ scan }) => scan.count > 0 && !scan.index)) return undefined;
  let overlay = new Map<string, { docs: number[]; weights: number[] }>();
  let overlaid = -1;
  // a file edited twice stays one dirty entry; `changes` still tells the overlay to refresh
  const dirtyCount = () => scans.reduce((sum, { scan }) => sum + scan.dirty.length + scan.changes, 0);
  const refresh = () => {
    if (overlaid === dirtyCount()) return;
    overlay = new Map();
    for (const { scan, offset } of scans) {
      for (const i of scan.dirty) {
        const flat = scan.terms(i);
        for (let t = 0; t < flat.length; t += 2) {
          const term = flat[t] as string;
          let list = overlay.get(term);
          if (!list) overlay.set(term, (list = { docs: [], weights: [] }));
          list.docs.push(offset + i);
          list.weights.push(flat[t + 1] as number);
        }
      }
    }
    overlaid = dirtyCount();
  };
  // tie order: this project's memories first, then global ones, each folder sorted by name
  const priority = new Int32Array(docCount);
  let k = 0;
  for (const { scan, offset } of [...scans].reverse()) for (let i = 0; i < scan.count; i++) priority[k++] = offset + i;
  const pinned: number[] = [];
  for (const { scan, offset } of scans) for (const i of scan.pinnedPositions()) pinned.push(offset + i);
  return {
    docCount,
    lookup(term) {
      refresh();
      const parts: PostingsPart[] = [];
      for (const { scan, offset } of scans) {
        const hit = scan.index?.lookup(term);
        if (!hit) continue;
        const { fromIndex } = scan;
        if (scan.dirty.length === 0 && !fromIndex) {
          // the common case, nothing edited since the index was built: read in place
          parts.push({ docs: hit.docs, weights: hit.weights, offset, count: scan.count });
          continue;
        }
        // edited and added files are scored from their own terms (the overlay), removed
        // ones not at all; the rest are renumbered to their positions now
        const dirty = new Set(scan.dirty);
        const docs: number[] = [];
        const weights: number[] = [];
        for (let i = 0; i < hit.docs.length; i++) {
          const doc = fromIndex ? (fromIndex[hit.docs[i] as number] ?? -1) : (hit.docs[i] as number);
          if (doc < 0 || doc >= scan.count || dirty.has(doc)) continue;
          docs.push(doc);
          weights.push(hit.weights[i] as number);
        }
        parts.push({ docs, weights, offset, count: scan.count });
      }
      const extra = overlay.get(term);
      if (extra) parts.push({ ...extra, offset: 0, count: docCount });
      return parts;
    },
    priority,
    pinned,
  };
}

export function loadMemories(memoryRoot: string, projectKey: string, options: LoadOptions = {}): MemorySet {
  const global = scanFolder(join(memoryRoot, GLOBAL_KEY), options);
  const project = scanFolder(join(memoryRoot, projectKey), options);
  const folders = [
    { scan: global, scope: 'global' as const, folder: GLOBAL_KEY, offset: 0 },
    { scan: project, scope: 'project' as const, folder: projectKey, offset: global.count },
  ];
  const count = global.count + project.count;
  const made: (FolderEntry | undefined)[] = new Array(count);
  const list: EntryList = {
    length: count,
    at(i) {
      if (!(i >= 0 && i < count)) return undefined;
      const found = made[i];
      if (found) return found;
      const f = i < global.count ? (folders[0] as (typeof folders)[0]) : (folders[1] as (typeof folders)[1]);
      return (made[i] = new FolderEntry(f.scan, i - f.offset, f.scope, f.folder));
    },
  };
  let all: readonly MemoryEntry[] | undefined;
  const terms = options.cacheDir ? combinedTerms(folders, count) : undefined;
  const recheck = (shown: readonly MemoryEntry[]) => {
    let changed = false;
    for (const entry of shown) if (entry instanceof FolderEntry && entry.scan.recheck(entry.i)) changed = true;
    return changed;
  };
  const indexOf = (path: string) => {
    for (const { scan, offset } of folders) {
      if (!path.startsWith(`${scan.dir}/`)) continue;
      const k = positionOf(scan.names, path.slice(scan.dir.length + 1));
      if (k !== -1) return offset + k;
    }
    return -1;
  };
  return {
    memoryRoot,
    projectKey,
    list,
    get entries() {
      return (all ??= entryArray(list));
    },
    indexOf,
    partial: global.partial || project.partial,
    terms,
    recheck,
  };
}

/** Position of `name` in names sorted as Array.prototype.sort sorts them; a linear look when that fails. */
function positionOf(names: readonly string[], name: string): number {
  let lo = 0;
  let hi = names.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const here = names[mid] as string;
    if (here === name) return mid;
    if (here < name) lo = mid + 1;
    else hi = mid - 1;
  }
  // a damaged store could list names out of order: then only a full look is sure
  return names.indexOf(name);
}
