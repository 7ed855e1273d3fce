import type { RunContext } from '../io/run-context.js';
import { fullList, launchDirOf, prepare } from './memory-list.js';
import { type HookHandler, hooksDisabled, sessionIdOf } from './runtime.js';
import { listForPrompt } from './session-list.js';
import { userPromptOf } from './task-notification.js';
import { mark } from './trace.js';
import { firstSaveGuidance, withSaveGuidance, workspaceGuidance } from './with-save-guidance.js';

export const handleUserPromptSubmit: HookHandler = (input, ctx) => {
  const launchDir = launchDirOf(input, ctx);
  if (hooksDisabled(ctx.env) || launchDir.includes('\u0000')) return undefined;
  // a background agent's report comes back as a prompt: ranked for nothing, answered by no save guidance
  const prompt = userPromptOf(input.prompt);
  const prepared = prepare(launchDir, ctx);
  if (!prepared) return firstSaveGuidance(launchDir, prompt, ctx.env);
  const sessionId = sessionIdOf(input);
  const list = listForPrompt(prepared, sessionId, prompt, ctx.now.getTime());
  mark('list');
  // the standing save suggestion rides with every full list: first prompt, or after a reset
  return withSaveGuidance(list.text, {
    ...workspaceGuidance(prepared.workspace, launchDir),
    prompt,
    suggest: list.full && !list.earlier,
    asked: list.earlier,
  });
};

/**
 * What a session's first prompt would add to the context now, without touching any
 * session state: the full list and the standing save suggestion.
 */
export function firstPromptContext(launchDir: string, ctx: RunContext): string | undefined {
  const prepared = prepare(launchDir, ctx);
  if (!prepared) return undefined;
  return withSaveGuidance(fullList(prepared, '').text, { ...workspaceGuidance(prepared.workspace, launchDir), prompt: '', suggest: true });
}
