// `project-memory doctor` as a real process with temporary HOMEs: what it says before
// and after `install`, and the registration mistakes it is there to catch.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, REPO_ROOT, runCli, SELF } from '../support/built.js';
import { baseEnv, runProcess } from '../support/process.js';
import { makeTempDir, tempTree } from '../support/temp.js';

interface Check {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  message: string;
  fix?: string;
}

interface Fixture {
  ws: string;
  project: string;
  home: string;
}

function makeFixture(files: Record<string, string> = {}): Fixture {
  const root = tempTree({
    'ws/.ai-core/data/memory/_global/docker.md': '---\ntitle: Docker\ndescription: Docker 실행 중 브랜치 전환 시 403 발생\n---\n## 문제\n…\n',
    'ws/workspace/patent.how/src/': '',
    ...files,
  });
  const ws = join(root, 'ws');
  return { ws, project: join(ws, 'workspace', 'patent.how'), home: makeTempDir('pm-doctor-home-') };
}

async function doctor(f: Fixture, dir = f.project, env: Record<string, string> = {}) {
  const result = await runCli(['doctor', '--dir', dir, '--json'], { cwd: dir, home: f.home, env });
  const report = JSON.parse(result.stdout) as { ok: boolean; checks: Check[] };
  const check = (id: string): Check | undefined => report.checks.find((c) => c.id === id);
  return { ...result, report, check };
}

