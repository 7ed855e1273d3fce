import { mkdirSync } from 'node:fs';
import { readFileSafely, readTextSafely } from '../read-file-safely.js';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-write.js';
import { fnv1aHex } from '../fnv1a.js';
import type { MemoryMeta } from '../memory-meta.js';
import type { DocTerms } from '../rank/bm25.js';

/**
 * One scope folder's parsed memories, kept between prompts so an unchanged file costs
 * one stat instead of an open, a read, a YAML parse and tokenising. The first line is a
 * small header — names, the stat fields that reveal a change, pinned flags — and each
 * further line one file's parsed record, decoded only when that file is actually used,
 * so a prompt over thousands of memories decodes a few dozen. Bump STORE_VERSION whenever
 * the shape or the parsing rules change: an old store is then rebuilt silently.
 */
export const STORE_VERSION = 4;
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
  sigs: ArrayLike<number>;
  /** when each record was produced: a term index older than a record does not cover it */
  gens: ArrayLike<number>;
  /** indexes of pinned memories, which always show */
  pinned: number[];
}

export function sigAt(header: StoreHeader, i: number): FileSig {
  const s = header.sigs;
  return { size: s[4 * i] as number, mtimeMs: s[4 * i + 1] as number, ctimeMs: s[4 * i + 2] as number, ino: s[4 * i + 3] as number };
}

export function sameSig(a: FileSig, b: FileSig): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

/** File name for a folder's store; the store records its folder, so a collision only costs a rebuild. */
export function storeFileFor(cacheDir: string, folder: string, ext: string): string {
  return join(cacheDir, `${fnv1aHex(folder)}${fnv1aHex(`${folder}\u0000`)}.${ext}`);
}

/**
 * Lines of a file after its first (stamp) line, kept as bytes: only the lines used are
 * decoded, since decoding a whole store of thousands of memories cost more than the rest
 * of a prompt.
 */
class Lines {
  private starts: number[] | undefined;

  constructor(
    private readonly bytes: Buffer,
    private readonly bodyStart: number,
  ) {}

  count(): number {
    return this.offsets().length;
  }

  at(i: number): string {
    const start = this.offsets()[i];
    if (start === undefined) throw new Error(`store line ${i} missing`);
    const end = this.bytes.indexOf(0x0a, start);
    return this.bytes.toString('utf8', start, end === -1 ? this.bytes.length : end);
  }

  private offsets(): number[] {
    if (this.starts) return this.starts;
    const starts: number[] = [];
    for (let at = this.bodyStart; at < this.bytes.length; ) {
      starts.push(at);
      const end = this.bytes.indexOf(0x0a, at);
      at = end === -1 ? this.bytes.length : end + 1;
    }
    return (this.starts = starts);
  }
}

/**
 * A store as read: the header, each file's record line (front matter as used by the
 * list), and — in a second file read only when ranking needs to rebuild or patch its
 * index — each file's ranking terms.
 */
export class StoredFolder {
  private recordLines: Lines | null | undefined;
  private termLines: Lines | null | undefined;

  constructor(
    readonly header: StoreHeader,
    private readonly cacheDir: string,
  ) {}

