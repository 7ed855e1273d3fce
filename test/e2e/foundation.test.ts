// The foundation end to end: `install` as a real process, then the real `claude -p`
// against the stand-in, reading exactly what Claude Code sent to the model.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { shellCommand } from '../../lib/shell-quote.js';
import { assertBuilt, BUILT_HOOKS, runCli } from '../support/built.js';
import { CLAUDE_BIN, type ClaudeResult, makeClaudeHome, runClaude } from '../support/claude.js';
import { bodyContains, requestText, type StandIn, useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';

/** How Claude Code 2.1.328 shows a UserPromptSubmit hook's `additionalContext` to the model. */
const HOOK_CONTEXT_PREFIX = 'UserPromptSubmit hook additional context: ';
const OPEN = '<project-memory>';
const CLOSE = '</project-memory>';
const GLOBAL_LINE = '[공통] docker-branch-switch-danger — Docker 실행 중 브랜치 전환 시 403 발생';
const PROJECT_LINE = '[workspace--patent__how] chorus-always-high — patent 검토 시 항상 high 모드';

function memoryFile(title: string, description: string, tags: string): string {
  return `---\ntitle: ${title}\ndescription: ${description}\ncreated_at: 2026-04-12\ntags: [${tags}]\n---\n## 문제\n…\n## 해결/대응\n…\n`;
}

interface Workspace {
  ws: string;
  memoryRoot: string;
  project: string;
  deep: string;
  outside: string;
  home: string;
}

/** The seed's monorepo, a folder outside it, and an empty HOME. */
function makeWorkspace(): Workspace {
  const root = tempTree({
    'ws/.ai-core/data/memory/_global/docker-branch-switch-danger.md': memoryFile(
      'Docker 실행 중 브랜치 전환 금지',
      'Docker 실행 중 브랜치 전환 시 403 발생',
      'docker, git',
    ),
    'ws/.ai-core/data/memory/workspace--patent__how/chorus-always-high.md': memoryFile('chorus는 항상 high', 'patent 검토 시 항상 high 모드', 'chorus'),
    'ws/workspace/patent.how/src/deep/': '',
    'outside/somewhere/': '',
  });
  const ws = join(root, 'ws');
  return {
    ws,
    memoryRoot: join(ws, '.ai-core', 'data', 'memory'),
    project: join(ws, 'workspace', 'patent.how'),
    deep: join(ws, 'workspace', 'patent.how', 'src', 'deep'),
    outside: join(root, 'outside', 'somewhere'),
    home: makeClaudeHome(),
  };
}

/** `project-memory install` (user scope) as a real process; fails the test if it fails. */
async function install(w: Workspace): Promise<void> {
  const result = await runCli(['install', '--dir', w.ws], { cwd: w.ws, home: w.home });
  expect(result.code, `install failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
}

async function claudeIn(cwd: string, w: Workspace, standIn: StandIn, prompt = 'hello from the test'): Promise<ClaudeResult> {
  const result = await runClaude({ prompt, cwd, home: w.home, port: standIn.port });
  expect(result.timedOut, `claude timed out; stderr:\n${result.stderr}`).toBe(false);
  expect(result.code, `claude exited ${String(result.code)}; stderr:\n${result.stderr}`).toBe(0);
  expect(standIn.mainBodies().length, 'Claude Code sent no main request to the stand-in').toBeGreaterThan(0);
  return result;
}

/** Each `<project-memory>` … `</project-memory>` block in the text, tags included. */
function listBlocks(text: string): string[] {
  const blocks: string[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf(OPEN, from);
    if (start < 0) return blocks;
    const end = text.indexOf(CLOSE, start);
    if (end < 0) return [...blocks, text.slice(start)];
    blocks.push(text.slice(start, end + CLOSE.length));
    from = end + CLOSE.length;
  }
}

function field(body: unknown, key: 'system' | 'messages'): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
}

/** The first turn shows the model the seed's list once, as hook additional context. */
function expectListInFirstTurn(standIn: StandIn, w: Workspace, prompt: string): void {
  const body = standIn.mainBodies()[0];
  const text = requestText(body);
  expect(text, 'the logged request is not the turn of this prompt').toContain(prompt);

  const blocks = listBlocks(text);
  expect(blocks, 'no <project-memory> list in the request: is the hook installed and built?').toHaveLength(1);
  const lines = (blocks[0] as string).split('\n');
  expect(lines[0]).toBe(OPEN);
  expect(lines[1]).toBe(`경로: ${w.memoryRoot}/ ([공통] 이름 → _global/이름.md, [workspace--patent__how] 이름 → workspace--patent__how/이름.md)`);
  expect(lines).toContain(GLOBAL_LINE);
  expect(lines).toContain(PROJECT_LINE);
  expect(lines.indexOf(GLOBAL_LINE), 'global memories come first').toBeLessThan(lines.indexOf(PROJECT_LINE));
  expect(lines.at(-1)).toBe(CLOSE);

  // the hook's JSON output arrives as "additional context", in the conversation, not the system prompt
  expect(text).toContain(`${HOOK_CONTEXT_PREFIX}${OPEN}\n`);
  expect(text).not.toContain('UserPromptSubmit hook success:');
  expect(bodyContains({ messages: field(body, 'messages') }, OPEN)).toBe(true);
  expect(bodyContains({ system: field(body, 'system') }, OPEN)).toBe(false);
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\` (Claude Code is a devDependency).`);
});

