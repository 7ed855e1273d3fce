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
  // Read, and its shell: a command naming `.ai-core` (ShellRead's condition) may read a memory
  readTools: new Set(['Read', 'Bash']),
  // before the read, as one process per Read: a read refused after this is counted all the
  // same. Not at PostToolUse, where an earlier install ran the hook: with both registered
  // (a committed project install of an older version beside a new one) a read counted twice
  readEvents: { before: 'PreToolUse', countAt: ['PreToolUse'] },
  // the call waits for the user's yes; in -p, where nobody can answer, it is refused and the model told why
  holdBack: (event, reason) => ({ hookSpecificOutput: { hookEventName: event, permissionDecision: 'ask', permissionDecisionReason: reason } }),
  holdBackAsks: true,
  // Claude Code asks before a read outside the launch folder, and -p cannot ask: the list names
  // memories a session launched below the memory folder could not open, where no install wrote
  // a rule for that workspace (a user-scope install made in another one). A deny or ask rule of
  // the user's still wins over an allow.
  allow: (event) => ({ hookSpecificOutput: { hookEventName: event, permissionDecision: 'allow' } }),
  runner: () => CLAUDE_RUNNER,
};
