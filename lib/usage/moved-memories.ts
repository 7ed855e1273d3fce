import type { RunContext } from '../io/run-context.js';
import { stateDir } from '../io/state-dir.js';
import { publishRecord } from './publish-record.js';
import { memoryKey, SHOWN_MAX } from './usage-record.js';
import { canonicalRoot } from './usage-root.js';

/** A memory as usage names it: its scope folder (`_global` or a key) and its name. */
interface MemoryRef {
  folder: string;
  name: string;
}

/**
 * Tells the usage counts of `memoryRoot` that memories were renamed or moved to another
 * key (`to`), or forgotten (`to` undefined): at the next merge their counts go with them,
 * and the ranking prior with the counts. Best effort, as every usage record: a state
 * folder that cannot be written leaves the counts where they were.
 */
export function publishMoves(
  ctx: Pick<RunContext, 'env' | 'home' | 'now'>,
  memoryRoot: string,
  moves: ReadonlyArray<{ from: MemoryRef; to?: MemoryRef }>,
): void {
  const state = stateDir(ctx.env, ctx.home);
  if (state === undefined || moves.length === 0) return;
  const root = canonicalRoot(memoryRoot);
  const pairs = moves.map(({ from, to }): [string, string | null] => [memoryKey(from.folder, from.name), to ? memoryKey(to.folder, to.name) : null]);
  for (let at = 0; at < pairs.length; at += SHOWN_MAX)
    publishRecord(state, { v: 1, kind: 'moved', t: ctx.now.getTime(), root, moves: pairs.slice(at, at + SHOWN_MAX) });
}
