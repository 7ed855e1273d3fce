import { mkdirSync } from 'node:fs';
import { bufferSource, openByteSource, type ByteSource } from './byte-source.js';
import { writeFileAtomic } from '../io/atomic-write.js';
import { fnv1a } from '../fnv1a.js';
import type { DocTerms, Postings } from '../rank/bm25.js';
import { STORE_MAX_BYTES, storeFileFor } from './folder-store.js';

/**
 * A folder's postings (term → memories and weights) as one binary file with an
 * open-addressing hash table, so a prompt reads the file and looks up only its own
 * terms: no JSON to decode for the thousands of terms it does not use.
 *
 *   0  'PMI1'            4  u32 version       8  f64 stamp (store time it was built at)
 *   16 u32 doc count     20 u32 bucket count (a power of two)
 *   24 u32 names hash (namesHash() of the file names its docs are, in order)   28 u32 0
 *   32 bucket table: u32 byte offset of a term record, 0 = empty
 *   records: u16 term byte length, term (UTF-8), u32 count, count × u32 doc, count × f32 weight
 */
const MAGIC = 0x31494d50; // 'PMI1' little-endian
export const TERM_INDEX_VERSION = 2;
const HEADER = 32;
/**
 * Probes a lookup makes before it calls the term missing: far past any run a table at
 * most half full has, and a bound on what a damaged table costs (a read per probe).
 */
const MAX_PROBES = 1_024;

export interface TermIndex {
  stamp: number;
  docCount: number;
  /** namesHash() of the names it numbers: an index is only used for the names it was built over */
  namesHash: number;
  lookup(term: string): Postings | undefined;
  /** Every term with its postings (reading the whole file); false when the file is damaged. */
  forEachTerm(visit: (term: string, docs: Uint32Array, weights: Float32Array) => void): boolean;
}

// String.prototype.isWellFormed (Node 20) is not in the ES2022 lib this project compiles against
interface WellFormed {
  isWellFormed(): boolean;
  toWellFormed(): string;
}

/**
 * Two passes over the docs' terms instead of a list of postings per term: the first
 * numbers each term in first-seen order and counts its postings, which fixes where
 * every record goes; the second writes each posting straight into its record. A first
 * run builds this over every memory, and per-term arrays and objects were most of
 * what it allocated.
 */
/** A fingerprint of a folder's file names in order, shared by its store header and term index. */
export function namesHash(names: readonly string[]): number {
  return fnv1a(names.join('\n'));
}

export function buildTermIndex(terms: readonly DocTerms[], stamp: number, hashOfNames = 0): Buffer {
  const ids = new Map<string, number>();
  const names: string[] = [];
  const counts: number[] = [];
  let postings = 0;
  for (const flat of terms) postings += (flat.length + 1) >> 1;
  // each posting's term number, in the order the second pass meets them
  const postingIds = new Uint32Array(postings);
  let p = 0;
  for (const flat of terms) {
    for (let i = 0; i < flat.length; i += 2) {
      const term = flat[i] as string;
      let id = ids.get(term);
      if (id === undefined) {
        id = names.length;
        ids.set(term, id);
        names.push(term);
        counts.push(0);
      }
      counts[id] = (counts[id] as number) + 1;
      postingIds[p++] = id;
    }
  }
  let buckets = 8;
  while (buckets < names.length * 2) buckets *= 2;
  // records in first-seen order, each at a known offset; `filled` counts the postings written
  const recordAt = new Uint32Array(names.length);
  const byteLengths = new Uint32Array(names.length);
  const filled = new Uint32Array(names.length);
  let size = HEADER + 4 * buckets;
  for (let id = 0; id < names.length; id++) {
    recordAt[id] = size;
    byteLengths[id] = Buffer.byteLength(names[id] as string, 'utf8');
    size += 6 + (byteLengths[id] as number) + 8 * (counts[id] as number);
  }
  const buffer = Buffer.alloc(size);
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.length);
  buffer.writeUInt32LE(MAGIC, 0);
  buffer.writeUInt32LE(TERM_INDEX_VERSION, 4);
  buffer.writeDoubleLE(stamp, 8);
  buffer.writeUInt32LE(terms.length, 16);
  buffer.writeUInt32LE(buckets, 20);
  buffer.writeUInt32LE(hashOfNames, 24);
  for (let id = 0; id < names.length; id++) {
    const term = names[id] as string;
    const at = recordAt[id] as number;
    // the key a reader hashes is the term as it decodes from the file: a lone surrogate reads back as U+FFFD
    const key = (term as unknown as WellFormed).isWellFormed() ? term : (term as unknown as WellFormed).toWellFormed();
    let slot = fnv1a(key) & (buckets - 1);
    while (view.getUint32(HEADER + 4 * slot, true) !== 0) slot = (slot + 1) & (buckets - 1);
    view.setUint32(HEADER + 4 * slot, at, true);
    buffer.writeUInt16LE(byteLengths[id] as number, at);
    buffer.write(term, at + 2, 'utf8');
    view.setUint32(at + 2 + (byteLengths[id] as number), counts[id] as number, true);
  }
  p = 0;
  terms.forEach((flat, doc) => {
    for (let i = 0; i < flat.length; i += 2) {
      const id = postingIds[p++] as number;
      const count = counts[id] as number;
      const k = filled[id] as number;
      filled[id] = k + 1;
      const docs = (recordAt[id] as number) + 6 + (byteLengths[id] as number);
      view.setUint32(docs + 4 * k, doc, true);
      view.setFloat32(docs + 4 * count + 4 * k, flat[i + 1] as number, true);
    }
  });
  return buffer;
}

