/**
 * How a folder scan meets the folder's term index: where each file's postings are in
 * it, which files it does not cover (scored from their own terms), and when it is
 * rebuilt instead.
 */
import { monotonicMs } from '../io/clock.js';
import type { DocTerms } from '../rank/bm25.js';
import type { StoreHeader } from './folder-store.js';
import { buildTermIndex, namesHash, openTermIndex, writeTermIndex, type TermIndex } from './term-index.js';
import { NOT_STORED, type FolderScan } from './folder-scan.js';

/** Edited memories are scored from their own records until this many pile up; then the folder's index is rebuilt. */
const MAX_DIRTY = 32;

/**
 * Where the store's files are in the term index, by store position: 'identity' when the
 * index was built over these very names (it numbers files as the store does), the
 * header's own record of it when that names this index build, else 'none'. The names
 * fingerprint matters when hooks race: an index built over another writer's names can
 * have the same count and a newer stamp.
 */
export function storedPlacement(header: StoreHeader | undefined, index: TermIndex | undefined): 'identity' | 'none' | Float64Array {
  if (!header || !index) return 'none';
  if (index.docCount === header.names.length && index.namesHash === header.namesHash) return 'identity';
  return header.indexStamp === index.stamp && header.indexDocCount === index.docCount ? header.indexDocs : 'none';
}

/** The placement by scan position, from the placement by store position. */
export function placementOf(at: Int32Array, stored: 'identity' | 'none' | Float64Array, namesKnown: boolean): 'identity' | 'none' | Float64Array {
  // the store's own names: its positions are the scan's
  if (stored === 'none' || namesKnown) return stored;
  const out = new Float64Array(at.length);
  for (let i = 0; i < at.length; i++) {
    const a = at[i] as number;
    out[i] = a === NOT_STORED ? -1 : stored === 'identity' ? a : ((stored[a] as number) ?? -1);
  }
  return out;
}

/** What a term index covers of a scan: its doc numbers by position (unset: the same), and the files to score from their own terms. */
interface Coverage {
  fromIndex?: Int32Array;
  dirty: number[];
}

/** Undefined when the index cannot be used for this scan at all. */
function coverageOf(scan: FolderScan, index: TermIndex): Coverage | undefined {
  const placement = scan.placement;
  if (placement === 'none') return undefined;
  const dirty: number[] = [];
  if (placement === 'identity') {
    if (index.docCount !== scan.count) return undefined;
    // the usual case, no record newer than the index, needs no look at each file
    if (scan.maxGen > index.stamp) for (let i = 0; i < scan.count; i++) if ((scan.gens[i] as number) > index.stamp) dirty.push(i);
    return { dirty };
  }
  // a doc count far beyond the files is a damaged index: not worth allocating for
  if (index.docCount > 4 * scan.count + 1_024) return undefined;
  const fromIndex = new Int32Array(index.docCount).fill(-1);
  for (let i = 0; i < scan.count; i++) {
    const doc = placement[i] as number;
    const placed = Number.isInteger(doc) && doc >= 0 && doc < index.docCount && fromIndex[doc] === -1;
    if (placed) fromIndex[doc] = i;
    if (!placed || (scan.gens[i] as number) > index.stamp) dirty.push(i);
  }
  return { fromIndex, dirty };
}

/**
 * Attaches the folder's term index. An index covering all but a few files (edited since
 * it was built, added since, or placed nowhere) is kept: those few are scored from their
 * own terms. Otherwise it is rebuilt; false when out of time to build one.
 */
export function attachTermIndex(cacheDir: string, scan: FolderScan, index: TermIndex | undefined, now: number, deadline?: number): boolean {
  const cover = index ? coverageOf(scan, index) : undefined;
  if (index && cover && cover.dirty.length <= MAX_DIRTY) {
    scan.index = index;
    scan.fromIndex = cover.fromIndex;
    // (a file read again while the store was saved is there already)
    for (const i of cover.dirty) if (!scan.dirty.includes(i)) scan.dirty.push(i);
    return true;
  }
  if (deadline !== undefined && monotonicMs() > deadline) return false;
  if (index && cover) termsFromIndex(scan, index, cover);
  const all: DocTerms[] = [];
  for (let i = 0; i < scan.count; i++) all.push(scan.terms(i));
  const buffer = buildTermIndex(all, now, namesHash(scan.names));
  writeTermIndex(cacheDir, scan.dir, buffer);
  scan.index = openTermIndex(buffer);
  scan.fromIndex = undefined;
  scan.placement = 'identity';
  // the new index covers every file as it is now
  scan.dirty.length = 0;
  return true;
}

/**
 * The terms of every file the old index still covers, read back from its postings:
 * re-tokenising thousands of records would cost more. Files it does not cover are
 * tokenised from their records as the rebuild asks for them.
 */
function termsFromIndex(scan: FolderScan, index: TermIndex, cover: Coverage): void {
  const dirty = new Set(cover.dirty);
  const found: (DocTerms | undefined)[] = new Array(scan.count);
  const { fromIndex } = cover;
  const complete = index.forEachTerm((term, docs, weights) => {
    for (let k = 0; k < docs.length; k++) {
      const doc = docs[k] as number;
      const i = fromIndex ? (fromIndex[doc] ?? -1) : doc < scan.count ? doc : -1;
      if (i < 0 || dirty.has(i)) continue;
      (found[i] ??= []).push(term, weights[k] as number);
    }
  });
  // a damaged file: every file is tokenised instead
  if (!complete) return;
  found.forEach((terms, i) => {
    if (terms) scan.setTerms(i, terms);
  });
}
