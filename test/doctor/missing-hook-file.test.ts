// A registered hook whose file is gone fails on every prompt. doctor says so whether or not
// Claude Code trusts the folder yet, and its fix fits where the path points: a checkout is
// built, an installed package that was removed is installed again.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT, runCli, SELF } from '../support/built.js';
import { baseEnv, runProcess } from '../support/process.js';
import { makeTempDir, tempTree } from '../support/temp.js';

interface Check {
  id: string;
  status: string;
  message: string;
  fix?: string;
}

/** The plugin folder copied where `npm install -g --prefix P` or a clone puts it, and installed from there. */
async function installFrom(packageDir: string, home: string, ws: string, scope: string): Promise<string> {
  cpSync(join(REPO_ROOT, 'plugin'), join(packageDir, 'plugin'), { recursive: true });
  const cli = join(packageDir, 'plugin/dist/cli.cjs');
  const r = await runProcess(process.execPath, [cli, 'install', '--scope', scope, '--dir', ws], { cwd: ws, env: baseEnv(home), timeoutMs: 20_000 });
  expect(r.code, r.stderr).toBe(0);
  return join(packageDir, 'plugin/dist/hooks/user-prompt-submit.cjs');
}

async function doctor(home: string, ws: string, lang = 'en'): Promise<(id: string) => Check | undefined> {
  const r = await runCli(['doctor', '--json', '--dir', ws], { cwd: ws, home, env: { PROJECT_MEMORY_LANG: lang } });
  const checks = (JSON.parse(r.stdout) as { checks: Check[] }).checks;
  return (id) => checks.find((c) => c.id === id);
}

const trust = (home: string, ws: string) => writeFileSync(join(home, '.claude.json'), JSON.stringify({ projects: { [ws]: { hasTrustDialogAccepted: true } } }));

describe('doctor: a registered hook file that is gone', () => {
  test('in a folder Claude Code does not trust yet: the run row fails on the missing file instead of only saying it was not run', async () => {
    const home = makeTempDir('pm-missing-home-');
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const prefix = makeTempDir('pm-missing-prefix-');
    const gone = await installFrom(join(prefix, 'lib/node_modules/project-memory-hooks'), home, ws, 'project');
    rmSync(join(prefix, 'lib'), { recursive: true, force: true });
    const check = await doctor(home, ws);
    expect(check('hook-run:project')).toMatchObject({
      status: 'fail',
      message: `${gone} does not exist: the hook exits without a word on every prompt, and Claude gets no list`,
    });
  });

  test('an installed package that was removed: install again, or uninstall; no build advice', async () => {
    const home = makeTempDir('pm-missing-home-');
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const prefix = makeTempDir('pm-missing-prefix-');
    await installFrom(join(prefix, 'lib/node_modules/project-memory-hooks'), home, ws, 'project');
    rmSync(join(prefix, 'lib'), { recursive: true, force: true });
    for (const trusted of [false, true]) {
      if (trusted) trust(home, ws);
      const fix = (await doctor(home, ws))('hook-run:project')?.fix ?? '';
      expect(fix).not.toContain('npm install` in');
      expect(fix).toContain(`\`${SELF} install --scope project --dir ${ws}\``);
      expect(fix).toContain(`\`${SELF} uninstall --scope project --dir ${ws}\``);
      expect(fix).toContain(join(prefix, 'lib/node_modules/project-memory-hooks/plugin'));
    }
    const ko = (await doctor(home, ws, 'ko'))('hook-run:project')?.fix ?? '';
    expect(ko).toContain(`\`${SELF} install --scope project --dir ${ws}\``);
    expect(ko).not.toContain('빌드');
  });

  test('a checkout whose build output is gone: build it there', async () => {
    const home = makeTempDir('pm-missing-home-');
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const checkout = makeTempDir('pm-missing-checkout-');
    mkdirSync(join(checkout, '.git'));
    writeFileSync(join(checkout, 'package.json'), '{ "name": "project-memory-hooks" }\n');
    const gone = await installFrom(checkout, home, ws, 'user');
    rmSync(gone);
    const check = (await doctor(home, ws))('hook-run:user');
    expect(check?.status).toBe('fail');
    expect(check?.fix).toContain(`\`npm install\` in ${checkout} builds it`);
  });
});
