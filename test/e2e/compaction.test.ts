// Compaction and resume with the real `claude -p` (2.1.328) against the stand-in: an
// automatic compaction carries the PreCompact request into the summary and leaks nothing
// into the conversation; a manual /compact does not run it at all (it would show the model
// the hook's command line); the list and the save suggestion come back right after either
// (SessionStart compact), a resumed session gets them back too (SessionStart resume), and
// an unchanged list is not shown again on later prompts.
//
// How a test compacts: `claude -p "/compact" --resume <id>` runs the summary request (a
// main request: it carries tools, but asks for plain text) and ends; the next
// `--resume <id>` continues from the summary. For an automatic one the stand-in reports a
// context near its limit, and the next `--resume` compacts before its turn. The summary
// reply must be shaped `<analysis>…</analysis><summary>…</summary>`, or Claude Code
// retries it.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { CLAUDE_BIN, makeClaudeHome, runClaude } from '../support/claude.js';
import { requestText, type StandIn, useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';

const OPEN = '<project-memory>';
const CLOSE = '</project-memory>';
const GLOBAL_LINE = '[공통] docker-branch-switch-danger — Docker 실행 중 브랜치 전환 시 403 발생';
const PROJECT_LINE = '[workspace--patent__how] chorus-always-high — patent 검토 시 항상 high 모드';
const SUGGESTION = '"이 내용을 memory에 저장할까요?"';
const PRE_COMPACT_HEAD = '[project-memory] 요약 끝에 "memory 후보 (저장할지 사용자에게 물을 것)" 섹션을 넣으세요';
/** Words of Claude Code's own summary prompt: they mark the summary request. */
const SUMMARY_PROMPT = 'Your task is to create a detailed summary of the conversation so far';
const SUMMARY_MARK = 'SUMMARY-OF-THE-FIRST-TURN';
const SUMMARY_REPLY = `<analysis>one short turn</analysis>\n<summary>${SUMMARY_MARK}\nMemory 후보 (저장할지 사용자에게 물을 것):\n- 스테이징 DB는 매주 월요일 02시에 초기화된다</summary>`;

function memoryFile(title: string, description: string): string {
  return `---\ntitle: ${title}\ndescription: ${description}\ncreated_at: 2026-04-12\n---\n## 문제\n…\n`;
}

interface Workspace {
  memoryRoot: string;
  project: string;
  home: string;
}

/** The seed's monorepo with `install` run as a real process into an empty HOME. */
async function installedWorkspace(): Promise<Workspace> {
  const root = tempTree({
    'ws/.ai-core/data/memory/_global/docker-branch-switch-danger.md': memoryFile('Docker 실행 중 브랜치 전환 금지', 'Docker 실행 중 브랜치 전환 시 403 발생'),
    'ws/.ai-core/data/memory/workspace--patent__how/chorus-always-high.md': memoryFile('chorus는 항상 high', 'patent 검토 시 항상 high 모드'),
    'ws/workspace/patent.how/': '',
  });
  const ws = join(root, 'ws');
  const w = { memoryRoot: join(ws, '.ai-core', 'data', 'memory'), project: join(ws, 'workspace', 'patent.how'), home: makeClaudeHome() };
  const result = await runCli(['install', '--dir', ws], { cwd: ws, home: w.home });
  expect(result.code, `install failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
  return w;
}

/** One `claude -p` run in the project folder; its main requests, in order. */
async function claude(w: Workspace, standIn: StandIn, prompt: string, args: readonly string[] = []): Promise<{ stdout: string; bodies: unknown[] }> {
  const before = standIn.mainBodies().length;
  const result = await runClaude({ prompt, cwd: w.project, home: w.home, port: standIn.port, args, timeoutMs: 60_000 });
  expect(result.timedOut, `claude timed out; stderr:\n${result.stderr}`).toBe(false);
  expect(result.code, `claude exited ${String(result.code)}; stderr:\n${result.stderr}\nstdout:\n${result.stdout}`).toBe(0);
  return { stdout: result.stdout, bodies: standIn.mainBodies().slice(before) };
}

/** A first session with one prompt; its id, for --resume. */
async function firstSession(w: Workspace, standIn: StandIn): Promise<string> {
  const { stdout, bodies } = await claude(w, standIn, 'first prompt of the session', ['--output-format', 'json']);
  expect(listBlocks(requestText(bodies[0]))).toHaveLength(1);
  const sessionId = (JSON.parse(stdout) as { session_id?: unknown }).session_id;
  expect(typeof sessionId, stdout).toBe('string');
  return sessionId as string;
}

/** Each `<project-memory>` … `</project-memory>` block in the text, tags included. */
function listBlocks(text: string): string[] {
  return [...text.matchAll(/<project-memory>\n[\s\S]*?<\/project-memory>/g)].map((m) => m[0]);
}

/**
 * The additional context of each SessionStart(compact) hook run after the last compaction,
 * from the transcript whose path Claude Code puts under the summary.
 */
function compactHookOutputs(afterText: string): string[] {
  const path = /read the full transcript at: (\S+\.jsonl)/.exec(afterText)?.[1];
  expect(path, 'no transcript path under the summary').toBeDefined();
  const lines = readFileSync(path as string, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const records = lines.map((line) => JSON.parse(line) as { subtype?: string; attachment?: { type?: string; hookName?: string; stdout?: string } });
  const boundary = records.map((r) => r.subtype).lastIndexOf('compact_boundary');
  expect(boundary, 'no compact_boundary in the transcript').toBeGreaterThanOrEqual(0);
  return records
    .slice(boundary)
    .filter((r) => r.attachment?.type === 'hook_success' && r.attachment.hookName === 'SessionStart:compact')
    .map(
      (r) => (JSON.parse(r.attachment?.stdout ?? '{}') as { hookSpecificOutput?: { additionalContext?: string } }).hookSpecificOutput?.additionalContext ?? '',
    );
}

function expectFullList(block: string | undefined, w: Workspace): void {
  const lines = (block ?? '').split('\n');
  expect(lines[0]).toBe(OPEN);
  expect(lines[1]).toBe(`경로: ${w.memoryRoot}/ ([공통] 이름 → _global/이름.md, [workspace--patent__how] 이름 → workspace--patent__how/이름.md)`);
  expect(lines).toContain(GLOBAL_LINE);
  expect(lines).toContain(PROJECT_LINE);
  expect(lines.at(-1)).toBe(CLOSE);
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\` (Claude Code is a devDependency).`);
});

