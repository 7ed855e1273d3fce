// A bare "2" picks a save scope only when Claude's last reply put the save question: the
// real `claude -p` (2.1.328) against the stand-in, the second prompt a `--resume` of the
// first session, so the hook reads the transcript Claude Code wrote for it.
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeClaudeHome, runClaude } from '../support/claude.js';
import { requestText, type StandIn, useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';

const EN = { PROJECT_MEMORY_LANG: 'en' };

interface Workspace {
  repo: string;
  home: string;
}

async function installed(): Promise<Workspace> {
  const repo = join(tempTree({ 'shop/.ai-core/data/memory/shop/deploys.md': '---\ntitle: Deploys\ndescription: Deploys need the VPN\n---\nbody\n' }), 'shop');
  const home = makeClaudeHome();
  const result = await runCli(['install', '--dir', repo], { cwd: repo, home, env: EN });
  expect(result.code, result.stderr).toBe(0);
  return { repo, home };
}

/** One `claude -p` run; the text of its first main request (the prompt and what the hooks added). */
async function turn(w: Workspace, standIn: StandIn, prompt: string, args: readonly string[]): Promise<{ stdout: string; request: string }> {
  const before = standIn.mainBodies().length;
  const result = await runClaude({ prompt, cwd: w.repo, home: w.home, port: standIn.port, args, env: EN, timeoutMs: 60_000 });
  expect(result.code, result.stderr).toBe(0);
  return { stdout: result.stdout, request: requestText(standIn.mainBodies()[before]) };
}

/** Claude answers the first prompt with `reply`; the user answers "2" in the same session. */
async function answerTwoAfter(reply: string): Promise<string> {
  const w = await installed();
  const standIn = await useStandIn();
  standIn.queue(reply, 'ok');
  const first = await turn(w, standIn, 'how should I fix the flaky deploy?', ['--output-format', 'json']);
  const sessionId = (JSON.parse(first.stdout) as { session_id: string }).session_id;
  return (await turn(w, standIn, '2', ['--resume', sessionId])).request;
}

beforeAll(() => {
  assertBuilt();
});

describe('a bare number after a reply', () => {
  test('after a menu of something else, "2" is not a save: no save command comes with it', async () => {
    const request = await answerTwoAfter('Two ways: 1) retry the step 2) pin the runner 3) leave it. Which one?');
    expect(request).toContain('2');
    expect(request).not.toContain('The user chose');
    expect(request).not.toContain('it picks');
    expect(request).not.toContain(' save --dir ');
  }, 120_000);

  test('after the save question, "2" picks this project and the command comes with it', async () => {
    const request = await answerTwoAfter(
      "Deploys need the VPN token refreshed first. Save this to memory? 1) _global (all projects in this workspace) 2) shop (this project) 3) don't save",
    );
    expect(request).toContain('The user chose to save to this project (shop).');
    expect(request).toContain(' save --dir ');
  }, 120_000);
});
