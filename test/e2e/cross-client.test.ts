// One memory for every client: Codex, Gemini CLI and Claude Code installed side by side
// in one HOME, each saving through its own shell tool what the others then list. Real
// CLIs, offline, each against its own loopback stand-in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, BUILT_CLI, runCli } from '../support/built.js';
import { CLAUDE_BIN, makeClaudeHome, runClaude } from '../support/claude.js';
import { clientWorkspace, DOCKER_LINE, type Workspace } from '../support/client-workspace.js';
import { addCodexConfig, CODEX_BIN, runCodex } from '../support/codex.js';
import { codexRequestText, developerTexts, startCodexStandIn } from '../support/codex-stand-in.js';
import { addGeminiSettings, GEMINI_BIN, runGemini } from '../support/gemini.js';
import { hookContexts, startGeminiStandIn } from '../support/gemini-stand-in.js';
import type { RunResult } from '../support/process.js';
import { toolUseFromRequest } from '../support/reply-from-request.js';
import { fillSaveCommand, type MemoryToSave, shownSaveCommand } from '../support/save-command.js';
import { requestText, useStandIn } from '../support/stand-in.js';
import { writeTree } from '../support/temp.js';

const KEY = 'workspace--patent__how';

const memory = (title: string, description: string, scope: MemoryToSave['scope']): MemoryToSave => ({
  scope,
  title,
  description,
  tags: 'cross',
  body: `## 문제\n${description}\n## 해결/대응\n확인한다.`,
});
const FROM_CODEX = memory('스테이징 DB 초기화', '스테이징 DB는 매주 월요일 02시에 초기화된다', 'project');
const FROM_GEMINI = memory('PDF 출력', '이 고객은 항상 PDF 출력을 원한다', 'global');
const FROM_CLAUDE = memory('배포 금요일 금지', '금요일 오후에는 배포하지 않는다', 'project');

function ok(result: RunResult, who: string): void {
  expect(result.timedOut, `${who} timed out; stderr:\n${result.stderr}`).toBe(false);
  expect(result.code, `${who} exited ${String(result.code)}; stderr:\n${result.stderr.slice(-3000)}`).toBe(0);
}

/** `[scope] name — description` of the one memory saved with `description`, as the list shows it. */
function lineOf(w: Workspace, saved: MemoryToSave): string {
  const folder = saved.scope === 'global' ? '_global' : KEY;
  const dir = join(w.memoryRoot, folder);
  const name = existsSync(dir)
    ? readdirSync(dir).find((file) => file.endsWith('.md') && readFileSync(join(dir, file), 'utf8').includes(saved.description))
    : undefined;
  expect(name, `nothing saved in ${dir}`).toBeDefined();
  return `[${saved.scope === 'global' ? '공통' : KEY}] ${(name as string).slice(0, -3)} — ${saved.description}`;
}

beforeAll(() => {
  assertBuilt();
  for (const bin of [CODEX_BIN, GEMINI_BIN, CLAUDE_BIN]) if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`npm install\`.`);
});

describe('one memory for Codex, Gemini CLI and Claude Code', () => {
  test('each saves through its own shell tool, and the next session of another client lists it', { timeout: 240_000 }, async () => {
    const codexApi = await startCodexStandIn();
    const geminiApi = await startGeminiStandIn();
    const claudeApi = await useStandIn();
    const home = addGeminiSettings(addCodexConfig(makeClaudeHome(), codexApi.baseUrl));
    const w = clientWorkspace(home);
    for (const client of [
      ['--client', 'claude'],
      ['--client', 'codex', '--trust-hooks'],
      ['--client', 'gemini'],
    ]) {
      const r = await runCli(['install', ...client, '--dir', w.ws], { cwd: w.ws, home });
      expect(r.code, `install ${client.join(' ')}:\n${r.stdout}\n${r.stderr}`).toBe(0);
    }
    const policy = join(home, 'save.toml');
    writeTree(home, {
      'save.toml': `[[rule]]\ntoolName = "run_shell_command"\ncommandPrefix = "node ${BUILT_CLI} save"\ndecision = "allow"\npriority = 100\n`,
    });

    // Codex saves
    codexApi.queue((body) => ({ shell: fillSaveCommand(shownSaveCommand(codexRequestText(body)) ?? 'false', FROM_CODEX, 'ko') }), '저장했습니다.');
    ok(
      await runCodex({ prompt: `이거 기억해: ${FROM_CODEX.description}`, cwd: w.project, home, args: ['-s', 'workspace-write', '--add-dir', w.memoryRoot] }),
      'codex',
    );
    const codexLine = lineOf(w, FROM_CODEX);

    // Gemini lists it, and saves another
    geminiApi.queue((body) => ({ shell: fillSaveCommand(shownSaveCommand(hookContexts(body).at(-1) ?? '') ?? 'false', FROM_GEMINI, 'ko') }), '저장했습니다.');
    ok(
      await runGemini({ prompt: `이거 기억해: ${FROM_GEMINI.description}`, cwd: w.project, home, port: geminiApi.port, args: ['--policy', policy] }),
      'gemini',
    );
    const geminiFirst = hookContexts(geminiApi.mainBodies()[0]).at(-1) ?? '';
    expect(geminiFirst, 'Gemini lists what Codex saved').toContain(codexLine);
    const geminiLine = lineOf(w, FROM_GEMINI);

    // Claude Code lists both, and saves a third
    claudeApi.queue(
      toolUseFromRequest(claudeApi, 'Bash', (body) => ({ command: fillSaveCommand(shownSaveCommand(requestText(body)) ?? 'false', FROM_CLAUDE, 'ko') })),
      '저장했습니다.',
    );
    ok(
      await runClaude({ prompt: `이거 기억해: ${FROM_CLAUDE.description}`, cwd: w.project, home, port: claudeApi.port, args: ['--allowedTools', 'Bash'] }),
      'claude',
    );
    const claudeFirst = requestText(claudeApi.mainBodies()[0]);
    expect(claudeFirst, 'Claude Code lists what Codex saved').toContain(codexLine);
    expect(claudeFirst, 'Claude Code lists what Gemini saved').toContain(geminiLine);
    const claudeLine = lineOf(w, FROM_CLAUDE);

    // a new Codex session and a new Gemini session list all of them
    ok(await runCodex({ prompt: '무엇을 알고 있지?', cwd: w.project, home }), 'codex');
    const codexList = developerTexts(codexApi.mainBodies().at(-1)).at(-1) ?? '';
    for (const line of [DOCKER_LINE, codexLine, geminiLine, claudeLine]) expect(codexList).toContain(line);
    ok(await runGemini({ prompt: '무엇을 알고 있지?', cwd: w.project, home, port: geminiApi.port }), 'gemini');
    const geminiList = hookContexts(geminiApi.mainBodies().at(-1)).at(-1) ?? '';
    for (const line of [DOCKER_LINE, codexLine, geminiLine, claudeLine]) expect(geminiList).toContain(line);
  });
});
