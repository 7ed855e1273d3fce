// Installs in more than one settings file: what install says about a project file meant to be
// committed, and what uninstall says about the installs it leaves in place.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELF } from '../support/built.js';
import { tempTree } from '../support/fixtures.js';
import { REPO, runCli } from '../support/processes.js';

const HOOKS_DIR = join(REPO, 'plugin/dist/hooks');

describe('install --scope project', () => {
  it.each([
    ['claude', '.claude/settings.json'],
    ['codex', '.codex/hooks.json'],
    ['gemini', '.gemini/settings.json'],
  ])('%s: says the file it writes holds a path on this machine, and what a team does instead', (client, file) => {
    const home = tempTree();
    const ws = tempTree();
    const r = runCli(['install', '--client', client, '--scope', 'project', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`${join(ws, file)} now holds a path on this machine (${HOOKS_DIR})`);
    expect(r.stdout).toContain('a teammate who clones');
    // a fresh Claude Code knows no marketplace of that name: the install alone answers "not found"
    if (client === 'claude') expect(r.stdout).toMatch(/`claude plugin marketplace add [^`]+`, then `claude plugin install project-memory@project-memory`/);
    if (client === 'claude') expect(r.stdout).toContain('--scope local');
    const again = runCli(['install', '--client', client, '--scope', 'project', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(again.stdout, 'said again when nothing changed: the file still holds the path').toContain('holds a path on this machine');
  });

  it('says it in Korean too', () => {
    const ws = tempTree();
    const r = runCli(['install', '--scope', 'project', '--dir', ws], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'ko' } });
    expect(r.stdout).toContain(`${join(ws, '.claude/settings.json')}에 이 컴퓨터의 경로(${HOOKS_DIR})`);
  });

  it.each(['user', 'local'])('--scope %s says nothing of the kind', (scope) => {
    const r = runCli(['install', '--scope', scope, '--dir', tempTree()], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('holds a path on this machine');
  });
});

describe('uninstall --scope project of a committed file', () => {
  it('says teammates lose the hooks once the change is committed, and to install for themselves first; not where no commit holds them', () => {
    const home = tempTree();
    const ws = tempTree();
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: ws });
    git('init', '-q');
    // a settings file the team committed without our hooks in it
    mkdirSync(join(ws, '.claude'));
    writeFileSync(join(ws, '.claude/settings.json'), '{}\n');
    git('add', '.claude/settings.json');
    git('commit', '-qm', 'settings');
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install', '--scope', 'project', '--dir', ws], { env }).code).toBe(0);
    const uncommitted = runCli(['uninstall', '--scope', 'project', '--dir', ws, '--dry-run'], { env });
    expect(uncommitted.stdout).not.toContain('is committed');
    git('commit', '-qam', 'hooks');
    const r = runCli(['uninstall', '--scope', 'project', '--dir', ws], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`${join(ws, '.claude/settings.json')} is committed: once this change is, teammates whose hooks came from it lose them`);
    expect(r.stdout).toContain(`Each installs for themselves first: \`${SELF} install\``);
  });
});

describe('install beside an install in another scope', () => {
  it('Claude Code: an identical command runs once, so a second scope from the same package is not said to run twice', () => {
    const home = tempTree();
    const ws = tempTree();
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install', '--dir', ws], { env }).code).toBe(0);
    for (const args of [
      ['--scope', 'project', '--dry-run'],
      ['--scope', 'project'],
      ['--scope', 'local'],
    ]) {
      const r = runCli(['install', ...args, '--dir', ws], { env });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout, args.join(' ')).not.toContain('settings too');
    }
  });

  it('Claude Code: says each hook would run twice beside another copy of the package, and which uninstall keeps one; in Korean too; in a dry run too', () => {
    const home = tempTree();
    const ws = tempTree();
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install', '--dir', ws], { env }).code).toBe(0);
    // the user settings run another copy of the package: its commands differ, and Claude Code runs both
    const copy = join(tempTree(), 'plugin');
    cpSync(join(REPO, 'plugin'), copy, { recursive: true });
    const settings = join(home, '.claude/settings.json');
    writeFileSync(settings, readFileSync(settings, 'utf8').replaceAll(HOOKS_DIR, join(copy, 'dist/hooks')));
    const dry = runCli(['install', '--scope', 'project', '--dir', ws, '--dry-run'], { env });
    expect(dry.stdout).toContain(`project-memory is installed in user settings too (${settings}): a launch that reads both runs each hook twice`);
    const r = runCli(['install', '--scope', 'project', '--dir', ws], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`project-memory is installed in user settings too (${settings}): a launch that reads both runs each hook twice`);
    expect(r.stdout).toContain(`Keep one: \`${SELF} uninstall\` removes that one.`);
    const local = runCli(['install', '--scope', 'local', '--dir', ws], { env: { ...env, PROJECT_MEMORY_LANG: 'ko' } });
    expect(local.stdout).toContain(`project-memory가 사용자 설정(${settings})에도 설치되어 있습니다`);
    expect(local.stdout).toContain(`\`${SELF} uninstall\``);
    // the project settings run the same command as these: not named
    expect(local.stdout).not.toContain(`프로젝트 설정(${join(ws, '.claude/settings.json')})에도`);
  });

  it('Codex: says nothing of the kind (its two scopes show the list once)', () => {
    const home = tempTree();
    const ws = tempTree();
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install', '--client', 'codex', '--dir', ws], { env }).code).toBe(0);
    expect(runCli(['install', '--client', 'codex', '--scope', 'project', '--dir', ws], { env }).stdout).not.toContain('settings too');
  });
});

