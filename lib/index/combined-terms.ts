import type { PostingsPart, TermSource } from '../rank/bm25.js';
import type { FolderScan } from './folder-scan.js';

/**
 * Postings over the combined entries: each folder's index for clean files, records for
 * edited ones. Files found changed later in the run (MemorySet.recheck) join the edited
 * ones, so a re-rank scores them by their new text.
 */
export function combinedTerms(scans: readonly { scan: FolderScan; offset: number }[], docCount: number): TermSource | undefined {
  if (scans.some(({ scan }) => scan.count > 0 && !scan.index)) return undefined;
  let overlay = new Map<string, { docs: number[]; weights: number[] }>();
  let overlaid = -1;
  // a file edited twice stays one dirty entry; `changes` still tells the overlay to refresh
  const dirtyCount = () => scans.reduce((sum, { scan }) => sum + scan.dirty.length + scan.changes, 0);
  const refresh = () => {
    if (overlaid === dirtyCount()) return;
    overlay = new Map();
    for (const { scan, offset } of scans) {
      for (const i of new Set(scan.dirty)) {
        const flat = scan.terms(i);
        for (let t = 0; t < flat.length; t += 2) {
          const term = flat[t] as string;
          let list = overlay.get(term);
          if (!list) overlay.set(term, (list = { docs: [], weights: [] }));
          list.docs.push(offset + i);
          list.weights.push(flat[t + 1] as number);
        }
      }
    }
    overlaid = dirtyCount();
  };
  // tie order: this project's memories first, then global ones, each folder sorted by name
  const priority = new Int32Array(docCount);
  let k = 0;
  for (const { scan, offset } of [...scans].reverse()) for (let i = 0; i < scan.count; i++) priority[k++] = offset + i;
  const pinned: number[] = [];
  for (const { scan, offset } of scans) for (const i of scan.pinnedPositions()) pinned.push(offset + i);
  return {
    docCount,
    lookup(term) {
      refresh();
      const parts: PostingsPart[] = [];
      for (const { scan, offset } of scans) {
        const hit = scan.index?.lookup(term);
        if (!hit) continue;
        const { fromIndex } = scan;
        if (scan.dirty.length === 0 && !fromIndex) {
          // the common case, nothing edited since the index was built: read in place
          parts.push({ docs: hit.docs, weights: hit.weights, offset, count: scan.count });
          continue;
        }
        // edited and added files are scored from their own terms (the overlay), removed
        // ones not at all; the rest are renumbered to their positions now
        const dirty = new Set(scan.dirty);
        const docs: number[] = [];
        const weights: number[] = [];
        for (let i = 0; i < hit.docs.length; i++) {
          const doc = fromIndex ? (fromIndex[hit.docs[i] as number] ?? -1) : (hit.docs[i] as number);
          if (doc < 0 || doc >= scan.count || dirty.has(doc)) continue;
          docs.push(doc);
          weights.push(hit.weights[i] as number);
        }
        parts.push({ docs, weights, offset, count: scan.count });
      }
      const extra = overlay.get(term);
      if (extra) parts.push({ ...extra, offset: 0, count: docCount });
      return parts;
    },
    priority,
    pinned,
  };
}
