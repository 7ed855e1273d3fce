import { type HookDialect, str } from './dialect.js';

/**
 * Codex CLI 0.169.0 sends Claude Code's events with Claude Code's fields, plus `turn_id` and
 * `model`. A sub-agent's task comes as a UserPromptSubmit too, with the parent's
 * `session_id` and the sub-agent's own `agent_id` (its thread id): the sub-agent's
 * conversation starts empty, so its list and deltas are kept under that id, never the
 * parent's. SessionStart fires with `startup`, `resume` and `compact` and its context
 * reaches the model, so the list comes back after compaction as in Claude Code.
 */
export const CODEX_DIALECT: HookDialect = {
  client: 'codex',
  answerAs: (event) => event,
  promptOf: (input) => input.prompt,
  conversationOf: (input) => {
    const agent = str(input.agent_id);
    return agent ? { id: agent, subagent: true } : { id: str(input.session_id), subagent: false };
  },
  listAtSessionStart: true,
  autoMemoryNotice: false,
  // Codex reads files with its shell (the list says `cat <path>`); its PreToolUse names the
  // shell call `Bash`, the command in `tool_input.command`, whose reading commands name the
  // files they read (lib/hook/shell-read-paths.ts). Counted before it runs, as Claude Code's Read
  readTools: new Set(['Bash']),
  readEvents: { before: 'PreToolUse', countAt: ['PreToolUse'] },
  // Codex 0.169.0 asks nobody of a hook's decision: the call is refused, the reason given to the model
  holdBack: (event, reason) => ({ hookSpecificOutput: { hookEventName: event, permissionDecision: 'deny', permissionDecisionReason: reason } }),
  // exec_command runs `bash -lc`: /etc/profile resets PATH, so the node running this hook is named outright
  runner: (ctx) => ({ client: 'codex', node: ctx.node ?? 'node' }),
};
