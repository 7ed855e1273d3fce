import type { MemoryRecord } from '../model/memory.js';
import { decodeRecord, type FolderStamp, listRecords, type RecordStore } from './folder-cache.js';
import type { PostingsIndex } from './postings.js';

/**
 * One scope folder's memories as one run saw them: plain data, made by scanFolder and
 * never changed afterwards (checking more files makes a new snapshot). Arrays by
 * position, files sorted by name, so a prompt over thousands of memories makes no
 * object per file until one is shown.
 */
interface FolderData {
  dir: string;
  /** the folder's stat when the names were read (or when the cache they came from was written) */
  stamp: FolderStamp;
  /** Date.now() before the files were first checked: what the cache file says of them */
  checkedAt: number;
  names: readonly string[];
  /** size, mtimeMs, ctimeMs, ino of each file when its record was read */
  sigs: Float64Array;
  /** each file's record as JSON bytes; none: named only, not read in time */
  records: RecordStore;
  /** 1 where the file was compared with the disk in this run */
  checked: Uint8Array;
  /** each file's doc number in `postings`, or -1 where they do not cover it */
  postingDoc: Int32Array;
  postings: PostingsIndex | undefined;
  /** the postings' bytes, as kept in the cache file (read when asked for: only a cache written anew needs them) */
  postingsBytes: () => Buffer;
  /** positions of pinned memories, increasing */
  pinned: readonly number[];
  /** positions of memories whose front matter supersedes others, increasing */
  superseding: readonly number[];
  /** the deadline passed before every file was read or checked */
  partial: boolean;
  /**
   * Set when permissions kept the folder from being read: the folder that refused (this
   * one, or the memory root above it). Its memories are unknown, not none.
   */
  denied?: string;
  /**
   * Set when the folder is a symbolic link: never followed (it may point out of the memory
   * root, lib/format/discover.ts), so its memories are not read, and not none either.
   */
  linked?: boolean;
  /**
   * Set when a file (or anything else that is no folder) is where the folder should be: a
   * merge or a copy that went wrong. Nothing is read from it; save refuses to write there.
   */
  notFolder?: boolean;
}

export class FolderSnapshot implements FolderData {
  readonly dir: string;
  readonly stamp: FolderStamp;
  readonly checkedAt: number;
  readonly names: readonly string[];
  readonly sigs: Float64Array;
  readonly records: RecordStore;
  readonly checked: Uint8Array;
  readonly postingDoc: Int32Array;
  readonly postings: PostingsIndex | undefined;
  readonly postingsBytes: () => Buffer;
  readonly pinned: readonly number[];
  readonly superseding: readonly number[];
  readonly partial: boolean;
  readonly denied: string | undefined;
  readonly linked: boolean;
  readonly notFolder: boolean;
  /** decoded records, filled as they are asked for (null: not read, or the bytes are not a record) */
  private readonly decoded: (MemoryRecord | null | undefined)[];

  constructor(data: FolderData) {
    ({ dir: this.dir, stamp: this.stamp, checkedAt: this.checkedAt, names: this.names, sigs: this.sigs, records: this.records, checked: this.checked } = data);
    ({
      postingDoc: this.postingDoc,
      postings: this.postings,
      postingsBytes: this.postingsBytes,
      pinned: this.pinned,
      superseding: this.superseding,
      partial: this.partial,
      denied: this.denied,
    } = data);
    this.linked = data.linked === true;
    this.notFolder = data.notFolder === true;
    this.decoded = new Array(data.names.length);
  }

  get count(): number {
    return this.names.length;
  }

  path(i: number): string {
    return `${this.dir}/${this.names[i] as string}`;
  }

  /** File i's record; undefined when it was not read in time or its cached bytes are damaged. */
  record(i: number): MemoryRecord | undefined {
    let record = this.decoded[i];
    if (record === undefined) {
      const bytes = this.records.at(i);
      record = this.decoded[i] = bytes === undefined ? null : (decodeRecord(bytes) ?? null);
    }
    return record ?? undefined;
  }

  /** Named only: the run ran out of time before it read the file. */
  unread(i: number): boolean {
    return !this.records.has(i);
  }
}

/**
 * A folder with no memories read, and why, where it may hold some: `denied`, the folder
 * whose permissions kept it from being read; `linked`, it is a link that is not followed;
 * `notFolder`, something else is at its path.
 */
export function emptySnapshot(dir: string, why: Pick<FolderData, 'denied' | 'linked' | 'notFolder'> = {}): FolderSnapshot {
  return new FolderSnapshot({
    dir,
    stamp: { mtimeMs: 0, ctimeMs: 0, ino: 0 },
    checkedAt: 0,
    names: [],
    sigs: new Float64Array(0),
    records: listRecords([]),
    checked: new Uint8Array(0),
    postingDoc: new Int32Array(0),
    postings: undefined,
    postingsBytes: () => Buffer.alloc(0),
    pinned: [],
    superseding: [],
    partial: false,
    ...why,
  });
}
