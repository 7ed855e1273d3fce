import { closeSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fnv1aHex } from '../fnv1a.js';
import { writeFileAtomic } from '../io/atomic-write.js';
import { type ByteSpan, bufferSpan, fileSpan, subSpan } from '../io/byte-span.js';
import { openRegularFile, readInto, readWhole } from '../io/read-file-safely.js';
import type { MemoryRecord } from '../model/memory.js';
import { openPostingsSpan, type PostingsIndex } from './postings.js';
import { isMemoryProblem } from './problem-shape.js';

/**
 * One scope folder's parsed memories, kept between prompts in ONE file, so that an
 * unchanged memory costs a stat instead of an open, a read, a YAML parse and
 * tokenising. One file, replaced atomically, so no reader can pair one writer's names
 * with another's records or postings. Its parts:
 *
 *   a JSON line (what the file is for and how long each part is), spaces up to 8 bytes,
 *   f64 × 4n   size, mtimeMs, ctimeMs, ino of each file when its record was read
 *   f64 × n    where each record ends in the records part
 *   i32 × n    each file's doc number in the postings, -1 when they do not cover it
 *   the names, joined by newlines; the records, JSON each; the postings (postings.ts)
 *
 * Numbers are read as views of the file's buffer where it lets them be (its parts start
 * 8-byte aligned in the file, so a buffer that starts aligned does), as copies elsewhere.
 * Bump CACHE_VERSION whenever the shape or the parsing rules change: an old file is then
 * simply rebuilt.
 */
export const CACHE_VERSION = 68;
/** Far above what 100,000 memories need; anything larger is not ours. */
const CACHE_MAX_BYTES = 512 * 1024 * 1024;

