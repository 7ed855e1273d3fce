// The tasks PreToolUse keeps for SubagentStart: one file per Agent call, found by session,
// turn and agent type; several calls that one start cannot tell apart are given together
// and cleared once all their subagents have started; old and surplus files are pruned.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AGENT_TASKS_DIR,
  type AgentCall,
  MAX_TASK_FILES,
  pruneAgentTasks,
  recordAgentCall,
  TASK_MAX_CHARS,
  TASK_TTL_MS,
  takeAgentTask,
} from '../../lib/hook/agent-task-store.js';
import { tempTree } from '../support/fixtures.js';

const NOW = 1_800_000_000_000;

function call(toolUseId: string, prompt: string, extra: Partial<AgentCall> = {}): AgentCall {
  return { sessionId: 's1', promptId: 'p1', toolUseId, agentType: 'general-purpose', description: '', prompt, ...extra };
}

const start = (agentId: string, extra: object = {}) => ({ sessionId: 's1', promptId: 'p1', agentId, agentType: 'general-purpose', ...extra });
const files = (state: string) => readdirSync(join(state, AGENT_TASKS_DIR)).sort();

describe('one Agent call, one subagent', () => {
  it('the subagent gets its call’s description and prompt, and the call is gone after', () => {
    const state = tempTree();
    expect(recordAgentCall(state, call('toolu_1', 'Find why deploys fail', { description: 'deploy failures' }), NOW)).toBe(true);
    expect(files(state)).toHaveLength(1);
    expect(takeAgentTask(state, start('a1'), NOW + 200)).toEqual({ text: 'deploy failures\nFind why deploys fail', calls: 1 });
    expect(files(state)).toEqual([]);
    expect(takeAgentTask(state, start('a2'), NOW + 300)).toBeUndefined();
  });

  it('finds only calls of its own session, turn and agent type', () => {
    const state = tempTree();
    recordAgentCall(state, call('t1', 'other session', { sessionId: 's2' }), NOW);
    recordAgentCall(state, call('t2', 'earlier turn', { promptId: 'p0' }), NOW);
    recordAgentCall(state, call('t3', 'explore', { agentType: 'Explore' }), NOW);
    expect(takeAgentTask(state, start('a1'), NOW)).toBeUndefined();
    expect(takeAgentTask(state, start('a1', { agentType: 'Explore' }), NOW)?.text).toBe('explore');
    expect(files(state)).toHaveLength(2);
  });

  it('keeps at most TASK_MAX_CHARS of a task', () => {
    const state = tempTree();
    recordAgentCall(state, call('t1', 'x'.repeat(TASK_MAX_CHARS * 3)), NOW);
    expect(takeAgentTask(state, start('a1'), NOW)?.text).toHaveLength(TASK_MAX_CHARS);
  });

  it('session and tool ids of any shape stay inside the folder', () => {
    const state = tempTree();
    recordAgentCall(state, call('../../../../etc/x', 'escape?', { sessionId: '../..' }), NOW);
    expect(files(state)).toHaveLength(1);
    expect(files(state)[0]).not.toContain('/');
    expect(takeAgentTask(state, start('a1', { sessionId: '../..' }), NOW)?.text).toBe('escape?');
  });
});

