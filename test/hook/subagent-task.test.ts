// Finding a subagent's task in the parent transcript: what a SubagentStart hook falls back
// on when no PreToolUse hook kept the task. The file is Claude Code's, written while the
// hook reads it, of any size and possibly damaged: the read must never throw, never read
// more than its window, and wait only briefly for a call not written yet.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type SubagentStart, TRANSCRIPT_TAIL_BYTES, transcriptTask } from '../../lib/hook/subagent-task.js';
import { agentCallsIn } from '../../lib/hook/transcript-agent-calls.js';
import { readTailLines } from '../../lib/io/read-lines.js';
import { tempTree } from '../support/fixtures.js';

// Records in the shapes Claude Code 2.1.328 writes (see lib/hook/transcript-agent-calls.ts).
const userPrompt = (promptId: string, text: string) =>
  JSON.stringify({ parentUuid: null, isSidechain: false, promptId, type: 'user', message: { role: 'user', content: text }, uuid: `u-${promptId}` });
const agentCall = (id: string, prompt: string, type?: string, name = 'Agent') =>
  JSON.stringify({
    type: 'assistant',
    message: {
      role: 'assistant',
      content: [{ type: 'tool_use', id, name, input: { description: `about ${id}`, prompt, ...(type ? { subagent_type: type } : {}) } }],
    },
  });
const launched = (id: string, promptId: string, agentId: string) =>
  JSON.stringify({
    type: 'user',
    promptId,
    message: { role: 'user', content: [{ tool_use_id: id, type: 'tool_result', content: [{ type: 'text', text: 'Async agent launched successfully.' }] }] },
    toolUseResult: { isAsync: true, status: 'async_launched', agentId, prompt: 'whatever' },
  });
const finished = (id: string, promptId: string) =>
  JSON.stringify({ type: 'user', promptId, message: { role: 'user', content: [{ tool_use_id: id, type: 'tool_result', content: 'done' }] } });
const noise = (n: number) => JSON.stringify({ type: 'attachment', attachment: { type: 'skill_listing', content: 'x'.repeat(n) } });

function transcript(lines: readonly string[], end = '\n'): string {
  const path = join(tempTree(), 'session.jsonl');
  writeFileSync(path, lines.join('\n') + end);
  return path;
}

const start = (transcriptPath: string, extra: Partial<SubagentStart> = {}): SubagentStart => ({
  sessionId: 's1',
  promptId: 'p1',
  agentId: 'a1',
  agentType: 'general-purpose',
  transcriptPath,
  ...extra,
});

