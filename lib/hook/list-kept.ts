import { stateDir } from '../io/state-dir.js';
import { isRecord } from '../is-record.js';
import { type HookHandler, hooksDisabled, sessionIdOf } from './runtime.js';
import { markListLost } from './session-state.js';

/** The list's opening tag, as the hook prints it and as Gemini CLI 0.61.0 sends it (`<` and `>` escaped in hook context). */
const LIST_TAGS = ['<project-memory>', '&lt;project-memory&gt;'];

/** Does this text, a model request or any part of one, hold the list? */
export function holdsList(text: string): boolean {
  return LIST_TAGS.some((tag) => text.includes(tag));
}

/**
 * The environment part Gemini CLI 0.61.0 puts first in the main chat's history, and puts
 * back first after every compression (getInitialChatHistory). A sub-agent's chat starts
 * with its task instead, and its model calls fire BeforeModel under the same session_id
 * (measured): a request without it is not the conversation the list was shown to.
 */
const MAIN_CHAT_START = '<session_context>';

/** The text of each message of BeforeModel's `llm_request` (Gemini's stable hook format: `{role, content}`). */
function messagesOf(input: Record<string, unknown>): string[] | undefined {
  const request = input.llm_request;
  if (!isRecord(request) || !Array.isArray(request.messages)) return undefined;
  return request.messages.map((m) => (isRecord(m) && typeof m.content === 'string' ? m.content : ''));
}

/**
 * Gemini CLI 0.61.0's BeforeModel, before every model call. Compression fires no
 * SessionStart there, and its PreCompress fires before every model call, compressing or
 * not (the threshold is checked after it): neither says the list is gone. What the
 * model is about to be sent does. When the main chat's request holds no list while the
 * session's state says one was shown, a compression summarised it away: the state is
 * marked, and the next prompt's BeforeAgent shows the full list and the save suggestion
 * again, as Claude Code and Codex get them through SessionStart `compact`. The request
 * goes on as it is; this hook prints nothing.
 */
export const handleBeforeModel: HookHandler = (input, ctx) => {
  if (hooksDisabled(ctx.env)) return undefined;
  const sessionId = sessionIdOf(input);
  const messages = messagesOf(input);
  if (!sessionId || !messages?.[0]?.startsWith(MAIN_CHAT_START) || messages.some(holdsList)) return undefined;
  const state = stateDir(ctx.env, ctx.home);
  if (state !== undefined) markListLost(state, sessionId);
  return undefined;
};
