import { stateDir } from '../io/state-dir.js';
import { subagentNeedsList } from './agent-reads-files.js';
import { str } from './clients/dialect.js';
import { fullList, launchDirOf, prepare } from './memory-list.js';
import { type HookHandler, type HookInput, hooksDisabled, sessionIdOf } from './runtime.js';
import { type SubagentStart, storedTask, transcriptTask } from './subagent-task.js';
import { DEFAULT_AGENT_TYPE } from './transcript-agent-calls.js';

function startOf(input: HookInput, sessionId: string, agentType: string): SubagentStart {
  return { sessionId, promptId: str(input.prompt_id), agentId: str(input.agent_id) ?? '', agentType, transcriptPath: str(input.transcript_path) };
}

/**
 * A subagent starts its own conversation, without the list the main one was shown: it
 * gets the list once, as SubagentStart additional context (Claude Code 2.1.328 keeps it
 * as a system message in the subagent's history, never in the main conversation). The
 * list is the one a session's first prompt gets, ranked for the subagent's task when not
 * every memory fits; no save guidance, since the subagent does not talk to the user.
 * Nothing is written to the main session's state: its deltas go on as before.
 */
export const handleSubagentStart: HookHandler = (input, ctx) => {
  const launchDir = launchDirOf(input, ctx);
  if (hooksDisabled(ctx.env) || launchDir.includes('\u0000')) return undefined;
  const agentType = str(input.agent_type) ?? DEFAULT_AGENT_TYPE;
  const sessionId = sessionIdOf(input);
  const start = sessionId === undefined ? undefined : startOf(input, sessionId, agentType);
  // taken before anything else can return, so a call's task never joins a later call's
  let task = start && storedTask(stateDir(ctx.env, ctx.home), start, ctx.now.getTime());
  if (!subagentNeedsList(agentType, launchDir, ctx.env, ctx.home)) return undefined;
  const prepared = prepare(launchDir, ctx, { id: sessionId });
  if (!prepared) return undefined;
  // the transcript is looked at only for a list that must be ranked
  const rankFor = () => (task ??= (start && transcriptTask(start)) ?? '');
  return fullList(prepared, rankFor, undefined, 'task').text || undefined;
};
