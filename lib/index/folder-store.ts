import { mkdirSync, rmSync } from 'node:fs';
import { readFileSafely } from '../io/read-file-safely.js';
import { openByteSource, type ByteSource } from './byte-source.js';
import { join } from 'node:path';
import { writeFileAtomic } from '../io/atomic-write.js';
import { fnv1a, fnv1aHex } from '../fnv1a.js';
import type { MemoryMeta } from '../format/memory-meta.js';

/**
 * One scope folder's parsed memories, kept between prompts so an unchanged file costs
 * one stat instead of an open, a read, a YAML parse and tokenising. The header file is
 * a short JSON line followed by flat binary arrays — each file's stat fields, when its
 * record was produced, where its postings are in the folder's term index and where its
 * line starts in the records file — and the names, so reading it creates no object per
 * file. Each record line is decoded only when that file is actually used, so a prompt
 * over thousands of memories decodes a few dozen. Ranking terms are not kept here: the
 * term index holds them (term-index.ts), and a file it does not cover is tokenised from
 * its record. Bump STORE_VERSION whenever the shape or the parsing rules
 * change: an old store is then rebuilt silently.
 */
export const STORE_VERSION = 8;
/** Far above what 100,000 memories need; anything larger is not ours. */
export const STORE_MAX_BYTES = 512 * 1024 * 1024;

/** The stat fields compared to see a change: size and mtime, plus ctime and inode, which a restored mtime or a swapped-in file cannot fake. */
export interface FileSig {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

export interface FileRecord {
  meta: MemoryMeta;
  problems: string[];
}

export interface StoreHeader {
  version: number;
  folder: string;
  /** folder mtime when the names were read: unchanged means no file added, removed or renamed */
  folderMtimeMs: number;
  /** when this store was written; files changed within the clock's resolution of it are re-read */
  writtenAtMs: number;
  /** when the list of names last changed: a term index older than this is rebuilt */
  namesStamp: number;
  names: string[];
  /** size, mtimeMs, ctimeMs, ino for each name, flattened */
  sigs: Float64Array;
  /** when each record was produced: a term index older than a record does not cover it */
  gens: Float64Array;
  /** the latest of `gens` (-Infinity when there are none): an index at least this new covers every record */
  maxGen: number;
  /**
   * Where each file's postings are in the term index built at `indexStamp` (-1: not in
   * it), so an addition or removal does not force that index to be rebuilt. Unused
   * while the index is newer than the names (it then numbers files as the store does).
   */
  indexDocs: Float64Array;
  indexStamp: number;
  /** the doc count of that index: with its stamp, what names it */
  indexDocCount: number;
  /** term-index.ts namesHash() of `names`, computed when the store is written */
  namesHash: number;
  /** indexes of pinned memories, which always show */
  pinned: number[];
}

/** File name for a folder's store; the store records its folder, so a collision only costs a rebuild. */
export function storeFileFor(cacheDir: string, folder: string, ext: string): string {
  return join(cacheDir, `${fnv1aHex(folder)}${fnv1aHex(`${folder}\u0000`)}.${ext}`);
}

/** A store as read: the header, and — in a second file read on first use — each file's record line. */
export class StoredFolder {
  private recordFile: ByteSource | null | undefined;

  constructor(
    readonly header: StoreHeader,
    private readonly starts: Float64Array,
    private readonly cacheDir: string,
  ) {}

  /** Reads the records file whole: for a rewrite, which copies nearly every line. */
  readAll(): void {
    // a file another hook has rewritten since no longer pairs with this header: then the
    // source already open (its descriptor still on the old file) is kept
    this.recordFile = readLinesFile(this.cacheDir, this.header, this.starts, true) ?? this.recordFile;
  }

  /** File i's record line as stored (no newline), or undefined when the records file is missing, damaged or from another write. */
  recordBytes(i: number): Buffer | undefined {
    if (this.recordFile === undefined) this.recordFile = readLinesFile(this.cacheDir, this.header, this.starts);
    return lineAt(this.recordFile, this.starts, i);
  }

  /** The raw record line of file i, or undefined (see recordBytes). */
  line(i: number): string | undefined {
    return this.recordBytes(i)?.toString('utf8');
  }

