import { fnv1a } from '../fnv1a.js';
import { type ByteSpan, bufferSpan } from '../io/byte-span.js';
import type { DocTerms, Postings } from '../model/terms.js';

/**
 * A folder's postings (term → memories and weights) as bytes with an open-addressing
 * hash table, kept in the folder's cache file: a prompt looks up only its own terms, as
 * typed views into the bytes, with no JSON to decode for the thousands it does not use.
 *
 *   u32 doc count, u32 bucket count (a power of two)
 *   bucket table: u32 offset of a term record from the start, 0 = empty
 *   records, each 4-byte aligned: u16 term byte length, the term (UTF-8), padding,
 *   u32 count, count × u32 doc, count × f32 weight
 *
 * The bytes must start 4-byte aligned in their ArrayBuffer (see openPostings).
 */
const HEAD = 8;
/** Probes a lookup makes before it calls a term missing: a bound on what a damaged table costs. */
const MAX_PROBES = 1_024;

export interface PostingsIndex {
  docCount: number;
  /** the term's postings, or undefined when it is not there */
  lookup(term: string): Postings | undefined;
  /** every term's postings, as each doc's terms: undefined when the bytes are damaged or hold more than `maxDocs` docs */
  docTerms(maxDocs: number): DocTerms[] | undefined;
}

// the key a reader hashes is the term as it decodes from the bytes: a lone surrogate reads back as U+FFFD
const asStored = (term: string): string => (term as unknown as { toWellFormed(): string }).toWellFormed();
const align4 = (n: number): number => (n + 3) & ~3;

/**
 * Postings of `docs` (each a doc's terms; its index is its doc number), as bytes. Two
 * passes instead of a list per term: the first numbers the terms and counts their
 * postings, which fixes where each record goes; the second writes every posting straight
 * into its record. A first run builds this over every memory, and per-term arrays were
 * most of what it allocated.
 */
export function buildPostings(docs: readonly DocTerms[]): Buffer {
  const ids = new Map<string, number>();
  const terms: string[] = [];
  const counts: number[] = [];
  let total = 0;
  for (const flat of docs) total += flat.length >> 1;
  // each posting's term number, in the order the second pass meets them
  const postingIds = new Uint32Array(total);
  let p = 0;
  for (const flat of docs) {
    for (let i = 0; i < flat.length; i += 2) {
      const term = asStored(flat[i] as string);
      let id = ids.get(term);
      if (id === undefined) {
        id = terms.length;
        ids.set(term, id);
        terms.push(term);
        counts.push(0);
      }
      counts[id] = (counts[id] as number) + 1;
      postingIds[p++] = id;
    }
  }
  let buckets = 8;
  while (buckets < terms.length * 2) buckets *= 2;
  const keys = terms.map((term) => Buffer.from(term, 'utf8'));
  // where each term's docs start (in u32 units), once its head is written
  const docsAt = new Uint32Array(terms.length);
  let size = HEAD + 4 * buckets;
  for (let id = 0; id < terms.length; id++) {
    const head = align4(2 + (keys[id] as Buffer).length) + 4;
    docsAt[id] = (size + head) / 4;
    size += head + 8 * (counts[id] as number);
  }
  const out = Buffer.alloc(size);
  const words = new Uint32Array(out.buffer, out.byteOffset, size / 4);
  const floats = new Float32Array(out.buffer, out.byteOffset, size / 4);
  words[0] = docs.length;
  words[1] = buckets;
  for (let id = 0; id < terms.length; id++) {
    const key = keys[id] as Buffer;
    const at = 4 * (docsAt[id] as number) - 4 - align4(2 + key.length);
    let slot = fnv1a(terms[id] as string) & (buckets - 1);
    while (words[2 + slot] !== 0) slot = (slot + 1) & (buckets - 1);
    words[2 + slot] = at;
    out.writeUInt16LE(key.length, at);
    key.copy(out, at + 2);
    words[(docsAt[id] as number) - 1] = counts[id] as number;
  }
  // the second pass: each posting into its term's next free slot
  const filled = new Uint32Array(terms.length);
  p = 0;
  docs.forEach((flat, doc) => {
    for (let i = 0; i < flat.length; i += 2) {
      const id = postingIds[p++] as number;
      const k = (filled[id] as number)++;
      const first = docsAt[id] as number;
      words[first + k] = doc;
      floats[first + (counts[id] as number) + k] = flat[i + 1] as number;
    }
  });
  return out;
}

