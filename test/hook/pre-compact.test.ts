import { renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { MEMORY, seedWorkspace, tempTree } from '../support/fixtures.js';
import { runHook } from '../support/processes.js';

const HOOK = builtHookPath('PreCompact');

/** What Claude Code 2.1.328 sends a PreCompact hook. */
function event(cwd: string, trigger: 'manual' | 'auto' = 'manual') {
  return { session_id: 's1', transcript_path: '/nonexistent/t.jsonl', cwd, hook_event_name: 'PreCompact', trigger, custom_instructions: '' };
}

function run(stdin: object | string, env: Record<string, string> = {}) {
  return runHook(stdin, { HOME: tempTree(), ...env }, HOOK);
}

describe('the built PreCompact hook', () => {
  it.each(['manual', 'auto'] as const)('(%s) prints plain text, not JSON, asking the summary for memory candidates with the memory root', (trigger) => {
    const tmp = seedWorkspace();
    const r = run(event(join(tmp, 'ws/workspace/patent.how'), trigger));
    expect(r.code, r.stderr).toBe(0);
    // hookSpecificOutput.additionalContext fails PreCompact's schema: plain stdout is the way in
    expect(r.stdout.startsWith('{')).toBe(false);
    // the heading carries what to do with them into the summary
    expect(r.stdout).toContain('[project-memory] 요약 끝에 "memory 후보 (저장할지 사용자에게 물을 것)" 섹션을 넣으세요');
    expect(r.stdout).toContain(`프로젝트 memory(${join(tmp, 'ws', MEMORY)}/,`);
    expect(r.stdout).toContain('한 줄에 하나씩');
    expect(r.stdout).not.toContain('<project-memory>');
    // it costs summary tokens, every compaction
    expect(r.stdout.length).toBeLessThan(450);
  });

  it('speaks English with the workspace lang', () => {
    const tmp = seedWorkspace();
    writeFileSync(join(tmp, 'ws/.ai-core/project-memory.json'), '{"lang": "en"}');
    const r = run(event(join(tmp, 'ws/workspace/patent.how')));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('End the summary with a "Memory candidates (ask the user whether to save)" section');
    expect(r.stdout).toContain(`${join(tmp, 'ws', MEMORY)}/`);
    expect(r.stdout).not.toMatch(/[가-힣]/);
  });

  it('is silent when the memory folder links out of the workspace', () => {
    const tmp = seedWorkspace();
    const memory = join(tmp, 'ws', MEMORY);
    renameSync(memory, join(tmp, 'moved'));
    symlinkSync(join(tmp, 'moved'), memory);
    const r = run(event(join(tmp, 'ws/workspace/patent.how')));
    expect([r.code, r.stdout]).toEqual([0, '']);
  });

  it.each([
    ['outside any workspace', (tmp: string) => [join(tmp, 'elsewhere'), {}] as const],
    ['with PROJECT_MEMORY_DISABLE=1', (tmp: string) => [join(tmp, 'ws/workspace/patent.how'), { PROJECT_MEMORY_DISABLE: '1' }] as const],
  ])('is silent %s', (_name, setup) => {
    const [cwd, env] = setup(seedWorkspace());
    const r = run(event(cwd), env);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
  });

  it.each(['', 'not json', '[]', '{"cwd": 42}'])('exits 0 and prints nothing for stdin %j', (stdin) => {
    const r = run(stdin);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
  });
});