  /** File i's record, or undefined when its line is damaged: the file is then read again. */
  record(i: number): FileRecord | undefined {
    const line = this.line(i);
    if (line === undefined) return undefined;
    try {
      const record = JSON.parse(line) as FileRecord;
      return isRecord(record) ? record : undefined;
    } catch {
      return undefined;
    }
  }
}

function lineAt(file: ByteSource | null, starts: Float64Array, i: number): Buffer | undefined {
  if (!file || !(i >= 0 && i + 1 < starts.length)) return undefined;
  const start = starts[i] as number;
  const end = (starts[i + 1] as number) - 1;
  if (!(start >= 1 && end >= start)) return undefined;
  // read with the newline before and after it: a shifted or damaged offset table shows up here
  const bytes = file.read(start - 1, end - start + 2);
  if (!bytes || bytes[0] !== 0x0a || bytes[bytes.length - 1] !== 0x0a) return undefined;
  return bytes.subarray(1, bytes.length - 1);
}

function isRecord(value: FileRecord | null): value is FileRecord {
  const meta = value?.meta;
  return (
    typeof meta === 'object' && meta !== null && Array.isArray(meta.tags) && meta.tags.every((t) => typeof t === 'string') &&
    typeof meta.pinned === 'boolean' && Array.isArray(value?.problems) &&
    (['title', 'description', 'createdAt', 'updatedAt', 'source'] as const).every((k) => meta[k] === undefined || typeof meta[k] === 'string')
  );
}

/** The stamp line that ties a records file to the header written with it. */
function stampOf(header: Pick<StoreHeader, 'folder' | 'writtenAtMs'>): string {
  return JSON.stringify({ folder: header.folder, writtenAtMs: header.writtenAtMs });
}

/** The records file of a store, used only if it names the same write as the header and has the length it recorded. */
function readLinesFile(cacheDir: string, header: StoreHeader, starts: Float64Array, whole = false): ByteSource | null {
  const source = openByteSource(storeFileFor(cacheDir, header.folder, 'records'), STORE_MAX_BYTES, { whole });
  if (source === undefined || source.length !== starts[starts.length - 1]) return null;
  const stamp = Buffer.from(`${stampOf(header)}\n`);
  return source.read(0, stamp.length)?.equals(stamp) ? source : null;
}

/** Lines in one buffer, each ending in a newline, after a stamp line; with where each starts and the end. */
function linesFile(stamp: string, lines: readonly (string | Uint8Array)[]): { bytes: Buffer; starts: Float64Array } {
  const starts = new Float64Array(lines.length + 1);
  let size = Buffer.byteLength(stamp) + 1;
  lines.forEach((line, i) => {
    starts[i] = size;
    size += (typeof line === 'string' ? Buffer.byteLength(line) : line.length) + 1;
  });
  starts[lines.length] = size;
  const bytes = Buffer.allocUnsafe(size);
  let at = bytes.write(stamp, 0);
  bytes[at++] = 0x0a;
  for (const line of lines) {
    if (typeof line === 'string') at += bytes.write(line, at);
    else (bytes.set(line, at), (at += line.length));
    bytes[at++] = 0x0a;
  }
  return { bytes, starts };
}

/**
 * A line of the names that breaks the rule of discover.ts isMemoryFileName: one starting
 * with a dot, README.md in any case, or one not ending in .md (an empty one included).
 * Matched over the newline-joined names.
 */
const NOT_A_MEMORY_NAME = /(?:^|\n)(?:\.|[Rr][Ee][Aa][Dd][Mm][Ee]\.md(?:\n|$))|(?<!\.md)(?:\n|$)/;

interface HeadJson {
  version: number;
  folder: string;
  folderMtimeMs: number;
  writtenAtMs: number;
  namesStamp: number;
  count: number;
  pinned: number[];
  namesBytes: number;
  maxGen: number | null;
  indexStamp: number;
  indexDocCount: number;
  namesHash: number;
}

/** Where the binary part starts: the header's arrays are read as Float64 views, which need 8-byte alignment. */
const align8 = (n: number) => (n + 7) & ~7;
/** Float64 values per file (sigs 4, gen 1, index doc 1, line start 1) plus the end offset. */
const numbersFor = (n: number) => 7 * n + 1;

/**
 * A missing, corrupt or foreign store reads as none. Only the header file is read here;
 * records are read on first use.
 */
export function readStore(cacheDir: string, folder: string): StoredFolder | undefined {
  try {
    const bytes = readFileSafely(storeFileFor(cacheDir, folder, 'head'), STORE_MAX_BYTES);
    if (bytes === undefined) return undefined;
    const newline = bytes.indexOf(0x0a);
    if (newline === -1) return undefined;
    const json = JSON.parse(bytes.toString('utf8', 0, newline)) as HeadJson;
    if (json?.version !== STORE_VERSION || json.folder !== folder) return undefined;
    const n = json.count;
    if (!Number.isInteger(n) || n < 0 || !Number.isInteger(json.namesBytes) || json.namesBytes < 0 || !Array.isArray(json.pinned)) return undefined;
    if (![json.folderMtimeMs, json.writtenAtMs, json.namesStamp].every((v) => typeof v === 'number' && Number.isFinite(v))) return undefined;
    // JSON has no -Infinity: null is the latest generation of no records
    const maxGen = json.maxGen === null ? -Infinity : json.maxGen;
    if (typeof maxGen !== 'number' || Number.isNaN(maxGen)) return undefined;
    if (![json.indexStamp, json.indexDocCount, json.namesHash].every((v) => typeof v === 'number' && Number.isFinite(v))) return undefined;
    const binStart = align8(newline + 1);
    const namesStart = binStart + 8 * numbersFor(n);
    if (bytes.length !== namesStart + json.namesBytes) return undefined;
    // a fresh copy is aligned wherever the file's buffer happened to sit; the numbers are
    // not checked one by one: a damaged stat field only fails to match (the file is read
    // again), and a damaged line offset is caught where the line is read (lineAt)
    const numbers = new Float64Array(new Uint8Array(bytes.subarray(binStart, namesStart)).buffer);
    // a damaged header must not name files outside the folder: no slash or NUL anywhere
    if (bytes.indexOf(0x2f, namesStart) !== -1 || bytes.indexOf(0x00, namesStart) !== -1) return undefined;
    const blob = bytes.toString('utf8', namesStart);
    // one native pass over all names instead of a check per name (thousands, every prompt)
    if (n > 0 && NOT_A_MEMORY_NAME.test(blob)) return undefined;
    const names = n === 0 ? [] : blob.split('\n');
    if (names.length !== n) return undefined;
    // positions in increasing order: a repeated one would show a memory twice
    if (!json.pinned.every((i, k) => Number.isInteger(i) && i >= 0 && i < n && (k === 0 || i > (json.pinned[k - 1] as number)))) return undefined;
    const header: StoreHeader = {
      version: json.version,
      folder,
      folderMtimeMs: json.folderMtimeMs,
      writtenAtMs: json.writtenAtMs,
      namesStamp: json.namesStamp,
      names,
      sigs: numbers.subarray(0, 4 * n),
      gens: numbers.subarray(4 * n, 5 * n),
      maxGen,
      indexDocs: numbers.subarray(5 * n, 6 * n),
      indexStamp: json.indexStamp,
      indexDocCount: json.indexDocCount,
      namesHash: json.namesHash,
      pinned: json.pinned,
    };
    const starts = numbers.subarray(6 * n, 7 * n + 1);
    return new StoredFolder(header, starts, cacheDir);
  } catch {
    return undefined;
  }
}

/**
 * Atomic, so hooks running at once never see a torn store; the last writer wins. The
 * records file goes first and names the write it belongs to; the header goes last, so a
 * reader never pairs a header with another write's records. A line may be given as the
 * bytes of a stored one, copied without decoding.
 */
export function writeStore(cacheDir: string, header: Omit<StoreHeader, 'namesHash'>, lines: readonly (string | Uint8Array)[]): boolean {
  try {
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    const n = header.names.length;
    const stamp = stampOf(header);
    const quick = { durable: false };
    const records = linesFile(stamp, lines);
    writeFileAtomic(storeFileFor(cacheDir, header.folder, 'records'), records.bytes, 0o600, quick);
    const joined = header.names.join('\n');
    const names = Buffer.from(joined);
    const preamble = Buffer.from(`${JSON.stringify({
      version: header.version,
      folder: header.folder,
      folderMtimeMs: header.folderMtimeMs,
      writtenAtMs: header.writtenAtMs,
      namesStamp: header.namesStamp,
      count: n,
      pinned: header.pinned,
      namesBytes: names.length,
      maxGen: Number.isFinite(header.maxGen) ? header.maxGen : null,
      indexStamp: header.indexStamp,
      indexDocCount: header.indexDocCount,
      // term-index.ts namesHash(), from the names already joined
      namesHash: fnv1a(joined),
    } satisfies HeadJson)}\n`);
    const binStart = align8(preamble.length);
    const numbers = new Float64Array(numbersFor(n));
    numbers.set(header.sigs.subarray(0, 4 * n), 0);
    numbers.set(header.gens.subarray(0, n), 4 * n);
    numbers.set(header.indexDocs.subarray(0, n), 5 * n);
    numbers.set(records.starts, 6 * n);
    const bytes = Buffer.alloc(binStart + numbers.byteLength + names.length, 0x20);
    preamble.copy(bytes, 0);
    bytes.set(new Uint8Array(numbers.buffer), binStart);
    names.copy(bytes, binStart + numbers.byteLength);
    writeFileAtomic(storeFileFor(cacheDir, header.folder, 'head'), bytes, 0o600, quick);
    // a terms file left by a store before version 8 is no use to anyone
    rmSync(storeFileFor(cacheDir, header.folder, 'terms'), { force: true });
    return true;
  } catch {
    // an unwritable state folder only costs speed, never the list
    return false;
  }
}
