/**
 * The subagent calls in the lines of a Claude Code transcript (JSONL), pure. What 2.1.328
 * writes: the call is an assistant record with a `tool_use` block named Agent, its input
 * `{description, prompt, subagent_type}`; the user record of the turn before it carries a
 * `promptId`; the result is a user record with a `tool_result` block, and for a call
 * run in the background it also names the agent (`toolUseResult.agentId`) as soon as the
 * agent is launched. The transcript is Claude Code's own file, not an interface: anything
 * of another shape is passed over, never trusted.
 */

import { isRecord } from '../is-record.js';

/** The subagent tool; `Task` is its name in Claude Code before 2.x. */
export const AGENT_TOOLS: ReadonlySet<string> = new Set(['Agent', 'Task']);
/** The type Claude Code starts when a call names none. */
export const DEFAULT_AGENT_TYPE = 'general-purpose';

interface AgentCallText {
  toolUseId: string;
  agentType: string;
  description: string;
  prompt: string;
  /** the turn the call was made in, when the window holds that turn's prompt */
  promptId?: string;
}

interface TranscriptAgentCalls {
  /** calls with no result yet, oldest first: subagents starting now are among them */
  pending: AgentCallText[];
  /** agent id → the call that launched it */
  launched: Map<string, AgentCallText>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function blocksOf(record: Record<string, unknown>): Record<string, unknown>[] {
  const content = isRecord(record.message) ? record.message.content : undefined;
  return Array.isArray(content) ? content.filter(isRecord) : [];
}

/** The task of an Agent tool_use block, or undefined for any other block. */
function agentCallOf(block: Record<string, unknown>, promptId: string | undefined): AgentCallText | undefined {
  if (block.type !== 'tool_use' || typeof block.name !== 'string' || !AGENT_TOOLS.has(block.name)) return undefined;
  if (typeof block.id !== 'string' || !isRecord(block.input)) return undefined;
  const input = block.input;
  if (typeof input.prompt !== 'string') return undefined;
  const agentType = text(input.subagent_type) || DEFAULT_AGENT_TYPE;
  return { toolUseId: block.id, agentType, description: text(input.description), prompt: input.prompt, promptId };
}

export function agentCallsIn(lines: readonly string[]): TranscriptAgentCalls {
  const calls = new Map<string, AgentCallText>();
  const answered = new Set<string>();
  const launchedIds = new Map<string, string>();
  let promptId: string | undefined;
  for (const line of lines) {
    // most records are of other kinds; only these can hold a call, a result or a turn's id
    if (!line.includes('"tool_use') && !line.includes('"promptId"')) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isRecord(record)) continue;
    if (typeof record.promptId === 'string') promptId = record.promptId;
    for (const block of blocksOf(record)) {
      const call = record.type === 'assistant' ? agentCallOf(block, promptId) : undefined;
      if (call) calls.set(call.toolUseId, call);
      if (block.type === 'tool_result' && typeof block.tool_use_id === 'string') {
        answered.add(block.tool_use_id);
        const result = record.toolUseResult;
        if (isRecord(result) && typeof result.agentId === 'string') launchedIds.set(result.agentId, block.tool_use_id);
      }
    }
  }
  const launched = new Map<string, AgentCallText>();
  for (const [agentId, toolUseId] of launchedIds) {
    const call = calls.get(toolUseId);
    if (call) launched.set(agentId, call);
  }
  return { pending: [...calls.values()].filter((call) => !answered.has(call.toolUseId)), launched };
}
