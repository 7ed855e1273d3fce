// The real Claude Code CLI, run inside a tmux session tmux named itself (`0`), in a git
// worktree beside the project and in a second clone kept at another path with a pinned
// key: each time the model is sent the project's own memories, and none of another's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { CLAUDE_BIN, claudeEnv, makeClaudeHome } from '../support/claude.js';
import { MEMORY, memoryFile } from '../support/fixtures.js';
import { requestText, type StandIn, useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';
import { hasTmux, privateTmuxSocket, runInTmuxSession } from '../support/tmux.js';

const PATENT_LINE = '[workspace--patent__how] chorus-always-high — patent 검토 시 항상 high 모드';
const QUANT_LINE = '[workspace--quant__how] backtest-window — quant 백테스트는 3년 창';

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, stdio: 'ignore' });
}

function repository(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'README.md'), '# app\n');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'start');
}

/** `claude -p PROMPT` in `cwd`, inside tmux session `0`; what the model was sent with that prompt. */
async function modelSees(socket: string, cwd: string, home: string, standIn: StandIn, prompt: string): Promise<string> {
  const run = await runInTmuxSession(socket, '0', [CLAUDE_BIN, '-p', prompt], { cwd, env: claudeEnv(home, standIn.port), timeoutMs: 60_000 });
  expect(run.code, `claude exited ${run.code}; stderr:\n${run.stderr}`).toBe(0);
  const body = standIn.mainBodies().find((b) => requestText(b).includes(prompt));
  expect(body, `"${prompt}" never reached the stand-in`).toBeDefined();
  return requestText(body);
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\` (Claude Code is a devDependency).`);
  if (!hasTmux()) throw new Error('tmux is missing: this test runs Claude Code inside a real tmux session (apt install tmux).');
});

describe('real claude -p in tmux session 0', () => {
  test('a worktree beside the project, and a clone at another path with a pinned key, each see their project', { timeout: 180_000 }, async () => {
    const root = tempTree({
      [`ws/${MEMORY}/_global/docker.md`]: memoryFile({ title: 'Docker', description: 'Docker 실행 중 브랜치 전환 시 403 발생' }),
      [`ws/${MEMORY}/workspace--patent__how/chorus-always-high.md`]: memoryFile({ title: 'chorus', description: 'patent 검토 시 항상 high 모드' }),
      [`ws/${MEMORY}/workspace--quant__how/backtest-window.md`]: memoryFile({ title: 'backtest', description: 'quant 백테스트는 3년 창' }),
      [`other/${MEMORY}/workspace--quant__how/backtest-window.md`]: memoryFile({ title: 'backtest', description: 'quant 백테스트는 3년 창' }),
    });
    const ws = join(root, 'ws');
    const patent = join(ws, 'workspace/patent.how');
    repository(patent);
    git(patent, 'worktree', 'add', '-q', '../patent.how-feature');
    // quant is pinned in its repository; a teammate's workspace keeps the clone elsewhere
    const quant = join(ws, 'workspace/quant.how');
    repository(quant);
    writeFileSync(join(quant, '.project-memory-key'), 'workspace--quant__how\n');
    git(quant, 'add', '-A');
    git(quant, 'commit', '-qm', 'pin the memory key');
    const elsewhere = join(root, 'other', 'src', 'q');
    git(root, 'clone', '-q', quant, elsewhere);

    const home = makeClaudeHome();
    for (const dir of [ws, join(root, 'other')]) {
      const install = await runCli(['install', '--dir', dir], { cwd: dir, home });
      expect(install.code, install.stderr).toBe(0);
    }
    const standIn = await useStandIn();
    const socket = privateTmuxSocket();

    const inWorktree = await modelSees(socket, join(ws, 'workspace/patent.how-feature'), home, standIn, 'worktree prompt');
    expect(inWorktree).toContain(PATENT_LINE);
    expect(inWorktree).not.toContain(QUANT_LINE);

    const inClone = await modelSees(socket, elsewhere, home, standIn, 'clone prompt');
    expect(inClone).toContain(QUANT_LINE);
    expect(inClone).not.toContain(PATENT_LINE);
  });
});
