import { type CompactResult, compactUsage, currentSummary, type FirstListSource } from '../usage/compact.js';
import { isMemoryKey, SHOWN_MAX } from '../usage/usage-record.js';
import { canonicalRoot } from '../usage/usage-root.js';
import type { UsageSummary } from '../usage/usage-summary.js';
import { sessionFirstLists } from './session-state.js';

/** The first lists kept in the sessions' state (session-state.ts), as shown records of their memory root's real path. */
function firstListsIn(state: string): FirstListSource {
  return (counted) => {
    const roots = new Map<string, string>();
    const { sessions, lists } = sessionFirstLists(state, counted);
    return {
      sessions,
      lists: lists.map((first) => {
        let root = roots.get(first.memoryRoot);
        if (root === undefined) roots.set(first.memoryRoot, (root = canonicalRoot(first.memoryRoot)));
        const memories = first.memories.filter(isMemoryKey).slice(0, SHOWN_MAX);
        return { session: first.session, record: { v: 1, kind: 'shown', t: first.t, root, session: first.session, memories } };
      }),
    };
  };
}

/** Merges what waits: read records, and first lists of sessions (see lib/usage/compact.ts). */
export function mergeUsage(state: string, nowMs: number, waitMs = 0): CompactResult | undefined {
  return compactUsage(state, nowMs, { waitMs, firstLists: firstListsIn(state) });
}

/** Everything recorded up to now, merged first: what `stats` shows. */
export function usageSummary(state: string | undefined, nowMs: number): UsageSummary {
  return currentSummary(state, nowMs, state === undefined ? undefined : firstListsIn(state));
}
