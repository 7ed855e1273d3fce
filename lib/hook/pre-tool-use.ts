import { stateDir } from '../io/state-dir.js';
import { isRecord } from '../is-record.js';
import { workspaceAbove } from '../workspace/workspace-above.js';
import { recordAgentCall } from './agent-task-store.js';
import { str } from './clients/dialect.js';
import { launchDirOf } from './memory-list.js';
import { type HookHandler, hooksDisabled, sessionIdOf } from './runtime.js';
import { AGENT_TOOLS, DEFAULT_AGENT_TYPE } from './transcript-agent-calls.js';

/**
 * Before an Agent call runs, its task is kept for the SubagentStart hook of the subagent it
 * starts (lib/hook/agent-task-store.ts), only where there is a memory list to rank. Prints
 * nothing: the main conversation gets nothing from this hook, and the call goes ahead as
 * it was made.
 */
export const handlePreToolUse: HookHandler = (input, ctx) => {
  if (hooksDisabled(ctx.env) || typeof input.tool_name !== 'string' || !AGENT_TOOLS.has(input.tool_name)) return undefined;
  const sessionId = sessionIdOf(input);
  const toolInput = isRecord(input.tool_input) ? input.tool_input : undefined;
  const toolUseId = str(input.tool_use_id);
  if (!sessionId || !toolUseId || typeof toolInput?.prompt !== 'string') return undefined;
  const launchDir = launchDirOf(input, ctx);
  if (launchDir.includes('\u0000') || !workspaceAbove(launchDir)) return undefined;
  const state = stateDir(ctx.env, ctx.home);
  if (state === undefined) return undefined;
  recordAgentCall(
    state,
    {
      sessionId,
      promptId: str(input.prompt_id),
      toolUseId,
      agentType: str(toolInput.subagent_type) ?? DEFAULT_AGENT_TYPE,
      description: str(toolInput.description) ?? '',
      prompt: toolInput.prompt,
    },
    ctx.now.getTime(),
  );
  return undefined;
};
