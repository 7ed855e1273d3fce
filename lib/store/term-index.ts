import { mkdirSync } from 'node:fs';
import { readFileSafely } from '../read-file-safely.js';
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

export function openTermIndex(buffer: Buffer): TermIndex | undefined {
  if (buffer.length < HEADER || buffer.readUInt32LE(0) !== MAGIC || buffer.readUInt32LE(4) !== TERM_INDEX_VERSION) return undefined;
  const buckets = buffer.readUInt32LE(20);
  if (buckets === 0 || (buckets & (buckets - 1)) !== 0 || HEADER + 4 * buckets > buffer.length) return undefined;
  return {
    stamp: buffer.readDoubleLE(8),
    docCount: buffer.readUInt32LE(16),
    lookup(term) {
      const bytes = Buffer.from(term, 'utf8');
      for (let slot = fnv1a(term) & (buckets - 1), probes = 0; probes < buckets; slot = (slot + 1) & (buckets - 1), probes++) {
        const at = buffer.readUInt32LE(HEADER + 4 * slot);
        if (at === 0) return undefined;
        // a torn or damaged file (caches are written without fsync) must read as a miss
        if (at + 2 > buffer.length) return undefined;
        const length = buffer.readUInt16LE(at);
        if (at + 2 + length + 4 > buffer.length) return undefined;
        if (length !== bytes.length || buffer.compare(bytes, 0, length, at + 2, at + 2 + length) !== 0) continue;
        let p = at + 2 + length;
        const count = buffer.readUInt32LE(p);
        p += 4;
        if (p + 8 * count > buffer.length) return undefined;
        // one copy into fresh, aligned memory, then typed views: no per-posting reads
        const copy = new Uint8Array(buffer.subarray(p, p + 8 * count));
        const docs = new Uint32Array(copy.buffer, 0, count);
        const weights = new Float32Array(copy.buffer, 4 * count, count);
        return { docs, weights };
      }
      return undefined;
    },
  };
}

export function readTermIndex(cacheDir: string, folder: string): TermIndex | undefined {
  try {
    const buffer = readFileSafely(storeFileFor(cacheDir, folder, 'idx'), STORE_MAX_BYTES);
    return buffer && openTermIndex(buffer);
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
