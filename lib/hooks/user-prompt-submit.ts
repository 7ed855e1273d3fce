import type { HookHandler } from '../hook-runtime.js';
import { launchDirOf, prepare } from './memory-list.js';
import { listForPrompt } from './session-list.js';
import { withSaveGuidance } from './with-save-guidance.js';

export const handleUserPromptSubmit: HookHandler = (input, ctx) => {
  const launchDir = launchDirOf(input, ctx);
  const prepared = prepare(launchDir, ctx);
  if (!prepared) return undefined;
  const prompt = typeof input.prompt === 'string' ? input.prompt : '';
  const sessionId = typeof input.session_id === 'string' && input.session_id !== '' ? input.session_id : undefined;
  const list = listForPrompt(prepared, sessionId, prompt, ctx.now.getTime());
  // the standing save suggestion rides with every full list: first prompt, or after a reset
  return withSaveGuidance(list.text, { launchDir, prompt: input.prompt, suggest: list.full }, ctx);
};
