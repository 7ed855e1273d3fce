import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fnv1aHex } from '../fnv1a.js';
import { safeUnlink, sweepStaleTemps, writeFileAtomic } from '../io/atomic-write.js';
import { readTextSafely } from '../io/read-file-safely.js';

/**
 * Subagent tasks on their way from the PreToolUse hook of an Agent call, which sees the
 * task, to the SubagentStart hook of the subagent it starts, which does not (Claude Code
 * 2.1.328 gives it only ids and the agent type). One file per call in the per-user state
 * folder, written atomically; its name says whose it is, so a start lists the folder and
 * reads only the calls of its own session, turn (prompt id) and agent type:
 *
 *   <session>.<turn and type hash>.<time, base 36>.<tool use id>.task   a call's task
 *   <session>.<turn and type hash>.<time, base 36>.<agent id>.start     a start that could not tell its call
 *
 * Why a hook of its own, run before every Agent call: it costs about 15 ms above a bare
 * node started the same way (medians of 61–81 paired runs, 1.15–1.29×; bench/subagent.ts),
 * little beside a subagent's own requests to the model, and it knows the task where the
 * transcript cannot: with --no-session-persistence there is none, and a call may be
 * written only after its subagent started (2 of 24 runs). The transcript stays the
 * fallback (subagent-task.ts) for installs without this hook.
 *
 * Several calls of one type in one turn (parallel Explore agents, say) start subagents
 * whose SubagentStart input cannot say which call is theirs. When nothing else tells
 * them apart, each of those subagents gets the calls' tasks together, and the calls are
 * cleared once as many subagents have started as there were calls.
 */

export const AGENT_TASKS_DIR = 'agent-tasks';
/** The head of a task is what ranks the list; a pasted log beyond it adds nothing but cost. */
export const TASK_MAX_CHARS = 16_384;
/**
 * A call's subagent starts within a second of it (measured: 0.1–0.3 s); a call that never
 * starts one (an unknown agent type, a denied call) is forgotten after this.
 */
export const TASK_TTL_MS = 30 * 60_000;
/** More files than this and the oldest go: the folder stays small whatever happens. */
export const MAX_TASK_FILES = 256;
const FILE_MAX_BYTES = 256 * 1024;
const VERSION = 1;

export interface AgentCall {
  sessionId: string;
  promptId?: string;
  toolUseId: string;
  agentType: string;
  description: string;
  prompt: string;
}

export interface SubagentStartRef {
  sessionId: string;
  promptId?: string;
  agentId: string;
  agentType: string;
}

interface StoredTask {
  /** the task text to rank for: one call's, or several calls' together */
  text: string;
  /** how many calls it comes from: 1 is this subagent's own */
  calls: number;
}

const safe = (id: string, max = 128): string => id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, max) || '_';
const groupOf = (sessionId: string, promptId: string | undefined, agentType: string): string =>
  `${safe(sessionId)}.${fnv1aHex(`${promptId ?? ''}\0${agentType}`)}.`;

interface Named {
  name: string;
  atMs: number;
  kind: 'task' | 'start';
}

function parseName(name: string): Named | undefined {
  const parts = name.split('.');
  if (parts.length !== 5) return undefined;
  const kind = parts[4];
  const atMs = Number.parseInt(parts[2] as string, 36);
  if ((kind !== 'task' && kind !== 'start') || !Number.isFinite(atMs)) return undefined;
  return { name, atMs, kind };
}

function listNames(dir: string): string[] | undefined {
  try {
    return readdirSync(dir);
  } catch {
    return undefined;
  }
}

/** Keeps the task of an Agent call for the subagent it is about to start. Best effort. */
export function recordAgentCall(stateDir: string, call: AgentCall, nowMs: number): boolean {
  const dir = join(stateDir, AGENT_TASKS_DIR);
  const name = `${groupOf(call.sessionId, call.promptId, call.agentType)}${nowMs.toString(36)}.${safe(call.toolUseId, 64)}.task`;
  const stored = { version: VERSION, ...call, description: call.description.slice(0, 1_000), prompt: call.prompt.slice(0, TASK_MAX_CHARS) };
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileAtomic(join(dir, name), JSON.stringify(stored), 0o600, { durable: false });
  } catch {
    return false;
  }
  const names = listNames(dir);
  if (names && names.length > MAX_TASK_FILES) pruneAgentTasks(stateDir, nowMs);
  return true;
}