describe('uninstall with installs in other scopes', () => {
  it('names each scope still installed and the command that removes it', () => {
    const home = tempTree();
    const ws = tempTree();
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    for (const scope of ['user', 'project', 'local']) expect(runCli(['install', '--scope', scope, '--dir', ws], { env }).code).toBe(0);
    const r = runCli(['uninstall'], { env, cwd: ws });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('uninstalled');
    expect(r.stdout).toContain(`still installed in project settings (${join(ws, '.claude/settings.json')}): \`${SELF} uninstall --scope project --dir ${ws}\``);
    expect(r.stdout).toContain(
      `still installed in local settings (${join(ws, '.claude/settings.local.json')}): \`${SELF} uninstall --scope local --dir ${ws}\``,
    );
    // the command it names works
    expect(runCli(['uninstall', '--scope', 'project', '--dir', ws], { env }).code).toBe(0);
    const last = runCli(['uninstall', '--scope', 'local', '--dir', ws], { env });
    expect(last.stdout).not.toContain('still installed');
    expect(existsSync(join(ws, '.claude/settings.json'))).toBe(false);
  });

  it('says it also when the scope asked for holds nothing, and in --json', () => {
    const home = tempTree();
    const ws = tempTree();
    expect(runCli(['install', '--scope', 'project', '--dir', ws], { env: { HOME: home } }).code).toBe(0);
    const r = runCli(['uninstall', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.stdout).toContain('not installed in');
    expect(r.stdout).toContain(`still installed in project settings (${join(ws, '.claude/settings.json')})`);
    const ko = runCli(['uninstall', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain(`\`${SELF} uninstall --scope project --dir ${ws}\``);
    const json = JSON.parse(runCli(['uninstall', '--json', '--dir', ws], { env: { HOME: home } }).stdout);
    expect(json.stillInstalled).toEqual([
      { client: 'claude', scope: 'project', settingsFile: join(ws, '.claude/settings.json'), command: `${SELF} uninstall --scope project --dir ${ws}` },
    ]);
  });

  it('names the installs the record holds for other folders too, with their folder, so none is left behind when the package goes', () => {
    const home = tempTree();
    const [here, there, gone] = [tempTree(), tempTree(), tempTree()];
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install', '--scope', 'local', '--dir', there], { env }).code).toBe(0);
    expect(runCli(['install', '--client', 'codex', '--scope', 'project', '--dir', there], { env }).code).toBe(0);
    // one recorded, then taken out by hand: nothing of ours left there to name
    expect(runCli(['install', '--scope', 'project', '--dir', gone], { env }).code).toBe(0);
    writeFileSync(join(gone, '.claude/settings.json'), '{}\n');
    expect(runCli(['install', '--dir', here], { env }).code).toBe(0);
    const r = runCli(['uninstall', '--dir', here], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      `still installed in local settings (${join(there, '.claude/settings.local.json')}): \`${SELF} uninstall --scope local --dir ${there}\``,
    );
    expect(r.stdout).toContain(`\`${SELF} uninstall --client codex --scope project --dir ${there}\``);
    expect(r.stdout).not.toContain(gone);
    // the commands it names take them out, after which none is named
    expect(runCli(['uninstall', '--scope', 'local', '--dir', there], { env }).code).toBe(0);
    expect(runCli(['uninstall', '--client', 'codex', '--scope', 'project', '--dir', there], { env }).code).toBe(0);
    expect(runCli(['uninstall', '--dir', here], { env }).stdout).not.toContain('still installed');
  });

  it('names a user install made under CLAUDE_CONFIG_DIR (or CODEX_HOME) to an uninstall without it, with the variable its command needs', () => {
    const home = tempTree();
    const [here, config, codexHome] = [tempTree(), join(tempTree(), 'cfg'), join(tempTree(), 'cx')];
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install', '--dir', here], { env: { ...env, CLAUDE_CONFIG_DIR: config } }).code).toBe(0);
    expect(runCli(['install', '--client', 'codex', '--dir', here], { env: { ...env, CODEX_HOME: codexHome } }).code).toBe(0);
    expect(runCli(['install', '--dir', here], { env }).code).toBe(0);
    const r = runCli(['uninstall', '--dir', here], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`still installed in user settings (${join(config, 'settings.json')}): \`CLAUDE_CONFIG_DIR=${config} ${SELF} uninstall\``);
    expect(r.stdout).toContain(`(${join(codexHome, 'hooks.json')}): \`CODEX_HOME=${codexHome} ${SELF} uninstall --client codex\``);
    // the commands it names take them out
    expect(runCli(['uninstall', '--dir', here], { env: { ...env, CLAUDE_CONFIG_DIR: config } }).code).toBe(0);
    expect(runCli(['uninstall', '--client', 'codex', '--dir', here], { env: { ...env, CODEX_HOME: codexHome } }).code).toBe(0);
    expect(runCli(['uninstall', '--dir', here], { env }).stdout).not.toContain('still installed');
  });

  it("names another client's installs too, each with the command that removes it, so none is left behind when the package goes", () => {
    const home = tempTree();
    const ws = tempTree();
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    for (const client of ['claude', 'codex', 'gemini']) expect(runCli(['install', '--client', client, '--dir', ws], { env }).code).toBe(0);
    expect(runCli(['install', '--client', 'gemini', '--scope', 'project', '--dir', ws], { env }).code).toBe(0);
    const r = runCli(['uninstall', '--dir', ws], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`still installed for Codex, in its user settings (${join(home, '.codex/hooks.json')}): \`${SELF} uninstall --client codex\``);
    expect(r.stdout).toContain(`still installed for Gemini CLI, in its user settings (${join(home, '.gemini/settings.json')})`);
    expect(r.stdout).toContain(`\`${SELF} uninstall --client gemini --scope project --dir ${ws}\``);
    const ko = runCli(['uninstall', '--dir', ws], { env: { ...env, PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain(`project-memory가 Codex에도 아직 사용자 설정(${join(home, '.codex/hooks.json')})에 설치되어 있습니다`);
    const json = JSON.parse(runCli(['uninstall', '--client', 'gemini', '--json', '--dir', ws], { env }).stdout);
    expect(json.stillInstalled).toEqual([
      {
        client: 'gemini',
        scope: 'project',
        settingsFile: join(ws, '.gemini/settings.json'),
        command: `${SELF} uninstall --client gemini --scope project --dir ${ws}`,
      },
      { client: 'codex', scope: 'user', settingsFile: join(home, '.codex/hooks.json'), command: `${SELF} uninstall --client codex` },
    ]);
    // each command it names takes the last of them out
    expect(runCli(['uninstall', '--client', 'gemini', '--scope', 'project', '--dir', ws], { env }).code).toBe(0);
    expect(runCli(['uninstall', '--client', 'codex'], { env, cwd: ws }).code).toBe(0);
    expect(runCli(['uninstall', '--dir', ws], { env }).stdout).not.toContain('still installed');
  });

  it('Codex: a project install is named after a user uninstall', () => {
    const home = tempTree();
    const ws = tempTree();
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install', '--client', 'codex', '--scope', 'project', '--dir', ws], { env }).code).toBe(0);
    const r = runCli(['uninstall', '--client', 'codex', '--dir', ws], { env });
    expect(r.stdout).toContain(`\`${SELF} uninstall --client codex --scope project --dir ${ws}\``);
  });
});
