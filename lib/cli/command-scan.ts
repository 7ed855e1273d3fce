import { indexCacheDir } from '../index/folder-cache.js';
import type { ScanOptions } from '../index/scan-folder.js';
import type { RunContext } from '../io/run-context.js';
import { stateDir } from '../io/state-dir.js';

/**
 * How a command reads the memory folders: through the index cache the hooks keep, every
 * file stat'ed and only the changed ones read (a command has no deadline, and no window
 * for a large folder). Read whole each time, `list` took 12 s at 10,000 memories, most of
 * it looking through every file for secrets; warm, 0.4 s of CPU. A run also leaves the cache
 * built for the next prompt. Without a state folder, every file is read.
 */
export function commandScan(ctx: Pick<RunContext, 'env' | 'home'>): ScanOptions {
  const cacheDir = indexCacheDir(stateDir(ctx.env, ctx.home));
  return cacheDir === undefined ? {} : { cacheDir, fullCheckMax: Number.POSITIVE_INFINITY };
}
