// The built hooks in each client's dialect, as child processes fed the stdin each client
// sends (Codex 0.169.0, Gemini CLI 0.61.0, as observed): the client word after the hook
// file picks the dialect; list, deltas, ranking and save guidance are the same code.

import { spawnSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { CONTEXT_CAPS } from '../../lib/model/clients.js';
import { MEMORY, memoryFile, seedWorkspace, tempTree } from '../support/fixtures.js';
import { CLI, cleanEnv, REPO } from '../support/processes.js';

const PROMPT_HOOK = builtHookPath('UserPromptSubmit', join(REPO, 'plugin'));
const START_HOOK = builtHookPath('SessionStart', join(REPO, 'plugin'));
const MODEL_HOOK = builtHookPath('BeforeModel', join(REPO, 'plugin'));
const DOCKER = '[공통] docker-branch-switch-danger — Docker 실행 중 브랜치 전환 시 403 발생';
const DIRECTIVE = '[project-memory] 사용자가 기억해 달라고 했습니다.';
const SUGGESTION = '"이 내용을 memory에 저장할까요?"';
const DELTA = '이 세션에서 새로 보이거나 바뀐 memory:';

interface Answer {
  event?: string;
  context?: string;
  systemMessage?: string;
  raw: string;
}

/** Runs a built hook as `node <hook> [client]` with JSON on stdin, exactly as the client's registered command does. */
function hook(file: string, client: string | undefined, input: object, env: Record<string, string>): Answer {
  const r = spawnSync('node', [file, ...(client ? [client] : [])], { input: JSON.stringify(input), env: cleanEnv(env), encoding: 'utf8', timeout: 20_000 });
  expect(r.status, r.stderr).toBe(0);
  if (r.stdout.trim() === '') return { raw: '' };
  const parsed = JSON.parse(r.stdout) as { systemMessage?: string; hookSpecificOutput?: { hookEventName?: string; additionalContext?: string } };
  return {
    event: parsed.hookSpecificOutput?.hookEventName,
    context: parsed.hookSpecificOutput?.additionalContext,
    systemMessage: parsed.systemMessage,
    raw: r.stdout,
  };
}

const codexPrompt = (cwd: string, prompt: string, extra: object = {}) => ({
  session_id: 'codex-session',
  turn_id: 't1',
  transcript_path: '/nonexistent.jsonl',
  cwd,
  hook_event_name: 'UserPromptSubmit',
  model: 'm',
  permission_mode: 'bypassPermissions',
  prompt,
  ...extra,
});
const geminiPrompt = (cwd: string, prompt: string) => ({
  session_id: 'gemini-session',
  transcript_path: '/nonexistent.jsonl',
  cwd,
  hook_event_name: 'BeforeAgent',
  timestamp: '2026-12-01T00:00:00.000Z',
  prompt,
});

function setting() {
  const tmp = seedWorkspace();
  return { launch: join(tmp, 'ws/workspace/patent.how'), memoryRoot: join(tmp, 'ws', MEMORY), env: { HOME: tempTree() } };
}

describe('the Codex dialect', () => {
  it('answers UserPromptSubmit with the list, a closing line for exec_command, and a save command that names the node it runs under', () => {
    const { launch, env } = setting();
    const a = hook(PROMPT_HOOK, 'codex', codexPrompt(launch, '이거 기억해: 스테이징 DB는 월요일에 초기화된다'), env);
    expect(a.event).toBe('UserPromptSubmit');
    expect(a.context).toContain(DOCKER);
    expect(a.context).toContain('exec_command에서 `cat <경로>`로 읽어');
    expect(a.context).toContain('AGENTS.md가 아니라');
    // exec_command is a login shell, which resets PATH: node by its absolute path
    expect(a.context).toContain(`\n${process.execPath} ${CLI} save --dir ${launch} --scope `);
  });

  it("keeps a sub-agent's list apart from its parent's: the full list for the task, no save guidance, the parent's deltas untouched", () => {
    const { launch, memoryRoot, env } = setting();
    expect(hook(PROMPT_HOOK, 'codex', codexPrompt(launch, '시작'), env).context).toContain(DOCKER);
    const sub = hook(PROMPT_HOOK, 'codex', codexPrompt(launch, '이거 기억해: docker 문제 조사', { agent_id: 'agent-1', agent_type: 'default' }), env);
    expect(sub.context).toContain(DOCKER);
    expect(sub.context).not.toContain(DIRECTIVE);
    expect(sub.context).not.toContain(SUGGESTION);
    // the same sub-agent's next task gets only what changed, like any conversation
    expect(hook(PROMPT_HOOK, 'codex', codexPrompt(launch, '계속', { agent_id: 'agent-1' }), env).raw).toBe('');
    // and the parent, which has seen the list, hears of a new memory only
    writeFileSync(join(memoryRoot, '_global', 'pdf.md'), memoryFile({ title: 'PDF', description: '항상 PDF로 보낸다' }));
    const parent = hook(PROMPT_HOOK, 'codex', codexPrompt(launch, '다음'), env);
    expect(parent.context).toContain(DELTA);
    expect(parent.context).not.toContain(DOCKER);
  });

  it('brings the full list back after compaction (SessionStart "compact") and tells the user nothing about Claude Code', () => {
    const { launch, env } = setting();
    const start = {
      session_id: 'codex-session',
      transcript_path: '/x.jsonl',
      cwd: launch,
      hook_event_name: 'SessionStart',
      model: 'm',
      permission_mode: 'default',
    };
    // Claude Code's auto memory is on in this HOME: a Claude Code session would be told once
    expect(hook(START_HOOK, 'codex', { ...start, source: 'startup' }, env).raw).toBe('');
    expect(hook(PROMPT_HOOK, 'codex', codexPrompt(launch, '시작'), env).context).toContain(DOCKER);
    const compact = hook(START_HOOK, 'codex', { ...start, source: 'compact' }, env);
    expect(compact.event).toBe('SessionStart');
    expect(compact.context).toContain(DOCKER);
    expect(compact.systemMessage).toBeUndefined();
    expect(hook(START_HOOK, undefined, { ...start, session_id: 'claude', source: 'startup' }, env).systemMessage).toContain('auto memory');
  });

  it("keeps a Korean list with the save directive within Codex's 10,000 bytes, where Claude Code's cap counts characters", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 400; i++) {
      files[`ws/${MEMORY}/_global/memory-${i}.md`] = memoryFile({
        title: `제목 ${i}`,
        description: `스테이징 배포 전에 확인할 한국어 설명 문장 번호 ${i}, 꽤 길게 씀`,
      });
    }
    const tmp = tempTree(files);
    const launch = join(tmp, 'ws');
    const prompt = '이거 기억해: 스테이징 배포는 금요일에 하지 않는다';
    const codex = hook(PROMPT_HOOK, 'codex', codexPrompt(launch, prompt), { HOME: tempTree() });
    const bytes = Buffer.byteLength(codex.context ?? '', 'utf8');
    expect(bytes).toBeLessThanOrEqual(CONTEXT_CAPS.codex.limit);
    expect(bytes).toBeGreaterThan(CONTEXT_CAPS.codex.limit * 0.6);
    expect(codex.context).toContain(DIRECTIVE);
    const claude = hook(PROMPT_HOOK, undefined, { ...codexPrompt(launch, prompt), session_id: 'c' }, { HOME: tempTree() });
    expect(claude.raw.length).toBeLessThanOrEqual(CONTEXT_CAPS.claude.limit);
    // the same budget in characters holds more Korean lines than Codex's bytes do
    const lines = (text: string | undefined) => (text ?? '').split('\n').filter((l) => l.startsWith('[공통] memory-')).length;
    expect(lines(claude.context)).toBeGreaterThan(lines(codex.context) * 2);
    expect(lines(codex.context)).toBeGreaterThan(20);
  });
});

