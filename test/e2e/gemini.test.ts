// The memory list and the save flow with the real Gemini CLI (gemini -p, 0.61.0), offline
// against the Gemini-API stand-in, hooks registered by `install --client gemini`: the list
// reaches the model on a session's first prompt (BeforeAgent), a resumed session gets only
// what changed and keeps its earlier turns, read_file opens a listed memory from a project
// subfolder, and "remember this" gives a save command that run_shell_command runs under
// a policy rule allowing only `node <cli> save`; after a compression took the list out of
// the chat the next prompt shows it again, and without one neither later prompts nor a
// sub-agent's model calls bring it back. In a folder Gemini does not trust no hook runs,
// and doctor's folder-trust row says so.
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';
import { builtCliPath } from '../../lib/io/package-paths.js';
import { assertBuilt, BUILT_CLI, PLUGIN_ROOT, runCli } from '../support/built.js';
import { clientWorkspace, DOCKER_LINE, type Workspace } from '../support/client-workspace.js';
import { GEMINI_BIN, GEMINI_MODEL, GEMINI_SETTINGS, geminiRunEnv, makeGeminiHome, runGemini } from '../support/gemini.js';
import { functionResponses, type GeminiStandIn, geminiRequestText, hookContexts, startGeminiStandIn } from '../support/gemini-stand-in.js';
import { isObject } from '../support/loopback.js';
import { baseEnv, type RunResult, runProcess } from '../support/process.js';
import { fillSaveCommand, shownSaveCommand } from '../support/save-command.js';
import { tempTree } from '../support/temp.js';
import { hasTmux, openTerminal } from '../support/tmux.js';

const PROJECT_KEY = 'workspace--patent__how';
const DELTA_HEADING = '이 세션에서 새로 보이거나 바뀐 memory:';
const GEMINI_CLOSING = '관련 있는 memory는 read_file로 읽어 참고하세요.';
const SUGGESTION = '"이 내용을 memory에 저장할까요?"';
const FULL_LIST_HEAD = '<project-memory>\n경로: ';
const DIRECTIVE_HEAD =
  '[project-memory] 사용자가 기억해 달라고 했습니다. 다른 곳을 말하지 않았다면 GEMINI.md나 개인 MEMORY.md가 아니라 프로젝트 memory에 저장하세요.';

async function gemini(w: Workspace, standIn: GeminiStandIn, prompt: string, options: Partial<Parameters<typeof runGemini>[0]> = {}): Promise<RunResult> {
  const result = await runGemini({ prompt, cwd: w.project, home: w.home, port: standIn.port, ...options });
  expect(result.timedOut, `gemini timed out; stderr:\n${result.stderr}`).toBe(false);
  expect(result.code, `gemini exited ${String(result.code)}; stderr:\n${result.stderr.slice(-3000)}`).toBe(0);
  return result;
}

/** Makes Gemini compress the chat before every model call: any history is above this share of the context window. */
function compressAlways(home: string): void {
  const file = join(home, '.gemini', 'settings.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^\{\n/, '{\n  "model": { "compressionThreshold": 0.00001 },\n'));
}

/** The full lists among the hook contexts a request holds (a delta or nothing is no full list). */
const fullLists = (body: unknown): string[] => hookContexts(body).filter((c) => c.startsWith(FULL_LIST_HEAD));

/** The hook contexts of a request's last turn: what BeforeAgent added to the prompt it is for. */
function promptContexts(body: unknown): string[] {
  const contents = isObject(body) && Array.isArray(body.contents) ? body.contents : [];
  return hookContexts({ contents: contents.slice(-1) });
}

/** The hook context Gemini added to the latest prompt. */
const lastContext = (body: unknown): string => hookContexts(body).at(-1) ?? '';

async function setUp(): Promise<{ w: Workspace; standIn: GeminiStandIn }> {
  const standIn = await startGeminiStandIn();
  const w = clientWorkspace(makeGeminiHome());
  const installed = await runCli(['install', '--client', 'gemini', '--dir', w.ws], { cwd: w.ws, home: w.home });
  expect(installed.code, `install failed:\n${installed.stdout}\n${installed.stderr}`).toBe(0);
  return { w, standIn };
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(GEMINI_BIN)) throw new Error(`${GEMINI_BIN} is missing: run \`npm install\` (Gemini CLI is a devDependency).`);
});

