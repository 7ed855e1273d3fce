// The built Read hook as Gemini CLI 0.61.0 runs it: AfterTool after read_file, the client
// named after the hook file (`node memory-read.cjs gemini`), as install registers it.
// Without it, stats counted no read of Gemini's and called memories it read "never read".
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEMORY } from '../support/fixtures.js';
import { cleanEnv } from '../support/processes.js';
import { pendingRecords, READ_HOOK, usageWorkspace } from './usage-support.js';

/** What Gemini CLI 0.61.0 sends AfterTool (HookEventHandler.fireAfterToolEvent): base fields, the tool's args and its result. */
function afterTool(cwd: string, filePath: string, extra: Record<string, unknown> = {}) {
  return {
    session_id: 'gemini-session',
    transcript_path: '/nonexistent/chat.json',
    cwd,
    hook_event_name: 'AfterTool',
    timestamp: new Date().toISOString(),
    tool_name: 'read_file',
    tool_input: { file_path: filePath },
    tool_response: { llmContent: '---\ntitle: t\n---\n', returnDisplay: '' },
    ...extra,
  };
}

function run(home: string, input: object, client = 'gemini') {
  const r = spawnSync('node', [READ_HOOK, client], { input: JSON.stringify(input), env: cleanEnv({ HOME: home }), encoding: 'utf8', timeout: 20_000 });
  expect(r.status).toBe(0);
  expect(r.stdout).toBe('');
  return r;
}

describe("the built Read hook under Gemini's AfterTool", () => {
  it('counts a read_file of a memory named relative to the launch folder', () => {
    const w = usageWorkspace();
    run(w.home, afterTool(w.ws, `${MEMORY}/_global/docker-403.md`));
    expect(pendingRecords(w.state)).toEqual([
      { v: 1, kind: 'read', t: expect.any(Number), root: w.memoryRoot, folder: '_global', name: 'docker-403', session: 'gemini-session' },
    ]);
  });

  it('counts an absolute path too', () => {
    const w = usageWorkspace();
    run(w.home, afterTool(w.launch, w.memory('proj', 'deploy-cert')));
    expect(pendingRecords(w.state).map((r) => r.kind === 'read' && `${r.folder}/${r.name}`)).toEqual(['proj/deploy-cert']);
  });

  it.each([
    [
      'a read_file that failed (AfterTool runs after those too)',
      (w: ReturnType<typeof usageWorkspace>) =>
        afterTool(w.ws, w.memory('_global', 'docker-403'), {
          tool_response: { llmContent: 'Error', returnDisplay: 'Error', error: { type: 'path_not_in_workspace', message: 'x' } },
        }),
    ],
    [
      "Claude Code's tool name under Gemini",
      (w: ReturnType<typeof usageWorkspace>) => afterTool(w.ws, w.memory('_global', 'docker-403'), { tool_name: 'Read' }),
    ],
    ['write_file', (w: ReturnType<typeof usageWorkspace>) => afterTool(w.ws, w.memory('_global', 'docker-403'), { tool_name: 'write_file' })],
  ])('counts nothing for %s', (_name, make) => {
    const w = usageWorkspace();
    run(w.home, make(w));
    expect(existsSync(w.state)).toBe(false);
  });

  it("counts nothing for Codex, whose reads are shell commands, nor Gemini's read_file under Claude Code", () => {
    const w = usageWorkspace();
    run(w.home, { ...afterTool(w.ws, w.memory('_global', 'docker-403')), hook_event_name: 'PostToolUse', tool_name: 'Bash' }, 'codex');
    const r = spawnSync('node', [READ_HOOK], {
      input: JSON.stringify(afterTool(w.ws, w.memory('_global', 'docker-403'))),
      env: cleanEnv({ HOME: w.home }),
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(existsSync(w.state)).toBe(false);
  });
});

describe("the built Read hook under Gemini's BeforeTool", () => {
  const TOKEN = `ghp_${'Q1w2E3r4T5'.repeat(3)}778899`;
  const beforeTool = (cwd: string, filePath: string) => {
    const { tool_response: _response, ...rest } = afterTool(cwd, filePath);
    return { ...rest, hook_event_name: 'BeforeTool' };
  };

  it('refuses a read_file of a memory marked for a secret, with the reason, and counts nothing', () => {
    const w = usageWorkspace();
    const file = w.memory('proj', 'ci-token');
    writeFileSync(file, `---\ntitle: CI token\ndescription: the token CI uses\n---\nUse ${TOKEN}.\n`);
    const r = spawnSync('node', [READ_HOOK, 'gemini'], {
      input: JSON.stringify(beforeTool(w.ws, file)),
      env: cleanEnv({ HOME: w.home, PROJECT_MEMORY_LANG: 'en' }),
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { decision: string; reason: string };
    expect(out.decision).toBe('deny');
    expect(out.reason).toContain(`looks like it holds a secret (a key, token or password): ${file}.`);
    // nobody is asked to allow it: the model reads that it was refused
    expect(out.reason).toContain('The read was refused: do not read the file another way (cat, grep); tell the user');
    expect(out.reason).not.toContain('Allow this read');
    expect(r.stdout).not.toContain(TOKEN);
    expect(existsSync(w.state)).toBe(false);
  });

  it('lets any other memory be read and counts it after, not before (a read_file outside the workspace fails)', () => {
    const w = usageWorkspace();
    run(w.home, beforeTool(w.ws, w.memory('_global', 'docker-403')));
    expect(existsSync(w.state)).toBe(false);
    run(w.home, afterTool(w.ws, w.memory('_global', 'docker-403')));
    expect(pendingRecords(w.state)).toHaveLength(1);
  });
});
