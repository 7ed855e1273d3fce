// The memory list and the save flow with the real Codex CLI (codex exec, 0.169.0), offline
// against the Responses-API stand-in, hooks registered by `install --client codex`:
// the list reaches the model on a session's first prompt, a resumed session gets only
// what changed, and "remember this" gives a save command that Codex's own exec_command
// runs, after which a new session lists the memory.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';
import { assertBuilt, BUILT_CLI, runCli } from '../support/built.js';
import { clientWorkspace, DOCKER_LINE, type Workspace } from '../support/client-workspace.js';
import { CODEX_BIN, type CodexResult, makeCodexHome, runCodex } from '../support/codex.js';
import { type CodexStandIn, codexRequestText, codexToolOutputs, developerTexts, startCodexStandIn, turnMetadata } from '../support/codex-stand-in.js';
import { fillSaveCommand, type MemoryToSave, shownSaveCommand } from '../support/save-command.js';

const PROJECT_KEY = 'workspace--patent__how';
const DELTA_HEADING = '이 세션에서 새로 보이거나 바뀐 memory:';
const CODEX_CLOSING = '관련 있는 memory는 exec_command에서 `cat <경로>`로 읽어 참고하세요.';
const DIRECTIVE_HEAD = '[project-memory] 사용자가 기억해 달라고 했습니다. 다른 곳을 말하지 않았다면 AGENTS.md가 아니라 프로젝트 memory에 저장하세요.';

async function codex(
  w: Workspace,
  standIn: CodexStandIn,
  prompt: string,
  options: { resume?: string; args?: string[]; env?: Record<string, string> } = {},
): Promise<CodexResult> {
  const result = await runCodex({ prompt, cwd: w.project, home: w.home, ...options });
  expect(result.timedOut, `codex timed out; stderr:\n${result.stderr}`).toBe(false);
  expect(result.code, `codex exited ${String(result.code)}; stderr:\n${result.stderr.slice(-3000)}`).toBe(0);
  expect(standIn.requests.length).toBeGreaterThan(0);
  return result;
}

/** The model's turn: run the save command the hook's text gave, filled in with `memory`, then say `reply`. */
function queueSave(standIn: CodexStandIn, memory: MemoryToSave, reply: string): void {
  standIn.queue((body) => {
    const shown = shownSaveCommand(codexRequestText(body));
    return { shell: shown ? fillSaveCommand(shown, memory, 'ko') : 'echo "no save command in the request"' };
  }, reply);
}

/** The hook context Codex added after the latest prompt: its last developer message. */
const lastContext = (body: unknown): string => developerTexts(body).at(-1) ?? '';

async function setUp(replyFor?: Parameters<typeof startCodexStandIn>[1]): Promise<{ w: Workspace; standIn: CodexStandIn }> {
  const standIn = await startCodexStandIn('ok', replyFor);
  const w = clientWorkspace(makeCodexHome(standIn.baseUrl));
  // --trust-hooks: the runs below pass no --dangerously-bypass-hook-trust, so the hooks run only if install trusted them right
  const installed = await runCli(['install', '--client', 'codex', '--dir', w.ws, '--trust-hooks'], { cwd: w.ws, home: w.home });
  expect(installed.code, `install failed:\n${installed.stdout}\n${installed.stderr}`).toBe(0);
  return { w, standIn };
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CODEX_BIN)) throw new Error(`${CODEX_BIN} is missing: run \`npm install\` (Codex is a devDependency).`);
});