  /** The raw record line of file i, or undefined when the records file is missing or from another write. */
  line(i: number): string | undefined {
    if (this.recordLines === undefined) this.recordLines = readLines(this.cacheDir, this.header, 'records');
    return this.recordLines?.at(i);
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

  /** The raw terms line of file i, or undefined when the terms file is missing or from another write. */
  termsLine(i: number): string | undefined {
    if (this.termLines === undefined) this.termLines = readLines(this.cacheDir, this.header, 'terms');
    return this.termLines?.at(i);
  }
}

function isRecord(value: FileRecord | null): value is FileRecord {
  const meta = value?.meta;
  return (
    typeof meta === 'object' && meta !== null && Array.isArray(meta.tags) && meta.tags.every((t) => typeof t === 'string') &&
    typeof meta.pinned === 'boolean' && Array.isArray(value?.problems) &&
    (['title', 'description', 'createdAt', 'updatedAt', 'source'] as const).every((k) => meta[k] === undefined || typeof meta[k] === 'string')
  );
}

/** A terms line as docTerms() writes it: [string, number, string, number, …]. */
export function parseTermsLine(line: string): DocTerms | undefined {
  try {
    const terms = JSON.parse(line) as unknown;
    if (!Array.isArray(terms) || terms.length % 2 !== 0) return undefined;
    for (let i = 0; i < terms.length; i += 2) {
      if (typeof terms[i] !== 'string' || typeof terms[i + 1] !== 'number' || !Number.isFinite(terms[i + 1])) return undefined;
    }
    return terms as DocTerms;
  } catch {
    return undefined;
  }
}

/** The records or terms file of a store, used only if it names the same write as the header. */
function readLines(cacheDir: string, header: StoreHeader, ext: 'records' | 'terms'): Lines | null {
  try {
    const bytes = readFileSafely(storeFileFor(cacheDir, header.folder, ext), STORE_MAX_BYTES);
    if (bytes === undefined) return null;
    const end = bytes.indexOf(0x0a);
    if (end === -1) return null;
    const stamp = JSON.parse(bytes.toString('utf8', 0, end)) as { folder?: unknown; writtenAtMs?: unknown };
    if (stamp.folder !== header.folder || stamp.writtenAtMs !== header.writtenAtMs) return null;
    const lines = new Lines(bytes, end + 1);
    return lines.count() === header.names.length ? lines : null;
  } catch {
    return null;
  }
}

// the rule of discover.ts isMemoryFileName, one name per line, and never a path
const MEMORY_NAME_LINE = /^(?!\.)(?!readme\.md$)[^/\n]+\.md$/gim;

/** Numbers stored as base64 of a Float64Array: decoded without parsing thousands of literals. */
function decodeNumbers(text: unknown, count: number): Float64Array | undefined {
  if (typeof text !== 'string') return undefined;
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== 8 * count) return undefined;
  const numbers = new Float64Array(new Uint8Array(bytes).buffer);
  for (let i = 0; i < numbers.length; i++) if (!Number.isFinite(numbers[i])) return undefined;
  return numbers;
}

function encodeNumbers(numbers: ArrayLike<number>): string {
  return Buffer.from(Float64Array.from(numbers).buffer).toString('base64');
}

type StoredHeaderJson = Omit<StoreHeader, 'sigs' | 'gens'> & { sigs: unknown; gens: unknown };

/**
 * A missing, corrupt or foreign store reads as none. Only the small header file is read
 * here; records and terms are read on first use.
 */
export function readStore(cacheDir: string, folder: string): StoredFolder | undefined {
  try {
    const text = readTextSafely(storeFileFor(cacheDir, folder, 'head'), STORE_MAX_BYTES);
    if (text === undefined) return undefined;
    const json = JSON.parse(text) as StoredHeaderJson;
    if (json?.version !== STORE_VERSION || json.folder !== folder || !Array.isArray(json.names)) return undefined;
    const n = json.names.length;
    const sigs = decodeNumbers(json.sigs, 4 * n);
    const gens = decodeNumbers(json.gens, n);
    if (!sigs || !gens || !Array.isArray(json.pinned)) return undefined;
    // a damaged header must not name files outside the folder: one pass of a native regex
    // over all names, not a check per name (thousands of names, every prompt)
    if (!json.names.every((name) => typeof name === 'string')) return undefined;
    const joined = json.names.join('\n');
    if ((joined.match(MEMORY_NAME_LINE) ?? []).length !== n || /\x00/.test(joined)) return undefined;
    if (!json.pinned.every((i) => Number.isInteger(i))) return undefined;
    if (![json.folderMtimeMs, json.writtenAtMs, json.namesStamp].every((v) => typeof v === 'number' && Number.isFinite(v))) return undefined;
    return new StoredFolder({ ...json, sigs, gens }, cacheDir);
  } catch {
    return undefined;
  }
}

/**
 * Atomic, so hooks running at once never see a torn store; the last writer wins. The
 * records and terms files go first and name the write they belong to; the header goes
 * last, so a reader never pairs a header with another write's records or terms.
 */
export function writeStore(cacheDir: string, header: StoreHeader, lines: readonly string[], termLines: readonly string[]): boolean {
  try {
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    const stamp = JSON.stringify({ folder: header.folder, writtenAtMs: header.writtenAtMs });
    const quick = { durable: false };
    writeFileAtomic(storeFileFor(cacheDir, header.folder, 'terms'), `${stamp}\n${termLines.join('\n')}`, 0o600, quick);
    writeFileAtomic(storeFileFor(cacheDir, header.folder, 'records'), `${stamp}\n${lines.join('\n')}`, 0o600, quick);
    const json = { ...header, sigs: encodeNumbers(header.sigs), gens: encodeNumbers(header.gens) };
    writeFileAtomic(storeFileFor(cacheDir, header.folder, 'head'), JSON.stringify(json), 0o600, quick);
    return true;
  } catch {
    // an unwritable state folder only costs speed, never the list
    return false;
  }
}
