// doctor's fix for a missing hook is a command to paste, and the user pastes it where they
// ran doctor, which need not be the folder doctor checked (--dir). The fix named no folder:
// pasted as is, install registered the hooks but set up the memory folder of the folder it
// was pasted in (for Gemini CLI, the include of that one too), and the launch doctor checked
// still had none. Regression: the fix is run as printed, from elsewhere, and doctor again.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { baseEnv, runProcess } from '../support/process.js';
import { makeTempDir, tempTree } from '../support/temp.js';

interface Check {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  fix?: string;
}

async function checks(client: string, dir: string, cwd: string, home: string): Promise<Map<string, Check>> {
  const r = await runCli(['doctor', '--client', client, '--dir', dir, '--json'], { cwd, home, env: { PROJECT_MEMORY_LANG: 'en' } });
  const report = JSON.parse(r.stdout) as { checks: Check[] };
  return new Map(report.checks.map((c) => [c.id, c]));
}

beforeAll(() => assertBuilt());

describe("doctor's fix for a hook not registered, pasted where doctor ran", () => {
  test.each(['claude', 'codex', 'gemini'])('--client %s: fixes the launch doctor checked, and sets up nothing where it was pasted', async (client) => {
    const home = makeTempDir('pm-pasted-home-');
    const project = tempTree({ 'src/': '' });
    const elsewhere = tempTree();
    const before = await checks(client, project, elsewhere, home);
    expect(before.get('hook')?.status).toBe('fail');
    // the first command of the fix, in its backticks, as the user would copy it
    const command = /`([^`]+)`/.exec(before.get('hook')?.fix ?? '')?.[1];
    expect(command).toBeDefined();
    const pasted = await runProcess('sh', ['-c', command as string], {
      cwd: elsewhere,
      env: { ...baseEnv(home), PROJECT_MEMORY_LANG: 'en' },
      timeoutMs: 30_000,
    });
    expect(pasted.code, pasted.stderr).toBe(0);

    expect(existsSync(join(elsewhere, '.ai-core')), 'no memory folder where the fix was pasted').toBe(false);
    const after = await checks(client, project, elsewhere, home);
    expect(after.get('hook')?.status).toBe('ok');
    expect(after.get('workspace')?.status).toBe('ok');
    if (client === 'gemini') expect(after.get('read')?.status).toBe('ok');
  });
});