describe('install (real process, user scope)', () => {
  test('writes the hook into ~/.claude/settings.json, turns auto memory off, and is idempotent', async () => {
    const w = makeWorkspace();
    await install(w);

    const settingsFile = join(w.home, '.claude', 'settings.json');
    expect(existsSync(settingsFile), `${settingsFile} was not written`).toBe(true);
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as {
      hooks?: Record<string, Array<{ matcher?: string; hooks?: Array<{ type?: string; command?: string; timeout?: number }> }>>;
      autoMemoryEnabled?: unknown;
    };
    const commands = (settings.hooks?.UserPromptSubmit ?? []).flatMap((group) => group.hooks ?? []);
    expect(commands).toHaveLength(1);
    expect(commands[0]?.type).toBe('command');
    expect(commands[0]?.command).toBe(
      `[ ! -f ${shellCommand([BUILT_HOOKS.UserPromptSubmit])} ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= ${shellCommand(['node', BUILT_HOOKS.UserPromptSubmit])}`,
    );
    expect(settings.autoMemoryEnabled).toBe(false);
    expect(existsSync(join(w.memoryRoot, 'README.md'))).toBe(true);

    const again = await runCli(['install', '--dir', w.ws], { cwd: w.ws, home: w.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('already installed');
    expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toEqual(settings);
  });
});

describe('real claude -p sees the memory list', () => {
  test('launched in the project folder', async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    const prompt = 'what do we know about this project?';
    const result = await claudeIn(w.project, w, standIn, prompt);
    expect(result.stdout.trim()).toBe('ok');
    expectListInFirstTurn(standIn, w, prompt);
  });

  test('launched in a subfolder of the project: same project key, same list', async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    const prompt = 'working deep inside the project';
    await claudeIn(w.deep, w, standIn, prompt);
    expectListInFirstTurn(standIn, w, prompt);
    expect(requestText(standIn.mainBodies()[0])).toContain(`Primary working directory: ${w.deep}`);
  });

  test('launched outside any workspace: no list at all', async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    await claudeIn(w.outside, w, standIn, 'nothing to remember here');
    const bodies = standIn.messageBodies();
    expect(bodies.some((body) => bodyContains(body, OPEN))).toBe(false);
    expect(bodies.some((body) => bodyContains(body, 'UserPromptSubmit hook'))).toBe(false);
  });

  test('control: without install the same launch shows no list', async () => {
    const w = makeWorkspace();
    const standIn = await useStandIn();
    await claudeIn(w.project, w, standIn, 'no hook installed');
    expect(standIn.messageBodies().some((body) => bodyContains(body, OPEN))).toBe(false);
  });

  test('the list stays in the conversation through a tool round trip, shown once', async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    standIn.queue({ type: 'tool_use', name: 'Bash', input: { command: 'echo "marker-$((40 + 2))" && pwd', description: 'Print a marker' } }, 'done');
    const result = await runClaude({ prompt: 'run the marker', cwd: w.deep, home: w.home, port: standIn.port, args: ['--allowedTools', 'Bash'] });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('done');

    const [first, second, ...rest] = standIn.mainBodies();
    expect(rest).toHaveLength(0);
    expect(requestText(second)).toContain(`marker-42\n${w.deep}`);
    // the hook ran once for the one prompt; the follow-up request carries the same list again
    expect(listBlocks(requestText(first))).toHaveLength(1);
    expect(listBlocks(requestText(second))).toEqual(listBlocks(requestText(first)));
  });
});

describe('stand-in', () => {
  test('answers plain JSON, side requests, count_tokens and unknown paths without crashing', async () => {
    const standIn = await useStandIn({ sideReply: 'A title' });
    const post = (path: string, body: string): Promise<Response> =>
      fetch(`${standIn.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    const side = await post('/v1/messages', JSON.stringify({ model: 'm', max_tokens: 5, messages: [{ role: 'user', content: 'title?' }] }));
    expect(side.status).toBe(200);
    const sideJson = (await side.json()) as { content: Array<{ type: string; text?: string }>; stop_reason: string };
    expect(sideJson.content).toEqual([{ type: 'text', text: 'A title' }]);
    expect(sideJson.stop_reason).toBe('end_turn');

    standIn.queue({ type: 'tool_use', name: 'Bash', input: { command: 'true', description: 'nothing' }, id: 'toolu_1' });
    const main = await post('/v1/messages', JSON.stringify({ model: 'm', max_tokens: 5, tools: [{ name: 'Bash' }], messages: [] }));
    const mainJson = (await main.json()) as { content: unknown[]; stop_reason: string };
    expect(mainJson.content).toEqual([{ type: 'tool_use', id: 'toolu_1', name: 'Bash', input: { command: 'true', description: 'nothing' } }]);
    expect(mainJson.stop_reason).toBe('tool_use');

    const streamed = await post('/v1/messages', JSON.stringify({ model: 'm', max_tokens: 5, stream: true, tools: [{ name: 'Bash' }], messages: [] }));
    expect(streamed.headers.get('content-type')).toContain('text/event-stream');
    const events = [...(await streamed.text()).matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(events).toEqual(['message_start', 'content_block_start', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);

    const count = await post('/v1/messages/count_tokens', JSON.stringify({ messages: [{ role: 'user', content: 'x'.repeat(400) }] }));
    expect(((await count.json()) as { input_tokens: number }).input_tokens).toBeGreaterThan(0);
    expect((await fetch(`${standIn.url}/`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${standIn.url}/v1/nothing`)).status).toBe(404);
    expect((await post('/v1/messages', 'not json')).status).toBe(400);

    expect(standIn.requests.map((r) => `${r.method} ${r.path} ${String(r.main)}`)).toEqual([
      'POST /v1/messages false',
      'POST /v1/messages true',
      'POST /v1/messages true',
      'POST /v1/messages/count_tokens false',
      'HEAD / false',
      'GET /v1/nothing false',
      'POST /v1/messages false',
    ]);
    expect(bodyContains(standIn.requests[0]?.body, 'title?')).toBe(true);
  });
});
