import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noteSavedBySession, savedBySession } from '../../lib/hook/saved-by-session.js';
import { seedWorkspace, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

/**
 * A save run by a session's Bash tool carries the session's id (CLAUDE_CODE_SESSION_ID), and
 * so does one a subagent of it runs: only the conversation whose transcript shows the save's
 * output knows the memory; the other gets its line on the next prompt.
 */
describe('a memory saved under the session id', () => {
  const setting = () => {
    const tmp = seedWorkspace();
    const launch = join(tmp, 'ws/workspace/patent.how');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const transcript = join(tempTree(), 'session.jsonl');
    writeFileSync(transcript, `${JSON.stringify({ type: 'user', message: { role: 'user', content: 'hello' } })}\n`);
    const prompt = (text: string) =>
      contextOf(runHook(promptEvent(launch, { prompt: text, session_id: 'saver', transcript_path: transcript }), env).stdout) ?? '';
    prompt('hello');
    const saved = runCli(['save', '--dir', launch, '--scope', 'project', '--title', 'VPN drops at six', '--description', 'The office VPN drops at 18:00'], {
      env: { ...env, CLAUDE_CODE_SESSION_ID: 'saver' },
      input: 'Reconnect after 18:00.\n',
    });
    expect(saved.code, saved.stderr).toBe(0);
    return { transcript, prompt, path: saved.stdout.trim().split('\n').at(-1) as string };
  };

  it('is not listed back to the conversation whose transcript holds its path (its own Bash ran the save)', () => {
    const { transcript, prompt, path } = setting();
    expect(path).toMatch(/vpn-drops-at-six\.md$/);
    const toolResult = { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: `saved: ${path}` }] } };
    writeFileSync(transcript, `${JSON.stringify(toolResult)}\n`, { flag: 'a' });
    expect(prompt('what next?')).not.toContain('vpn-drops-at-six');
  });

  it('written again with the same text (the share line rebased, checking the file out anew): still known', () => {
    const { transcript, prompt, path } = setting();
    const toolResult = { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: `saved: ${path}` }] } };
    writeFileSync(transcript, `${JSON.stringify(toolResult)}\n`, { flag: 'a' });
    const text = readFileSync(path, 'utf8');
    rmSync(path);
    writeFileSync(path, text);
    utimesSync(path, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    expect(prompt('what next?')).not.toContain('vpn-drops-at-six');
  });

  it('edited after the save, before the next prompt: listed as edited', () => {
    const { transcript, prompt, path } = setting();
    const toolResult = { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: `saved: ${path}` }] } };
    writeFileSync(transcript, `${JSON.stringify(toolResult)}\n`, { flag: 'a' });
    writeFileSync(path, readFileSync(path, 'utf8').replace('The office VPN drops at 18:00', 'The office VPN drops at 19:00'));
    expect(prompt('what next?')).toContain('vpn-drops-at-six — The office VPN drops at 19:00');
  });

  it('is listed to the conversation that never saw it: a subagent ran the save, in a transcript of its own', () => {
    const { prompt } = setting();
    expect(prompt('what next?')).toContain('vpn-drops-at-six — The office VPN drops at 18:00');
  });
});

describe("the transcript's word for a saved path", () => {
  it('is read escaped once (the save printed the path) or twice (save --json printed it escaped already)', () => {
    const state = tempTree();
    const folder = join(tempTree(), 'we"ird\\name');
    mkdirSync(folder, { recursive: true });
    const path = join(folder, 'note.md');
    writeFileSync(path, 'x\n');
    noteSavedBySession(state, 's1', path);
    const transcript = join(tempTree(), 't.jsonl');
    const asJson = JSON.stringify({ path });
    writeFileSync(transcript, `${JSON.stringify({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', content: asJson }] } })}\n`);
    expect(savedBySession(state, 's1', transcript)).toEqual([path]);
    writeFileSync(transcript, `${JSON.stringify({ type: 'user', message: { role: 'user', content: 'nothing of it' } })}\n`);
    expect(savedBySession(state, 's1', transcript)).toEqual([]);
  });
});
