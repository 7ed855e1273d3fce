import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { safeUnlink, writeFileAtomic } from '../io/atomic-write.js';
import { readTextSafely } from '../io/read-file-safely.js';
import { priorPath } from './usage-paths.js';
import type { RootUsage } from './usage-summary.js';

/**
 * The ranking prior of one memory root: how often each memory of it was read, nothing
 * else. Written when records are merged, off the prompt path; a prompt that ranks reads
 * this file alone (a few KB at most), never the records or the summary.
 */
export const PRIOR_MAX = 1_000;
/** PRIOR_MAX entries of the longest names fit well under this; anything bigger was not written here. */
const PRIOR_MAX_BYTES = 1024 * 1024;

interface PriorFile {
  root: string;
  /** memoryKey() → reads */
  reads: Record<string, number>;
}

/** Writes the prior of `root` from its usage, the most read first and at most PRIOR_MAX; removes it when nothing was read. */
export function writePrior(state: string, root: string, usage: RootUsage | undefined): void {
  const path = priorPath(state, root);
  const read = Object.entries(usage?.memories ?? {})
    .filter(([, u]) => u.reads > 0)
    .sort((a, b) => b[1].reads - a[1].reads)
    .slice(0, PRIOR_MAX);
  if (read.length === 0) {
    safeUnlink(path);
    return;
  }
  const file: PriorFile = { root, reads: Object.fromEntries(read.map(([key, u]) => [key, u.reads])) };
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileAtomic(path, JSON.stringify(file), 0o600, { durable: false });
}

/**
 * Reads per memory key for the memory root `root` (a real path); undefined when none are
 * recorded. Read on the prompt path, so checked only as far as its use needs: a key that
 * names no memory simply finds none.
 */
export function readPrior(state: string, root: string): ReadonlyMap<string, number> | undefined {
  const text = readTextSafely(priorPath(state, root), PRIOR_MAX_BYTES);
  if (text === undefined) return undefined;
  try {
    const file = JSON.parse(text) as PriorFile;
    // the file name is a hash of the root: another root could share it
    if (file?.root !== root || !file.reads || typeof file.reads !== 'object') return undefined;
    const reads = new Map<string, number>();
    for (const key in file.reads) {
      const count = file.reads[key];
      if (typeof count === 'number' && count > 0) reads.set(key, count);
    }
    return reads.size > 0 ? reads : undefined;
  } catch {
    return undefined;
  }
}
