import { lstatSync, writeFileSync } from 'node:fs';
import { monotonicMs } from '../io/clock.js';
import { listMemoryFileNames } from '../format/discover.js';
import { statSig, unchangedFile } from './fast-stat.js';
import type { LoadOptions } from './memory-store.js';
import { readTextSafely } from '../io/read-file-safely.js';
import { readStore, storeFileFor, STORE_VERSION, writeStore } from './folder-store.js';
import { readTermIndex, type TermIndex } from './term-index.js';
import { enterFolder, RELATIVE_STAT_MIN } from './enter-folder.js';
import { FolderScan, NOT_STORED } from './folder-scan.js';
import { parseMemoryFile } from './parse-memory-file.js';
import { RACY_MS } from './racy.js';
import { attachTermIndex, placementOf, storedPlacement } from './term-placement.js';

/** Edited memories re-read on every prompt before the store is rewritten to remember them. */
const UNSAVED_MAX = 8;
/**
 * Up to this many files in a folder, every file is stat'ed on every prompt. Above it, a
 * stat per file costs more than the rest of the hook, so each prompt checks a rotating
 * window of CHECK_PER_RUN files, and every memory the output is about to show is checked
 * before it is shown (MemorySet.recheck): what Claude sees is never stale, and an edit to
 * a memory it is not shown reaches the ranking within ⌈files / CHECK_PER_RUN⌉ prompts.
 * Additions, removals and renames change the folder's mtime and are always seen at once.
 */
export const FULL_CHECK_MAX = 2_000;
/** Files a rotating folder checks per prompt: the two scope folders together, 1,000. */
const CHECK_PER_RUN = 500;


/**
 * The memory files of one folder, reusing the store for every file that did not change:
 * one stat each. The folder's mtime tells whether a file was added, removed or renamed;
 * each file's size, mtime, ctime and inode whether it was edited in place.
 */
export function scanFolder(dir: string, options: LoadOptions = {}): FolderScan {
  // lstat: a scope folder that is a link (possibly out of the memory root) is not followed
  const dirStat = lstatSync(dir, { throwIfNoEntry: false });
  if (!dirStat?.isDirectory()) return new FolderScan(dir, [], undefined, undefined);
  const now = Date.now();
  const { cacheDir } = options;
  const store = cacheDir ? readStore(cacheDir, dir) : undefined;
  const header = store?.header;
  const trusted = (mtimeMs: number) => header !== undefined && mtimeMs < header.writtenAtMs - RACY_MS;
  const namesKnown = header !== undefined && header.folderMtimeMs === dirStat.mtimeMs && trusted(dirStat.mtimeMs);
  const names = namesKnown ? header.names : listMemoryFileNames(dir);
  let at: Int32Array | undefined;
  if (!namesKnown) {
    at = new Int32Array(names.length).fill(NOT_STORED);
    if (header) {
      const position = new Map(header.names.map((name, i) => [name, i]));
      names.forEach((name, j) => (at![j] = position.get(name) ?? NOT_STORED));
    }
  }
  let scan = new FolderScan(dir, names, store, at);
  const index = cacheDir ? readTermIndex(cacheDir, dir) : undefined;
  scan.placement = placementOf(scan.at, storedPlacement(header, index), namesKnown);
  // a new or racy folder listing is worth writing down once it is old enough to trust
  let changed = !namesKnown && (header === undefined || dirStat.mtimeMs !== header.folderMtimeMs || dirStat.mtimeMs < now - RACY_MS);
  // files read again because they changed: a few are cheaper to re-read each prompt than
  // a rewrite of the whole store; past UNSAVED_MAX the store is brought up to date
  let reparsed = 0;
  const gone: number[] = [];
  const n = names.length;
  // files the store knows are checked in the window even when names changed: a new or
  // renamed file is not in the store, so it is always read
  const rotation = header && cacheDir && n > (options.fullCheckMax ?? FULL_CHECK_MAX) ? readCursor(cacheDir, dir, n) : undefined;
  const window = options.checkPerRun ?? CHECK_PER_RUN;
  const sigs = header?.sigs;
  const leave = sigs && Math.min(n, window) >= RELATIVE_STAT_MIN ? enterFolder(dir, dirStat) : undefined;
  try {
    // a rotating check visits only its window, and every file the store does not know:
    // the rest is taken from the store unchecked
    const order = rotation === undefined ? undefined : rotationOrder(scan.at, rotation, Math.min(window, n));
    const visits = order ? order.length : n;
    for (let k = 0; k < visits; k++) {
      const j = order ? (order[k] as number) : k;
      const a = scan.at[j] as number;
      // the clock is read every few files, not for each: it costs as much as a stat
      if (options.deadline !== undefined && (k & 31) === 0 && !scan.partial && monotonicMs() > options.deadline) scan.partial = true;
      if (scan.partial) {
        // out of time: what the store knows is used unchecked, the rest is named unread,
        // so every memory stays reachable; MemorySet.recheck still checks what is shown
        if (a === NOT_STORED) scan.unread[j] = 1;
        continue;
      }
      const name = names[j] as string;
      const path = `${dir}/${name}`;
      if (sigs && a !== NOT_STORED) {
        // the stored mtime is what the file has if unchanged: trusting it is the racy rule
        if (unchangedFile(leave ? name : path, sigs, 4 * a) && trusted(sigs[4 * a + 1] as number)) {
          scan.checked[j] = 1;
          continue;
        }
        if (!statSig(path)?.isFile) {
          changed = true;
          gone.push(j);
          continue;
        }
      }
      const parsed = parseMemoryFile(path, name);
      if (!parsed) {
        changed = true;
        gone.push(j);
        continue;
      }
      // the same front matter (a touched file, a checkout) keeps its generation: the term
      // index, built from names and front matter alone, still covers it
      const sameRecord = scan.sameAsStored(j, parsed.record);
      scan.setFresh(j, parsed, sameRecord ? (header!.gens[a] as number) : now);
      if (!sameRecord || parsed.sig.mtimeMs < now - RACY_MS) reparsed++;
    }
  } finally {
    leave?.();
  }
  if (gone.length > 0) {
    const skip = new Set(gone);
    scan = scan.subset(names.flatMap((_, j) => (skip.has(j) ? [] : [j])));
  }

  const namesChanged = header === undefined || !sameNames(header.names, scan.names);
  const namesStamp = namesChanged ? now : header.namesStamp;
  // in a rotating check a changed file may not be looked at again for many prompts, so
  // what was found is written down at once
  const mustSave = reparsed > (rotation === undefined ? UNSAVED_MAX : 0);
  if ((changed || namesChanged || mustSave || (scan.partial && reparsed > 0)) && cacheDir) saveScan(cacheDir, scan, dirStat.mtimeMs, now, namesStamp, index);
  if (rotation !== undefined && cacheDir) writeCursor(cacheDir, dir, (rotation + window) % n);
  if (!cacheDir || scan.partial) return scan;
  // building a missing index over a huge folder is not worth missing the deadline for:
  // this prompt goes unranked and says so, a later one builds it
  if (!attachTermIndex(cacheDir, scan, index, now, options.deadline)) scan.partial = true;
  return scan;
}