export interface FolderStamp {
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

/** What a cache file holds, and what is written to one. */
interface FolderCache {
  folder: string;
  /** the folder's stat when its names were read: the same stamp, the same names */
  stamp: FolderStamp;
  /** the names hold every file; false after a run that ran out of time */
  complete: boolean;
  /** Date.now() before the files were checked; mtimes close to it are not trusted (RACY_MS) */
  checkedAt: number;
  names: readonly string[];
  sigs: Float64Array;
  /** each file's record, as the JSON bytes stored */
  records: RecordStore;
  postingDoc: Int32Array;
  postings: Buffer;
  /** positions of pinned memories, increasing: known without decoding every record */
  pinned: readonly number[];
  /** positions of memories that supersede others, increasing: the only records a list decodes to know what is hidden */
  superseding: readonly number[];
}

/** Records by position, as JSON bytes; undefined for a file that was not read. */
export interface RecordStore {
  at(i: number): Buffer | undefined;
  /** whether file i was read (its record may still be damaged): known without reading it */
  has(i: number): boolean;
}

/**
 * After this many records read one by one, the rest of them are read at once: a prompt
 * reads those it shows (a list holds ~130 lines at most), a run that copies every record
 * (a new listing, a file changed) all of them.
 */
const RECORDS_ONE_BY_ONE = 256;

/** Records cut from the records part where each ends (the cache file's own layout): nothing is copied from a buffer. */
function spanRecords(span: ByteSpan, ends: Float64Array): RecordStore {
  const read: (Buffer | undefined)[] = [];
  let reads = 0;
  const has = (i: number) => i >= 0 && i < ends.length;
  return {
    has,
    at(i) {
      if (!has(i)) return undefined;
      const start = i === 0 ? 0 : (ends[i - 1] as number);
      const end = ends[i] as number;
      const known = read[i];
      if (known) return known;
      if (++reads > RECORDS_ONE_BY_ONE) return span.all().subarray(start, end);
      return (read[i] = span.read(start, end - start));
    },
  };
}

export function listRecords(list: readonly (Buffer | undefined)[]): RecordStore {
  return { at: (i) => list[i], has: (i) => list[i] !== undefined };
}

interface StoredCache extends Omit<FolderCache, 'postings'> {
  /** the postings' bytes, as kept in the file (read on demand: a prompt needs only its terms') */
  postings(): Buffer;
  /** the postings, opened; undefined when their bytes are not postings */
  index: PostingsIndex | undefined;
}

interface Head {
  v: number;
  folder: string;
  stamp: [number, number, number];
  complete: boolean;
  checkedAt: number;
  count: number;
  namesBytes: number;
  recordsBytes: number;
  postingsBytes: number;
  pinned: number[];
  superseding: number[];
}

/**
 * File name for a folder's cache; the file records its folder, so a hash collision only
 * costs a rebuild. The cache's name carries CACHE_VERSION: two versions of the package on
 * one machine (a plugin updated beside an older global install that Codex runs) each keep
 * a cache of their own, where one file rebuilt by each in turn cost a first run's read of
 * every memory on every switch between them. The other version's file goes 30 days after
 * it was last written (prune-caches.ts). The rotating window's cursor is shared: any start is good.
 */
/** The folder of the index caches in a user's state folder (none without one): where the hooks and the commands keep them alike. */
export function indexCacheDir(stateDir: string): string;
export function indexCacheDir(stateDir: string | undefined): string | undefined;
export function indexCacheDir(stateDir: string | undefined): string | undefined {
  return stateDir === undefined ? undefined : join(stateDir, 'index');
}

export function cacheFileFor(cacheDir: string, folder: string, ext: 'cache' | 'cursor' = 'cache'): string {
  const version = ext === 'cache' ? `.v${CACHE_VERSION}` : '';
  return join(cacheDir, `${fnv1aHex(folder)}${fnv1aHex(`${folder}\u0000`)}${version}.${ext}`);
}

const align8 = (n: number): number => (n + 7) & ~7;

/**
 * A line of the joined names that breaks lib/format/discover.ts isMemoryFileName: one
 * starting with a dot, README.md in any case, or one not ending in .md (an empty one
 * included). One native pass over all names instead of a check per name.
 */
const NOT_A_MEMORY_NAME = /(?:^|\n)(?:\.|[Rr][Ee][Aa][Dd][Mm][Ee]\.md(?:\n|$))|(?<!\.md)(?:\n|$)/;

export function encodeCache(cache: FolderCache): Buffer {
  const n = cache.names.length;
  const names = Buffer.from(cache.names.join('\n'));
  const parts = Array.from({ length: n }, (_, i) => cache.records.at(i) ?? Buffer.from('null'));
  const records = Buffer.concat(parts);
  const head: Head = {
    v: CACHE_VERSION,
    folder: cache.folder,
    stamp: [cache.stamp.mtimeMs, cache.stamp.ctimeMs, cache.stamp.ino],
    complete: cache.complete,
    checkedAt: cache.checkedAt,
    count: n,
    namesBytes: names.length,
    recordsBytes: records.length,
    postingsBytes: cache.postings.length,
    pinned: [...cache.pinned],
    superseding: [...cache.superseding],
  };
  const line = Buffer.from(`${JSON.stringify(head)}\n`);
  const numbers = new Float64Array(5 * n);
  numbers.set(cache.sigs.subarray(0, 4 * n), 0);
  let end = 0;
  parts.forEach((bytes, i) => {
    end += bytes.length;
    numbers[4 * n + i] = end;
  });
  const docs = new Int32Array(align8(4 * n) / 4);
  docs.set(cache.postingDoc.subarray(0, n));
  // the postings start 8-byte aligned: they are read as typed views (postings.ts)
  const before = align8(line.length) + numbers.byteLength + docs.byteLength + names.length + records.length;
  const pad = Buffer.alloc(align8(before) - before, 0x20);
  return Buffer.concat([
    line,
    Buffer.alloc(align8(line.length) - line.length, 0x20),
    Buffer.from(numbers.buffer),
    Buffer.from(docs.buffer),
    names,
    records,
    pad,
    cache.postings,
  ]);
}

/** Where each part of a cache file starts, as its head line says. */
interface Layout {
  head: Head;
  numbersAt: number;
  docsAt: number;
  namesAt: number;
  recordsAt: number;
  postingsAt: number;
  /** the whole file's length */
  size: number;
}

/** The head line at the start of `bytes` and where the parts it names lie; undefined when it is not one of this folder. */
function layoutOf(bytes: Buffer, folder: string): Layout | undefined {
  const newline = bytes.indexOf(0x0a);
  if (newline === -1) return undefined;
  let head: Head;
  try {
    head = JSON.parse(bytes.toString('utf8', 0, newline)) as Head;
  } catch {
    return undefined;
  }
  if (head?.v !== CACHE_VERSION || head.folder !== folder || !Array.isArray(head.stamp) || head.stamp.length !== 3) return undefined;
  const n = head.count;
  const sizes = [n, head.namesBytes, head.recordsBytes, head.postingsBytes];
  if (!sizes.every((v) => Number.isInteger(v) && v >= 0) || !head.stamp.every(Number.isFinite) || !Number.isFinite(head.checkedAt)) return undefined;
  // increasing positions: a repeated one would show a memory twice
  if (!increasingPositions(head.pinned, n) || !increasingPositions(head.superseding, n)) return undefined;
  const numbersAt = align8(newline + 1);
  const docsAt = numbersAt + 40 * n;
  const namesAt = docsAt + align8(4 * n);
  const recordsAt = namesAt + head.namesBytes;
  const postingsAt = align8(recordsAt + head.recordsBytes);
  return { head, numbersAt, docsAt, namesAt, recordsAt, postingsAt, size: postingsAt + head.postingsBytes };
}

/** A cache file's contents; undefined for anything that is not a whole cache of this folder. */
export function decodeCache(bytes: Buffer, folder: string): StoredCache | undefined {
  const layout = layoutOf(bytes, folder);
  if (!layout || bytes.length !== layout.size) return undefined;
  const { recordsAt, postingsAt, head } = layout;
  return fromParts(layout, bytes, bufferSpan(bytes.subarray(recordsAt, recordsAt + head.recordsBytes)), bufferSpan(bytes.subarray(postingsAt)));
}

/**
 * The cache from its first parts (`front`: the file from its start to its records, or
 * more), its records and its postings; undefined when the parts do not hold together.
 */
function fromParts(layout: Layout, front: Buffer, records: ByteSpan, postings: ByteSpan): StoredCache | undefined {
  const { head, numbersAt, docsAt, namesAt, recordsAt } = layout;
  const n = head.count;
  const numbers = numbersView(front, numbersAt, 5 * n);
  const postingDoc = int32View(front, docsAt, n);
  // a damaged file must not name files outside the folder, or files that are not memories
  const namesPart = front.subarray(namesAt, recordsAt);
  if (namesPart.includes(0x2f) || namesPart.includes(0x00)) return undefined;
  const joined = namesPart.toString('utf8');
  if (n > 0 && NOT_A_MEMORY_NAME.test(joined)) return undefined;
  const names = n === 0 ? [] : joined.split('\n');
  if (names.length !== n) return undefined;
  const ends = numbers.subarray(4 * n, 5 * n);
  for (let i = 0, start = 0; i < n; start = ends[i++] as number) {
    const end = ends[i] as number;
    if (!(Number.isInteger(end) && end >= start && end <= head.recordsBytes)) return undefined;
  }
  return {
    folder: head.folder,
    stamp: { mtimeMs: head.stamp[0], ctimeMs: head.stamp[1], ino: head.stamp[2] },
    complete: head.complete === true,
    checkedAt: head.checkedAt,
    names,
    sigs: numbers.subarray(0, 4 * n),
    records: spanRecords(records, ends),
    postingDoc,
    postings: () => postings.all(),
    pinned: head.pinned,
    superseding: head.superseding,
    index: openPostingsSpan(postings),
  };
}

/** `count` doubles at `at`: a view when the buffer allows it (no copy of 40 bytes per memory), else a copy. */
function numbersView(bytes: Buffer, at: number, count: number): Float64Array {
  const start = bytes.byteOffset + at;
  return start % 8 === 0 ? new Float64Array(bytes.buffer, start, count) : new Float64Array(new Uint8Array(bytes.subarray(at, at + 8 * count)).buffer);
}

function int32View(bytes: Buffer, at: number, count: number): Int32Array {
  const start = bytes.byteOffset + at;
  return start % 4 === 0 ? new Int32Array(bytes.buffer, start, count) : new Int32Array(new Uint8Array(bytes.subarray(at, at + 4 * count)).buffer);
}

function increasingPositions(list: unknown, n: number): list is number[] {
  return Array.isArray(list) && list.every((i, k) => Number.isInteger(i) && i >= 0 && i < n && (k === 0 || i > (list[k - 1] as number)));
}

/**
 * A cache file larger than this is read in parts: its names and numbers at once, then
 * only the records and postings a run asks for. At 10,000 memories (two files of ~2.9 MB)
 * reading them whole took a prompt ~7 ms of a ~42 ms node start on this machine, and
 * 5.8 MB of memory; most of a smaller file is what a prompt reads anyway.
 */
const READ_WHOLE_MAX = 1024 * 1024;
/** Enough for the head line of any cache but one pinning thousands of memories (read whole). */
const HEAD_BYTES = 16 * 1024;

export function readCache(cacheDir: string, folder: string, readWholeMax = READ_WHOLE_MAX): StoredCache | undefined {
  const file = openRegularFile(cacheFileFor(cacheDir, folder), CACHE_MAX_BYTES);
  if (!file) return undefined;
  let owned = false;
  try {
    const { size } = file.stat;
    if (size <= readWholeMax) return decodeCache(readWhole(file.fd, size), folder);
    const start = Buffer.allocUnsafe(Math.min(size, HEAD_BYTES));
    const head = start.subarray(0, readInto(file.fd, start, 0));
    const layout = layoutOf(head, folder);
    // a head line longer than what was read (thousands pinned): the file is read whole
    if (!layout) return head.includes(0x0a) ? undefined : decodeCache(readWhole(file.fd, size), folder);
    if (layout.size !== size) return undefined;
    // the names and numbers now; records and postings as a run asks for them, from the file as opened
    const front = Buffer.allocUnsafe(layout.recordsAt);
    if (readInto(file.fd, front, 0) !== front.length) return undefined;
    const span = fileSpan(file.fd, size);
    owned = true;
    return fromParts(layout, front, subSpan(span, layout.recordsAt, layout.head.recordsBytes), subSpan(span, layout.postingsAt, layout.head.postingsBytes));
  } catch {
    return undefined;
  } finally {
    if (!owned) closeSync(file.fd);
  }
}

/** Atomic: hooks running at once see the old file or the new one, never a torn one; the last writer wins. */
export function writeCache(cacheDir: string, cache: FolderCache): void {
  try {
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    writeFileAtomic(cacheFileFor(cacheDir, cache.folder), encodeCache(cache), 0o600, { durable: false });
  } catch {
    // an unwritable state folder only costs speed, never the list
  }
}

/** A stored record, or undefined when its bytes are not one (a damaged file): the caller reads the file again. */
export function decodeRecord(bytes: Buffer): MemoryRecord | undefined {
  try {
    const record = JSON.parse(bytes.toString('utf8')) as MemoryRecord;
    return isRecord(record) ? record : undefined;
  } catch {
    return undefined;
  }
}

export function encodeRecord(record: MemoryRecord): Buffer {
  return Buffer.from(JSON.stringify(record));
}

function isRecord(value: MemoryRecord | null): value is MemoryRecord {
  const meta = value?.meta;
  return (
    typeof meta === 'object' &&
    meta !== null &&
    Array.isArray(meta.tags) &&
    meta.tags.every((t) => typeof t === 'string') &&
    typeof meta.pinned === 'boolean' &&
    Array.isArray(value?.problems) &&
    value.problems.every(isMemoryProblem) &&
    (['title', 'description', 'createdAt', 'updatedAt', 'source', 'reviewBy', 'verifiedAt'] as const).every(
      (k) => meta[k] === undefined || typeof meta[k] === 'string',
    ) &&
    (meta.supersedes === undefined || (Array.isArray(meta.supersedes) && meta.supersedes.every((name) => typeof name === 'string'))) &&
    (value.bodyStamp === undefined || typeof value.bodyStamp === 'string')
  );
}