describe('readTailLines', () => {
  it('gives the complete lines, without a last one still being written', () => {
    const path = transcript(['{"a":1}', '{"b":2}', '{"c":'], '');
    expect(readTailLines(path, 1024)).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('reads only the window at the end and drops the line the window cuts', () => {
    const path = transcript(['first line that is cut', 'kept one', 'kept two']);
    expect(readTailLines(path, 'kept one\nkept two\n'.length + 3)).toEqual(['kept one', 'kept two']);
  });

  it('is undefined for a missing file, a folder and a FIFO, without waiting on the FIFO', () => {
    const dir = tempTree();
    expect(readTailLines(join(dir, 'missing.jsonl'), 1024)).toBeUndefined();
    expect(readTailLines(dir, 1024)).toBeUndefined();
    const fifo = join(dir, 'fifo');
    spawnSync('mkfifo', [fifo]);
    expect(readTailLines(fifo, 1024)).toBeUndefined();
  });
});

describe('agentCallsIn', () => {
  it('finds the calls of the last turn that have no result, and the agents background calls launched', () => {
    const calls = agentCallsIn([
      userPrompt('p0', 'earlier'),
      agentCall('t0', 'old task'),
      finished('t0', 'p0'),
      userPrompt('p1', 'delegate'),
      agentCall('t1', 'deploy task'),
      agentCall('t2', 'billing task', 'Explore'),
      launched('t1', 'p1', 'a1'),
    ]);
    expect(calls.pending.map((c) => [c.toolUseId, c.agentType, c.promptId])).toEqual([['t2', 'Explore', 'p1']]);
    expect(calls.launched.get('a1')).toMatchObject({ toolUseId: 't1', prompt: 'deploy task', description: 'about t1' });
  });

  it('passes over malformed records: bad JSON, other shapes, wrong types, other tools', () => {
    const calls = agentCallsIn([
      '{"type":"assistant","message":{"content":[{"type":"tool_use"',
      'not json at all "tool_use"',
      '[1,2,"tool_use"]',
      '"tool_use"',
      JSON.stringify({ type: 'assistant', message: { content: 'tool_use' } }),
      JSON.stringify({ type: 'assistant', message: { content: [null, 1, 'x', { type: 'tool_use', id: 't9', name: 'Agent', input: 'not an object' }] } }),
      JSON.stringify({ type: 'assistant', message: { content: [{ type: 'tool_use', id: 't8', name: 'Agent', input: { prompt: 42 } }] } }),
      JSON.stringify({ type: 'assistant', message: { content: [{ type: 'tool_use', id: 7, name: 'Agent', input: { prompt: 'x' } }] } }),
      agentCall('t3', 'read a file', undefined, 'Read'),
      JSON.stringify({ type: 'user', promptId: 5, message: { content: [{ type: 'tool_result', tool_use_id: 't5' }] }, toolUseResult: 'x' }),
      agentCall('t1', 'the only real call', undefined, 'Task'),
    ]);
    expect(calls.pending.map((c) => c.prompt)).toEqual(['the only real call']);
    expect(calls.launched.size).toBe(0);
  });
});

describe('transcriptTask', () => {
  it('is undefined, at once, for a missing transcript or none named', () => {
    const began = Date.now();
    expect(transcriptTask(start(join(tempTree(), 'gone.jsonl')))).toBeUndefined();
    expect(transcriptTask(start(''))).toBeUndefined();
    expect(Date.now() - began).toBeLessThan(50);
  });

  it("finds the agent's own call through the launch record, among other pending calls", () => {
    const path = transcript([userPrompt('p1', 'go'), agentCall('t1', 'deploy task'), agentCall('t2', 'billing task'), launched('t2', 'p1', 'a1')]);
    expect(transcriptTask(start(path))).toBe('about t2\nbilling task');
  });

  it('takes the one pending call of its turn and type; several are taken together', () => {
    const path = transcript([
      userPrompt('p0', 'earlier turn'),
      agentCall('t0', 'left over from an earlier turn'),
      userPrompt('p1', 'now'),
      agentCall('t1', 'deploy task'),
      agentCall('t2', 'explore task', 'Explore'),
    ]);
    expect(transcriptTask(start(path))).toBe('about t1\ndeploy task');
    appendFileSync(path, `${agentCall('t3', 'billing task')}\n`);
    expect(transcriptTask(start(path))).toBe('about t1\ndeploy task\n\nabout t3\nbilling task');
    expect(transcriptTask(start(path, { agentType: 'Explore' }))).toBe('about t2\nexplore task');
  });

  it('ignores a call whose record is not finished yet, and gives up after its looks', () => {
    const path = transcript([userPrompt('p1', 'go'), agentCall('t1', 'deploy task').slice(0, 60)], '');
    expect(transcriptTask(start(path), 0)).toBeUndefined();
  });

  it('malformed: a damaged file holds no task and throws nothing', () => {
    const path = transcript(['\u0000\u0001garbage', '{"tool_use": [', '{}', 'null', JSON.stringify({ message: { content: [{ type: 'tool_use' }] } })]);
    expect(transcriptTask(start(path), 0)).toBeUndefined();
  });

  it('race: a call written a moment after the hook started is found by a later look', async () => {
    const path = transcript([userPrompt('p1', 'go')]);
    expect(transcriptTask(start(path), 0), 'not there yet').toBeUndefined();
    // another process appends the call while this one waits between looks, as Claude Code does
    const line = agentCall('t1', 'deploy task');
    const writer = spawn('/bin/sh', ['-c', 'sleep 0.03; printf "%s\\n" "$LINE" >> "$FILE"'], { env: { LINE: line, FILE: path } });
    const exited = new Promise((resolve) => writer.on('exit', resolve));
    // more looks than the hook's own few: a loaded test machine may start the writer late
    expect(transcriptTask(start(path), 50)).toBe('about t1\ndeploy task');
    await exited;
  });

  it('huge: only the window at the end is read, whatever the size of the file', () => {
    const dir = tempTree();
    mkdirSync(dir, { recursive: true });
    const path = join(dir, 'huge.jsonl');
    // 6 GB, sparse: a reader that took the whole file would fail (no Buffer that big) or take seconds
    const tail = Buffer.from(`\n${userPrompt('p1', 'go')}\n${agentCall('t1', 'deploy task')}\n`);
    const fd = openSync(path, 'w');
    writeSync(fd, tail, 0, tail.length, 6 * 1024 ** 3);
    closeSync(fd);
    const began = Date.now();
    expect(transcriptTask(start(path), 0)).toBe('about t1\ndeploy task');
    expect(Date.now() - began).toBeLessThan(1_000);
  });

  it('huge: a call further back than the window is not looked for', () => {
    const path = transcript([userPrompt('p1', 'go'), agentCall('t1', 'deploy task'), noise(TRANSCRIPT_TAIL_BYTES)]);
    expect(transcriptTask(start(path), 0)).toBeUndefined();
    const near = transcript([userPrompt('p1', 'go'), agentCall('t1', 'deploy task'), noise(TRANSCRIPT_TAIL_BYTES - 10_000)]);
    expect(transcriptTask(start(near), 0)).toBe('about t1\ndeploy task');
  });
});