/**
 * Removes files past their TTL, temp files of killed writers and, past MAX_TASK_FILES,
 * the oldest; run when a session starts and whenever the folder grows too big.
 */
export function pruneAgentTasks(stateDir: string, nowMs: number): number {
  const dir = join(stateDir, AGENT_TASKS_DIR);
  let removed = sweepStaleTemps(dir, undefined, 60_000, nowMs);
  const kept: Named[] = [];
  for (const name of listNames(dir) ?? []) {
    if (name.startsWith('.')) continue;
    const named = parseName(name);
    if (named && nowMs - named.atMs <= TASK_TTL_MS && named.atMs <= nowMs + TASK_TTL_MS) kept.push(named);
    else {
      safeUnlink(join(dir, name));
      removed++;
    }
  }
  kept.sort((a, b) => a.atMs - b.atMs);
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_TASK_FILES))) {
    safeUnlink(join(dir, old.name));
    removed++;
  }
  return removed;
}

function readCall(path: string): AgentCall | undefined {
  try {
    const value = JSON.parse(readTextSafely(path, FILE_MAX_BYTES) ?? '') as Partial<AgentCall> & { version?: unknown };
    if (value?.version !== VERSION || typeof value.prompt !== 'string' || typeof value.toolUseId !== 'string') return undefined;
    return { ...(value as AgentCall), description: typeof value.description === 'string' ? value.description : '' };
  } catch {
    return undefined;
  }
}

/** The text a list is ranked for: the short description, then the prompt. */
export function taskText(call: Pick<AgentCall, 'description' | 'prompt'>): string {
  return call.description ? `${call.description}\n${call.prompt}` : call.prompt;
}

/** Several calls' tasks as one text, each given an even share of the length limit. */
export function combinedTaskText(calls: readonly Pick<AgentCall, 'description' | 'prompt'>[]): string {
  const share = Math.floor(TASK_MAX_CHARS / Math.max(1, calls.length));
  return calls.map((call) => taskText(call).slice(0, share)).join('\n\n');
}

/**
 * The task of the subagent that is starting, taken from the calls kept for its session,
 * turn and type: its own call's when it is the only one, or when `launchedCall` (the
 * transcript's word, asked only then) names it; otherwise the calls' tasks together.
 * Undefined when no call was kept (PreToolUse not registered, no state folder).
 */
export function takeAgentTask(stateDir: string, start: SubagentStartRef, nowMs: number, launchedCall?: () => string | undefined): StoredTask | undefined {
  const dir = join(stateDir, AGENT_TASKS_DIR);
  const prefix = groupOf(start.sessionId, start.promptId, start.agentType);
  const mine = (listNames(dir) ?? []).filter((name) => name.startsWith(prefix)).flatMap((name) => parseName(name) ?? []);
  const calls: { file: string; call: AgentCall }[] = [];
  for (const named of mine.filter((n) => n.kind === 'task').sort((a, b) => a.atMs - b.atMs)) {
    const file = join(dir, named.name);
    const call = nowMs - named.atMs <= TASK_TTL_MS ? readCall(file) : undefined;
    if (call) calls.push({ file, call });
    else safeUnlink(file);
  }
  if (calls.length === 0) return undefined;
  const starts = mine.filter((n) => n.kind === 'start').map((n) => join(dir, n.name));

  const launched = calls.length > 1 ? launchedCall?.() : undefined;
  const linked = calls.length === 1 ? calls[0] : calls.find((c) => c.call.toolUseId === launched);
  if (linked) {
    safeUnlink(linked.file);
    // the starts that could not tell their calls account for the calls left over
    const rest = calls.filter((c) => c !== linked);
    if (starts.length >= rest.length) for (const file of [...rest.map((c) => c.file), ...starts]) safeUnlink(file);
    return { text: taskText(linked.call), calls: 1 };
  }
  try {
    writeFileAtomic(join(dir, `${prefix}${nowMs.toString(36)}.${safe(start.agentId, 64)}.start`), '', 0o600, { durable: false });
  } catch {
    // the calls then wait for their TTL instead
  }
  // counted after writing: of starts racing each other, the last to count sees them all
  const started = (listNames(dir) ?? []).filter((name) => name.startsWith(prefix) && name.endsWith('.start'));
  if (started.length >= calls.length) for (const file of [...calls.map((c) => c.file), ...started.map((name) => join(dir, name))]) safeUnlink(file);
  return { text: combinedTaskText(calls.map((c) => c.call)), calls: calls.length };
}
