import type { RunContext } from '../io/run-context.js';
import { CLAUDE_RUNNER } from '../render/save-guidance.js';
import { fullList, prepare } from './memory-list.js';
import { withSuggestion, workspaceGuidance } from './save-suggestion.js';

/**
 * What a session's first prompt would add to the context now, without touching any
 * session state: the full list and the standing save suggestion (`context`, doctor).
 */
export function firstPromptContext(launchDir: string, ctx: RunContext): string | undefined {
  const prepared = prepare(launchDir, ctx);
  if (!prepared) return undefined;
  return withSuggestion(fullList(prepared, '').text, workspaceGuidance(prepared.workspace, launchDir, ctx.env), CLAUDE_RUNNER.client);
}
