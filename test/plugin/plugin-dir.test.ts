// plugin/ loaded as a plugin with `claude --plugin-dir <repo>/plugin` — nothing installed,
// an empty HOME — against the stand-in: the hooks run from ${CLAUDE_PLUGIN_ROOT}, and the
// /project-memory:remember command reaches the model with its paths filled in.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { shellQuote } from '../../lib/shell-quote.js';
import { assertBuilt, BUILT_CLI, PLUGIN_ROOT } from '../support/built.js';
import { CLAUDE_BIN, type ClaudeResult, runClaude } from '../support/claude.js';
import { requestText, type StandIn, useStandIn } from '../support/stand-in.js';
import { GLOBAL_LINE, makePluginWorkspace, type PluginWorkspace, PROJECT_KEY, PROJECT_LINE } from './workspace.js';

const PLUGIN_ARGS = ['--plugin-dir', PLUGIN_ROOT] as const;

async function claude(w: PluginWorkspace, standIn: StandIn, prompt: string): Promise<ClaudeResult> {
  const result = await runClaude({ prompt, cwd: w.project, home: w.home, port: standIn.port, args: PLUGIN_ARGS, timeoutMs: 60_000 });
  expect(result.timedOut, `claude timed out; stderr:\n${result.stderr}`).toBe(false);
  expect(result.code, `claude exited ${String(result.code)}; stderr:\n${result.stderr}`).toBe(0);
  expect(standIn.mainBodies().length, 'no main request reached the stand-in').toBeGreaterThan(0);
  return result;
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\`.`);
});

describe('claude --plugin-dir <repo>/plugin', () => {
  test('shows the memory list from the plugin hook, with nothing installed', async () => {
    const w = makePluginWorkspace();
    const standIn = await useStandIn();
    // a save request: the directive it adds names the CLI the hook runs beside
    const prompt = 'what do we know about this project? remember this: the staging DB resets on Mondays';
    await claude(w, standIn, prompt);

    const text = requestText(standIn.mainBodies()[0]);
    expect(text).toContain(prompt);
    expect(text).toContain(
      `UserPromptSubmit hook additional context: <project-memory>\n경로: ${w.memoryRoot}/ ([공통] 이름 → _global/이름.md, [workspace--patent__how] 이름 → workspace--patent__how/이름.md)`,
    );
    expect(text).toContain(GLOBAL_LINE);
    expect(text).toContain(PROJECT_LINE);
    // the hook ran from the repository: its save line names this checkout's CLI
    expect(text).toContain(`node ${shellQuote(BUILT_CLI)} save --dir ${shellQuote(w.project)}`);
    expect(existsSync(join(w.home, '.claude', 'settings.json')), 'nothing was installed into HOME').toBe(false);
  });

  test('/project-memory:remember hands the model the fact, the scope question and the save command', async () => {
    const w = makePluginWorkspace();
    const standIn = await useStandIn();
    const fact = 'Docker 실행 중 브랜치를 바꾸면 403이 난다';
    await claude(w, standIn, `/project-memory:remember ${fact}`);

    const text = requestText(standIn.mainBodies()[0]);
    expect(text).toContain('<command-name>/project-memory:remember</command-name>');
    expect(text).toContain(`<remember>\n${fact}\n</remember>`);
    expect(text).toContain("Save this to memory?\n   1) _global (all projects in this workspace)\n   2) <project key> (this project)\n   3) don't save");
    // ${CLAUDE_PLUGIN_ROOT} is replaced in command markdown (Claude Code 2.1.328)
    expect(text).toContain(`node "${PLUGIN_ROOT}/dist/cli.cjs" save --dir '<launch folder>' --scope <global|project>`);
    expect(text).toContain("--tags '<tag1,tag2>' <<'MEMORY_EOF'\n   ## Problem");
    expect(text).not.toContain('${CLAUDE_PLUGIN_ROOT}');
    // the list hook still ran for this prompt, and its save line names the real key
    expect(text).toContain(`2) ${PROJECT_KEY} (이 프로젝트)`);
  });

  test("the command's allowed-tools let its save command run without --allowedTools", async () => {
    const w = makePluginWorkspace();
    const standIn = await useStandIn();
    // the body goes on stdin: Claude Code 2.1.328 will not auto-approve a quoted argument
    // holding a newline followed by '#', which a Markdown body always has
    const save = [
      'node',
      `"${PLUGIN_ROOT}/dist/cli.cjs"`,
      'save',
      '--dir',
      shellQuote(w.project),
      '--scope',
      'global',
      '--title',
      shellQuote('스테이징 DB 월요일 초기화'),
      '--description',
      shellQuote('스테이징 DB는 매주 월요일 02시에 초기화된다'),
      '--tags',
      'staging,db',
      "<<'MEMORY_EOF'\n## 문제\n월요일 02시 초기화\n## 해결/대응\n데이터를 남기지 않는다\nMEMORY_EOF",
    ].join(' ');
    standIn.queue({ type: 'tool_use', name: 'Bash', input: { command: save, description: 'Save the memory' } }, 'saved');
    const result = await claude(w, standIn, '/project-memory:remember 스테이징 DB는 매주 월요일 02시에 초기화된다 (_global)');
    expect(result.stdout.trim()).toBe('saved');

    const [, second] = standIn.mainBodies();
    const saved = join(w.memoryRoot, '_global');
    const files = readdirSync(saved).filter((name) => name !== 'docker-branch-switch-danger.md');
    expect(files, `no memory file written; the tool result was:\n${requestText(second).slice(-1500)}`).toHaveLength(1);
    expect(readFileSync(join(saved, files[0] as string), 'utf8')).toContain('description: 스테이징 DB는 매주 월요일 02시에 초기화된다');
    expect(requestText(second)).toContain(join(saved, files[0] as string));
  });

  test('a -p run, which nobody watches, leaves the auto memory notice for a session at the terminal', async () => {
    const w = makePluginWorkspace();
    const standIn = await useStandIn();
    await claude(w, standIn, 'hello');
    await claude(w, standIn, 'hello again');

    // Claude Code keeps a systemMessage in the transcript even where no one sees it (-p)
    expect(transcriptRecords(w.home).filter((r) => r.attachment?.type === 'hook_system_message')).toEqual([]);
    for (const body of standIn.mainBodies()) expect(requestText(body)).not.toContain('autoMemoryEnabled');
    // the list itself was given: the hooks ran
    expect(requestText(standIn.mainBodies()[0])).toContain(GLOBAL_LINE);
  });

  test('says nothing about auto memory when the user turned it off', async () => {
    const w = makePluginWorkspace();
    mkdirSync(join(w.home, '.claude'), { recursive: true });
    writeFileSync(join(w.home, '.claude', 'settings.json'), '{ "autoMemoryEnabled": false }\n');
    const standIn = await useStandIn();
    await claude(w, standIn, 'hello');
    expect(requestText(standIn.mainBodies()[0])).toContain(GLOBAL_LINE);
    expect(transcriptRecords(w.home).filter((r) => r.attachment?.type === 'hook_system_message')).toEqual([]);
  });
});

interface TranscriptRecord {
  attachment?: { type?: string; hookName?: string; content?: unknown };
}

/** Every record of every session transcript under HOME, in file order. */
function transcriptRecords(home: string): TranscriptRecord[] {
  const projects = join(home, '.claude', 'projects');
  const files = readdirSync(projects, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.jsonl'));
  expect(files.length, 'no transcript written').toBeGreaterThan(0);
  return files.flatMap((name) =>
    readFileSync(join(projects, name), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as TranscriptRecord),
  );
}
