import type { PromptLayout } from '../render/select.js';
import { memoryKey, SHOWN_MAX } from '../usage/usage-record.js';
import type { FirstList } from './session-state.js';

/**
 * What a session's first list showed, for its session state: merging usage counts it
 * once (usage-merge.ts). No file of its own: the prompt writes the state anyway.
 */
export function firstListOf(layout: PromptLayout, nowMs: number): FirstList | undefined {
  if (layout.shown.length === 0) return undefined;
  return { t: nowMs, memories: layout.shown.slice(0, SHOWN_MAX).map((s) => memoryKey(s.entry.folder, s.entry.name)) };
}
