// Hooks an install registered from another copy of project-memory (an older npm prefix,
// another Node under nvm) went on running that copy while this copy's doctor said every
// row was ok. The built CLI and a copy of the plugin folder, as real processes.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtCliPath } from '../../lib/io/package-paths.js';
import { assertBuilt, PLUGIN_ROOT, runCli } from '../support/built.js';
import { baseEnv, runProcess } from '../support/process.js';
import { makeTempDir, tempTree } from '../support/temp.js';

interface Check {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  message: string;
  fix?: string;
}

beforeAll(() => assertBuilt());

function setUp() {
  const other = join(tempTree(), 'old-prefix', 'plugin');
  cpSync(PLUGIN_ROOT, other, { recursive: true });
  const home = makeTempDir('pm-copy-home-');
  const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
  const otherCli = (args: string[]) => runProcess(process.execPath, [builtCliPath(other), ...args], { cwd: ws, env: baseEnv(home), timeoutMs: 20_000 });
  return { other, home, ws, otherCli };
}

async function copyRow(home: string, ws: string, client = 'claude'): Promise<Check | undefined> {
  const r = await runCli(['doctor', '--client', client, '--dir', ws, '--json'], { cwd: ws, home });
  return (JSON.parse(r.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'hook-copy');
}

describe('hooks registered from another copy of project-memory', () => {
  it.each(['claude', 'codex'])(
    '%s: doctor of this copy warns and names the install that points them here; the fix works; that copy says nothing',
    async (client) => {
      const { other, home, ws, otherCli } = setUp();
      expect((await otherCli(['install', '--client', client, '--dir', ws])).code).toBe(0);
      const row = await copyRow(home, ws, client);
      expect(row).toMatchObject({
        status: 'warn',
        message: expect.stringContaining(`the hooks run the copy of project-memory in ${other}, and this command is the one in ${PLUGIN_ROOT}`),
      });
      expect(row?.fix).toContain(`install${client === 'claude' ? '' : ` --client ${client}`} --dir ${ws}`);
      const otherDoctor = await otherCli(['doctor', '--client', client, '--dir', ws, '--json']);
      expect((JSON.parse(otherDoctor.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'hook-copy')).toBeUndefined();
      expect((await runCli(['install', '--client', client, '--dir', ws], { cwd: ws, home })).code).toBe(0);
      expect(await copyRow(home, ws, client)).toBeUndefined();
    },
  );

  it('installed in project settings: the fix is the project install, which re-points them rather than registering them twice, and, the file being committed, what a team does instead', async () => {
    const { home, ws, otherCli } = setUp();
    expect((await otherCli(['install', '--scope', 'project', '--dir', ws])).code).toBe(0);
    const row = await copyRow(home, ws);
    expect(row?.fix).toContain(`install --scope project --dir ${ws}`);
    // the file is committed: in a team, each person's own settings, and the shared entry out
    expect(row?.fix).toContain(`install --scope local --dir ${ws}`);
    expect(row?.fix).toContain(`uninstall --scope project --dir ${ws}`);
    expect(row?.fix).toContain('.claude/settings.json is committed');
    expect((await runCli(['install', '--scope', 'project', '--dir', ws], { cwd: ws, home })).code).toBe(0);
    expect(await copyRow(home, ws)).toBeUndefined();
    const r = await runCli(['doctor', '--dir', ws, '--json'], { cwd: ws, home });
    expect((JSON.parse(r.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'hook')?.status).toBe('ok');
  });
});