/** What must never reach the model: the hook's own command line, shown after a manual /compact when the hook prints. */
function expectNoHookLeak(text: string): void {
  expect(text).not.toContain('PreCompact [');
  expect(text).not.toContain('pre-compact.cjs');
}

describe('compaction with the real claude -p', () => {
  test('a manual /compact runs no PreCompact hook and leaks nothing; the list and the save suggestion are back, once', { timeout: 240_000 }, async () => {
    const w = await installedWorkspace();
    const standIn = await useStandIn();
    const sessionId = await firstSession(w, standIn);

    standIn.queue(SUMMARY_REPLY);
    const compacted = await claude(w, standIn, '/compact', ['--resume', sessionId]);
    const summaryRequests = compacted.bodies.filter((body) => requestText(body).includes(SUMMARY_PROMPT));
    expect(summaryRequests, `one summary request expected; the run printed:\n${compacted.stdout}`).toHaveLength(1);
    expect(requestText(summaryRequests[0])).not.toContain(PRE_COMPACT_HEAD);

    const after = await claude(w, standIn, 'first prompt after compaction', ['--resume', sessionId]);
    expect(after.bodies).toHaveLength(1);
    const afterText = requestText(after.bodies[0]);
    expect(afterText).toContain(SUMMARY_MARK);
    expect(afterText).toContain('first prompt after compaction');
    expectNoHookLeak(afterText);
    const blocks = listBlocks(afterText);
    // SessionStart(resume) of this run printed the same text again; Claude Code adds an
    // identical SessionStart context only once
    expect(blocks, 'the list is shown exactly once after compaction').toHaveLength(1);
    expectFullList(blocks[0], w);
    expect(afterText).toContain(`SessionStart hook additional context: ${OPEN}\n`);
    expect(afterText).toContain(SUGGESTION);
    expect(afterText.indexOf(CLOSE)).toBeLessThan(afterText.indexOf(SUGGESTION));
    // the prompt's own hook found nothing new to add: the session already has the list
    expect(afterText).not.toContain('UserPromptSubmit hook additional context');
    // and it came from SessionStart(compact): the transcript records which hook gave it
    const fromCompact = compactHookOutputs(afterText);
    expect(fromCompact).toHaveLength(1);
    expect(listBlocks(fromCompact[0] ?? '')).toEqual(blocks);
    expect(fromCompact[0]).toContain(SUGGESTION);

    // a later prompt of the same session, nothing changed: still the one list, no delta
    const again = await claude(w, standIn, 'another prompt, nothing changed', ['--resume', sessionId]);
    const againText = requestText(again.bodies[0]);
    expect(againText).toContain('another prompt, nothing changed');
    expect(listBlocks(againText)).toEqual(blocks);
    // once in the list's own turn, and no more
    expect(againText.split(SUGGESTION)).toHaveLength(2);
    expect(againText).not.toContain('UserPromptSubmit hook additional context');
    expectNoHookLeak(againText);
  });

  test('an automatic compaction asks the summary for memory candidates, and shows the model neither the hook nor its output', {
    timeout: 240_000,
  }, async () => {
    const w = await installedWorkspace();
    // the first turn reports a context near the limit: the next turn compacts first
    let full = true;
    const standIn = await useStandIn({ inputTokens: (body) => (full && !requestText(body).includes(SUMMARY_PROMPT) ? 990_000 : undefined) });
    const sessionId = await firstSession(w, standIn);
    full = false;

    standIn.queue(SUMMARY_REPLY);
    const compacted = await claude(w, standIn, 'second prompt', ['--resume', sessionId]);
    const summaryRequests = compacted.bodies.filter((body) => requestText(body).includes(SUMMARY_PROMPT));
    expect(summaryRequests, `one summary request expected; the run printed:\n${compacted.stdout}`).toHaveLength(1);
    const summaryText = requestText(summaryRequests[0]);
    // plain stdout as "Additional Instructions", not hookSpecificOutput JSON: that fails
    // PreCompact's schema and puts a validation error in front of the model
    expect(summaryText).toContain(`\nAdditional Instructions:\n${PRE_COMPACT_HEAD}: `);
    expect(summaryText).toContain(`프로젝트 memory(${w.memoryRoot}/,`);
    expect(summaryText).not.toContain('hookSpecificOutput');
    const turn = compacted.bodies.filter((body) => !requestText(body).includes(SUMMARY_PROMPT));
    expect(turn.length).toBeGreaterThan(0);
    for (const body of turn) expectNoHookLeak(requestText(body));
    expect(requestText(turn.at(-1))).toContain(SUMMARY_MARK);

    const after = await claude(w, standIn, 'third prompt', ['--resume', sessionId]);
    const afterText = requestText(after.bodies[0]);
    expectNoHookLeak(afterText);
    expect(listBlocks(afterText)).toHaveLength(1);
    expectFullList(listBlocks(afterText)[0], w);
  });
});

