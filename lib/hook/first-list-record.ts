import type { PromptLayout } from '../render/select.js';
import { publishRecord } from '../usage/publish-record.js';
import { memoryKey, SHOWN_MAX } from '../usage/usage-record.js';
import { canonicalRoot } from '../usage/usage-root.js';
import type { Prepared } from './memory-list.js';

/**
 * Records which memories a session's first list showed: one small file written beside
 * the session state that the same prompt writes anyway, and nothing on later prompts.
 */
export function recordFirstList(prepared: Prepared, sessionId: string, layout: PromptLayout, nowMs: number): void {
  if (prepared.stateDir === undefined || layout.shown.length === 0) return;
  const memories = layout.shown.slice(0, SHOWN_MAX).map((s) => memoryKey(s.entry.folder, s.entry.name));
  publishRecord(prepared.stateDir, { v: 1, kind: 'shown', t: nowMs, root: canonicalRoot(prepared.workspace.memoryRoot), session: sessionId, memories });
}
