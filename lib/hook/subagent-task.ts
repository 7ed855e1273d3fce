import { sleepSync } from '../io/clock.js';
import { readTailLines } from '../io/read-lines.js';
import { combinedTaskText, type SubagentStartRef, takeAgentTask, taskText } from './agent-task-store.js';
import { agentCallsIn } from './transcript-agent-calls.js';

/**
 * What a subagent was asked to do, for ranking its memory list. SubagentStart's input has
 * no task text, so it comes from the task PreToolUse kept for the Agent call
 * (agent-task-store.ts) or, when none was kept, from the end of the parent's transcript.
 */

/**
 * How much of the parent transcript is read, at most, per look: the records written after
 * an Agent call up to its subagent's start are a few KB (its call included, unless the
 * task itself is huge); a transcript of any size costs the same.
 */
export const TRANSCRIPT_TAIL_BYTES = 512 * 1024;
/**
 * The transcript may not hold the call yet when the subagent starts: in 2 of 24 runs of
 * Claude Code 2.1.328 it was written 11 and 18 ms into the hook. A few short looks more
 * (at most POLLS × POLL_MS of waiting) cover that; then the plain list goes out.
 */
export const POLL_MS = 20;
const POLLS = 5;

export interface SubagentStart extends SubagentStartRef {
  /** the parent's transcript, as SubagentStart's input names it */
  transcriptPath?: string;
}

/** The kept task for this start (taking it, so it never joins a later call's), or undefined. */
export function storedTask(stateDir: string | undefined, start: SubagentStart, nowMs: number): string | undefined {
  if (stateDir === undefined) return undefined;
  return takeAgentTask(stateDir, start, nowMs, () => launchedCallId(start))?.text;
}

/** The call the transcript says launched this agent (background calls say so at launch). */
function launchedCallId(start: SubagentStart): string | undefined {
  const lines = start.transcriptPath ? readTailLines(start.transcriptPath, TRANSCRIPT_TAIL_BYTES) : undefined;
  return lines && agentCallsIn(lines).launched.get(start.agentId)?.toolUseId;
}

/**
 * The task from the parent transcript: the call that launched this agent, else the
 * unanswered calls of its turn and type (one is its own; several are told apart no
 * better than by their tasks together). Undefined when the file is missing or unreadable,
 * or holds no such call after the last look.
 */
export function transcriptTask(start: SubagentStart, polls = POLLS): string | undefined {
  if (!start.transcriptPath) return undefined;
  for (let look = 0; ; look++) {
    const lines = readTailLines(start.transcriptPath, TRANSCRIPT_TAIL_BYTES);
    if (lines === undefined) return undefined;
    const { pending, launched } = agentCallsIn(lines);
    const own = launched.get(start.agentId);
    if (own) return taskText(own);
    const sameTurn = (promptId: string | undefined) => !start.promptId || !promptId || promptId === start.promptId;
    const candidates = pending.filter((call) => call.agentType === start.agentType && sameTurn(call.promptId));
    if (candidates.length > 0) return combinedTaskText(candidates);
    if (look >= polls) return undefined;
    sleepSync(POLL_MS);
  }
}