describe('a list cut to its budget, after compaction', () => {
  test('is ranked by what the session was about: the memories of the prompt before /compact come back', { timeout: 240_000 }, async () => {
    const files: Record<string, string> = {};
    for (const topic of ['kafka', 'stripe', 'docker', 'nginx', 'postgres', 'terraform', 'webpack', 'redis']) {
      for (let n = 0; n < 8; n++) {
        const about = topic === 'redis' ? 'redis eviction and cache misses' : `${topic} settings`;
        files[`ws/.ai-core/data/memory/ws/${topic === 'redis' ? 'zcache' : topic}-note-${n}.md`] = memoryFile(`${topic} note ${n}`, `${about}, case ${n}`);
      }
    }
    files['ws/.ai-core/project-memory.json'] = '{ "lang": "en", "budget": 1000 }\n';
    const ws = join(tempTree(files), 'ws');
    const home = makeClaudeHome();
    const installed = await runCli(['install', '--dir', ws], { cwd: ws, home });
    expect(installed.code, installed.stderr).toBe(0);
    const w = { memoryRoot: join(ws, '.ai-core', 'data', 'memory'), project: ws, home };
    const standIn = await useStandIn();
    const { stdout, bodies } = await claude(w, standIn, 'why do we get cache misses on redis after each deploy?', ['--output-format', 'json']);
    const redis = (text: string) => (listBlocks(text)[0] ?? '').split('\n').filter((l) => l.includes('redis eviction')).length;
    expect(redis(requestText(bodies[0]))).toBeGreaterThanOrEqual(6);
    const sessionId = (JSON.parse(stdout) as { session_id: string }).session_id;
    standIn.queue(SUMMARY_REPLY);
    await claude(w, standIn, '/compact', ['--resume', sessionId]);
    const after = await claude(w, standIn, 'go on', ['--resume', sessionId]);
    const afterText = requestText(after.bodies[0]);
    const [fromCompact] = compactHookOutputs(afterText);
    expect(redis(fromCompact ?? '')).toBeGreaterThanOrEqual(6);
  });
});

