import { CLAUDE_RUNNER } from '../../render/save-guidance.js';
import { type HookDialect, str } from './dialect.js';

/** Claude Code 2.1.328: the dialect every hook of ours was written for. */
export const CLAUDE_DIALECT: HookDialect = {
  client: 'claude',
  answerAs: (event) => event,
  promptOf: (input) => input.prompt,
  // subagents start with SubagentStart, never with a prompt
  conversationOf: (input) => ({ id: str(input.session_id), subagent: false, transcript: str(input.transcript_path) }),
  listAtSessionStart: true,
  autoMemoryNotice: true,
  readTools: new Set(['Read']),
  runner: () => CLAUDE_RUNNER,
};
