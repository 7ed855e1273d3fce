// Staleness and supersession end to end: `install` as a real process, then the real
// `claude -p` against the stand-in, reading exactly what Claude Code sent to the model.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { CLAUDE_BIN, makeClaudeHome, runClaude } from '../support/claude.js';
import { requestText, useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';

const note = (title: string, description: string, fields = '') =>
  `---\ntitle: ${title}\ndescription: ${description}\ncreated_at: 2019-10-03\n${fields}---\n## 문제\n…\n`;

function workspace() {
  const root = tempTree({
    'ws/.ai-core/data/memory/_global/deploy-order.md': note('배포 순서', 'DB 마이그레이션을 먼저 배포', 'review_by: 2020-01-01\n'),
    'ws/.ai-core/data/memory/_global/old-deploy.md': note('옛 배포', 'make deploy로 배포'),
    'ws/.ai-core/data/memory/app/new-deploy.md': note('새 배포', 'scripts/release.sh로 배포', 'supersedes: [old-deploy]\n'),
    'ws/app/': '',
  });
  return { ws: join(root, 'ws'), app: join(root, 'ws', 'app'), home: makeClaudeHome() };
}

/** The `<project-memory>` block of the first request the model got. */
function listShown(body: unknown): string {
  const text = requestText(body);
  const start = text.indexOf('<project-memory>');
  expect(start, 'no <project-memory> list in the request: is the hook installed and built?').toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf('</project-memory>', start));
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\` (Claude Code is a devDependency).`);
});

describe('real claude -p', () => {
  test('the model gets a stale memory marked and a superseded one left out; after verify, the mark is gone', async () => {
    const w = workspace();
    const install = await runCli(['install', '--dir', w.ws], { cwd: w.ws, home: w.home });
    expect(install.code, install.stderr).toBe(0);

    const standIn = await useStandIn();
    const first = await runClaude({ prompt: '배포는 어떻게 하지?', cwd: w.app, home: w.home, port: standIn.port });
    expect(first.code, first.stderr).toBe(0);
    const list = listShown(standIn.mainBodies()[0]);
    expect(list).toContain('\n[공통] deploy-order (오래됨) — DB 마이그레이션을 먼저 배포\n');
    expect(list).toContain('\n(오래됨): 확인 기한(review_by)이 지났습니다.');
    expect(list).toContain('\n[app] new-deploy — scripts/release.sh로 배포\n');
    expect(list).not.toContain('old-deploy');

    const verify = await runCli(['verify', 'deploy-order', '--dir', w.app], { cwd: w.app, home: w.home });
    expect(verify.code, verify.stderr).toBe(0);
    const second = await useStandIn();
    const again = await runClaude({ prompt: '배포 순서 다시', cwd: w.app, home: w.home, port: second.port });
    expect(again.code, again.stderr).toBe(0);
    const after = listShown(second.mainBodies()[0]);
    expect(after).toContain('\n[공통] deploy-order — DB 마이그레이션을 먼저 배포\n');
    expect(after).not.toContain('오래됨');
    expect(after).not.toContain('old-deploy');
  });
});