describe('resume with the real claude -p', () => {
  test('a resumed session is not shown the list again when nothing changed', { timeout: 180_000 }, async () => {
    const w = await installedWorkspace();
    const standIn = await useStandIn();
    const sessionId = await firstSession(w, standIn);

    const resumed = await claude(w, standIn, 'back to this session', ['--resume', sessionId]);
    expect(resumed.bodies).toHaveLength(1);
    const text = requestText(resumed.bodies[0]);
    expect(text).toContain('first prompt of the session');
    // the transcript still holds the first turn's list; nothing adds a second copy
    expect(text).toContain(`UserPromptSubmit hook additional context: ${OPEN}\n`);
    expect(listBlocks(text)).toHaveLength(1);
    expect(text).not.toContain(`SessionStart hook additional context: ${OPEN}`);
  });

  test('a forked session is not shown the list its parent was shown; it gets what changed since', { timeout: 240_000 }, async () => {
    const w = await installedWorkspace();
    const standIn = await useStandIn();
    const sessionId = await firstSession(w, standIn);

    // SessionStart(fork): the copied conversation holds the parent's list; nothing adds a second copy
    const forked = requestText((await claude(w, standIn, 'a prompt in the fork', ['--resume', sessionId, '--fork-session'])).bodies[0]);
    expect(forked).toContain('first prompt of the session');
    expect(listBlocks(forked)).toHaveLength(1);
    expect(forked).not.toContain(`SessionStart hook additional context: ${OPEN}`);

    writeFileSync(join(w.memoryRoot, '_global', 'added-before-the-fork.md'), memoryFile('new', '포크 전에 추가된 메모'));
    const again = requestText((await claude(w, standIn, 'another fork', ['--resume', sessionId, '--fork-session'])).bodies[0]);
    const start = again.indexOf(`SessionStart hook additional context: ${OPEN}\n`);
    expect(start, 'SessionStart(fork) showed no change').toBeGreaterThan(0);
    const delta = listBlocks(again.slice(start))[0] ?? '';
    expect(delta).toContain('[공통] added-before-the-fork — 포크 전에 추가된 메모');
    expect(delta).not.toContain(GLOBAL_LINE);
    expect(listBlocks(again)).toHaveLength(2);
  });

  test('a resumed session gets what changed meanwhile, and the full list when its state is gone', { timeout: 180_000 }, async () => {
    const w = await installedWorkspace();
    const standIn = await useStandIn();
    const sessionId = await firstSession(w, standIn);

    writeFileSync(join(w.memoryRoot, '_global', 'added-while-away.md'), memoryFile('new', '자리를 비운 사이에 추가된 메모'));
    const changed = requestText((await claude(w, standIn, 'back again', ['--resume', sessionId])).bodies[0]);
    const start = changed.indexOf(`SessionStart hook additional context: ${OPEN}\n`);
    expect(start, 'SessionStart(resume) showed no change').toBeGreaterThan(0);
    const delta = listBlocks(changed.slice(start))[0] ?? '';
    expect(delta).toContain('[공통] added-while-away — 자리를 비운 사이에 추가된 메모');
    expect(delta).not.toContain(GLOBAL_LINE);

    rmSync(join(w.home, '.local', 'state', 'project-memory', 'sessions'), { recursive: true, force: true });
    const lost = requestText((await claude(w, standIn, 'and again', ['--resume', sessionId])).bodies[0]);
    const full = lost.lastIndexOf(`SessionStart hook additional context: ${OPEN}\n`);
    expect(full, 'SessionStart(resume) showed no full list without state').toBeGreaterThan(0);
    expectFullList(listBlocks(lost.slice(full))[0], w);
    expect(lost.slice(full)).toContain(SUGGESTION);
  });
});