/**
 * Reads postings bytes; undefined when they are not postings at all. Damage further in
 * reads as missing terms.
 */
export function openPostings(bytes: Buffer): PostingsIndex | undefined {
  return openPostingsSpan(bufferSpan(bytes));
}

/** A term record's head is read in one go when the term is at most this long (nearly all are). */
const RECORD_HEAD_BYTES = 64;

/** Table slots and term records, read from `span`. */
function tableOf(span: ByteSpan, buckets: number) {
  /** the record at `at`, or undefined when it runs past the end */
  const recordAt = (at: number) => {
    if (at < HEAD + 4 * buckets || at % 4 !== 0 || at + 2 > span.length) return undefined;
    let top = span.read(at, RECORD_HEAD_BYTES);
    if (top.length < 2) return undefined;
    const length = top.readUInt16LE(0);
    const countAt = align4(2 + length);
    if (countAt + 4 > top.length) top = span.read(at, countAt + 4);
    if (top.length < countAt + 4) return undefined;
    const count = top.readUInt32LE(countAt);
    if (at + countAt + 4 + 8 * count > span.length) return undefined;
    // typed views need their start 4-byte aligned: bytes that do not start so are copied
    const read = span.read(at + countAt + 4, 8 * count);
    const lists = read.byteOffset % 4 === 0 ? read : Buffer.from(read);
    return {
      term: top.subarray(2, 2 + length),
      count,
      docs: new Uint32Array(lists.buffer, lists.byteOffset, count),
      weights: new Float32Array(lists.buffer, lists.byteOffset + 4 * count, count),
    };
  };
  const slot = (i: number): number => span.read(HEAD + 4 * i, 4).readUInt32LE(0);
  return { recordAt, slot };
}

/**
 * openPostings() over bytes read where a lookup needs them: from the cache of a folder of
 * thousands of memories a prompt reads the table slots and records of its own terms, a
 * few KB, not the whole (a file span, lib/io/byte-span.ts).
 */
export function openPostingsSpan(span: ByteSpan): PostingsIndex | undefined {
  if (span.length < HEAD) return undefined;
  const head = span.read(0, HEAD);
  const docCount = head.readUInt32LE(0);
  const buckets = head.readUInt32LE(4);
  if (buckets === 0 || (buckets & (buckets - 1)) !== 0 || HEAD + 4 * buckets > span.length) return undefined;
  const { recordAt, slot } = tableOf(span, buckets);
  return {
    docCount,
    lookup(term) {
      const key = Buffer.from(term, 'utf8');
      for (let i = fnv1a(term) & (buckets - 1), probes = 0; probes < Math.min(buckets, MAX_PROBES); i = (i + 1) & (buckets - 1), probes++) {
        const at = slot(i);
        if (at === 0) return undefined;
        const record = recordAt(at);
        if (!record) return undefined;
        if (record.term.equals(key)) return record;
      }
      return undefined;
    },
    docTerms(maxDocs) {
      // a doc count far beyond the files is damage, not worth allocating for
      if (docCount > maxDocs) return undefined;
      // every record: the bytes in memory at once, not a read for each
      const table = tableOf(bufferSpan(span.all()), buckets);
      const docs: DocTerms[] = Array.from({ length: docCount }, () => []);
      const seen = new Set<number>();
      for (let i = 0; i < buckets; i++) {
        const at = table.slot(i);
        if (at === 0) continue;
        const record = table.recordAt(at);
        // a record reached from two slots would be copied twice into a rebuild
        if (!record || seen.has(at)) return undefined;
        seen.add(at);
        const term = record.term.toString('utf8');
        for (let k = 0; k < record.count; k++) {
          const doc = record.docs[k] as number;
          const weight = record.weights[k] as number;
          if (doc >= docCount || !(weight >= 0 && weight < 1e6)) return undefined;
          (docs[doc] as DocTerms).push(term, weight);
        }
      }
      return docs;
    },
  };
}
