// Can Claude Code open a memory the list names without asking? From a project below the
// folder that holds `.ai-core/`, its Read tool asks first and `claude -p` cannot ask:
// install adds a rule to permissions.allow, uninstall takes it back, and doctor says
// whether a rule is there, with the install that adds it. The built CLI as a real process.
import { spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
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
  return { ws, project: join(ws, 'workspace', 'patent.how'), home: makeTempDir('pm-read-home-'), memoryRoot: join(ws, '.ai-core', 'data', 'memory') };
}

type Fixture = ReturnType<typeof fixture>;

async function readRow(f: Fixture, dir: string): Promise<Check | undefined> {
  const result = await runCli(['doctor', '--dir', dir, '--json'], { cwd: dir, home: f.home });
  return (JSON.parse(result.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'read');
}

/**
 * The user settings without our Read hook, which lets the workspace's memories be read without
 * asking (lib/hook/memory-read.ts): the rules alone decide, as for an install from before it.
 */
const settingsOf = (f: { home: string }, readHook = false) => {
  const settings = JSON.parse(readFileSync(join(f.home, '.claude', 'settings.json'), 'utf8'));
  if (!readHook && settings.hooks?.PreToolUse)
    settings.hooks.PreToolUse = settings.hooks.PreToolUse.filter((group: unknown) => !JSON.stringify(group).includes('memory-read.cjs'));
  return settings;
};

beforeAll(() => assertBuilt());

describe('Claude Code reading the memory folder from a launch below it', () => {
  test('install adds the rule, doctor finds it; without it doctor warns and names the install that adds it back', async () => {
    const f = fixture();
    const installed = await runCli(['install', '--dir', f.ws], { cwd: f.ws, home: f.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(installed.code, installed.stderr).toBe(0);
    const rule = `Read(/${f.memoryRoot}/**)`;
    expect(installed.stdout).toContain(`added ${rule} to permissions.allow`);
    expect(settingsOf(f).permissions.allow).toEqual([rule]);
    expect(await readRow(f, f.project)).toMatchObject({ status: 'ok', message: expect.stringContaining(rule) });
    // a launch at the workspace root has the memory folder inside it: nothing to say
    expect(await readRow(f, f.ws)).toBeUndefined();

    // no rule, the Read hook registered: it allows the read
    const hooked = settingsOf(f, true);
    hooked.permissions.allow = [];
    writeFileSync(join(f.home, '.claude', 'settings.json'), JSON.stringify(hooked, null, 2));
    expect(await readRow(f, f.project)).toMatchObject({ status: 'ok', message: 'Claude Code reads the memories without asking: the Read hook allows them' });

    const settings = settingsOf(f);
    settings.permissions.allow = [];
    writeFileSync(join(f.home, '.claude', 'settings.json'), JSON.stringify(settings, null, 2));
    const asks = await readRow(f, f.project);
    expect(asks).toMatchObject({ status: 'warn', message: expect.stringContaining('claude -p cannot ask') });
    const ko = await runCli(['doctor', '--dir', f.project], { cwd: f.project, home: f.home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain('claude -p는 물을 수 없어 읽기가 거부됩니다');
    // the fix it names runs as printed, from anywhere, and puts the rule back
    const command = /`([^`]+)`/.exec(asks?.fix ?? '')?.[1] ?? '';
    expect(command).toContain(`install --dir ${f.project}`);
    const fixed = spawnSync('sh', ['-c', command], { cwd: f.home, env: { PATH: process.env.PATH ?? '', HOME: f.home }, encoding: 'utf8' });
    expect(fixed.status, fixed.stderr).toBe(0);
    expect(settingsOf(f).permissions.allow).toEqual([rule]);
    expect((await readRow(f, f.project))?.status).toBe('ok');
  });

  test('a rule of the user that covers the folder counts, and so does an additional directory; uninstall takes back only its own rule', async () => {
    const f = fixture();
    expect((await runCli(['install', '--dir', f.ws], { cwd: f.ws, home: f.home })).code).toBe(0);
    const settings = settingsOf(f);
    settings.permissions = { allow: ['Bash(ls:*)', `Read(/${f.ws}/**)`], additionalDirectories: [] };
    writeFileSync(join(f.home, '.claude', 'settings.json'), JSON.stringify(settings, null, 2));
    expect(await readRow(f, f.project)).toMatchObject({ status: 'ok', message: expect.stringContaining(`Read(/${f.ws}/**)`) });
    settings.permissions = { additionalDirectories: [f.memoryRoot] };
    writeFileSync(join(f.home, '.claude', 'settings.json'), JSON.stringify(settings, null, 2));
    expect(await readRow(f, f.project)).toMatchObject({ status: 'ok', message: expect.stringContaining(f.memoryRoot) });

    // the user's own rule for the folder, there before install: install adds none and uninstall leaves it
    const own = fixture();
    const rule = `Read(/${own.memoryRoot}/**)`;
    const ownSettings = join(own.home, '.claude', 'settings.json');
    spawnSync('mkdir', ['-p', join(own.home, '.claude')]);
    writeFileSync(ownSettings, `${JSON.stringify({ permissions: { allow: [rule] } }, null, 2)}\n`);
    expect((await runCli(['install', '--dir', own.ws], { cwd: own.ws, home: own.home })).code).toBe(0);
    expect(settingsOf(own).permissions.allow).toEqual([rule]);
    expect((await runCli(['uninstall'], { cwd: own.ws, home: own.home })).code).toBe(0);
    expect(settingsOf(own).permissions.allow).toEqual([rule]);
  });

  test('through a symbolic link, install allows the path and where it leads, and doctor wants both; a deny rule wins; ~ counts as HOME', async () => {
    const f = fixture();
    const link = join(tempTree(), 'linked');
    symlinkSync(f.ws, link);
    const installed = await runCli(['install', '--dir', link], { cwd: link, home: f.home });
    expect(installed.code, installed.stderr).toBe(0);
    const viaLink = join(link, '.ai-core', 'data', 'memory');
    expect(settingsOf(f).permissions.allow).toEqual([`Read(/${viaLink}/**)`, `Read(/${f.memoryRoot}/**)`]);
    const project = join(link, 'workspace', 'patent.how');
    expect((await readRow(f, project))?.status).toBe('ok');
    const write = (permissions: unknown) => {
      const settings = settingsOf(f);
      settings.permissions = permissions;
      writeFileSync(join(f.home, '.claude', 'settings.json'), JSON.stringify(settings, null, 2));
    };
    // the link's path alone: Claude Code still asks (it checks where the link leads too)
    write({ allow: [`Read(/${viaLink}/**)`] });
    expect((await readRow(f, project))?.status).toBe('warn');
    write({ allow: ['Read'], deny: [`Read(/${f.ws}/**)`] });
    expect(await readRow(f, project)).toMatchObject({
      status: 'warn',
      message: expect.stringContaining(`Read(/${f.ws}/**) in ${join(f.home, '.claude', 'settings.json')} covers`),
    });
    write({ allow: ['Read(~/**)'] });
    expect((await readRow(f, project))?.status).toBe('warn');
    // uninstall takes both rules back and leaves nothing of permissions it made
    write({ allow: [`Read(/${viaLink}/**)`, `Read(/${f.memoryRoot}/**)`] });
    expect((await runCli(['uninstall'], { cwd: link, home: f.home })).code).toBe(0);
  });

  test('a memory folder no rule can name: install says so, and doctor names permissions.additionalDirectories', async () => {
    const root = tempTree({ 'Dropbox (Personal)/ws/.ai-core/data/memory/_global/': '', 'Dropbox (Personal)/ws/app/': '' });
    const ws = join(root, 'Dropbox (Personal)', 'ws');
    const home = makeTempDir('pm-read-home-');
    const installed = await runCli(['install', '--dir', ws], { cwd: ws, home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(installed.code, installed.stderr).toBe(0);
    const memoryRoot = join(ws, '.ai-core', 'data', 'memory');
    expect(installed.stdout).toContain(`add "${memoryRoot}" to permissions.additionalDirectories`);
    writeFileSync(join(home, '.claude', 'settings.json'), JSON.stringify(settingsOf({ home }), null, 2));
    const r = await runCli(['doctor', '--dir', join(ws, 'app'), '--json'], { cwd: ws, home });
    const row = (JSON.parse(r.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'read');
    expect(row).toMatchObject({ status: 'warn', fix: expect.stringContaining('permissions.additionalDirectories') });
  });
});
