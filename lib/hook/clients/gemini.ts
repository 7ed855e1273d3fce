import { CLAUDE_RUNNER } from '../../render/save-guidance.js';
import { type HookDialect, str } from './dialect.js';

/** What headless Gemini glues in front of a prompt for each SessionStart context: `<hook_context>…</hook_context>\n\n`. */
const LEADING_HOOK_CONTEXT = /^(?:\s*<hook_context>[\s\S]*?<\/hook_context>)+\s*/;

/**
 * Gemini CLI 0.61.0: the list rides on `BeforeAgent` (its additionalContext becomes a user
 * part `<hook_context>…</hook_context>`), keyed by `session_id`, which `--resume` keeps.
 * SessionStart never adds context: headless Gemini glues it to the prompt, and on resume
 * drops every stored prompt that starts with `<hook_context>`, so the earlier turns would
 * vanish. A sub-agent (invoke_agent) fires no BeforeAgent. Its shell keeps PATH.
 */
export const GEMINI_DIALECT: HookDialect = {
  client: 'gemini',
  answerAs: (event) => (event === 'UserPromptSubmit' ? 'BeforeAgent' : event),
  promptOf: (input) => (typeof input.prompt === 'string' ? input.prompt.replace(LEADING_HOOK_CONTEXT, '') : input.prompt),
  conversationOf: (input) => ({ id: str(input.session_id), subagent: false }),
  listAtSessionStart: false,
  autoMemoryNotice: false,
  // BeforeTool and AfterTool on read_file (lib/settings/hook-specs.ts), whose `file_path` may be relative to `cwd`
  readTools: new Set(['read_file']),
  // a read_file that failed (outside Gemini's workspace) is known only after it
  readEvents: { before: 'BeforeTool', countAt: ['AfterTool'] },
  // Gemini CLI 0.61.0 asks nobody: the call is refused, the reason given to the model
  holdBack: (_event, reason) => ({ decision: 'deny', reason }),
  runner: () => ({ ...CLAUDE_RUNNER, client: 'gemini' }),
};
