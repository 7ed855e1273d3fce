// A Claude Code user with the project-memory plugin enabled already has every hook: doctor's
// fix for auto memory must not send them to `install`, and `install` must not quietly
// register each hook a second time.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELF } from '../support/built.js';
import { tempTree } from '../support/fixtures.js';
import { REPO, runCli } from '../support/processes.js';

const PLUGIN_ID = 'project-memory@pm-local';

/** What `claude plugin marketplace add <repo>` and `claude plugin install` leave in a HOME, with the plugin enabled in `scope`'s settings. */
function withPlugin(scope: 'user' | 'project' = 'user'): { home: string; ws: string; enabledIn: string } {
  const home = tempTree();
  const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
  const enabledIn = scope === 'user' ? join(home, '.claude/settings.json') : join(ws, '.claude/settings.json');
  mkdirSync(join(enabledIn, '..'), { recursive: true });
  writeFileSync(enabledIn, `${JSON.stringify({ enabledPlugins: { [PLUGIN_ID]: true } }, null, 2)}\n`);
  mkdirSync(join(home, '.claude/plugins'), { recursive: true });
  writeFileSync(
    join(home, '.claude/plugins/known_marketplaces.json'),
    JSON.stringify({ 'pm-local': { source: { source: 'directory', path: REPO }, installLocation: REPO } }),
  );
  return { home, ws, enabledIn };
}

const doctorCheck = (home: string, dir: string, id: string, lang = 'en') => {
  const r = runCli(['doctor', '--json', '--dir', dir], { env: { HOME: home, PROJECT_MEMORY_LANG: lang }, cwd: dir });
  return (JSON.parse(r.stdout) as { checks: Array<{ id: string; status: string; message: string; fix?: string }> }).checks.find((c) => c.id === id);
};

describe('doctor: auto memory with the plugin enabled', () => {
  it.each(['user', 'project'] as const)('the fix names the setting and the file (plugin enabled in %s settings), not install', (scope) => {
    const { home, ws, enabledIn } = withPlugin(scope);
    const check = doctorCheck(home, ws, 'auto-memory');
    expect(check?.status).toBe('warn');
    expect(check?.fix).toContain(`"autoMemoryEnabled": false`);
    expect(check?.fix).toContain(enabledIn);
    expect(check?.fix).toContain(PLUGIN_ID);
    expect(check?.fix).not.toContain(`${SELF} install`);
    const ko = doctorCheck(home, ws, 'auto-memory', 'ko');
    expect(ko?.fix).toContain(enabledIn);
    expect(ko?.fix).not.toContain(`${SELF} install`);
  });

  it('auto memory turned on in a level above names that level’s file', () => {
    const { home, ws } = withPlugin('user');
    const local = join(ws, '.claude/settings.local.json');
    mkdirSync(join(ws, '.claude'), { recursive: true });
    writeFileSync(local, '{ "autoMemoryEnabled": true }\n');
    expect(doctorCheck(home, ws, 'auto-memory')?.fix).toContain(local);
  });

  it('without the plugin the fix is still install', () => {
    const home = tempTree();
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    expect(doctorCheck(home, ws, 'auto-memory')?.fix).toContain(`\`${SELF} install --dir ${ws}\``);
  });
});

describe('install with the plugin enabled', () => {
  it.each([[[] as string[]], [['--dry-run']], [['--scope', 'project']]])(
    'install %j refuses, names the plugin and both ways to keep one, and writes nothing',
    (flags) => {
      const { home, ws, enabledIn } = withPlugin('user');
      const before = readFileSync(enabledIn, 'utf8');
      const r = runCli(['install', ...flags, '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`project-memory plugin ${PLUGIN_ID} is enabled in user settings (${enabledIn})`);
      // the list itself shows once a prompt (test/hook/registered-twice.test.ts); SessionStart's twice
      expect(r.stderr).toContain('run each hook twice on every prompt (the list still shows once, but twice after /compact and /clear)');
      expect(r.stderr).toContain(`set "autoMemoryEnabled": false in ${enabledIn}`);
      expect(r.stderr).toContain(`\`claude plugin disable ${PLUGIN_ID}\``);
      expect(r.stderr).toContain('--force');
      expect(readFileSync(enabledIn, 'utf8')).toBe(before);
      expect(existsSync(join(ws, '.claude/settings.json'))).toBe(false);
    },
  );

  it.each(['en', 'ko'])('with auto memory already off, the refusal (%s) says the plugin lacks nothing, not to set what is set', (lang) => {
    const { home, ws, enabledIn } = withPlugin('user');
    writeFileSync(enabledIn, `${JSON.stringify({ enabledPlugins: { [PLUGIN_ID]: true }, autoMemoryEnabled: false }, null, 2)}\n`);
    const r = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: lang } });
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain('"autoMemoryEnabled": false');
    expect(r.stderr).toContain(lang === 'en' ? "Claude Code's auto memory is off here too" : 'auto memory도 여기서 꺼져 있습니다');
    expect(r.stderr).toContain(`\`claude plugin disable ${PLUGIN_ID}\``);
  });

  it('refuses in Korean too', () => {
    const { home, ws } = withPlugin('user');
    const r = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'ko' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(PLUGIN_ID);
    expect(r.stderr).toContain('--force');
    expect(r.stderr).toMatch(/두 번 실행/);
    expect(r.stderr).toContain('목록은 한 번만 보이지만 /compact와 /clear 뒤에는 두 번 보임');
  });

  it('--force installs beside it and says each hook now runs twice; doctor agrees', () => {
    const { home, ws, enabledIn } = withPlugin('user');
    const r = runCli(['install', '--force', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`The plugin ${PLUGIN_ID} is enabled too (user settings: ${enabledIn}): each hook runs twice`);
    expect(r.stdout).toContain(`Keep one: \`${SELF} uninstall\` (the plugin stays)`);
    expect(doctorCheck(home, ws, 'hook')?.message).toContain('registered twice');
    expect(doctorCheck(home, ws, 'hook')?.message).toContain(
      'every prompt runs it twice, and waits for each run; the list still shows once, but twice after /compact and /clear',
    );
    // again, without --force: nothing to add, so no refusal, but the note stays
    const again = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('already installed');
    expect(again.stdout).toContain('each hook runs twice');
  });

  it('a plugin switched off in the project settings is no reason to refuse', () => {
    const { home, ws } = withPlugin('user');
    mkdirSync(join(ws, '.claude'), { recursive: true });
    writeFileSync(join(ws, '.claude/settings.json'), JSON.stringify({ enabledPlugins: { [PLUGIN_ID]: false } }));
    expect(runCli(['install', '--dir', ws], { env: { HOME: home } }).code).toBe(0);
  });

  it('--force is for Claude Code only', () => {
    const { home, ws } = withPlugin('user');
    const r = runCli(['install', '--client', 'codex', '--force', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--force');
  });
});
