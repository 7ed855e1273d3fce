import { lstatSync } from 'node:fs';
import { statSig, unchangedFile } from './fast-stat.js';
import { join } from 'node:path';
import { listMemoryFileNames, memoryNameOf } from './discover.js';
import { parseFrontMatter } from './frontmatter.js';
import { toMeta, type MemoryMeta } from './memory-meta.js';
import { docTerms, type DocTerms, type TermSource } from './rank/bm25.js';
import { GLOBAL_KEY } from './project-key.js';
import { readHead } from './read-head.js';
import { writeFileAtomic } from './atomic-write.js';
import { readTextSafely } from './read-file-safely.js';
import { parseTermsLine, readStore, sameSig, sigAt, storeFileFor, StoredFolder, STORE_VERSION, writeStore, type FileRecord, type FileSig } from './store/folder-store.js';
import { buildTermIndex, openTermIndex, readTermIndex, writeTermIndex, type TermIndex } from './store/term-index.js';

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
}

export interface MemorySet {
  memoryRoot: string;
  projectKey: string;
  entries: MemoryEntry[];
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
  /** performance.now() value after which remaining files are taken from the cache unchecked */
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
const CHECK_PER_RUN = 1_000;

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

/** One memory file of a folder scan; its record and terms are decoded from the store only when used. */
export class ScannedFile {
  private decoded: FileRecord | undefined;
  private decodedTerms: DocTerms | undefined;
  private damaged = false;
  /** false while taken from the store without a stat this run (rotation, or the deadline) */
  checked = true;
  /** named only: the deadline passed before it could be read */
  unread = false;
  /** called when a check finds the file changed, so the folder's scores use its new terms */
  onChange: (() => void) | undefined;

  constructor(
    readonly name: string,
    /** undefined: as stored (read from the store header when needed) */
    private fresh: FileSig | undefined,
    /** when its record was produced (see StoreHeader.gens) */
    public gen: number,
    readonly pinned: boolean,
    private readonly source: StoredFolder | ParsedFile,
    private readonly at = 0,
  ) {
    if (!(source instanceof StoredFolder)) (this.decoded = source.record), (this.decodedTerms = source.terms);
  }

  get sig(): FileSig {
    return this.fresh ?? sigAt((this.source as StoredFolder).header, this.at);
  }

  get record(): FileRecord {
    if (this.decoded) return this.decoded;
    const store = this.source as StoredFolder;
    const stored = store.record(this.at);
    if (stored) return (this.decoded = stored);
    // a damaged store line: read the file itself again
    this.damaged = true;
    const parsed = parseMemoryFile(`${store.header.folder}/${this.name}`, this.name);
    this.decodedTerms = parsed?.terms;
    return (this.decoded = parsed?.record ?? { meta: EMPTY_META, problems: ['could not be read'] });
  }

  get meta(): MemoryMeta {
    return this.record.meta;
  }

  get terms(): DocTerms {
    if (this.decodedTerms) return this.decodedTerms;
    const line = this.source instanceof StoredFolder ? this.source.termsLine(this.at) : undefined;
    const stored = line === undefined ? undefined : parseTermsLine(line);
    return (this.decodedTerms = stored ?? termsFor(this.name, this.meta));
  }

  /**
   * Stats a file taken from the store unchecked and reads it again if it changed. True
   * when what the list shows or ranks for it may differ now.
   */
  recheck(path: string): boolean {
    if (this.checked) return false;
    this.checked = true;
    const stat = statSig(path);
    if (stat?.isFile && sameSig(stat, this.sig) && stat.mtimeMs < this.gen - RACY_MS) return false;
    const parsed = parseMemoryFile(path, this.name);
    if (!parsed) return false;
    this.fresh = parsed.sig;
    this.decoded = parsed.record;
    this.decodedTerms = parsed.terms;
    this.gen = Date.now();
    this.damaged = true;
    this.onChange?.();
    return true;
  }