describe('the real codex exec', () => {
  test('the first prompt shows the list; a resumed session gets only what changed since', { timeout: 120_000 }, async () => {
    const { w, standIn } = await setUp();
    const first = await codex(w, standIn, '스테이징 작업 시작하자');
    expect(first.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const firstContext = lastContext(standIn.mainBodies()[0]);
    expect(firstContext.startsWith('<project-memory>\n경로: '), firstContext).toBe(true);
    expect(firstContext).toContain(DOCKER_LINE);
    expect(firstContext).toContain(CODEX_CLOSING);
    // the standing save suggestion rides with the first list
    expect(firstContext).toContain('"이 내용을 memory에 저장할까요?"');

    mkdirSync(join(w.memoryRoot, PROJECT_KEY));
    writeFileSync(
      join(w.memoryRoot, PROJECT_KEY, 'chorus-always-high.md'),
      '---\ntitle: chorus high\ndescription: patent 검토 시 항상 high 모드\ncreated_at: 2026-04-12\n---\n본문\n',
    );
    await codex(w, standIn, '다음 작업', { resume: first.sessionId });
    const [, second, ...rest] = standIn.mainBodies();
    expect(rest).toHaveLength(0);
    const delta = lastContext(second);
    expect(delta).toContain(DELTA_HEADING);
    expect(delta).toContain(`[${PROJECT_KEY}] chorus-always-high — patent 검토 시 항상 high 모드`);
    expect(delta, 'an unchanged memory is not shown again').not.toContain(DOCKER_LINE);
    // the first list is still in the resumed history, once
    expect(codexRequestText(second).split(DOCKER_LINE).length - 1).toBe(1);
  });

  test('"remember this" → the directive names exec_command → Codex runs the save → a new session lists the memory', { timeout: 120_000 }, async () => {
    const { w, standIn } = await setUp();
    const memory = {
      scope: 'project' as const,
      title: '스테이징 DB 월요일 초기화',
      description: '스테이징 DB는 매주 월요일 02시에 초기화된다',
      tags: 'staging,db',
      body: '## 문제\n스테이징 DB는 매주 월요일 02시에 초기화된다.\n## 해결/대응\n월요일 새벽에는 데이터를 남기지 않는다.',
    };
    queueSave(standIn, memory, '저장했습니다.');
    // the sandbox Codex runs commands in writes the launch folder only; the memory folder is above it
    await codex(w, standIn, '이거 기억해: 스테이징 DB는 매주 월요일 02시에 초기화된다', { args: ['-s', 'workspace-write', '--add-dir', w.memoryRoot] });

    const [first, second] = standIn.mainBodies();
    const context = lastContext(first);
    expect(context).toContain(DIRECTIVE_HEAD);
    expect(context).toContain('exec_command 한 번으로 실행하세요');
    const shown = shownSaveCommand(context);
    // exec_command runs `bash -lc`, whose profile resets PATH: node is named by its absolute path
    expect(shown?.startsWith(`${process.execPath} ${BUILT_CLI} save --dir ${w.project} --scope `), shown).toBe(true);
    expect(shown).toMatch(/ <<'MEMORY_EOF'\n## 문제\n[\s\S]*\nMEMORY_EOF$/);

    const folder = join(w.memoryRoot, PROJECT_KEY);
    const output = codexToolOutputs(second).join('\n');
    expect(existsSync(folder), `nothing saved; exec_command returned:\n${output}`).toBe(true);
    const [file, ...others] = readdirSync(folder).filter((name) => name.endsWith('.md'));
    expect(others).toEqual([]);
    const path = join(folder, file as string);
    expect(output).toContain(path);
    const parsed = parseFrontMatter(readFileSync(path, 'utf8'));
    expect(parsed.ok && parsed.data.title).toBe(memory.title);
    expect(readFileSync(path, 'utf8')).toContain('## 해결/대응\n월요일 새벽에는');

    await codex(w, standIn, '스테이징에 데이터 넣어도 돼?');
    const next = lastContext(standIn.mainBodies()[2]);
    expect(next).toContain(`[${PROJECT_KEY}] ${(file as string).slice(0, -3)} — ${memory.description}`);
    expect(next).not.toContain(DIRECTIVE_HEAD);
  });

  test("a save in codex exec's own sandbox is refused, and the error names the sandbox and the flag that lets it through", { timeout: 120_000 }, async () => {
    const { w, standIn } = await setUp();
    const memory = {
      scope: 'project' as const,
      title: '결제 샌드박스 마감',
      description: '결제 샌드박스는 오후 5시 이후 카드를 거절한다',
      tags: 'payments',
      body: '## 문제\n5시 이후 실패',
    };
    queueSave(standIn, memory, '저장하지 못했습니다.');
    // as a user first runs it: codex exec's default sandbox, read-only
    await codex(w, standIn, '이거 기억해: 결제 샌드박스는 오후 5시 이후 카드를 거절한다');
    const output = codexToolOutputs(standIn.mainBodies()[1]).join('\n');
    expect(existsSync(join(w.memoryRoot, PROJECT_KEY)), output).toBe(false);
    // the model reads why, and what the user runs instead: not "permissions, free space" (in
    // English: Codex's shell hands the command a locale of its own)
    expect(output).toContain(`Codex's sandbox keeps its commands from writing in ${w.memoryRoot}: start codex with --add-dir ${w.memoryRoot}`);
    expect(output).not.toContain('free space');
  });

  test("codex exec's read-only sandbox at the repository's top, where the memory folder is in its workspace: the fix is -s workspace-write alone", {
    timeout: 120_000,
  }, async () => {
    const { w, standIn } = await setUp();
    const memory = { scope: 'global' as const, title: '배포 창', description: '배포는 화요일에만 한다', tags: 'deploy', body: '## 문제\n다른 날은 막힘' };
    queueSave(standIn, memory, '저장하지 못했습니다.');
    const result = await runCodex({ prompt: '이거 기억해: 배포는 화요일에만 한다', cwd: w.ws, home: w.home });
    expect(result.code, result.stderr.slice(-2000)).toBe(0);
    const output = codexToolOutputs(standIn.mainBodies()[1]).join('\n');
    expect(output).toContain(
      `codex exec's default sandbox is read-only and keeps its commands from writing in ${w.memoryRoot}: run codex exec with -s workspace-write`,
    );
    expect(output).not.toContain('--add-dir');
  });

  test("in -s workspace-write (the TUI's sandbox) below the repository's top, a refused save names the sandbox too, in the user's language", {
    timeout: 120_000,
  }, async () => {
    const { w, standIn } = await setUp();
    const memory = {
      scope: 'project' as const,
      title: 'API는 node 22',
      description: 'api 패키지는 node 22가 필요하다',
      tags: 'node',
      body: '## 문제\nnode 20에서 실패',
    };
    queueSave(standIn, memory, '저장하지 못했습니다.');
    // this sandbox sets no CODEX_PERMISSION_PROFILE: the read-only file system it reports was read as a mount to fix
    // Codex runs the command with LC_ALL=C.UTF-8 in front of the user's LANG
    await codex(w, standIn, '이거 기억해: api 패키지는 node 22가 필요하다', { args: ['-s', 'workspace-write'], env: { LANG: 'ko_KR.UTF-8' } });
    const output = codexToolOutputs(standIn.mainBodies()[1]).join('\n');
    expect(existsSync(join(w.memoryRoot, PROJECT_KEY)), output).toBe(false);
    expect(output).toContain(`Codex의 샌드박스가 명령이 ${w.memoryRoot}에 쓰는 것을 막습니다. codex를 --add-dir`);
    expect(output).not.toContain('쓰기 가능하게 마운트한 뒤');
  });

  test('a sub-agent gets the list for its own conversation, ranked for its task, with no save guidance', { timeout: 120_000 }, async () => {
    // the sub-agent's turns are answered apart from the main conversation's queue
    const { w, standIn } = await setUp((request) => (turnMetadata(request).thread_source === 'subagent' ? '조사 끝' : undefined));
    // spawn one sub-agent, wait for it, answer
    const tools = 'multi_agent_v1';
    standIn.queue(
      { call: 'spawn_agent', namespace: tools, arguments: { message: 'docker 브랜치 전환 문제를 조사해' } },
      (body) => {
        const spawned = /"agent_id":"([^"]+)"/.exec(codexToolOutputs(body).join('\n'))?.[1];
        return { call: 'wait_agent', namespace: tools, arguments: { targets: [spawned], timeout_ms: 20_000 } };
      },
      'done',
    );
    await codex(w, standIn, '하위 에이전트로 docker 문제를 조사해 줘');
    const subagent = standIn.requests.find((r) => r.main && turnMetadata(r).thread_source === 'subagent');
    expect(subagent, 'no sub-agent request').toBeDefined();
    const context = lastContext(subagent?.body);
    expect(context).toContain(DOCKER_LINE);
    expect(context).not.toContain('"이 내용을 memory에 저장할까요?"');
    expect(context).not.toContain(DELTA_HEADING);
  });

  test("its shell's reads of memories are counted, and one of a memory marked for a secret is refused before it runs: the secret never reaches the model", {
    timeout: 120_000,
  }, async () => {
    const { w, standIn } = await setUp();
    const folder = join(w.memoryRoot, PROJECT_KEY);
    mkdirSync(folder, { recursive: true });
    const port = join(folder, 'api-port.md');
    const creds = join(folder, 'deploy-creds.md');
    const token = 'ghp_1A2b3C4d5E6f7G8h9I0jK1lM2nO3pQ4rS5tU6v';
    writeFileSync(port, '---\ntitle: API port\ndescription: the api listens on 8081\n---\nport 8081, behind the proxy\n');
    writeFileSync(creds, `---\ntitle: Deploy creds\ndescription: how deploys log in\n---\ntoken ${token}\n`);
    // as the list's closing line says: `cat <path>`; then a sed of both in one call
    standIn.queue({ shell: `cat ${port}` }, { shell: `cat ${creds}` }, { shell: `sed -n 1,20p ${port} ${creds}` }, 'done');
    await codex(w, standIn, '배포 설정 알려줘');
    const [, afterPort, afterCreds, afterBoth] = standIn.mainBodies();
    expect(codexToolOutputs(afterPort).join('\n')).toContain('port 8081, behind the proxy');
    for (const body of [afterCreds, afterBoth]) {
      const output = codexToolOutputs(body).at(-1) ?? '';
      expect(output).toContain('[project-memory] 이 memory에는 비밀값(키, 토큰, 비밀번호)이 있는 것 같습니다');
      expect(output).not.toContain('port 8081');
    }
    expect(JSON.stringify(standIn.requests.map((r) => r.body))).not.toContain(token);

    const stats = await runCli(['stats', '--dir', w.project, '--json'], { cwd: w.project, home: w.home });
    const reads = Object.fromEntries((JSON.parse(stats.stdout) as { name: string; reads: number }[]).map((row) => [row.name, row.reads]));
    expect(reads).toMatchObject({ 'api-port': 1, 'deploy-creds': 0 });
  });
});
