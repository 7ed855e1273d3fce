// Usage end to end with the real `claude -p`, installed the way a user installs it: the
// first prompt's list shows two memories, the model (the stand-in) opens one of them with
// Claude Code's Read tool at the path the list gave, from a project below the memory folder
// and without being asked, and `stats` then counts that read, and the other memory as shown
// and never read.
import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { CLAUDE_BIN, makeClaudeHome, runClaude } from '../support/claude.js';
import { toolUseFromRequest } from '../support/reply-from-request.js';
import { requestText, useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';

const READ = 'docker-branch-switch-danger';
const UNREAD = 'staging-db-reset';
const MEMORY_BODY_MARK = '브랜치를 바꾸면 마운트가 어긋난다';

interface Row {
  scope: string;
  name: string;
  path: string;
  shown: number;
  reads: number;
  lastRead: string | null;
}

function workspace() {
  const root = tempTree({
    [`ws/.ai-core/data/memory/_global/${READ}.md`]: `---\ntitle: Docker 실행 중 브랜치 전환 금지\ndescription: Docker 실행 중 브랜치 전환 시 403 발생\ncreated_at: 2026-04-12\ntags: [docker, git]\n---\n## 문제\n${MEMORY_BODY_MARK}.\n`,
    [`ws/.ai-core/data/memory/_global/${UNREAD}.md`]:
      '---\ntitle: 스테이징 DB 초기화\ndescription: 스테이징 DB는 매주 월요일 02시에 초기화된다\ncreated_at: 2026-04-12\n---\n## 문제\n…\n',
    'ws/workspace/patent.how/src/': '',
  });
  const ws = join(root, 'ws');
  return { ws, project: join(ws, 'workspace', 'patent.how'), home: makeClaudeHome() };
}

/** The file the list names for `name`: its "경로:" line plus the scope folder, as a model would put them together. */
function pathFromList(body: unknown, name: string): string {
  const text = requestText(body);
  const root = /^경로: (\S+\/) /m.exec(text)?.[1];
  return root && text.includes(`[공통] ${name} — `) ? `${root}_global/${name}.md` : `/no-list-in-the-request/${name}.md`;
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\` (Claude Code is a devDependency).`);
});