  /** The store lines for this file, copied undecoded when it did not change. */
  lines(): { record: string; terms: string } {
    const stored = this.source instanceof StoredFolder && !this.damaged ? this.source : undefined;
    const storedTerms = stored?.termsLine(this.at);
    const terms = storedTerms !== undefined && parseTermsLine(storedTerms) ? storedTerms : JSON.stringify(this.terms);
    const storedRecord = stored?.record(this.at) ? stored.line(this.at) : undefined;
    return { record: storedRecord ?? JSON.stringify(this.record), terms };
  }
}

export interface FolderScan {
  files: ScannedFile[];
  partial: boolean;
  /** postings by position in `files`, covering every file not in `dirty` */
  index?: TermIndex;
  /** positions of files edited since the index was built: scored from their own records */
  dirty: number[];
  /** files found changed after the scan (MemorySet.recheck): their terms must be read again */
  changes: number;
}

/**
 * The memory files of one folder, reusing the store for every file that did not change:
 * one stat each. The folder's mtime tells whether a file was added, removed or renamed;
 * each file's size, mtime, ctime and inode whether it was edited in place.
 */
export function scanFolder(dir: string, options: LoadOptions = {}): FolderScan {
  // lstat: a scope folder that is a link (possibly out of the memory root) is not followed
  const dirStat = lstatSync(dir, { throwIfNoEntry: false });
  if (!dirStat?.isDirectory()) return { files: [], partial: false, dirty: [], changes: 0 };
  const now = Date.now();
  const { cacheDir } = options;
  const store = cacheDir ? readStore(cacheDir, dir) : undefined;
  const header = store?.header;
  const trusted = (mtimeMs: number) => header !== undefined && mtimeMs < header.writtenAtMs - RACY_MS;
  const namesKnown = header !== undefined && header.folderMtimeMs === dirStat.mtimeMs && trusted(dirStat.mtimeMs);
  const names = namesKnown ? header.names : listMemoryFileNames(dir);
  const position = namesKnown || !header ? undefined : new Map(header.names.map((name, i) => [name, i]));
  const pinned = new Set(header?.pinned);
  // a new or racy folder listing is worth writing down once it is old enough to trust
  let changed = !namesKnown && (header === undefined || dirStat.mtimeMs !== header.folderMtimeMs || dirStat.mtimeMs < now - RACY_MS);
  let partial = false;
  // files read again because they changed: a few are cheaper to re-read each prompt than
  // a rewrite of the whole store; past UNSAVED_MAX the store is brought up to date
  let reparsed = 0;
  const files: ScannedFile[] = [];
  const sigs = header?.sigs;
  const rotation = namesKnown && cacheDir && names.length > (options.fullCheckMax ?? FULL_CHECK_MAX) ? readCursor(cacheDir, dir, names.length) : undefined;
  const inWindow = (j: number) => rotation === undefined || (j - rotation + names.length) % names.length < CHECK_PER_RUN;
  for (let j = 0; j < names.length; j++) {
    const name = names[j] as string;
    const at = namesKnown ? j : position?.get(name);
    if (store && at !== undefined && !inWindow(j)) {
      const file = storedFile(store, at, name, pinned.has(at));
      file.checked = false;
      files.push(file);
      continue;
    }
    // the clock is read every few files, not for each: it costs as much as a stat
    if (options.deadline !== undefined && (j & 31) === 0 && performance.now() > options.deadline) partial = true;
    if (partial) {
      // out of time: what the store knows is used unchecked, the rest is named unread,
      // so every memory stays reachable
      const file = store && at !== undefined ? storedFile(store, at, name, pinned.has(at)) : unreadFile(name, now);
      // unchecked: MemorySet.recheck still checks whatever is about to be shown
      if (store && at !== undefined) file.checked = false;
      files.push(file);
      continue;
    }
    // plain concatenation: path.join's normalising costs more than the stat on this path
    const path = `${dir}/${name}`;
    if (store && sigs && at !== undefined) {
      const k = 4 * at;
      // the stored mtime is what the file has if unchanged: trusting it is the racy rule
      if (unchangedFile(path, sigs, k) && trusted(sigs[k + 1] as number)) {
        files.push(storedFile(store, at, name, pinned.has(at)));
        continue;
      }
      if (!statSig(path)?.isFile) {
        changed = true;
        continue;
      }
    }
    const parsed = parseMemoryFile(path, name);
    if (!parsed) {
      changed = true;
      continue;
    }
    const storedSig = store && at !== undefined ? sigAt(store.header, at) : undefined;
    const sameRecord = store !== undefined && at !== undefined && storedSig !== undefined && sameSig(parsed.sig, storedSig) && JSON.stringify(parsed.record) === store.line(at);
    files.push(new ScannedFile(name, parsed.sig, sameRecord ? (store.header.gens[at] as number) : now, parsed.record.meta.pinned, parsed));
    if (!sameRecord || parsed.sig.mtimeMs < now - RACY_MS) reparsed++;
  }

  const namesChanged = header === undefined || !sameNames(header.names, files);
  const namesStamp = namesChanged ? now : header.namesStamp;
  // in a rotating check a changed file may not be looked at again for many prompts, so
  // what was found is written down at once
  const mustSave = reparsed > (rotation === undefined ? UNSAVED_MAX : 0);
  // Out of time, what was read is still kept, so a huge or slow folder is read a little
  // further on each prompt instead of never; a store that lists only some names claims
  // no folder mtime, so the next run reads the folder's names again.
  const kept = partial ? files.filter((f) => !f.unread) : files;
  if ((changed || namesChanged || mustSave || (partial && reparsed > 0)) && cacheDir) {
    const lines = kept.map((f) => f.lines());
    writeStore(
      cacheDir,
      {
        version: STORE_VERSION,
        folder: dir,
        // every name has a record: the names are complete even if some went unchecked
        folderMtimeMs: kept.length === files.length ? dirStat.mtimeMs : -1,
        writtenAtMs: now,
        namesStamp,
        names: kept.map((f) => f.name),
        sigs: kept.flatMap((f) => [f.sig.size, f.sig.mtimeMs, f.sig.ctimeMs, f.sig.ino]),
        gens: kept.map((f) => f.gen),
        pinned: kept.flatMap((f, i) => (f.pinned ? [i] : [])),
      },
      lines.map((l) => l.record),
      lines.map((l) => l.terms),
    );
  }
  if (rotation !== undefined && cacheDir) writeCursor(cacheDir, dir, (rotation + CHECK_PER_RUN) % names.length);
  if (!cacheDir || partial) return { files, partial, dirty: [], changes: 0 };
  const terms = termIndexFor(cacheDir, dir, files, namesStamp, now, options.deadline);
  // building a missing index over a huge folder is not worth missing the deadline for:
  // this prompt goes unranked and says so, a later one builds it
  if (!terms) return { files, partial: true, dirty: [], changes: 0 };
  const scan: FolderScan = { files, partial, changes: 0, ...terms };
  files.forEach((file, i) => {
    if (!file.checked) {
      file.onChange = () => {
        if (!scan.dirty.includes(i)) scan.dirty.push(i);
        scan.changes++;
      };
    }
  });
  return scan;
}

function readCursor(cacheDir: string, dir: string, count: number): number {
  const value = Number(readTextSafely(storeFileFor(cacheDir, dir, 'cursor'), 64));
  return Number.isInteger(value) && value >= 0 ? value % count : 0;
}

function writeCursor(cacheDir: string, dir: string, value: number): void {
  try {
    writeFileAtomic(storeFileFor(cacheDir, dir, 'cursor'), String(value), 0o600, { durable: false });
  } catch {
    // the window then starts over: slower to cover every file, never wrong
  }
}

const UNREAD_SIG: FileSig = { size: -1, mtimeMs: -1, ctimeMs: -1, ino: -1 };

function unreadFile(name: string, now: number): ScannedFile {
  const record = { meta: EMPTY_META, problems: ['not read in time'] };
  // no terms: tokenising thousands of names would spend the time the deadline saved
  const file = new ScannedFile(name, UNREAD_SIG, now, false, { sig: UNREAD_SIG, record, terms: [] });
  file.unread = true;
  return file;
}

function storedFile(store: StoredFolder, at: number, name: string, pinned: boolean): ScannedFile {
  return new ScannedFile(name, undefined, store.header.gens[at] as number, pinned, store, at);
}

function sameNames(names: readonly string[], files: readonly ScannedFile[]): boolean {
  return names.length === files.length && files.every((f, i) => f.name === names[i]);
}

/** The folder's term index, rebuilt when names changed or too many files were edited since. */
function termIndexFor(cacheDir: string, dir: string, files: ScannedFile[], namesStamp: number, now: number, deadline?: number): { index?: TermIndex; dirty: number[] } | undefined {
  const index = readTermIndex(cacheDir, dir);
  if (index && index.docCount === files.length && index.stamp >= namesStamp) {
    const dirty = files.flatMap((f, i) => (f.gen > index.stamp ? [i] : []));
    if (dirty.length <= MAX_DIRTY) return { index, dirty };
  }
  if (deadline !== undefined && performance.now() > deadline) return undefined;
  const buffer = buildTermIndex(files.map((f) => f.terms), now);
  writeTermIndex(cacheDir, dir, buffer);
  return { index: openTermIndex(buffer), dirty: [] };
}

function toEntries(memoryRoot: string, scope: Scope, folder: string, files: readonly ScannedFile[]): MemoryEntry[] {
  const dir = join(memoryRoot, folder);
  return files.map((f) => new StoredEntry(scope, folder, dir, f));
}

/** A MemoryEntry whose record is decoded on first use. */
class StoredEntry implements MemoryEntry {
  readonly name: string;
  readonly path: string;
  readonly pinned: boolean;