/**
 * Out of time, what was read is still kept, so a huge or slow folder is read a little
 * further on each prompt instead of never; a store that lists only some names claims no
 * folder mtime, so the next run reads the folder's names again.
 */
function saveScan(cacheDir: string, scan: FolderScan, folderMtimeMs: number, now: number, namesStamp: number, index: TermIndex | undefined): void {
  const kept: number[] = [];
  for (let i = 0; i < scan.count; i++) if (!scan.unread[i]) kept.push(i);
  // nearly every line is copied: one read of each file, not a read per line
  scan.store?.readAll();
  const records: (string | Uint8Array)[] = [];
  const sigs = new Float64Array(4 * kept.length);
  const gens = new Float64Array(kept.length);
  const pinned: number[] = [];
  let maxGen = -Infinity;
  const placement = index ? scan.placement : 'none';
  const indexDocs = new Float64Array(kept.length);
  kept.forEach((i, j) => {
    indexDocs[j] = placement === 'identity' ? i : placement === 'none' ? -1 : (placement[i] as number);
    records.push(scan.recordLine(i));
    sigs.set(scan.sigs.subarray(4 * i, 4 * i + 4), 4 * j);
    gens[j] = scan.gens[i] as number;
    maxGen = Math.max(maxGen, gens[j] as number);
    if (scan.pinned[i]) pinned.push(j);
  });
  writeStore(
    cacheDir,
    {
      version: STORE_VERSION,
      folder: scan.dir,
      // every name has a record: the names are complete even if some went unchecked
      folderMtimeMs: kept.length === scan.count ? folderMtimeMs : -1,
      writtenAtMs: now,
      namesStamp,
      names: kept.map((i) => scan.names[i] as string),
      sigs,
      gens,
      maxGen,
      indexDocs,
      indexStamp: placement === 'none' || !index ? -1 : index.stamp,
      indexDocCount: placement === 'none' || !index ? -1 : index.docCount,
      pinned,
    },
    records,
  );
}

/** Positions a rotating check visits: its window from `start`, then any file not in the store. */
function rotationOrder(at: Int32Array, start: number, window: number): Int32Array {
  const n = at.length;
  const extra: number[] = [];
  for (let j = 0; j < n; j++) if (at[j] === NOT_STORED && (j - start + n) % n >= window) extra.push(j);
  const order = new Int32Array(window + extra.length);
  for (let k = 0; k < window; k++) order[k] = (start + k) % n;
  order.set(extra, window);
  return order;
}

function readCursor(cacheDir: string, dir: string, count: number): number {
  const value = Number(readTextSafely(storeFileFor(cacheDir, dir, 'cursor'), 64));
  return Number.isInteger(value) && value >= 0 ? value % count : 0;
}

function writeCursor(cacheDir: string, dir: string, value: number): void {
  try {
    // a plain write, not an atomic one: a torn cursor reads as 0, which only starts the
    // window over — slower to cover every file, never wrong
    writeFileSync(storeFileFor(cacheDir, dir, 'cursor'), String(value), { mode: 0o600 });
  } catch {
    // the same
  }
}

function sameNames(names: readonly string[], other: readonly string[]): boolean {
  return names === other || names.length === other.length && other.every((name, i) => name === names[i]);
}