describe('usage with the real claude -p', () => {
  test('a Read of one listed memory is counted; the other listed memory is shown and never read; stats --json prints both', { timeout: 180_000 }, async () => {
    const w = workspace();
    const install = await runCli(['install', '--dir', w.ws], { cwd: w.ws, home: w.home });
    expect(install.code, install.stderr).toBe(0);

    const standIn = await useStandIn();
    standIn.queue(
      toolUseFromRequest(standIn, 'Read', (body) => ({ file_path: pathFromList(body, READ) })),
      '읽었습니다.',
    );
    // the memory folder is outside the launch folder: Claude Code asks before reading there, and
    // -p cannot ask; the rule install adds to permissions.allow lets it read (no --allowedTools)
    const result = await runClaude({
      prompt: 'docker 띄운 채로 브랜치 바꿔도 돼?',
      cwd: w.project,
      home: w.home,
      port: standIn.port,
      timeoutMs: 60_000,
    });
    expect(result.timedOut, result.stderr).toBe(false);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('읽었습니다.');

    const [first, second] = standIn.mainBodies();
    expect(requestText(first)).toContain(`[공통] ${READ} — `);
    expect(requestText(first)).toContain(`[공통] ${UNREAD} — `);
    // the Read really ran: its result, the memory's body, went back to the model
    expect(requestText(second)).toContain(MEMORY_BODY_MARK);

    const stats = await runCli(['stats', '--json', '--dir', w.project], { cwd: w.project, home: w.home });
    expect(stats.code, stats.stderr).toBe(0);
    const rows = JSON.parse(stats.stdout) as Row[];
    const read = rows.find((r) => r.name === READ);
    const unread = rows.find((r) => r.name === UNREAD);
    expect(read).toMatchObject({ scope: 'global', path: join(w.ws, '.ai-core', 'data', 'memory', '_global', `${READ}.md`), shown: 1, reads: 1 });
    expect(Date.parse(read?.lastRead ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(unread).toMatchObject({ shown: 1, reads: 0, lastRead: null });
    // nothing of it was written into the workspace
    expect(existsSync(join(w.ws, '.ai-core', 'usage'))).toBe(false);
  });

  test('reached through a symbolic link (macOS keeps /tmp so), the memory folder is read without asking too', { timeout: 180_000 }, async () => {
    const w = workspace();
    const link = join(tempTree(), 'linked-ws');
    symlinkSync(w.ws, link);
    const install = await runCli(['install', '--dir', link], { cwd: link, home: w.home });
    expect(install.code, install.stderr).toBe(0);
    const standIn = await useStandIn();
    standIn.queue(
      toolUseFromRequest(standIn, 'Read', (body) => ({ file_path: pathFromList(body, READ) })),
      '읽었습니다.',
    );
    const result = await runClaude({
      prompt: 'docker 띄운 채로 브랜치 바꿔도 돼?',
      cwd: join(link, 'workspace', 'patent.how'),
      home: w.home,
      port: standIn.port,
      timeoutMs: 60_000,
    });
    expect(result.code, result.stderr).toBe(0);
    const [first, second] = standIn.mainBodies();
    expect(requestText(first)).toContain(`[공통] ${READ} — `);
    expect(requestText(second)).toContain(MEMORY_BODY_MARK);
  });

  test("a workspace the user-scope install never saw (a repository's first save made it) is read without asking too", { timeout: 180_000 }, async () => {
    const w = workspace();
    // installed once, for another workspace: the rule install adds names that one only
    const other = tempTree({ 'elsewhere/.ai-core/data/memory/_global/': '' });
    const install = await runCli(['install', '--dir', join(other, 'elsewhere')], { cwd: other, home: w.home });
    expect(install.code, install.stderr).toBe(0);
    const standIn = await useStandIn();
    standIn.queue(
      toolUseFromRequest(standIn, 'Read', (body) => ({ file_path: pathFromList(body, READ) })),
      '읽었습니다.',
    );
    const result = await runClaude({ prompt: 'docker 띄운 채로 브랜치 바꿔도 돼?', cwd: w.project, home: w.home, port: standIn.port, timeoutMs: 60_000 });
    expect(result.code, result.stderr).toBe(0);
    const [first, second] = standIn.mainBodies();
    expect(requestText(first)).toContain(`[공통] ${READ} — `);
    expect(requestText(second)).toContain(MEMORY_BODY_MARK);
  });

  test('a Read of a memory the list marks for a secret waits for a yes nobody gives in -p: the secret never reaches the model', {
    timeout: 180_000,
  }, async () => {
    const w = workspace();
    const token = `ghp_${'Z9y8X7w6V5'.repeat(3)}654321`;
    const file = join(w.ws, '.ai-core', 'data', 'memory', '_global', 'ci-token.md');
    writeFileSync(file, `---\ntitle: CI 토큰\ndescription: CI가 쓰는 토큰\ncreated_at: 2026-04-12\n---\nCI에는 ${token}를 쓴다.\n`);
    const install = await runCli(['install', '--dir', w.ws], { cwd: w.ws, home: w.home });
    expect(install.code, install.stderr).toBe(0);
    const standIn = await useStandIn();
    standIn.queue({ type: 'tool_use', name: 'Read', input: { file_path: file } }, '알겠습니다.');
    const result = await runClaude({ prompt: 'CI 토큰이 뭐였지?', cwd: w.project, home: w.home, port: standIn.port, timeoutMs: 60_000 });
    expect(result.code, result.stderr).toBe(0);
    const [first, second] = standIn.mainBodies();
    // the list marks it, without its description
    expect(requestText(first)).toMatch(/\[공통\] ci-token — \(/);
    expect(requestText(second)).toContain(`비밀값(키, 토큰, 비밀번호)이 있는 것 같습니다: ${file}`);
    for (const body of standIn.messageBodies()) expect(JSON.stringify(body)).not.toContain(token);
    const stats = await runCli(['stats', '--json', '--dir', w.project], { cwd: w.project, home: w.home });
    expect((JSON.parse(stats.stdout) as Row[]).find((r) => r.name === 'ci-token')).toMatchObject({ reads: 0 });
  });

  test("a shell command that reads a memory marked for a secret waits for a yes too, although Bash is allowed; the shell's read of another is counted", {
    timeout: 180_000,
  }, async () => {
    const w = workspace();
    const token = `ghp_${'K9j8H7g6F5'.repeat(3)}654321`;
    const memory = join(w.ws, '.ai-core', 'data', 'memory', '_global');
    writeFileSync(join(memory, 'ci-token.md'), `---\ntitle: CI 토큰\ndescription: CI가 쓰는 토큰\ncreated_at: 2026-04-12\n---\nCI에는 ${token}를 쓴다.\n`);
    const install = await runCli(['install', '--dir', w.ws], { cwd: w.ws, home: w.home });
    expect(install.code, install.stderr).toBe(0);
    const standIn = await useStandIn();
    standIn.queue(
      { type: 'tool_use', name: 'Bash', input: { command: `cat ${join(memory, 'ci-token.md')}`, description: 'Read the memory' } },
      { type: 'tool_use', name: 'Bash', input: { command: `cat ${join(memory, `${READ}.md`)}`, description: 'Read the memory' } },
      '알겠습니다.',
    );
    const result = await runClaude({
      prompt: 'CI 토큰이 뭐였지?',
      cwd: w.project,
      home: w.home,
      port: standIn.port,
      args: ['--allowedTools', 'Bash'],
      timeoutMs: 60_000,
    });
    expect(result.code, result.stderr).toBe(0);
    const [, second, third] = standIn.mainBodies();
    expect(requestText(second)).toContain(`비밀값(키, 토큰, 비밀번호)이 있는 것 같습니다: ${join(memory, 'ci-token.md')}`);
    expect(requestText(third)).toContain(MEMORY_BODY_MARK);
    for (const body of standIn.messageBodies()) expect(JSON.stringify(body)).not.toContain(token);
    const stats = await runCli(['stats', '--json', '--dir', w.project], { cwd: w.project, home: w.home });
    const rows = JSON.parse(stats.stdout) as Row[];
    expect(rows.find((r) => r.name === 'ci-token')).toMatchObject({ reads: 0 });
    expect(rows.find((r) => r.name === READ)).toMatchObject({ reads: 1 });
  });
});
