import { join } from 'node:path';
import { fnv1aHex } from '../fnv1a.js';

/**
 * Where usage is kept: under the per-user state folder (lib/io/state-dir.ts), never in
 * a repository. What Claude reads says something about a person's work; it stays theirs.
 *
 *   usage/pending/<time>-<pid>-<random>.json   one record each, published by rename
 *   usage/summary.json                         every merged record, counted (compact.ts)
 *   usage/prior/<hash of memory root>.json     reads per memory of one root: the ranking prior
 *   usage/compact.lock                         held while pending records are merged
 */
export function usageDir(state: string): string {
  return join(state, 'usage');
}

export function pendingDir(state: string): string {
  return join(state, 'usage', 'pending');
}

export function summaryPath(state: string): string {
  return join(state, 'usage', 'summary.json');
}

export function lockPath(state: string): string {
  return join(state, 'usage', 'compact.lock');
}

/** `root` is a real path (usage-root.ts): every spelling of one memory root shares one prior. */
export function priorPath(state: string, root: string): string {
  return join(state, 'usage', 'prior', `${fnv1aHex(root)}.json`);
}
