// A setting of the user's that keeps Codex or Gemini CLI from running any hook: install
// said the list appears from the next prompt, and Codex's doctor said all checks passed.
// The built CLI as a real process, with real config files in a temporary HOME.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

interface Check {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  message: string;
  fix?: string;
}

function homeWith(files: Record<string, string>): { home: string; ws: string } {
  const home = makeTempDir('pm-off-home-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(home, path, '..'), { recursive: true });
    writeFileSync(join(home, path), text);
  }
  return { home, ws: tempTree({ 'ws/.ai-core/data/memory/_global/': '' }) };
}

async function hooksRow(home: string, ws: string, client: string): Promise<Check | undefined> {
  const r = await runCli(['doctor', '--client', client, '--dir', ws, '--json'], { cwd: ws, home });
  return (JSON.parse(r.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'hooks-enabled');
}

beforeAll(() => assertBuilt());

describe("Codex's hooks feature turned off in config.toml", () => {
  it.each([
    ['[features]\nhooks = false\n', 'hooks', 2],
    ['model = "o4"\n\n[features]\ncodex_hooks = false # the older name\n', 'codex_hooks', 4],
    ['features.hooks = false\n\n[projects."/srv"]\ntrust_level = "trusted"\n', 'features.hooks', 1],
    ['features = { web_search = true, hooks = false }\n', 'features.hooks', 1],
  ])('%j: install says so at once, and doctor fails its row, naming the line', async (config, key, line) => {
    const { home, ws } = homeWith({ '.codex/config.toml': config });
    const installed = await runCli(['install', '--client', 'codex', '--trust-hooks', '--dir', ws], { cwd: ws, home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(installed.code, installed.stderr).toBe(0);
    const where = `${join(home, '.codex', 'config.toml')}:${line}`;
    expect(installed.stdout).toContain(`${key} = false at ${where} turns Codex's hooks feature off`);
    expect(await hooksRow(home, ws, 'codex')).toMatchObject({ status: 'fail', message: expect.stringContaining(where) });
    const ko = await runCli(['doctor', '--client', 'codex', '--dir', ws], { cwd: ws, home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain(`${where}의 ${key} = false가 Codex의 hooks 기능을 끔`);
  });

  it('hooks = true, or a features table without it, is no reason: the row is ok and install says nothing of it', async () => {
    // `hooks` decides where it is set: Codex 0.169.0's `codex features list` says on for the first
    for (const config of [
      '[features]\nhooks = true\ncodex_hooks = false\n',
      '[features]\nhooks = true\n',
      '[features]\nweb_search = false\n',
      '[other]\nfeatures.hooks = false\n',
    ]) {
      const { home, ws } = homeWith({ '.codex/config.toml': config });
      const installed = await runCli(['install', '--client', 'codex', '--trust-hooks', '--dir', ws], { cwd: ws, home, env: { PROJECT_MEMORY_LANG: 'en' } });
      expect(installed.stdout).not.toContain('hooks feature off');
      expect((await hooksRow(home, ws, 'codex'))?.status, config).toBe('ok');
    }
  });
});

describe("Gemini CLI's hooks turned off in its settings", () => {
  it('install says so at once, as doctor does', async () => {
    const { home, ws } = homeWith({ '.gemini/settings.json': '{ "hooksConfig": { "enabled": false } }\n' });
    const installed = await runCli(['install', '--client', 'gemini', '--dir', ws], { cwd: ws, home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(installed.code, installed.stderr).toBe(0);
    expect(installed.stdout).toContain(`hooksConfig.enabled is false in ${join(home, '.gemini', 'settings.json')}: Gemini runs no hook at all`);
    expect((await hooksRow(home, ws, 'gemini'))?.status).toBe('fail');
  });

  it('a dry run, or hooks left on, says nothing of it', async () => {
    const off = homeWith({ '.gemini/settings.json': '{ "hooksConfig": { "enabled": false } }\n' });
    const dry = await runCli(['install', '--client', 'gemini', '--dry-run', '--dir', off.ws], {
      cwd: off.ws,
      home: off.home,
      env: { PROJECT_MEMORY_LANG: 'en' },
    });
    expect(dry.stdout).not.toContain('runs no hook at all');
    const on = homeWith({ '.gemini/settings.json': '{ "hooksConfig": { "enabled": true } }\n' });
    const installed = await runCli(['install', '--client', 'gemini', '--dir', on.ws], { cwd: on.ws, home: on.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(installed.stdout).not.toContain('runs no hook at all');
  });
});