  constructor(
    readonly scope: Scope,
    readonly folder: string,
    dir: string,
    readonly file: ScannedFile,
  ) {
    this.name = memoryNameOf(file.name);
    this.path = `${dir}/${file.name}`;
    this.pinned = file.pinned;
  }

  get meta(): MemoryMeta {
    return this.file.record.meta;
  }

  get problems(): string[] {
    return this.file.record.problems;
  }

  get terms(): DocTerms {
    return this.file.terms;
  }
}

/**
 * Postings over the combined entries: each folder's index for clean files, records for
 * edited ones. Files found changed later in the run (MemorySet.recheck) join the edited
 * ones, so a re-rank scores them by their new text.
 */
function combinedTerms(scans: readonly { scan: FolderScan; offset: number }[], docCount: number): TermSource | undefined {
  if (scans.some(({ scan }) => scan.files.length > 0 && !scan.index)) return undefined;
  let overlay = new Map<string, { docs: number[]; weights: number[] }>();
  let overlaid = -1;
  // a file edited twice stays one dirty entry; `changes` still tells the overlay to refresh
  const dirtyCount = () => scans.reduce((sum, { scan }) => sum + scan.dirty.length + scan.changes, 0);
  const refresh = () => {
    if (overlaid === dirtyCount()) return;
    overlay = new Map();
    for (const { scan, offset } of scans) {
      for (const i of scan.dirty) {
        const flat = (scan.files[i] as ScannedFile).terms;
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
  return {
    docCount,
    lookup(term) {
      refresh();
      const found = scans.map(({ scan }) => scan.index?.lookup(term));
      if (scans.every(({ scan }) => scan.dirty.length === 0)) {
        // the common case, nothing edited since the indexes were built: typed copies only
        const total = found.reduce((sum, hit) => sum + (hit?.docs.length ?? 0), 0);
        if (total === 0) return undefined;
        const docs = new Uint32Array(total);
        const weights = new Float32Array(total);
        let at = 0;
        scans.forEach(({ offset }, k) => {
          const hit = found[k];
          if (!hit) return;
          for (let i = 0; i < hit.docs.length; i++) docs[at + i] = (hit.docs[i] as number) + offset;
          weights.set(hit.weights as ArrayLike<number>, at);
          at += hit.docs.length;
        });
        return { docs, weights };
      }
      const docs: number[] = [];
      const weights: number[] = [];
      scans.forEach(({ scan, offset }, k) => {
        const hit = found[k];
        if (!hit) return;
        const dirty = new Set(scan.dirty);
        for (let i = 0; i < hit.docs.length; i++) {
          const doc = hit.docs[i] as number;
          if (dirty.has(doc)) continue;
          docs.push(offset + doc);
          weights.push(hit.weights[i] as number);
        }
      });
      const extra = overlay.get(term);
      if (extra) for (let i = 0; i < extra.docs.length; i++) (docs.push(extra.docs[i] as number), weights.push(extra.weights[i] as number));
      return docs.length > 0 ? { docs, weights } : undefined;
    },
    // each folder's files are sorted by file name: this project's first, then global ones
    priority: [...scans].reverse().flatMap(({ scan, offset }) => scan.files.map((_, i) => offset + i)),
    pinned: scans.flatMap(({ scan, offset }) => scan.files.flatMap((file, i) => (file.pinned ? [offset + i] : []))),
  };
}

export function loadMemories(memoryRoot: string, projectKey: string, options: LoadOptions = {}): MemorySet {
  const global = scanFolder(join(memoryRoot, GLOBAL_KEY), options);
  const project = scanFolder(join(memoryRoot, projectKey), options);
  const entries = [...toEntries(memoryRoot, 'global', GLOBAL_KEY, global.files), ...toEntries(memoryRoot, 'project', projectKey, project.files)];
  const terms = options.cacheDir
    ? combinedTerms([{ scan: global, offset: 0 }, { scan: project, offset: global.files.length }], entries.length)
    : undefined;
  const recheck = (shown: readonly MemoryEntry[]) => {
    let changed = false;
    for (const entry of shown) if (entry instanceof StoredEntry && entry.file.recheck(entry.path)) changed = true;
    return changed;
  };
  return { memoryRoot, projectKey, entries, partial: global.partial || project.partial, terms, recheck };
}