describe('the real gemini -p', () => {
  test('install keeps the settings file as it was around what it adds, comment included', async () => {
    const { w } = await setUp();
    const text = readFileSync(join(w.home, '.gemini', 'settings.json'), 'utf8');
    expect(text.startsWith(GEMINI_SETTINGS.slice(0, GEMINI_SETTINGS.lastIndexOf('\n}')))).toBe(true);
    expect(text).toContain('// offline: API-key auth against the stand-in');
  });

  test('the first prompt shows the list; a resumed session gets only what changed and keeps its earlier turns', { timeout: 120_000 }, async () => {
    const { w, standIn } = await setUp();
    const session = randomUUID();
    await gemini(w, standIn, '스테이징 작업 시작하자', { session: { id: session, resume: false } });
    const firstContext = lastContext(standIn.mainBodies()[0]);
    expect(firstContext.startsWith('<project-memory>\n경로: '), geminiRequestText(standIn.mainBodies()[0]).slice(-3000)).toBe(true);
    expect(firstContext).toContain(DOCKER_LINE);
    expect(firstContext).toContain(GEMINI_CLOSING);
    expect(firstContext).toContain(SUGGESTION);

    mkdirSync(join(w.memoryRoot, PROJECT_KEY));
    writeFileSync(
      join(w.memoryRoot, PROJECT_KEY, 'chorus-always-high.md'),
      '---\ntitle: chorus high\ndescription: patent 검토 시 항상 high 모드\ncreated_at: 2026-04-12\n---\n본문\n',
    );
    await gemini(w, standIn, '다음 작업', { session: { id: session, resume: true } });
    const second = standIn.mainBodies()[1];
    const text = geminiRequestText(second);
    // SessionStart adds nothing: were it to, Gemini would drop the first prompt from the resumed history
    expect(text).toContain('스테이징 작업 시작하자');
    const delta = lastContext(second);
    expect(delta).toContain(DELTA_HEADING);
    expect(delta).toContain(`[${PROJECT_KEY}] chorus-always-high — patent 검토 시 항상 high 모드`);
    expect(delta, 'an unchanged memory is not shown again').not.toContain(DOCKER_LINE);
    expect(text.split(DOCKER_LINE).length - 1).toBe(1);
  });

  test('with the package removed after install, gemini runs without a word from the hooks (no node stack as a warning per hook)', {
    timeout: 120_000,
  }, async () => {
    const standIn = await startGeminiStandIn();
    const w = clientWorkspace(makeGeminiHome());
    const copy = join(tempTree(), 'package', 'plugin');
    cpSync(PLUGIN_ROOT, copy, { recursive: true });
    const installed = await runProcess(process.execPath, [builtCliPath(copy), 'install', '--client', 'gemini', '--dir', w.ws], {
      cwd: w.ws,
      env: baseEnv(w.home),
      timeoutMs: 20_000,
    });
    expect(installed.code, installed.stderr).toBe(0);
    rmSync(copy, { recursive: true });
    const r = await gemini(w, standIn, '스테이징 작업 시작하자');
    const said = `${r.stdout}\n${r.stderr}`;
    expect(said).not.toContain('Cannot find module');
    expect(said).not.toMatch(/Hook system message|MODULE_NOT_FOUND/);
    expect(hookContexts(standIn.mainBodies()[0])).toEqual([]);
  });

  test("read_file opens a listed memory from the project subfolder once the user-scope install run there names the memory folder in that folder's settings", {
    timeout: 120_000,
  }, async () => {
    const { w, standIn } = await setUp();
    const here = await runCli(['install', '--client', 'gemini', '--dir', w.project], { cwd: w.project, home: w.home });
    expect(here.code, here.stderr).toBe(0);
    // the hooks stay the user's; the launch folder's settings hold the one relative entry
    expect(JSON.parse(readFileSync(join(w.project, '.gemini', 'settings.json'), 'utf8'))).toEqual({
      context: { includeDirectories: ['../../.ai-core/data/memory'] },
    });
    const file = join(w.memoryRoot, '_global', 'docker-branch-switch-danger.md');
    standIn.queue({ call: 'read_file', args: { file_path: file } }, '읽었습니다.');
    await gemini(w, standIn, 'docker 브랜치 전환해도 돼?');
    const [read] = functionResponses(standIn.mainBodies()[1]);
    expect(read?.name).toBe('read_file');
    expect(JSON.stringify(read?.response)).toContain('브랜치를 바꾸면 403.');
  });

  test('read_file of a memory marked for a secret is refused before it runs: the secret never reaches the model, and the read is not counted', {
    timeout: 120_000,
  }, async () => {
    const { w, standIn } = await setUp();
    const project = await runCli(['install', '--client', 'gemini', '--scope', 'project', '--dir', w.project], { cwd: w.project, home: w.home });
    expect(project.code, project.stderr).toBe(0);
    const token = `ghp_${'M1n2B3v4C5'.repeat(3)}112233`;
    const file = join(w.memoryRoot, '_global', 'ci-token.md');
    writeFileSync(file, `---\ntitle: CI 토큰\ndescription: CI가 쓰는 토큰\ncreated_at: 2026-04-12\n---\nCI에는 ${token}를 쓴다.\n`);
    standIn.queue({ call: 'read_file', args: { file_path: file } }, '알겠습니다.');
    await gemini(w, standIn, 'CI 토큰이 뭐였지?');
    const [read] = functionResponses(standIn.mainBodies()[1]);
    expect(read?.name).toBe('read_file');
    expect(JSON.stringify(read?.response)).toContain('비밀값(키, 토큰, 비밀번호)이 있는 것 같습니다');
    for (const body of standIn.mainBodies()) expect(JSON.stringify(body)).not.toContain(token);
    const stats = await runCli(['stats', '--json', '--dir', w.project], { cwd: w.project, home: w.home });
    expect((JSON.parse(stats.stdout) as Array<{ name: string; reads: number }>).find((r) => r.name === 'ci-token')).toMatchObject({ reads: 0 });
  });

  test('an entry an older install wrote into the user settings, for a clone since deleted, stops Gemini in every folder until install takes it out; then no other folder sees that memory', {
    timeout: 120_000,
  }, async () => {
    const { w, standIn } = await setUp();
    const settings = join(w.home, '.gemini', 'settings.json');
    const clone = tempTree({ '.ai-core/data/memory/_global/clone-only-fact.md': '---\ntitle: x\ndescription: x\n---\nx\n' });
    const gone = join(clone, '.ai-core', 'data', 'memory');
    const records = join(w.home, '.local', 'state', 'project-memory', 'installs.json');
    const recorded = JSON.parse(readFileSync(records, 'utf8'));
    recorded[settings].included = [{ value: gone, created: 'context', workspace: clone }];
    writeFileSync(records, JSON.stringify(recorded));
    const installed = readFileSync(settings, 'utf8');
    writeFileSync(settings, installed.replace(/\n\}\n$/, `,\n  "context": { "includeDirectories": [${JSON.stringify(gone)}] }\n}\n`));
    rmSync(clone, { recursive: true });

    const stopped = await runGemini({ prompt: 'hi', cwd: w.project, home: w.home, port: standIn.port });
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain(`Directory does not exist: ${gone}`);

    const again = await runCli(['install', '--client', 'gemini', '--dir', w.ws], { cwd: w.ws, home: w.home });
    expect(again.stdout).toContain(`${gone}`);
    expect(readFileSync(settings, 'utf8')).toBe(installed);
    await gemini(w, standIn, '스테이징 작업 시작하자');
    expect(geminiRequestText(standIn.mainBodies()[0])).not.toContain('clone-only-fact');
  });

  test('"remember this" → the directive names run_shell_command → a policy allowing only `node <cli> save` runs it → a new session lists the memory', {
    timeout: 120_000,
  }, async () => {
    const { w, standIn } = await setUp();
    const memory = {
      scope: 'project' as const,
      title: 'PDF 출력',
      description: "이 고객은 항상 PDF 출력을 원한다 (it's A4)",
      tags: 'client,pdf',
      body: "## 문제\n이 고객은 항상 PDF를 원한다.\n## 해결/대응\nA4로 내보낸다; $HOME 같은 건 그대로, 'quotes' 도.",
    };
    const policy = join(w.home, 'save.toml');
    // the narrowest rule that lets the save run headless: one command prefix, no redirect, no yolo
    writeFileSync(policy, `[[rule]]\ntoolName = "run_shell_command"\ncommandPrefix = "node ${BUILT_CLI} save"\ndecision = "allow"\npriority = 100\n`);
    standIn.queue((body) => {
      const shown = shownSaveCommand(lastContext(body));
      return { shell: shown ? fillSaveCommand(shown, memory, 'ko') : 'echo "no save command in the request"' };
    }, '저장했습니다.');
    await gemini(w, standIn, '이거 기억해: 이 고객은 항상 PDF 출력을 원한다', { args: ['--policy', policy] });

    const [first, second] = standIn.mainBodies();
    const context = lastContext(first);
    expect(context).toContain(DIRECTIVE_HEAD);
    expect(context).toContain('run_shell_command 한 번으로 실행하세요');
    const shown = shownSaveCommand(context);
    expect(shown?.startsWith(`node ${BUILT_CLI} save --dir ${w.project} --scope `), shown).toBe(true);
    // one argument, no heredoc: a redirect is something no commandPrefix rule allows
    expect(shown).toContain(" --body '## 문제\n");
    expect(shown).not.toContain('<<');

    const folder = join(w.memoryRoot, PROJECT_KEY);
    const output = JSON.stringify(functionResponses(second));
    expect(existsSync(folder), `nothing saved; run_shell_command returned:\n${output}`).toBe(true);
    const [file, ...others] = readdirSync(folder).filter((name) => name.endsWith('.md'));
    expect(others).toEqual([]);
    const text = readFileSync(join(folder, file as string), 'utf8');
    const parsed = parseFrontMatter(text);
    expect(parsed.ok && parsed.data.description).toBe(memory.description);
    expect(text).toContain("A4로 내보낸다; $HOME 같은 건 그대로, 'quotes' 도.");

    await gemini(w, standIn, '보고서 형식은?');
    const next = lastContext(standIn.mainBodies()[2]);
    expect(next).toContain(`[${PROJECT_KEY}] ${(file as string).slice(0, -3)} — ${memory.description}`);
  });

  test('after a compression summarised the list away, the next prompt shows it in full again, with the save suggestion', { timeout: 180_000 }, async () => {
    const { w, standIn } = await setUp();
    compressAlways(w.home);
    const session = randomUUID();
    for (const [turn, prompt] of ['스테이징 작업 시작하자', '다음 작업', '그 다음 작업', '마지막 작업'].entries()) {
      await gemini(w, standIn, prompt, { session: { id: session, resume: turn > 0 } });
    }
    const bodies = standIn.mainBodies();
    expect(bodies).toHaveLength(4);
    const texts = bodies.map(geminiRequestText);
    // the compression happens after BeforeAgent: the turn it happens in goes without the list…
    expect(texts[1]).toContain('Stand-in reply');
    expect(fullLists(bodies[1])).toEqual([]);
    // …and the next one has it back, in full
    const again = promptContexts(bodies[2]).join('\n');
    expect(again.startsWith(FULL_LIST_HEAD), texts[2]?.slice(-3000)).toBe(true);
    expect(again).toContain(DOCKER_LINE);
    expect(again).toContain(SUGGESTION);
    expect(fullLists(bodies[3])).toEqual([]);
    expect(promptContexts(bodies[3])).toEqual([]);
  });

  test("without a compression, later prompts, tool rounds and a sub-agent's model calls never bring the full list back", { timeout: 180_000 }, async () => {
    const { w, standIn } = await setUp();
    const session = randomUUID();
    await gemini(w, standIn, '스테이징 작업 시작하자', { session: { id: session, resume: false } });
    // a sub-agent's chat holds no list, and its model calls run the hooks under this session's id
    standIn.queue(
      { call: 'invoke_agent', args: { agent_name: 'generalist', prompt: '둘러봐' } },
      { call: 'complete_task', args: { result: { response: '없음' } } },
      '끝',
    );
    await gemini(w, standIn, '코드 둘러봐', { session: { id: session, resume: true }, args: ['--approval-mode', 'yolo'] });
    await gemini(w, standIn, '다음 작업', { session: { id: session, resume: true } });
    const last = standIn.mainBodies().at(-1);
    expect(JSON.stringify(functionResponses(last))).toContain('없음');
    expect(fullLists(last)).toHaveLength(1);
    expect(promptContexts(last)).toEqual([]);
  });
});

