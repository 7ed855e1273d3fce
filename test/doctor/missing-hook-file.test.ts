// A registered hook whose file is gone fails on every prompt. doctor says so whether or not
// Claude Code trusts the folder yet, and its fix fits where the path points: a checkout is
// built, an installed package that was removed is installed again.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
      message: `${gone} does not exist: the hook exits without a word on every prompt, and the model gets no list`,
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
      // the whole package went, not one file of it
      expect(fix).toContain('is gone (the package was removed or moved)');
    }
    const ko = (await doctor(home, ws, 'ko'))('hook-run:project')?.fix ?? '';
    expect(ko).toContain(`\`${SELF} install --scope project --dir ${ws}\``);
    expect(ko).not.toContain('빌드');
  });

  test.each([
    ['its install record', false],
    ['config.toml, trusted with /hooks where the record says nothing of trust', true],
  ])('Codex hooks an install trusted, their package removed: the fix installs with --trust-hooks again (known by %s)', async (_, byHand) => {
    const home = makeTempDir('pm-missing-home-');
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const prefix = join(makeTempDir('pm-missing-prefix-'), 'lib/node_modules/project-memory-hooks');
    cpSync(join(REPO_ROOT, 'plugin'), join(prefix, 'plugin'), { recursive: true });
    const install = (trustHooks: boolean, env: Record<string, string> = {}) =>
      runProcess(
        process.execPath,
        [join(prefix, 'plugin/dist/cli.cjs'), 'install', '--client', 'codex', '--dir', ws, ...(trustHooks ? ['--trust-hooks'] : [])],
        {
          cwd: ws,
          env: { ...baseEnv(home), ...env },
          timeoutMs: 20_000,
        },
      );
    const codexFix = async () => {
      const r = await runCli(['doctor', '--client', 'codex', '--json', '--dir', ws], { cwd: ws, home, env: { PROJECT_MEMORY_LANG: 'en' } });
      return (JSON.parse(r.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'hook-run:user')?.fix ?? '';
    };
    expect((await install(false)).code).toBe(0);
    rmSync(join(prefix, 'plugin/dist'), { recursive: true, force: true });
    // not trusted before: none asked for now
    expect(await codexFix()).toContain(`\`${SELF} install --client codex --dir ${ws}\``);
    cpSync(join(REPO_ROOT, 'plugin/dist'), join(prefix, 'plugin/dist'), { recursive: true });
    // by hand: the same lines /hooks writes, which the record of this install does not know
    expect((await install(true, byHand ? { PROJECT_MEMORY_STATE_DIR: makeTempDir('pm-missing-state-') } : {})).code).toBe(0);
    rmSync(join(prefix, '..', '..', '..', 'lib'), { recursive: true, force: true });
    const fix = await codexFix();
    expect(fix).toContain('is gone (the package was removed or moved)');
    expect(fix).toContain(`\`${SELF} install --client codex --dir ${ws} --trust-hooks\``);
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
    expect(check?.fix).toContain(
      `\`git -C ${checkout} checkout -- plugin/dist\` brings the committed build back (or \`cd ${checkout} && npm install && npm run build\` builds it)`,
    );
  });

  test('another package that lacks the file: reinstall that one, or install points at this one; it is not "gone"', async () => {
    const home = makeTempDir('pm-missing-home-');
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const other = join(makeTempDir('pm-missing-prefix-'), 'lib/node_modules/project-memory-hooks');
    const gone = await installFrom(other, home, ws, 'user');
    rmSync(gone);
    const check = (await doctor(home, ws))('hook-run:user');
    expect(check?.status).toBe('fail');
    expect(check?.fix).toContain(`the package in ${join(other, 'plugin')} lacks this file`);
    expect(check?.fix).toContain(`\`${SELF} install --dir ${ws}\` points the hook at the project-memory doctor runs from`);
    expect(check?.fix).not.toMatch(/is gone|gone or/);
  });

  test('the very package doctor runs from lacks the file: doctor says to reinstall it, and its install refuses instead of "already installed"', async () => {
    const home = makeTempDir('pm-missing-home-');
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const own = join(makeTempDir('pm-missing-prefix-'), 'lib/node_modules/project-memory-hooks');
    const gone = await installFrom(own, home, ws, 'user');
    rmSync(gone);
    const cli = join(own, 'plugin/dist/cli.cjs');
    const run = (args: string[], lang: string) =>
      runProcess(process.execPath, [cli, ...args], { cwd: ws, env: { ...baseEnv(home), PROJECT_MEMORY_LANG: lang }, timeoutMs: 20_000 });
    const checks = (JSON.parse((await run(['doctor', '--json'], 'en')).stdout) as { checks: Check[] }).checks;
    const check = checks.find((c) => c.id === 'hook-run:user');
    expect(check?.status).toBe('fail');
    expect(check?.fix).toContain(`doctor runs from this very package (${join(own, 'plugin')}), so install would point the hook at the same missing file`);
    expect(check?.fix).toContain('`npm install -g <file>.tgz`');
    // no advice that runs the install that changes nothing, and no name on the registry
    expect(check?.fix).not.toMatch(/install` points|npm install -g project-memory/);
    const settings = join(home, '.claude/settings.json');
    const before = readFileSync(settings, 'utf8');
    for (const [lang, words] of [
      ['en', 'is incomplete'],
      ['ko', '완전하지 않습니다'],
    ] as const) {
      for (const args of [['install'], ['install', '--dry-run']]) {
        const r = await run(args, lang);
        expect(r.code, args.join(' ')).toBe(1);
        expect(r.stdout).toBe('');
        expect(r.stderr).toContain(words);
        expect(r.stderr).toContain(gone);
        expect(r.stderr).toContain('npm install -g <file>.tgz');
        expect(r.stderr).not.toMatch(/already installed|이미 설치/);
      }
    }
    expect(readFileSync(settings, 'utf8')).toBe(before);
    const ko = (await run(['doctor'], 'ko')).stdout;
    expect(ko).toContain('doctor를 실행한 바로 그 패키지');
  });

  test('a package that lacks a bundle behind its launcher: install refuses, naming it, and the hook says nothing and exits 0', async () => {
    const home = makeTempDir('pm-missing-home-');
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const own = join(makeTempDir('pm-missing-prefix-'), 'lib/node_modules/project-memory-hooks');
    cpSync(join(REPO_ROOT, 'plugin'), join(own, 'plugin'), { recursive: true });
    const bundle = join(own, 'plugin/dist/hooks/user-prompt-submit.bundle.cjs');
    rmSync(bundle);
    const cli = join(own, 'plugin/dist/cli.cjs');
    const install = await runProcess(process.execPath, [cli, 'install', '--dir', ws], {
      cwd: ws,
      env: { ...baseEnv(home), PROJECT_MEMORY_LANG: 'en' },
      timeoutMs: 20_000,
    });
    expect(install.code).toBe(1);
    expect(install.stderr).toContain(bundle);
    const hook = await runProcess(process.execPath, [join(own, 'plugin/dist/hooks/session-start.cjs')], {
      cwd: ws,
      env: baseEnv(home),
      input: JSON.stringify({ session_id: 's', cwd: ws, hook_event_name: 'SessionStart', source: 'startup' }),
      timeoutMs: 20_000,
    });
    expect(hook).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  test('a bundle gone after install: doctor names it and says how to reinstall; a bundle cut short: the hook still exits 0 without a word', async () => {
    const home = makeTempDir('pm-missing-home-');
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const prefix = makeTempDir('pm-missing-prefix-');
    const launcher = await installFrom(join(prefix, 'lib/node_modules/project-memory-hooks'), home, ws, 'user');
    const bundle = launcher.replace(/\.cjs$/, '.bundle.cjs');
    const source = readFileSync(bundle, 'utf8');
    rmSync(bundle);
    trust(home, ws);
    const check = await doctor(home, ws);
    expect(check('hook-run:user')).toMatchObject({ status: 'fail', message: expect.stringContaining(bundle) });
    writeFileSync(bundle, source.slice(0, 1000));
    const hook = await runProcess(process.execPath, [launcher], {
      cwd: ws,
      env: baseEnv(home),
      input: JSON.stringify({ session_id: 's', cwd: ws, hook_event_name: 'UserPromptSubmit', prompt: 'hi' }),
      timeoutMs: 20_000,
    });
    expect(hook).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  test('a plugin copy in the plugin cache that lacks the file: reinstall the plugin (update keeps the same version as it is)', async () => {
    const home = makeTempDir('pm-missing-home-');
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const id = 'project-memory@pm-market';
    const copy = join(home, '.claude/plugins/cache/pm-market/project-memory/0.2.0');
    cpSync(join(REPO_ROOT, 'plugin'), copy, { recursive: true });
    mkdirSync(join(home, '.claude'), { recursive: true });
    writeFileSync(join(home, '.claude/settings.json'), JSON.stringify({ enabledPlugins: { [id]: true } }));
    writeFileSync(
      join(home, '.claude/plugins/installed_plugins.json'),
      JSON.stringify({ version: 2, plugins: { [id]: [{ scope: 'user', installPath: copy }] } }),
    );
    rmSync(join(copy, 'dist/hooks/user-prompt-submit.cjs'));
    const check = (await doctor(home, ws))('hook-run:plugin');
    expect(check?.status).toBe('fail');
    expect(check?.fix).toBe(
      `the plugin's folder lacks this file: reinstall the plugin: \`claude plugin uninstall ${id}\`, then \`claude plugin install ${id}\` (\`claude plugin update\` leaves a copy of the same version as it is)`,
    );
  });
});