async function install(f: Fixture, ...args: string[]): Promise<void> {
  const result = await runCli(['install', '--dir', f.ws, ...args], { cwd: f.ws, home: f.home });
  expect(result.code, `install failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
}

function writeSettings(path: string, value: unknown): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
}

beforeAll(() => assertBuilt());

describe('project-memory doctor', () => {
  test('before install: exit 1, the hook check fails and names `project-memory install --dir DIR`', async () => {
    const f = makeFixture();
    const { code, report, check } = await doctor(f);
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
    expect(check('hook')).toMatchObject({ status: 'fail', fix: expect.stringContaining(`\`${SELF} install --dir ${f.project}\``) });
    // from a checkout, the plugin's way in as well, both steps: the install alone fails until the marketplace is added
    expect(check('hook')?.fix).toContain(
      `or load the plugin: \`claude plugin marketplace add ${REPO_ROOT}\`, then \`claude plugin install project-memory@project-memory\``,
    );
    expect(check('auto-memory')?.status).toBe('warn');
    expect(check('node')?.status).toBe('ok');
    expect(check('workspace')?.status).toBe('ok');
    expect(check('project-key')?.message).toBe(`workspace--patent__how, from the launch folder ${f.project}`);
  });

  test('before the first save (no .ai-core/ yet, as for a new plugin user): the workspace row warns with its fix, and doctor exits 0', async () => {
    const home = makeTempDir('pm-doctor-home-');
    const shop = tempTree({ 'shop/src/': '' });
    const dir = join(shop, 'shop');
    const installed = await runCli(['install', '--dir', dir], { cwd: dir, home });
    expect(installed.code, installed.stderr).toBe(0);
    rmSync(join(dir, '.ai-core'), { recursive: true });
    for (const lang of ['en', 'ko']) {
      const result = await runCli(['doctor', '--dir', dir, '--json'], { cwd: dir, home, env: { PROJECT_MEMORY_LANG: lang } });
      const report = JSON.parse(result.stdout) as { ok: boolean; checks: Check[] };
      expect(result.code, JSON.stringify(report.checks.filter((c) => c.status === 'fail'))).toBe(0);
      expect(report.checks.find((c) => c.id === 'workspace')).toMatchObject({
        status: 'warn',
        message: `neither ${dir} nor a folder above it has .ai-core/: the hook lists no memories here`,
        fix: expect.stringContaining(`the first \`${SELF} save --dir ${dir}\` makes .ai-core/data/memory/ in ${dir}`),
      });
    }
    const text = await runCli(['doctor', '--dir', dir], { cwd: dir, home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/! 경고 +workspace/);
  });

  test('after install: exit 0; the hook is registered in user settings, runs on a sample prompt, auto memory is off', async () => {
    const f = makeFixture();
    await install(f);
    const { code, report, check, stderr } = await doctor(f);
    expect(code, stderr).toBe(0);
    expect(
      report.checks.filter((c) => c.status === 'fail'),
      JSON.stringify(report.checks, null, 2),
    ).toEqual([]);
    expect(check('hook')).toMatchObject({ status: 'ok', message: expect.stringContaining(`user settings (${join(f.home, '.claude', 'settings.json')})`) });
    expect(check('hook-run:user')).toMatchObject({
      status: 'ok',
      message: expect.stringMatching(/^exit 0, \d+ characters of additional context, \d+ ms of 10 s$/),
    });
    expect(check('auto-memory')).toMatchObject({ status: 'ok', message: 'off: autoMemoryEnabled is false in user settings' });
    expect(check('hook-events')).toMatchObject({ status: 'ok', message: expect.stringContaining('SubagentStart') });
  });

  test('auto memory turned on in the local settings: the fix names that file, which wins over the user settings install writes', async () => {
    const f = makeFixture();
    await install(f);
    const local = join(f.project, '.claude', 'settings.local.json');
    mkdirSync(dirname(local), { recursive: true });
    writeFileSync(local, '{ "autoMemoryEnabled": true }\n');
    const { check } = await doctor(f);
    expect(check('auto-memory')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining('autoMemoryEnabled is true in local settings'),
      fix: `set "autoMemoryEnabled": false in ${local}, which wins over ~/.claude/settings.json (or set CLAUDE_CODE_DISABLE_AUTO_MEMORY=1)`,
    });
  });

  test('a settings file that starts with a UTF-8 byte order mark passes, as Claude Code 2.1.328 reads it and runs its hooks', async () => {
    const f = makeFixture();
    await install(f);
    const settingsFile = join(f.home, '.claude', 'settings.json');
    writeSettings(settingsFile, `\uFEFF${readFileSync(settingsFile, 'utf8')}`);
    const { code, report, check, stderr } = await doctor(f);
    expect(code, stderr).toBe(0);
    expect(
      report.checks.filter((c) => c.status === 'fail'),
      JSON.stringify(report.checks, null, 2),
    ).toEqual([]);
    expect(check('settings')).toMatchObject({ status: 'ok', message: 'valid JSON: user settings' });
    expect(check('hook')?.status).toBe('ok');
    expect(check('hook-run:user')?.status).toBe('ok');
    expect(check('auto-memory')?.message).toBe('off: autoMemoryEnabled is false in user settings');
  });

  test('"disableAllHooks": true in user settings fails the hooks-enabled row, naming the file and the fix, though the hook itself runs', async () => {
    // Claude Code 2.1.328 then runs no hook at all; doctor's own run of the hook succeeded and it said "all checks passed"
    const f = makeFixture();
    await install(f);
    const settingsFile = join(f.home, '.claude', 'settings.json');
    writeSettings(settingsFile, { ...JSON.parse(readFileSync(settingsFile, 'utf8')), disableAllHooks: true });
    const { code, report, check } = await doctor(f);
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
    expect(check('hook-run:user')?.status).toBe('ok');
    expect(check('hooks-enabled')).toEqual({
      id: 'hooks-enabled',
      status: 'fail',
      message: `"disableAllHooks": true in ${settingsFile}: Claude Code runs no hook at all, so the list never reaches Claude (doctor's own run of the hook does not show it)`,
      fix: `remove "disableAllHooks" from ${settingsFile}, or set it to false`,
    });
    const ko = await runCli(['doctor', '--dir', f.project], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.code).toBe(1);
    expect(ko.stdout).toContain(`${settingsFile}에 "disableAllHooks": true가 있음`);
  });

  test('"disableAllHooks": true in the launch folder\'s local settings fails too; a false in local over a true in project settings warns', async () => {
    const f = makeFixture();
    await install(f);
    const project = join(f.project, '.claude', 'settings.json');
    const local = join(f.project, '.claude', 'settings.local.json');
    writeSettings(local, { disableAllHooks: true });
    const failing = await doctor(f);
    expect(failing.check('hooks-enabled')).toMatchObject({ status: 'fail', message: expect.stringContaining(`"disableAllHooks": true in ${local}:`) });
    writeSettings(project, { disableAllHooks: true });
    writeSettings(local, { disableAllHooks: false });
    const warned = await doctor(f);
    expect(warned.check('hooks-enabled')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining(`"disableAllHooks": true in ${project}; ${local} sets it false`),
      fix: `remove "disableAllHooks" from ${project}, or set it to false`,
    });
    writeSettings(project, { disableAllHooks: false });
    expect((await doctor(f)).check('hooks-enabled')).toBeUndefined();
  });

  test('an install from before the subagent hooks: warn, name what is missing, and install again fixes it', async () => {
    const f = makeFixture();
    await install(f);
    const settingsFile = join(f.home, '.claude', 'settings.json');
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as { hooks: Record<string, Array<{ matcher?: string }>> };
    delete settings.hooks.SubagentStart;
    settings.hooks.PreToolUse = (settings.hooks.PreToolUse ?? []).filter((group) => group.matcher !== 'Agent');
    writeSettings(settingsFile, settings);
    const before = await doctor(f);
    expect(before.code, 'a missing subagent hook is a warning, not a failure').toBe(0);
    expect(before.check('hook-events')).toEqual({
      id: 'hook-events',
      status: 'warn',
      message: `user settings (${settingsFile}) lacks PreToolUse (subagents' lists ranked for their tasks), SubagentStart (the list for subagents)`,
      fix: `\`${SELF} install --dir ${f.project}\` adds them`,
    });
    await install(f);
    expect((await doctor(f)).check('hook-events')?.status).toBe('ok');
  });

  test('hook-events counts hooks as install adds them: 8, three of them on PreToolUse', async () => {
    const f = makeFixture();
    const installed = await runCli(['install', '--dir', f.ws, '--json'], { cwd: f.ws, home: f.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    const added = (JSON.parse(installed.stdout) as { changes: string[] }).changes.filter((line) => /^add \w+ hook: /.test(line));
    expect(added, installed.stdout).toHaveLength(8);
    expect((await doctor(f)).check('hook-events')).toMatchObject({
      status: 'ok',
      message: `all ${added.length} hooks registered, on UserPromptSubmit, SessionStart, PostToolUse, PreToolUse ×3, PreCompact, SubagentStart`,
    });
  });

  test('an install whose Read hook ran after a read (PostToolUse): doctor says PreToolUse lacks it, and install again moves it', async () => {
    const f = makeFixture();
    await install(f);
    const settingsFile = join(f.home, '.claude', 'settings.json');
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as { hooks: Record<string, Array<{ matcher?: string }>> };
    const read = (settings.hooks.PreToolUse ?? []).filter((group) => group.matcher === 'Read');
    settings.hooks.PreToolUse = (settings.hooks.PreToolUse ?? []).filter((group) => group.matcher !== 'Read');
    settings.hooks.PostToolUse = [...(settings.hooks.PostToolUse ?? []), ...read];
    writeSettings(settingsFile, settings);
    expect((await doctor(f)).check('hook-events')).toMatchObject({
      status: 'warn',
      message: `user settings (${settingsFile}) lacks PreToolUse (the count of memory files Claude reads, for stats, and the question before it reads one that looks like it holds a secret)`,
    });
    const ko = await doctor(f, f.project, { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.check('hook-events')?.status).toBe('warn');
    const table = await runCli(['doctor', '--dir', f.project], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(table.stdout).toContain('PreToolUse (Claude가 memory 파일을 읽은 횟수 기록 (stats)과, 비밀값이 있어 보이는 memory를 읽기 전의 확인)');
    await install(f);
    expect((await doctor(f)).check('hook-events')?.status).toBe('ok');
    const after = JSON.parse(readFileSync(settingsFile, 'utf8')) as { hooks: Record<string, Array<{ matcher?: string }>> };
    expect(after.hooks.PostToolUse?.map((group) => group.matcher)).toEqual(['Write|Edit|MultiEdit']);
  });

  test('the lint row counts files in agreement: none yet, 1 file, 2 files', async () => {
    const empty = makeFixture();
    rmSync(join(empty.ws, '.ai-core/data/memory/_global/docker.md'));
    await install(empty);
    expect((await doctor(empty)).check('lint')?.message).toBe('no memory files yet');
    const one = makeFixture();
    await install(one);
    expect((await doctor(one)).check('lint')?.message).toBe('1 memory file, valid');
    const table = await runCli(['doctor', '--dir', one.project], { cwd: one.project, home: one.home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(table.stdout).toContain('memory 파일 1개, 올바름');
    const two = makeFixture({ 'ws/.ai-core/data/memory/_global/pdf.md': '---\ntitle: PDF\ndescription: PDF로만 납품\n---\n본문\n' });
    await install(two);
    expect((await doctor(two)).check('lint')?.message).toBe('2 memory files, all valid');
  });

  test('the lint row names invalid files from the memory folder, one a line under the row', async () => {
    const f = makeFixture({
      'ws/.ai-core/data/memory/_global/broken.md': '---\ntitle: [x\n---\nbody\n',
      'ws/.ai-core/data/memory/_global/bare.md': 'no front matter\n',
    });
    await install(f);
    const row = (await doctor(f)).check('lint');
    expect(row?.status).toBe('fail');
    expect(row?.message.split('\n')).toEqual([
      '2 of 3 memory files are invalid:',
      expect.stringMatching(/^_global\/bare\.md: front-matter: /),
      expect.stringMatching(/^_global\/broken\.md: front-matter: front matter is not valid YAML at line 2/),
    ]);
    const table = await runCli(['doctor', '--dir', f.project], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    const lines = table.stdout.split('\n');
    const at = lines.findIndex((line) => line.includes('2 of 3 memory files are invalid:'));
    expect(lines[at + 1]).toMatch(/^ +_global\/bare\.md: /);
    expect(lines[at + 2]).toMatch(/^ +_global\/broken\.md: /);
    expect(lines[at + 3]).toMatch(/^ +fix: /);
  });

  test('the enabled plugin registers every hook; with nothing registered the check stays out of the table', async () => {
    const f = makeFixture();
    expect((await doctor(f)).check('hook-events'), 'nothing registered: the hook check speaks for it').toBeUndefined();
    writeSettings(join(f.home, '.claude', 'settings.json'), { enabledPlugins: { 'project-memory@pm-local': true } });
    writeSettings(join(f.home, '.claude', 'plugins', 'known_marketplaces.json'), {
      'pm-local': { source: { source: 'directory', path: REPO_ROOT }, installLocation: REPO_ROOT },
    });
    expect((await doctor(f)).check('hook-events')).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('PreToolUse ×3, PreCompact, SubagentStart'),
    });
  });

  test('the table: one row per check, a fix under each problem, exit 1 on a failure', async () => {
    const f = makeFixture();
    const result = await runCli(['doctor', '--dir', f.project], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(`project-memory doctor for a Claude Code launch in ${f.project}`);
    const hookRow = lines.findIndex((l) => /^✗ fail {2}hook /.test(l));
    expect(hookRow, result.stdout).toBeGreaterThan(0);
    expect(lines[hookRow + 1]?.trimStart().startsWith(`fix: \`${SELF} install --dir ${f.project}\``)).toBe(true);
    expect(result.stdout).toMatch(/\n\d+ failed, \d+ warnings?\n$/);
  });

  test('the table speaks Korean by default', async () => {
    const f = makeFixture();
    const result = await runCli(['doctor', '--dir', f.project], { cwd: f.project, home: f.home });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toContain(f.project);
    expect(result.stdout).toMatch(/[가-힣]/);
  });

  test('project settings at the workspace root are not read for a launch in a project folder', async () => {
    const f = makeFixture();
    await install(f, '--scope', 'project');
    const below = await doctor(f);
    expect(below.check('hook')).toMatchObject({
      status: 'fail',
      message: expect.stringContaining(
        `${join(f.ws, '.claude', 'settings.json')} also registers it, but Claude Code reads project settings only from the launch folder`,
      ),
    });
    const atRoot = await doctor(f, f.ws);
    expect(atRoot.check('hook')).toMatchObject({ status: 'ok', message: expect.stringContaining('project settings') });
  });

  test('a settings file that is not JSON fails with the reason', async () => {
    const f = makeFixture();
    writeSettings(join(f.home, '.claude', 'settings.json'), '{ "hooks": ');
    const { check } = await doctor(f);
    expect(check('settings')).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('user settings:'),
      fix: expect.stringContaining('skips an invalid settings file as a whole'),
    });
  });

  test('the fix for an invalid settings file says Claude Code warns at start-up, in both languages, never that it is silent', async () => {
    // Claude Code 2.1.328 prints "These settings files did not load … Invalid or malformed JSON" on stderr and skips the file
    const f = makeFixture();
    writeSettings(join(f.home, '.claude', 'settings.json'), '{ "hooks": ');
    const { check } = await doctor(f);
    expect(check('settings')?.fix).toContain('warning at start-up');
    expect(check('settings')?.fix).not.toContain('without a warning');
    const ko = await runCli(['doctor', '--dir', f.project], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain('시작할 때 경고');
    expect(ko.stdout).not.toContain('경고 없이');
  });

  test('a hook whose checkout moved away fails its run check, and install repairs it', async () => {
    const f = makeFixture();
    // installed from a checkout that was deleted since: the install record still knows the command
    const checkout = makeTempDir('pm-doctor-checkout-');
    cpSync(join(REPO_ROOT, 'plugin'), join(checkout, 'plugin'), { recursive: true });
    const installed = await runProcess(process.execPath, [join(checkout, 'plugin/dist/cli.cjs'), 'install', '--dir', f.ws], {
      cwd: f.ws,
      env: baseEnv(f.home),
      timeoutMs: 20_000,
    });
    expect(installed.code, installed.stderr).toBe(0);
    rmSync(checkout, { recursive: true, force: true });
    const gone = join(checkout, 'plugin/dist/hooks/user-prompt-submit.cjs');
    const before = await doctor(f);
    expect(before.check('hook')?.status).toBe('ok');
    expect(before.check('hook-run:user')).toMatchObject({
      status: 'fail',
      message: `${gone} does not exist: the hook exits without a word on every prompt, and the model gets no list`,
    });
    await install(f);
    expect((await doctor(f)).check('hook-run:user')?.status).toBe('ok');
  });

  test('a settings hook and the enabled plugin both run: warn, and say which to drop', async () => {
    const f = makeFixture();
    await install(f);
    // what `claude plugin marketplace add <repo>` + `claude plugin install` leave behind
    const settingsPath = join(f.home, '.claude', 'settings.json');
    const settings = JSON.parse(readFileSync(settingsPath, 'utf8')) as Record<string, unknown>;
    writeSettings(settingsPath, { ...settings, enabledPlugins: { 'project-memory@pm-local': true } });
    writeSettings(join(f.home, '.claude', 'plugins', 'known_marketplaces.json'), {
      'pm-local': { source: { source: 'directory', path: REPO_ROOT }, installLocation: REPO_ROOT },
    });
    const { check } = await doctor(f);
    expect(check('hook')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining(
        `registered twice (user settings (${settingsPath}) and plugin project-memory@pm-local (enabled in user settings; read in place from ${join(REPO_ROOT, 'plugin')}))`,
      ),
      fix: `keep one: \`${SELF} uninstall\` (the plugin stays), or \`claude plugin disable project-memory@pm-local\``,
    });
    expect(check('hook-run:user')?.status).toBe('ok');
    expect(check('hook-run:plugin')?.status).toBe('ok');
  });

  test('registered twice, one in a committed file running another copy: keep this copy, drop the project scope', async () => {
    const f = makeFixture();
    // a teammate's project-scope install from their copy, committed; then this user's local one
    const checkout = makeTempDir('pm-doctor-teammate-');
    cpSync(join(REPO_ROOT, 'plugin'), join(checkout, 'plugin'), { recursive: true });
    const theirs = await runProcess(process.execPath, [join(checkout, 'plugin/dist/cli.cjs'), 'install', '--scope', 'project', '--dir', f.project], {
      cwd: f.project,
      env: baseEnv(f.home),
      timeoutMs: 20_000,
    });
    expect(theirs.code, theirs.stderr).toBe(0);
    const mine = await runCli(['install', '--scope', 'local', '--force', '--dir', f.project], { cwd: f.project, home: f.home });
    expect(mine.code, mine.stderr).toBe(0);
    const { check } = await doctor(f);
    expect(check('hook')?.status).toBe('warn');
    expect(check('hook')?.fix).toMatch(/^keep one: `[^`]* uninstall --scope project[^`]*` removes the others$/);
  });

  test('a plugin whose marketplace folder is gone fails, naming the folder, though the plugin cache still holds a copy', async () => {
    const f = makeFixture();
    const gone = join(f.home, 'moved-away-clone');
    const cached = join(f.home, '.claude', 'plugins', 'cache', 'pm-local', 'project-memory', '0.2.0');
    cpSync(join(REPO_ROOT, 'plugin'), cached, { recursive: true });
    writeSettings(join(f.home, '.claude', 'settings.json'), { enabledPlugins: { 'project-memory@pm-local': true } });
    writeSettings(join(f.home, '.claude', 'plugins', 'known_marketplaces.json'), {
      'pm-local': { source: { source: 'directory', path: gone }, installLocation: gone },
    });
    writeSettings(join(f.home, '.claude', 'plugins', 'installed_plugins.json'), {
      version: 2,
      plugins: { 'project-memory@pm-local': [{ scope: 'user', installPath: cached, version: '0.2.0' }] },
    });
    const { check } = await doctor(f);
    expect(check('hook')).toMatchObject({
      status: 'fail',
      message: expect.stringContaining(`project-memory@pm-local is enabled, but its marketplace folder is gone, so Claude Code loads none of its hooks`),
      fix: expect.stringContaining('`claude plugin marketplace remove pm-local`, then `claude plugin marketplace add <its folder now>`'),
    });
    expect(check('hook')?.message).toContain(gone);
  });

  test('a plugin turned off in project settings does not count', async () => {
    const f = makeFixture();
    writeSettings(join(f.home, '.claude', 'settings.json'), { enabledPlugins: { 'project-memory@pm-local': true } });
    writeSettings(join(f.project, '.claude', 'settings.json'), { enabledPlugins: { 'project-memory@pm-local': false } });
    writeSettings(join(f.home, '.claude', 'plugins', 'known_marketplaces.json'), {
      'pm-local': { source: { source: 'directory', path: REPO_ROOT }, installLocation: REPO_ROOT },
    });
    expect((await doctor(f, f.ws)).check('hook')?.status).toBe('ok');
    expect((await doctor(f)).check('hook')?.status).toBe('fail');
  });

  test('two folders that derive one key are reported', async () => {
    const f = makeFixture({ 'ws/workspace--patent__how/': '', 'ws/.ai-core/data/memory/workspace--patent__how/': '' });
    const { check } = await doctor(f);
    expect(check('key-collisions')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining(`workspace--patent__how: ${join(f.ws, 'workspace--patent__how')}, ${f.project}`),
    });
  });

  test('two clones below, each a workspace of its own with one pinned key, share nothing: no collision', async () => {
    const f = makeFixture({
      'ws/a/.ai-core/data/memory/shop/': '',
      'ws/a/.project-memory-key': 'shop\n',
      'ws/b/.ai-core/data/memory/shop/': '',
      'ws/b/.project-memory-key': 'shop\n',
    });
    expect((await doctor(f, f.ws)).check('key-collisions')?.status).toBe('ok');
    // the same two folders keeping no memories of their own would read one folder of this workspace
    rmSync(join(f.ws, 'b', '.ai-core'), { recursive: true });
    rmSync(join(f.ws, 'a', '.ai-core'), { recursive: true });
    expect((await doctor(f, f.ws)).check('key-collisions')).toMatchObject({ status: 'warn', message: expect.stringContaining('shop (pinned)') });
  });

  test('outside any workspace the workspace check warns with its fix (the state before the first save); CLAUDE_CODE_DISABLE_AUTO_MEMORY counts as off', async () => {
    const f = makeFixture();
    const outside = makeTempDir('pm-doctor-outside-');
    const { check } = await doctor(f, outside, { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' });
    // the first save is the way in for everyone (a plugin user's install refuses to run the hooks twice)
    expect(check('workspace')).toMatchObject({
      status: 'warn',
      fix: `the first \`${SELF} save --dir ${outside}\` makes .ai-core/data/memory/ in ${outside}; without the plugin, \`${SELF} install --dir ${outside}\` makes it now`,
    });
    expect(check('auto-memory')).toMatchObject({ status: 'ok', message: 'off: CLAUDE_CODE_DISABLE_AUTO_MEMORY=1' });
    expect(check('key-collisions')).toBeUndefined();
    // doctor for another client gives that client's install: a plain one would set up Claude Code's hooks
    for (const client of ['codex', 'gemini']) {
      const other = await runCli(['doctor', '--client', client, '--dir', outside, '--json'], { cwd: outside, home: f.home });
      const row = (JSON.parse(other.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'workspace');
      expect(row?.fix).toBe(
        `the first \`${SELF} save --dir ${outside}\` makes .ai-core/data/memory/ in ${outside}; \`${SELF} install --client ${client} --dir ${outside}\` makes it now`,
      );
    }
  });
});

describe('doctor: the language', () => {
  test('says which language is used and where it came from', async () => {
    const f = makeFixture();
    expect((await doctor(f, f.project, { LANG: 'ko_KR.UTF-8' })).check('language')).toMatchObject({
      status: 'ok',
      message: 'ko, from the locale (LC_ALL, LC_MESSAGES, LANG)',
    });
    expect((await doctor(f, f.project, { PROJECT_MEMORY_LANG: 'en', LANG: 'ko_KR.UTF-8' })).check('language')?.message).toBe('en, from PROJECT_MEMORY_LANG');
  });

  test('reports a value that names no language, in the environment or the workspace config, and the values that exist', async () => {
    const f = makeFixture({ 'ws/.ai-core/project-memory.json': '{ "lang": "jp" }' });
    const { check } = await doctor(f, f.project, { PROJECT_MEMORY_LANG: 'fr' });
    expect(check('language')).toMatchObject({
      status: 'warn',
      message: `"lang": "jp" in ${join(f.ws, '.ai-core', 'project-memory.json')} and PROJECT_MEMORY_LANG=fr name no language of project-memory; using ko, from the default`,
      fix: 'use one of: ko, en',
    });
  });
});
