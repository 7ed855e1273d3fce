import { unchangedFile } from './fast-stat.js';
import type { DocTerms } from '../rank/bm25.js';
import type { FileRecord, FileSig, StoredFolder } from './folder-store.js';
import type { TermIndex } from './term-index.js';
import { EMPTY_META, parseMemoryFile, termsFor, type ParsedFile } from './parse-memory-file.js';
import { RACY_MS } from './racy.js';

/** What a scan knows of a file it read itself this run (changed, new, or a damaged store line). */
interface FreshFile {
  record: FileRecord;
  terms: DocTerms;
}

/** A file's position when it is not in the store the scan was read with. */
export const NOT_STORED = -1;

/**
 * The memory files of one folder, as flat arrays by position (files sorted by name):
 * one prompt over thousands of unchanged memories creates no object per file until
 * one is used. A file's record comes from the store unless the scan read the file
 * itself; its ranking terms, when asked for, from the file, from the term index being
 * rebuilt, or tokenised from the record.
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
    // A damaged or replaced store line: the file is read again, and what was read counts
    // as new — its own stat fields and a new generation. Keeping the stored ones would let
    // an edit the store never saw pass for the record a session was shown (and that the
    // term index covers).
    const name = this.names[i] as string;
    const parsed = parseMemoryFile(this.path(i), name) ?? unreadable(name);
    this.changed(i, parsed);
    return parsed.record;
  }

  /** Records a file read again after the scan, and has the folder's scores use its new terms. */
  private changed(i: number, parsed: ParsedFile): void {
    this.setFresh(i, parsed, Date.now());
    if (!this.dirty.includes(i)) this.dirty.push(i);
    this.changes++;
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
    // unchanged, and older than its record by more than the clock's resolution
    if (unchangedFile(path, this.sigs, 4 * i) && (this.sigs[4 * i + 1] as number) < (this.gens[i] as number) - RACY_MS) return false;
    const parsed = parseMemoryFile(path, this.names[i] as string);
    if (!parsed) return false;
    if (this.sameAsStored(i, parsed.record)) {
      // touched, not edited (a checkout, `touch`): the same record and generation
      this.setFresh(i, parsed, this.gens[i] as number);
      return false;
    }
    this.changed(i, parsed);
    return true;
  }

  /**
   * Whether `record`, just read from file i, is the one the store holds for it: a touched
   * file (a checkout, `touch`) whose front matter did not change keeps its generation.
   */
  sameAsStored(i: number, record: FileRecord): boolean {
    const a = this.at[i] as number;
    const storedLine = this.store && a !== NOT_STORED && !this.fresh.has(i) ? this.store.line(a) : undefined;
    return storedLine !== undefined && storedLine === JSON.stringify(record);
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

/** A file that could not be read: listed with its problem, and stat fields that never match, so it is read again. */
function unreadable(name: string): ParsedFile {
  const record = { meta: EMPTY_META, problems: ['could not be read'] };
  return { sig: { size: -1, mtimeMs: -1, ctimeMs: -1, ino: -1 }, record, terms: termsFor(name, EMPTY_META) };
}