describe('the Gemini dialect', () => {
  it('answers BeforeAgent as BeforeAgent, with a closing line for read_file and one --body argument in the save command', () => {
    const { launch, env } = setting();
    const a = hook(PROMPT_HOOK, 'gemini', geminiPrompt(launch, '이거 기억해: 스테이징 DB는 월요일에 초기화된다'), env);
    expect(a.event).toBe('BeforeAgent');
    expect(a.context).toContain(DOCKER);
    expect(a.context).toContain('read_file로 읽어');
    expect(a.context).toContain('GEMINI.md나 개인 MEMORY.md가 아니라');
    expect(a.context).toContain(
      `\nnode ${CLI} save --dir ${launch} --scope '<global|project>' --title '<제목>' --description '<한 줄 설명>' --tags '<태그1,태그2>' --body '## 문제\n`,
    );
    expect(a.context).not.toContain("<<'MEMORY_EOF'");
  });

  it('reads the prompt past the SessionStart context another hook put in front of it: a bare "1" still answers the scope question', () => {
    const { launch, env } = setting();
    hook(PROMPT_HOOK, 'gemini', geminiPrompt(launch, '이거 기억해: 스테이징 DB는 월요일에 초기화된다'), env);
    const answer = hook(PROMPT_HOOK, 'gemini', geminiPrompt(launch, '<hook_context>another tool</hook_context>\n\n1'), env);
    // no transcript to tell: the command comes with an if
    expect(answer.context).toContain(
      '이 요청이 memory 저장 범위를 묻는 질문의 답이라면(아니면 이 안내는 무시) _global(이 작업 공간의 모든 프로젝트)을 고른 것입니다',
    );
    expect(answer.context).toContain(`--scope global`);
  });

  it('reads its transcript: a bare "2" after another numbered question brings no save command, and one after the save question picks its scope', () => {
    const { launch, env } = setting();
    const transcript = join(tempTree(), 'session.jsonl');
    const record = (type: string, content: unknown) => `${JSON.stringify({ id: type, timestamp: 't', type, content })}\n`;
    const prompt = (text: string) => ({ ...geminiPrompt(launch, text), transcript_path: transcript });
    writeFileSync(
      transcript,
      record('user', [{ text: 'refactor one of the files' }]) +
        record('gemini', 'Which file should I refactor? 1) src/a.ts 2) src/b.ts') +
        record('user', [{ text: '2' }]),
    );
    hook(PROMPT_HOOK, 'gemini', prompt('refactor one of the files'), env);
    expect(hook(PROMPT_HOOK, 'gemini', prompt('2'), env).raw).toBe('');
    appendFileSync(
      transcript,
      record('gemini', '이 내용을 memory에 저장할까요? 1) _global (이 작업 공간의 모든 프로젝트) 2) workspace--patent__how (이 프로젝트) 3) 저장 안 함') +
        record('user', [{ text: '2' }]),
    );
    const picked = hook(PROMPT_HOOK, 'gemini', prompt('2'), env).context;
    expect(picked).toContain('사용자가 memory 저장 범위로 이 프로젝트(workspace--patent__how)를 골랐습니다');
    expect(picked).toContain('--scope project');
  });

  it('SessionStart never adds context (it would break --resume); after /clear the next prompt gets the full list again', () => {
    const { launch, env } = setting();
    const start = { session_id: 'gemini-session', transcript_path: '/x.jsonl', cwd: launch, hook_event_name: 'SessionStart', timestamp: 't' };
    expect(hook(START_HOOK, 'gemini', { ...start, source: 'startup' }, env).raw).toBe('');
    expect(hook(PROMPT_HOOK, 'gemini', geminiPrompt(launch, '시작'), env).context).toContain(DOCKER);
    expect(hook(PROMPT_HOOK, 'gemini', geminiPrompt(launch, '다음'), env).raw).toBe('');
    for (const source of ['resume', 'clear']) expect(hook(START_HOOK, 'gemini', { ...start, source }, env).raw).toBe('');
    expect(hook(PROMPT_HOOK, 'gemini', geminiPrompt(launch, '다시'), env).context).toContain(DOCKER);
  });

  /** BeforeModel's stdin as Gemini CLI 0.61.0 sends it: the request in its stable format, text parts only. */
  const modelRequest = (cwd: string, ...messages: string[]) => ({
    session_id: 'gemini-session',
    transcript_path: '/x.jsonl',
    cwd,
    hook_event_name: 'BeforeModel',
    timestamp: 't',
    llm_request: { model: 'm', messages: messages.map((content, i) => ({ role: i % 2 ? 'model' : 'user', content })), config: {} },
  });
  const MAIN = '<session_context>\nThis is the Gemini CLI.\n</session_context>';
  const ESCAPED_LIST = '<hook_context>&lt;project-memory&gt;\n…&lt;/project-memory&gt;</hook_context>';

  it.each([
    ['still holds the list, as Gemini escapes it', false, [MAIN, 'ok', `시작${ESCAPED_LIST}`]],
    ["is a sub-agent's, which never held it", false, ['둘러봐']],
    ['is the main chat compressed without the list', true, [`${MAIN}<state_snapshot>…</state_snapshot>`, 'Got it.', '다음']],
  ])('BeforeModel prints nothing; after a request that %s, the next prompt shows the full list again: %s', (_what, again, messages) => {
    const { launch, env } = setting();
    expect(hook(PROMPT_HOOK, 'gemini', geminiPrompt(launch, '시작'), env).context).toContain(SUGGESTION);
    expect(hook(MODEL_HOOK, 'gemini', modelRequest(launch, ...messages), env).raw).toBe('');
    const next = hook(PROMPT_HOOK, 'gemini', geminiPrompt(launch, '다음'), env);
    if (!again) {
      expect(next.raw).toBe('');
      return;
    }
    expect(next.context).toContain(DOCKER);
    expect(next.context).not.toContain(DELTA);
    expect(next.context).toContain(SUGGESTION);
    // shown again, and marked again only by the next request without it
    expect(hook(PROMPT_HOOK, 'gemini', geminiPrompt(launch, '그다음'), env).raw).toBe('');
  });
});

describe('the client word', () => {
  it('is Claude Code when missing or unknown: the hook answers rather than staying silent', () => {
    const { launch, env } = setting();
    const unknown = hook(PROMPT_HOOK, 'cursor', codexPrompt(launch, '시작'), env);
    expect(unknown.event).toBe('UserPromptSubmit');
    expect(unknown.context).toContain('Read하여 참고하세요');
  });
});