describe('several Agent calls in one turn', () => {
  it('calls made one after another: each subagent gets its own', () => {
    const state = tempTree();
    recordAgentCall(state, call('t1', 'deploy task'), NOW);
    expect(takeAgentTask(state, start('a1'), NOW)?.text).toBe('deploy task');
    recordAgentCall(state, call('t2', 'billing task'), NOW + 5_000);
    expect(takeAgentTask(state, start('a2'), NOW + 5_000)?.text).toBe('billing task');
  });

  it('parallel calls no start can tell apart: each gets the tasks together; cleared after the last start', () => {
    const state = tempTree();
    recordAgentCall(state, call('t1', 'deploy task'), NOW);
    recordAgentCall(state, call('t2', 'billing task'), NOW + 1);
    const together = { text: 'deploy task\n\nbilling task', calls: 2 };
    expect(takeAgentTask(state, start('a1'), NOW + 100)).toEqual(together);
    expect(takeAgentTask(state, start('a2'), NOW + 120)).toEqual(together);
    expect(files(state)).toEqual([]);
    // a later call of the same turn is its own again
    recordAgentCall(state, call('t3', 'cache task'), NOW + 9_000);
    expect(takeAgentTask(state, start('a3'), NOW + 9_100)).toEqual({ text: 'cache task', calls: 1 });
  });

  it('a start the transcript links to its call gets that call alone; the other start then gets the rest', () => {
    const state = tempTree();
    recordAgentCall(state, call('t1', 'deploy task'), NOW);
    recordAgentCall(state, call('t2', 'billing task'), NOW + 1);
    expect(takeAgentTask(state, start('a2'), NOW + 100, () => 't2')).toEqual({ text: 'billing task', calls: 1 });
    expect(takeAgentTask(state, start('a1'), NOW + 120, () => undefined)).toEqual({ text: 'deploy task', calls: 1 });
    expect(files(state)).toEqual([]);
  });

  it('a linked start after an unlinked one clears what is left', () => {
    const state = tempTree();
    recordAgentCall(state, call('t1', 'deploy task'), NOW);
    recordAgentCall(state, call('t2', 'billing task'), NOW + 1);
    expect(takeAgentTask(state, start('a1'), NOW + 100, () => undefined)?.calls).toBe(2);
    expect(takeAgentTask(state, start('a2'), NOW + 120, () => 't2')).toEqual({ text: 'billing task', calls: 1 });
    expect(files(state)).toEqual([]);
  });

  it('asks the transcript only when there is more than one call', () => {
    const state = tempTree();
    recordAgentCall(state, call('t1', 'deploy task'), NOW);
    let asked = 0;
    takeAgentTask(state, start('a1'), NOW, () => {
      asked++;
      return undefined;
    });
    expect(asked).toBe(0);
  });
});

describe('bounded and pruned', () => {
  it('a call whose subagent never started is forgotten after its TTL', () => {
    const state = tempTree();
    recordAgentCall(state, call('t1', 'never started'), NOW);
    expect(takeAgentTask(state, start('a1'), NOW + TASK_TTL_MS + 1)).toBeUndefined();
    expect(files(state)).toEqual([]);
  });

  it('pruning removes expired files, names it does not know and writers’ stale temp files', () => {
    const state = tempTree();
    recordAgentCall(state, call('t1', 'old'), NOW - TASK_TTL_MS - 1);
    recordAgentCall(state, call('t2', 'fresh'), NOW);
    writeFileSync(join(state, AGENT_TASKS_DIR, 'stray-file'), 'x');
    writeFileSync(join(state, AGENT_TASKS_DIR, '.s1.x.task.123.abc.tmp'), 'x');
    expect(pruneAgentTasks(state, NOW + 10 * 60_000)).toBe(3);
    expect(files(state)).toHaveLength(1);
  });

  it(`never holds more than ${MAX_TASK_FILES} files: the oldest go`, () => {
    const state = tempTree();
    for (let i = 0; i < MAX_TASK_FILES + 20; i++) recordAgentCall(state, call(`t${i}`, `task ${i}`, { sessionId: `s${i}` }), NOW + i);
    expect(files(state).length).toBeLessThanOrEqual(MAX_TASK_FILES);
    expect(takeAgentTask(state, start('a', { sessionId: 's0' }), NOW + 400)).toBeUndefined();
    expect(takeAgentTask(state, start('a', { sessionId: `s${MAX_TASK_FILES + 19}` }), NOW + 400)?.text).toBe(`task ${MAX_TASK_FILES + 19}`);
  });

  it('a corrupt or foreign task file is skipped and removed', () => {
    const state = tempTree();
    recordAgentCall(state, call('t1', 'good'), NOW);
    const [name] = files(state);
    writeFileSync(join(state, AGENT_TASKS_DIR, (name as string).replace('t1', 't2')), '{"version": 99, "prompt": "x"}');
    writeFileSync(join(state, AGENT_TASKS_DIR, (name as string).replace('t1', 't3')), 'not json');
    expect(takeAgentTask(state, start('a1'), NOW)).toEqual({ text: 'good', calls: 1 });
    expect(files(state)).toEqual([]);
  });

  it('a state folder that cannot be written loses the task, never the hook', () => {
    const state = join(tempTree({ blocked: 'a file where the folder should be' }), 'blocked');
    expect(recordAgentCall(state, call('t1', 'x'), NOW)).toBe(false);
    expect(takeAgentTask(state, start('a1'), NOW)).toBeUndefined();
  });
});
