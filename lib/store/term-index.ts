import { mkdirSync } from 'node:fs';
import { bufferSource, openByteSource, type ByteSource } from './byte-source.js';
import { writeFileAtomic } from '../atomic-write.js';
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
 *   24 bucket table: u32 byte offset of a term record, 0 = empty
 *   records: u16 term byte length, term (UTF-8), u32 count, count × u32 doc, count × f32 weight
 */
const MAGIC = 0x31494d50; // 'PMI1' little-endian
export const TERM_INDEX_VERSION = 1;
const HEADER = 24;

export interface TermIndex {
  stamp: number;
  docCount: number;
  lookup(term: string): Postings | undefined;
}

export function buildTermIndex(terms: readonly DocTerms[], stamp: number): Buffer {
  const postings = new Map<string, { docs: number[]; weights: number[] }>();
  terms.forEach((flat, doc) => {
    for (let i = 0; i < flat.length; i += 2) {
      const term = flat[i] as string;
      let list = postings.get(term);
      if (!list) postings.set(term, (list = { docs: [], weights: [] }));
      list.docs.push(doc);
      list.weights.push(flat[i + 1] as number);
    }
  });
  let buckets = 8;
  while (buckets < postings.size * 2) buckets *= 2;
  const encoded = [...postings].map(([term, list]) => ({ bytes: Buffer.from(term, 'utf8'), list }));
  const size = HEADER + 4 * buckets + encoded.reduce((sum, e) => sum + 6 + e.bytes.length + 8 * e.list.docs.length, 0);
  const buffer = Buffer.alloc(size);
  buffer.writeUInt32LE(MAGIC, 0);
  buffer.writeUInt32LE(TERM_INDEX_VERSION, 4);
  buffer.writeDoubleLE(stamp, 8);
  buffer.writeUInt32LE(terms.length, 16);
  buffer.writeUInt32LE(buckets, 20);
  let at = HEADER + 4 * buckets;
  for (const { bytes, list } of encoded) {
    let slot = fnv1a(bytes.toString('utf8')) & (buckets - 1);
    while (buffer.readUInt32LE(HEADER + 4 * slot) !== 0) slot = (slot + 1) & (buckets - 1);
    buffer.writeUInt32LE(at, HEADER + 4 * slot);
    buffer.writeUInt16LE(bytes.length, at);
    bytes.copy(buffer, at + 2);
    at += 2 + bytes.length;
    buffer.writeUInt32LE(list.docs.length, at);
    at += 4;
    for (const doc of list.docs) (buffer.writeUInt32LE(doc, at), (at += 4));
    for (const weight of list.weights) (buffer.writeFloatLE(weight, at), (at += 4));
  }
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
    lookup(term) {
      const bytes = Buffer.from(term, 'utf8');
      for (let slot = fnv1a(term) & (buckets - 1), probes = 0; probes < buckets; slot = (slot + 1) & (buckets - 1), probes++) {
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