/** A term index over its bytes: a built buffer, or a file read only where a lookup goes. */
export function openTermIndex(bytes: Buffer | ByteSource): TermIndex | undefined {
  const source = Buffer.isBuffer(bytes) ? bufferSource(bytes) : bytes;
  const header = source.read(0, HEADER);
  if (!header || header.readUInt32LE(0) !== MAGIC || header.readUInt32LE(4) !== TERM_INDEX_VERSION) return undefined;
  const buckets = header.readUInt32LE(20);
  if (buckets === 0 || (buckets & (buckets - 1)) !== 0 || HEADER + 4 * buckets > source.length) return undefined;
  return {
    stamp: header.readDoubleLE(8),
    docCount: header.readUInt32LE(16),
    namesHash: header.readUInt32LE(24),
    lookup(term) {
      const bytes = Buffer.from(term, 'utf8');
      for (let slot = fnv1a(term) & (buckets - 1), probes = 0; probes < Math.min(buckets, MAX_PROBES); slot = (slot + 1) & (buckets - 1), probes++) {
        // a torn or damaged file (caches are written without fsync) must read as a miss
        const at = source.read(HEADER + 4 * slot, 4)?.readUInt32LE(0);
        if (at === undefined || at === 0) return undefined;
        // as much as this term's record head would take, or what is left of the file
        const head = source.read(at, Math.min(2 + bytes.length + 4, source.length - at));
        if (!head || head.length < 2) return undefined;
        const length = head.readUInt16LE(0);
        if (length !== bytes.length) continue;
        if (head.length < 2 + length + 4) return undefined;
        if (head.compare(bytes, 0, length, 2, 2 + length) !== 0) continue;
        const count = head.readUInt32LE(2 + length);
        const postings = source.read(at + 2 + length + 4, 8 * count);
        if (!postings) return undefined;
        // typed views, no per-posting reads; a copy first only when the bytes are not 4-byte aligned
        const aligned = postings.byteOffset % 4 === 0 ? postings : new Uint8Array(postings);
        const docs = new Uint32Array(aligned.buffer, aligned.byteOffset, count);
        const weights = new Float32Array(aligned.buffer, aligned.byteOffset + 4 * count, count);
        return { docs, weights };
      }
      return undefined;
    },
    forEachTerm(visit) {
      // A rebuild copies what this reads into the new index, so damage a lookup would
      // shrug off (a slot pointing at another term's record, a weight out of range)
      // must fail here instead: the caller then tokenises every file.
      const all = source.read(0, source.length);
      if (!all) return false;
      const records = HEADER + 4 * buckets;
      const seen = new Set<number>();
      const found: [string, Uint32Array, Float32Array][] = [];
      for (let slot = 0; slot < buckets; slot++) {
        const at = all.readUInt32LE(HEADER + 4 * slot);
        if (at === 0) continue;
        if (at < records || seen.has(at) || at + 6 > all.length) return false;
        seen.add(at);
        const length = all.readUInt16LE(at);
        if (at + 6 + length > all.length) return false;
        const count = all.readUInt32LE(at + 2 + length);
        const p = at + 6 + length;
        if (p + 8 * count > all.length) return false;
        const postings = new Uint8Array(all.subarray(p, p + 8 * count));
        const docs = new Uint32Array(postings.buffer, 0, count);
        const weights = new Float32Array(postings.buffer, 4 * count, count);
        for (let k = 0; k < count; k++) {
          // docs are written in increasing order, weights are BM25 weights
          if ((k > 0 && (docs[k] as number) <= (docs[k - 1] as number)) || !((weights[k] as number) >= 0 && (weights[k] as number) < 1e6)) return false;
        }
        found.push([all.toString('utf8', at + 2, at + 2 + length), docs, weights]);
      }
      for (const [term, docs, weights] of found) visit(term, docs, weights);
      return true;
    },
  };
}

export function readTermIndex(cacheDir: string, folder: string): TermIndex | undefined {
  try {
    const source = openByteSource(storeFileFor(cacheDir, folder, 'idx'), STORE_MAX_BYTES);
    return source && openTermIndex(source);
  } catch {
    return undefined;
  }
}

export function writeTermIndex(cacheDir: string, folder: string, buffer: Buffer): void {
  try {
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    writeFileAtomic(storeFileFor(cacheDir, folder, 'idx'), buffer, 0o600, { durable: false });
  } catch {
    // speed only
  }
}