describe("Gemini's folder trust, as doctor --client gemini reports it", () => {
  async function trustRow(w: Workspace): Promise<{ status: string; message: string } | undefined> {
    const r = await runCli(['doctor', '--client', 'gemini', '--dir', w.project, '--json'], {
      cwd: w.project,
      home: w.home,
      env: { PROJECT_MEMORY_LANG: 'en' },
    });
    return (JSON.parse(r.stdout) as { checks: { id: string; status: string; message: string }[] }).checks.find((c) => c.id === 'folder-trust');
  }
  const trustFolders = (w: Workspace, entries: Record<string, string>) =>
    writeFileSync(join(w.home, '.gemini', 'trustedFolders.json'), JSON.stringify(entries, null, 2));

  test('no entry, then DO_NOT_TRUST: doctor warns, then fails, and gemini -p stops (exit 55) before any model call; TRUST_PARENT on a folder inside, the longer entry: doctor ok and the list reaches the model', {
    timeout: 120_000,
  }, async () => {
    const { w, standIn } = await setUp();
    const run = { prompt: 'hello', cwd: w.project, home: w.home, port: standIn.port, askTrust: true };
    expect((await trustRow(w))?.status).toBe('warn');
    expect((await runGemini(run)).code).toBe(55);
    trustFolders(w, { [w.project]: 'DO_NOT_TRUST' });
    expect((await trustRow(w))?.status).toBe('fail');
    const refused = await runGemini(run);
    expect(refused.code).toBe(55);
    expect(refused.stderr).toContain('Gemini CLI is not running in a trusted directory');
    expect(standIn.mainBodies()).toHaveLength(0);

    trustFolders(w, { [w.project]: 'DO_NOT_TRUST', [join(w.project, 'src')]: 'TRUST_PARENT' });
    expect((await trustRow(w))?.status).toBe('ok');
    await gemini(w, standIn, 'hello', { askTrust: true });
    expect(fullLists(standIn.mainBodies()[0])).toHaveLength(1);
  });

  test.skipIf(!hasTmux())(
    'under DO_NOT_TRUST, interactive Gemini answers the prompt and runs no hook, not even the user-scope install: what doctor fails over',
    {
      timeout: 120_000,
    },
    async () => {
      const { w, standIn } = await setUp();
      trustFolders(w, { [w.project]: 'DO_NOT_TRUST' });
      expect((await trustRow(w))?.status).toBe('fail');
      const terminal = openTerminal([GEMINI_BIN, '-m', GEMINI_MODEL], w.project, geminiRunEnv(w.home, standIn.port, true));
      await terminal.waitFor(/This folder is untrusted, project settings, hooks, MCPs, and GEMINI\.md files will not be applied/, 60_000);
      await terminal.waitFor(/Type your message/, 30_000);
      terminal.type('hello');
      // the prompt box shows before it takes Enter: pressed again until the prompt is sent
      for (const until = Date.now() + 60_000; standIn.mainBodies().length === 0 && Date.now() < until; ) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        if (standIn.mainBodies().length === 0) terminal.keys('Enter');
      }
      await terminal.waitFor(/✦ ok/, 30_000);
      expect(standIn.mainBodies()).toHaveLength(1);
      expect(hookContexts(standIn.mainBodies()[0])).toEqual([]);
    },
  );
});
