// `project-memory doctor --client codex|gemini` as a real process: what it says before and
// after install, and the mistakes that keep a client from showing the list without a word
// (an untrusted or changed Codex hook, Gemini hooks turned off, a memory folder read_file
// may not open).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, runCli, SELF } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

interface Check {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  message: string;
  fix?: string;
}

function fixture() {
  const root = tempTree({
    'ws/.ai-core/data/memory/_global/docker.md': '---\ntitle: Docker\ndescription: Docker 실행 중 브랜치 전환 시 403 발생\n---\n## 문제\n…\n',
    'ws/workspace/patent.how/src/': '',
  });
  const ws = join(root, 'ws');
  return { ws, project: join(ws, 'workspace', 'patent.how'), home: makeTempDir('pm-doctor-home-') };
}

type Fixture = ReturnType<typeof fixture>;

async function doctor(f: Fixture, client: string) {
  const result = await runCli(['doctor', '--client', client, '--dir', f.project, '--json'], {
    cwd: f.project,
    home: f.home,
    env: { PROJECT_MEMORY_LANG: 'en' },
  });
  const report = JSON.parse(result.stdout) as { ok: boolean; checks: Check[] };
  return { ...result, report, check: (id: string) => report.checks.find((c) => c.id === id) };
}

async function install(f: Fixture, ...args: string[]): Promise<void> {
  const result = await runCli(['install', '--dir', f.ws, ...args], { cwd: f.ws, home: f.home });
  expect(result.code, `install failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
}

beforeAll(() => assertBuilt());

describe('doctor --client codex', () => {
  test('before install: the hook row fails and names the install command; no row about Claude Code', async () => {
    const f = fixture();
    const { code, check, report } = await doctor(f, 'codex');
    expect(code).toBe(1);
    expect(check('hook')).toMatchObject({ status: 'fail', fix: `\`${SELF} install --client codex --dir ${f.project}\`` });
    expect(check('auto-memory')).toBeUndefined();
    expect(report.checks.map((c) => c.id)).toContain('workspace');
  });

  test('installed but not trusted: Codex would skip the hooks without a word, and doctor fails on it; --trust-hooks fixes it', async () => {
    const f = fixture();
    await install(f, '--client', 'codex');
    const before = await doctor(f, 'codex');
    expect(before.code).toBe(1);
    expect(before.check('hook')?.status).toBe('ok');
    expect(before.check('hook-events')?.status).toBe('ok');
    expect(before.check('hook-trust')).toMatchObject({ status: 'fail', message: expect.stringContaining('Codex skips 3 project-memory hooks') });
    expect(before.check('hook-trust')?.fix).toContain('/hooks');
    // the install it names is for the folder doctor looked at, not wherever it is pasted
    expect(before.check('hook-trust')?.fix).toContain(`\`${SELF} install --client codex --dir ${f.project} --trust-hooks\``);
    // the hook itself works: a sample run on Codex's stdin, under Codex's cap
    expect(before.check('hook-run:user')).toMatchObject({ status: 'ok', message: expect.stringContaining('exit 0') });

    await install(f, '--client', 'codex', '--trust-hooks');
    const after = await doctor(f, 'codex');
    expect(after.check('hook-trust')).toMatchObject({ status: 'ok' });
    expect(after.code).toBe(0);
  });

  test('an install from before the hook on its shell lacks PreToolUse, said for what it does; install adds it', async () => {
    const f = fixture();
    await install(f, '--client', 'codex', '--trust-hooks');
    const hooks = join(f.home, '.codex', 'hooks.json');
    const settings = JSON.parse(readFileSync(hooks, 'utf8'));
    delete settings.hooks.PreToolUse;
    writeFileSync(hooks, JSON.stringify(settings, null, 2));
    const { check } = await doctor(f, 'codex');
    expect(check('hook-events')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining(
        "lacks PreToolUse (its shell's reads of memories counted, and one of a memory that looks like it holds a secret refused)",
      ),
    });
    await install(f, '--client', 'codex', '--trust-hooks');
    expect((await doctor(f, 'codex')).check('hook-events')?.status).toBe('ok');
  });

  test('a trusted hook edited since (its timeout raised) is "changed since it was trusted": Codex skips it too', async () => {
    const f = fixture();
    await install(f, '--client', 'codex', '--trust-hooks');
    const hooks = join(f.home, '.codex', 'hooks.json');
    const settings = JSON.parse(readFileSync(hooks, 'utf8'));
    settings.hooks.UserPromptSubmit[0].hooks[0].timeout = 30;
    writeFileSync(hooks, JSON.stringify(settings, null, 2));
    const { check } = await doctor(f, 'codex');
    expect(check('hook-trust')).toMatchObject({ status: 'fail', message: expect.stringContaining('UserPromptSubmit (changed since it was trusted)') });
  });

  test("a hooks.json Codex cannot read fails the settings row with the reason, in the reader's language", async () => {
    const f = fixture();
    const hooks = join(f.home, '.codex', 'hooks.json');
    mkdirSync(join(f.home, '.codex'), { recursive: true });
    writeFileSync(hooks, '{ "hooks": ');
    const { check } = await doctor(f, 'codex');
    expect(check('settings')).toMatchObject({
      status: 'fail',
      message: expect.stringContaining(`user: ${hooks} is not valid JSON`),
      fix: 'fix the file: Codex cannot read the hooks in it',
    });
    // the table in Korean words the file's error in Korean too, as for Claude Code's settings
    const ko = await runCli(['doctor', '--client', 'codex', '--dir', f.project], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    const row = ko.stdout.split('\n').find((line) => line.includes(hooks)) ?? '';
    expect(row).toContain('올바른 JSON이 아닙니다');
    expect(row).not.toContain('is not valid JSON');
    // the hook row's fix starts with that file: install refuses to write into it, and a hook in it may be there already
    expect(check('hook')).toMatchObject({
      status: 'fail',
      fix: expect.stringMatching(new RegExp(`^fix ${hooks} first \\(the settings row says what is wrong\\).*install --client codex`)),
    });
    const refused = await runCli(['install', '--client', 'codex', '--dir', f.project], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${hooks} is not valid JSON`);
  });
});

describe('doctor --client gemini', () => {
  test("installed at the top, launched below it: the hooks ok; read_file may open the memory folder once the install doctor names, run for the launch folder, adds it to that folder's settings", async () => {
    const f = fixture();
    await install(f, '--client', 'gemini');
    const before = await doctor(f, 'gemini');
    expect(before.code, before.stdout).toBe(0);
    expect(before.check('hook')?.status).toBe('ok');
    expect(before.check('hooks-enabled')?.status).toBe('ok');
    expect(before.check('hook-run:user')).toMatchObject({ status: 'ok' });
    // the user-scope install in use adds it there: no --scope project (whose file would hold this machine's hook paths)
    const fix = `\`${SELF} install --client gemini --dir ${f.project}\``;
    expect(before.check('read')).toMatchObject({
      status: 'warn',
      fix: expect.stringContaining(`${fix} adds it to .gemini/settings.json in the launch folder`),
    });
    // the fix, pasted as printed: the launch folder's own settings name the folder, relative to it
    const pasted = await runCli(fix.slice(1, -1).split(' ').slice(SELF.split(' ').length), { cwd: f.project, home: f.home });
    expect(pasted.code, pasted.stderr).toBe(0);
    const after = await doctor(f, 'gemini');
    expect(after.check('read')).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('../../.ai-core/data/memory is in context.includeDirectories'),
    });
    expect(after.check('include-dirs')).toMatchObject({ status: 'ok' });
    // that file names no hook and no path of this machine: fit to commit
    expect(JSON.parse(readFileSync(join(f.project, '.gemini', 'settings.json'), 'utf8'))).toEqual({
      context: { includeDirectories: ['../../.ai-core/data/memory'] },
    });
  });

  test('hooks turned off by name in hooksConfig.disabled: named, with the fix', async () => {
    const f = fixture();
    await install(f, '--client', 'gemini');
    const path = join(f.home, '.gemini', 'settings.json');
    const settings = JSON.parse(readFileSync(path, 'utf8'));
    settings.hooksConfig = { disabled: ['project-memory'] };
    writeFileSync(path, JSON.stringify(settings, null, 2));
    const { code, check } = await doctor(f, 'gemini');
    expect(code).toBe(1);
    expect(check('hooks-enabled')).toMatchObject({ status: 'fail', message: expect.stringContaining('hooksConfig.disabled names "project-memory"') });
  });

  test('an includeDirectories entry naming a folder that is gone (Gemini then stops at startup in every folder): a failure, with the fix', async () => {
    const f = fixture();
    await install(f, '--client', 'gemini');
    const path = join(f.home, '.gemini', 'settings.json');
    const settings = JSON.parse(readFileSync(path, 'utf8'));
    const gone = join(makeTempDir('pm-gone-'), 'clone', '.ai-core', 'data', 'memory');
    settings.context = { includeDirectories: [gone] };
    writeFileSync(path, JSON.stringify(settings, null, 2));
    const { code, check } = await doctor(f, 'gemini');
    expect(code).toBe(1);
    expect(check('include-dirs')).toMatchObject({
      status: 'fail',
      message: `context.includeDirectories in ${path} names ${gone}, and ${gone} is not a folder: Gemini stops at startup (Directory does not exist) in every folder`,
      fix: `remove "${gone}" from context.includeDirectories in ${path}`,
    });
  });

  test('an install from before AfterTool: doctor says reads go uncounted, and install again adds it', async () => {
    const f = fixture();
    await install(f, '--client', 'gemini');
    const path = join(f.home, '.gemini', 'settings.json');
    const installed = readFileSync(path, 'utf8');
    const settings = JSON.parse(installed);
    delete settings.hooks.AfterTool;
    writeFileSync(path, `${JSON.stringify(settings, null, 2)}\n`);
    expect((await doctor(f, 'gemini')).check('hook-events')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining('lacks AfterTool (reads of memories counted for stats and ranking)'),
      fix: expect.stringContaining('install --client gemini'),
    });
    await runCli(['install', '--client', 'gemini', '--dir', f.ws], { cwd: f.ws, home: f.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(JSON.parse(installed));
  });

  test('an install from before BeforeModel: doctor names it, install again adds it (and only it), a third changes nothing, uninstall takes it away', async () => {
    const f = fixture();
    await install(f, '--client', 'gemini');
    const path = join(f.home, '.gemini', 'settings.json');
    const installed = readFileSync(path, 'utf8');
    const settings = JSON.parse(installed);
    expect(settings.hooks.BeforeModel[0].hooks[0]).toMatchObject({ name: 'project-memory', command: expect.stringContaining('before-model.cjs gemini') });
    delete settings.hooks.BeforeModel;
    writeFileSync(path, `${JSON.stringify(settings, null, 2)}\n`);
    expect((await doctor(f, 'gemini')).check('hook-events')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining('lacks BeforeModel (the full list again after a compression)'),
      fix: expect.stringContaining('install --client gemini'),
    });

    const again = await runCli(['install', '--client', 'gemini', '--dir', f.ws], { cwd: f.ws, home: f.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(again.stdout).toContain('BeforeModel');
    const readded = readFileSync(path, 'utf8');
    expect(JSON.parse(readded)).toEqual(JSON.parse(installed));
    expect((await doctor(f, 'gemini')).check('hook-events')).toMatchObject({
      status: 'ok',
      message: 'all 5 hooks registered: BeforeAgent, SessionStart, BeforeModel, BeforeTool, AfterTool',
    });
    const third = await runCli(['install', '--client', 'gemini', '--dir', f.ws], { cwd: f.ws, home: f.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(third.stdout).not.toContain('BeforeModel');
    // BeforeModel now comes after AfterTool, where install appended it
    expect(readFileSync(path, 'utf8')).toBe(readded);

    const removed = await runCli(['uninstall', '--client', 'gemini', '--dir', f.ws], { cwd: f.ws, home: f.home });
    expect(removed.code, removed.stderr).toBe(0);
    // the file install made goes with it
    expect(existsSync(path) ? readFileSync(path, 'utf8') : '').not.toContain('before-model');
  });

  test('the table names the client it checks', async () => {
    const f = fixture();
    const r = await runCli(['doctor', '--client', 'gemini', '--dir', f.project], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(r.stdout.split('\n')[0]).toContain(`project-memory doctor for a Gemini CLI launch in ${f.project}`);
  });
});

describe('plain doctor after an install for Codex or Gemini CLI alone', () => {
  async function plainDoctor(f: Fixture, lang = 'en') {
    const result = await runCli(['doctor', '--dir', f.project, '--json'], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: lang } });
    const report = JSON.parse(result.stdout) as { ok: boolean; checks: Check[] };
    return { ...result, report, check: (id: string) => report.checks.find((c) => c.id === id) };
  }

  test('with Codex and Gemini CLI installed, the hook row names both doctors and says they check those installs', async () => {
    const f = fixture();
    await install(f, '--client', 'codex', '--trust-hooks');
    await install(f, '--client', 'gemini');
    const { check } = await plainDoctor(f);
    expect(check('hook')?.fix).toBe(
      `\`${SELF} doctor --client codex --dir ${f.project}\` and \`${SELF} doctor --client gemini --dir ${f.project}\` check those installs; for Claude Code too, \`${SELF} install --dir ${f.project}\``,
    );
  });

  test.each([
    ['codex', 'Codex', '.codex/hooks.json', ['--trust-hooks']],
    ['gemini', 'Gemini CLI', '.gemini/settings.json', []],
  ])('%s: no failed install, the hook row names that install and its doctor, and no Claude Code auto memory row', async (client, name, file, extra) => {
    const f = fixture();
    await install(f, '--client', client, ...extra);
    const { code, check, report } = await plainDoctor(f);
    expect(code, JSON.stringify(report, null, 2)).toBe(0);
    expect(check('hook')).toMatchObject({
      status: 'warn',
      message: `no hook for a Claude Code launch in ${f.project}: project-memory is installed for ${name} (user settings: ${join(f.home, file)}), which doctor checks with --client`,
      fix: `\`${SELF} doctor --client ${client} --dir ${f.project}\` checks that install; for Claude Code too, \`${SELF} install --dir ${f.project}\``,
    });
    expect(check('auto-memory')).toBeUndefined();
    const ko = await runCli(['doctor', '--dir', f.project], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.code).toBe(0);
    expect(ko.stdout).toContain(`Claude Code용 hook이 없습니다 (시작 폴더: ${f.project}). project-memory는 ${name} (사용자 설정:`);
    expect(ko.stdout).toContain(`그 설치를 검사하는 명령: \`${SELF} doctor --client ${client} --dir ${f.project}\``);
  });

  test('with no install for any client the hook row still fails and names the install for Claude Code', async () => {
    const f = fixture();
    const { code, check } = await plainDoctor(f);
    expect(code).toBe(1);
    expect(check('hook')).toMatchObject({ status: 'fail', fix: expect.stringContaining(`\`${SELF} install --dir ${f.project}\``) });
    expect(check('auto-memory')?.status).toBe('warn');
  });

  test('installed for Claude Code and Codex both: the rows about Claude Code are as for Claude Code alone', async () => {
    const f = fixture();
    await install(f);
    const alone = await plainDoctor(f);
    await install(f, '--client', 'codex', '--trust-hooks');
    const both = await plainDoctor(f);
    expect(both.check('hook')).toEqual(alone.check('hook'));
    expect(both.check('hook')?.status).toBe('ok');
    expect(both.check('auto-memory')).toEqual(alone.check('auto-memory'));
  });
});
