// install and uninstall --client codex|gemini, run as the built CLI: the hooks land where
// each client reads them, every other byte of the file stays as it was, a second install
// changes nothing, uninstall gives the very bytes back, and Codex's trust is written only
// when asked for.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { tomlString } from '../../lib/settings/codex-config.js';
import { trustHash, trustKey } from '../../lib/settings/codex-trust.js';
import { readTrustedHash } from '../../lib/settings/hook-trust-toml.js';
import { applyJsonEdits } from '../../lib/settings/json-edit.js';
import { tempTree } from '../support/fixtures.js';
import { cleanEnv, REPO, runCli } from '../support/processes.js';

const PLUGIN = join(REPO, 'plugin');
// Codex keeps trust by the command's hash: its commands have no test that the file is there (Gemini's have)
const commandOf = (file: string, client: string) =>
  `${client === 'codex' ? '' : `[ ! -f ${file} ] || `}NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node ${file} ${client}`;
const LIST_COMMAND = (client: string) => commandOf(builtHookPath('UserPromptSubmit', PLUGIN), client);
const START_COMMAND = (client: string) => commandOf(builtHookPath('SessionStart', PLUGIN), client);
const READ_COMMAND = (client: string) => commandOf(builtHookPath('MemoryRead', PLUGIN), client);
/** Codex's hook before each shell call, which holds back or counts a read of a memory */
const READ_HOOK = { type: 'command', command: READ_COMMAND('codex'), timeout: 10 };

const cli = (home: string, args: string[], extra: Record<string, string> = {}) =>
  runCli(args, { env: { HOME: home, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_STATE_DIR: join(home, 'state'), ...extra } });

/** Another tool's hooks, laid out with tabs and a one-line group, the way a person may keep them. */
const CODEX_HOOKS =
  '{\n\t"hooks": {\n\t\t"Stop": [ { "hooks": [ { "type": "command", "command": "notify-send done" } ] } ],\n\t\t"UserPromptSubmit": [\n\t\t\t{ "hooks": [ { "type": "command", "command": "other-tool prompt", "timeout": 5 } ] }\n\t\t]\n\t}\n}\n';
/** A config.toml with comments and tables of its own. */
const CODEX_CONFIG =
  '# my Codex settings\nmodel = "gpt-x"   # the one I use\n\n[features]\nplugins = false\n\n[projects."/srv/app"]\ntrust_level = "trusted"\n';

function codexHome(hooks?: string, config = CODEX_CONFIG) {
  const home = tempTree({ '.codex/config.toml': config, ...(hooks === undefined ? {} : { '.codex/hooks.json': hooks }) });
  return { home, hooks: join(home, '.codex', 'hooks.json'), config: join(home, '.codex', 'config.toml'), ws: tempTree() };
}

describe('install --client codex', () => {
  it("appends our three hooks to Codex's hooks.json, keeps every other byte, says so the second time, and uninstall gives the file back", () => {
    const { home, hooks, ws } = codexHome(CODEX_HOOKS);
    const first = cli(home, ['install', '--client', 'codex', '--dir', ws]);
    expect(first.code, first.stderr).toBe(0);
    const text = readFileSync(hooks, 'utf8');
    const settings = JSON.parse(text);
    // appended as the last group: the groups in front keep their places, and the trust Codex keeps by place
    expect(settings.hooks.UserPromptSubmit).toHaveLength(2);
    expect(settings.hooks.UserPromptSubmit[1]).toEqual({ hooks: [{ type: 'command', command: LIST_COMMAND('codex'), timeout: 10 }] });
    expect(settings.hooks.SessionStart).toEqual([{ hooks: [{ type: 'command', command: START_COMMAND('codex'), timeout: 10 }] }]);
    expect(settings.hooks.PreToolUse).toEqual([{ matcher: 'Bash', hooks: [READ_HOOK] }]);
    expect(text.startsWith('{\n\t"hooks": {\n\t\t"Stop": [ { "hooks": [ { "type": "command", "command": "notify-send done" } ] } ],\n')).toBe(true);
    expect(text).toContain('\t\t\t{ "hooks": [ { "type": "command", "command": "other-tool prompt", "timeout": 5 } ] },\n');

    const again = cli(home, ['install', '--client', 'codex', '--dir', ws]);
    expect(again.stdout).toContain('already installed');
    expect(readFileSync(hooks, 'utf8')).toBe(text);

    expect(cli(home, ['uninstall', '--client', 'codex']).code).toBe(0);
    expect(readFileSync(hooks, 'utf8')).toBe(CODEX_HOOKS);
  });

  it('leaves config.toml alone without --trust-hooks, and prints the lines /hooks would write: the same key and hash Codex computes', () => {
    const { home, hooks, config, ws } = codexHome(CODEX_HOOKS);
    const r = cli(home, ['install', '--client', 'codex', '--dir', ws, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(CODEX_CONFIG);
    const report = JSON.parse(r.stdout);
    const key = trustKey(hooks, 'UserPromptSubmit', 1, 0);
    const hash = trustHash('UserPromptSubmit', undefined, { command: LIST_COMMAND('codex'), timeout: 10 });
    expect(report.codexTrust.hooks).toContainEqual({ event: 'UserPromptSubmit', key, hash, trusted: false });
    // the key is the hooks.json path, the snake_case event and the place of the handler
    expect(key).toBe(`${hooks}:user_prompt_submit:1:0`);
    const text = cli(home, ['install', '--client', 'codex', '--dir', ws]).stdout;
    expect(text).toContain('3 project-memory hooks are not trusted yet');
    expect(text).toContain(
      'pick "Review hooks" where it asks (or type /hooks), and in each event that has a project-memory hook (Enter opens it) press t on that hook',
    );
    expect(text).toContain(`  [hooks.state."${key}"]\n  trusted_hash = "${hash}"`);
    expect(text).toContain('not the file the command runs');
  });

  it('--trust-hooks adds one table per hook at the end of config.toml and nothing else; uninstall takes exactly those back', () => {
    const { home, hooks, config, ws } = codexHome(CODEX_HOOKS);
    const r = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']);
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(config, 'utf8');
    expect(text.startsWith(CODEX_CONFIG)).toBe(true);
    const listKey = trustKey(hooks, 'UserPromptSubmit', 1, 0);
    const startKey = trustKey(hooks, 'SessionStart', 0, 0);
    expect(text.slice(CODEX_CONFIG.length)).toBe(
      `\n[hooks.state."${listKey}"]\ntrusted_hash = "${trustHash('UserPromptSubmit', undefined, { command: LIST_COMMAND('codex'), timeout: 10 })}"\n` +
        `\n[hooks.state."${startKey}"]\ntrusted_hash = "${trustHash('SessionStart', undefined, { command: START_COMMAND('codex'), timeout: 10 })}"\n` +
        `\n[hooks.state."${trustKey(hooks, 'PreToolUse', 0, 0)}"]\ntrusted_hash = "${trustHash('PreToolUse', 'Bash', READ_HOOK)}"\n`,
    );
    const again = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']);
    expect(again.stdout).toContain('already installed');
    expect(again.stdout).not.toContain('not trusted');
    expect(readFileSync(config, 'utf8')).toBe(text);

    const un = cli(home, ['uninstall', '--client', 'codex']);
    expect(un.code, un.stderr).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(CODEX_CONFIG);
    expect(readFileSync(hooks, 'utf8')).toBe(CODEX_HOOKS);
  });

  it('re-trusts a hook whose command changed (the hash covers the command), in place', () => {
    const { home, hooks, config, ws } = codexHome('{}\n');
    cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']);
    const key = trustKey(hooks, 'UserPromptSubmit', 0, 0);
    const stale = readFileSync(hooks, 'utf8').replace(LIST_COMMAND('codex'), `node ${builtHookPath('UserPromptSubmit', PLUGIN)} codex`);
    writeFileSync(hooks, stale);
    const r = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']);
    expect(r.stdout).toContain('updated UserPromptSubmit hook');
    expect(readTrustedHash(readFileSync(config, 'utf8'), key)).toBe(trustHash('UserPromptSubmit', undefined, { command: LIST_COMMAND('codex'), timeout: 10 }));
    expect(readFileSync(config, 'utf8').match(/\[hooks\.state\./g)).toHaveLength(3);
  });

  it("uninstall moves the trust of the user's hooks after ours to the place they move up to, since Codex keys trust by place", () => {
    const { home, hooks, config, ws } = codexHome('{}\n');
    cli(home, ['install', '--client', 'codex', '--dir', ws]);
    const settings = JSON.parse(readFileSync(hooks, 'utf8'));
    const later = { type: 'command', command: 'later-tool', timeout: 3 };
    settings.hooks.UserPromptSubmit.push({ hooks: [later] });
    writeFileSync(hooks, `${JSON.stringify(settings, null, 2)}\n`);
    const laterKey = trustKey(hooks, 'UserPromptSubmit', 1, 0);
    const firstKey = trustKey(hooks, 'UserPromptSubmit', 0, 0);
    const laterHash = trustHash('UserPromptSubmit', undefined, later);
    const trusted = `${CODEX_CONFIG}\n[hooks.state."${laterKey}"]\ntrusted_hash = "${laterHash}"\n`;
    writeFileSync(config, trusted);
    const dry = cli(home, ['uninstall', '--client', 'codex', '--dry-run']);
    expect(dry.stdout).toContain(`would move the trust of ${laterKey} to ${firstKey} in ${config}, where that hook is now`);
    expect(dry.stdout).not.toContain('trust it again');
    expect(readFileSync(config, 'utf8')).toBe(trusted);
    const r = cli(home, ['uninstall', '--client', 'codex', '--json']);
    expect(JSON.parse(r.stdout).trustShifted).toBe(0);
    expect(JSON.parse(readFileSync(hooks, 'utf8')).hooks.UserPromptSubmit).toEqual([{ hooks: [later] }]);
    // the same hash, at the key Codex now looks under; none left at the old one
    expect(readFileSync(config, 'utf8')).toBe(`${CODEX_CONFIG}\n[hooks.state."${firstKey}"]\ntrusted_hash = "${laterHash}"\n`);
  });

  it("uninstall moves each of the user's trusted hooks in turn, in any form, and on a read-only config.toml names them instead", () => {
    const { home, hooks, config, ws } = codexHome('{}\n');
    cli(home, ['install', '--client', 'codex', '--dir', ws]);
    const settings = JSON.parse(readFileSync(hooks, 'utf8'));
    const a = { type: 'command', command: 'tool-a', timeout: 3 };
    const b = { type: 'command', command: 'tool-b', timeout: 3 };
    settings.hooks.UserPromptSubmit.push({ hooks: [a] }, { hooks: [b] });
    writeFileSync(hooks, `${JSON.stringify(settings, null, 2)}\n`);
    const key = (g: number) => trustKey(hooks, 'UserPromptSubmit', g, 0);
    const hashA = trustHash('UserPromptSubmit', undefined, a);
    const hashB = trustHash('UserPromptSubmit', undefined, b);
    const trusted = `[hooks.state]\n"${key(1)}" = { trusted_hash = "${hashA}" }\n"${key(2)}".trusted_hash = "${hashB}"\n`;
    writeFileSync(config, trusted);
    chmodSync(config, 0o444);
    const named = cli(home, ['uninstall', '--client', 'codex', '--dry-run', '--json']);
    expect(JSON.parse(named.stdout).trustShifted).toBe(2);
    chmodSync(config, 0o644);
    expect(cli(home, ['uninstall', '--client', 'codex']).code).toBe(0);
    const after = readFileSync(config, 'utf8');
    expect(readTrustedHash(after, key(0))).toBe(hashA);
    expect(readTrustedHash(after, key(1))).toBe(hashB);
    expect(readTrustedHash(after, key(2))).toBeUndefined();
  });

  it('refuses --trust-hooks on a config.toml that gives hooks a value that is not a table, before writing anything', () => {
    const { home, hooks, config, ws } = codexHome(undefined, 'hooks = true\n');
    const r = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${config} line 1 gives hooks, hooks.state or a hook's key there a value that is not a table`);
    expect(r.stderr).toContain('Nothing was changed.');
    expect(existsSync(hooks)).toBe(false);
    expect(readFileSync(config, 'utf8')).toBe('hooks = true\n');
  });

  it.each([
    ['inline tables under [hooks.state]', (key: string, hash: string) => `"${key}" = { trusted_hash = "${hash}" }`, '[hooks.state]\n'],
    ['dotted keys under [hooks.state]', (key: string, hash: string) => `"${key}".trusted_hash = "${hash}"`, '[hooks.state]\n'],
    ['dotted keys from the top', (key: string, hash: string) => `hooks.state."${key}".trusted_hash = "${hash}"`, ''],
  ])('reads trust kept as %s: doctor passes it, and --trust-hooks mends a stale one in place, defining no key twice', (_, line, head) => {
    const { home, hooks, config, ws } = codexHome('{}\n');
    expect(cli(home, ['install', '--client', 'codex', '--dir', ws]).code).toBe(0);
    const listKey = trustKey(hooks, 'UserPromptSubmit', 0, 0);
    const startKey = trustKey(hooks, 'SessionStart', 0, 0);
    const listHash = trustHash('UserPromptSubmit', undefined, { command: LIST_COMMAND('codex'), timeout: 10 });
    const startHash = trustHash('SessionStart', undefined, { command: START_COMMAND('codex'), timeout: 10 });
    const readLine = line(trustKey(hooks, 'PreToolUse', 0, 0), trustHash('PreToolUse', 'Bash', READ_HOOK));
    const trusted = `model = "gpt-x"\n${head}${line(listKey, listHash)}\n${line(startKey, startHash)}\n${readLine}\n`;
    writeFileSync(config, trusted);
    const doctor = (JSON.parse(cli(home, ['doctor', '--client', 'codex', '--dir', ws, '--json']).stdout) as { checks: { id: string; status: string }[] })
      .checks;
    expect(doctor.find((c) => c.id === 'hook-trust')).toMatchObject({ status: 'ok' });
    const again = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']);
    expect(again.stdout).toContain('already installed');
    expect(readFileSync(config, 'utf8')).toBe(trusted);

    // the list hook's trust from an older command: changed where it stands
    writeFileSync(config, trusted.replace(listHash, 'sha256:0000'));
    const r = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(trusted);
    expect(cli(home, ['uninstall', '--client', 'codex']).code).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(`model = "gpt-x"\n${head}`);
  });

  it('refuses --trust-hooks on a config.toml Codex cannot load, naming the place, before writing anything; a plain install says it; doctor fails it; in both languages', () => {
    const broken = `${CODEX_CONFIG}\nx = [1, 2\n`;
    const line = broken.split('\n').length - 1;
    const { home, hooks, config, ws } = codexHome(undefined, broken);
    const r = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `${config} is not valid TOML at line ${line}, column 5: an array ([ …) that is never closed; Codex does not start until it is fixed.`,
    );
    expect(r.stderr).toContain('Nothing was changed.');
    expect(existsSync(hooks)).toBe(false);
    expect(readFileSync(config, 'utf8')).toBe(broken);
    const ko = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks'], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stderr).toContain(`${config}: ${line}행 5열이 올바른 TOML이 아님 (닫히지 않은 배열 ([ …))`);
    const plain = cli(home, ['install', '--client', 'codex', '--dir', ws]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain(`${config} is not valid TOML at line ${line}, column 5`);
    // said first, with neither "the list appears" nor trust steps Codex cannot take while it does not start
    expect(plain.stdout.split('\n').find((l) => !l.startsWith(' ') && !l.startsWith('✓') && !l.startsWith('To check'))).toContain('is not valid TOML');
    expect(plain.stdout).not.toContain('The list appears');
    expect(plain.stdout).not.toContain('--trust-hooks');
    expect(readFileSync(config, 'utf8')).toBe(broken);
    const checks = (
      JSON.parse(cli(home, ['doctor', '--client', 'codex', '--dir', ws, '--json']).stdout) as { checks: { id: string; status: string; message: string }[] }
    ).checks;
    expect(checks.find((c) => c.id === 'codex-config')).toMatchObject({ status: 'fail', message: expect.stringContaining(`line ${line}, column 5`) });
    // mended: no row, and the trust goes in
    writeFileSync(config, CODEX_CONFIG);
    expect(cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']).code).toBe(0);
    const after = (JSON.parse(cli(home, ['doctor', '--client', 'codex', '--dir', ws, '--json']).stdout) as { checks: { id: string }[] }).checks;
    expect(after.find((c) => c.id === 'codex-config')).toBeUndefined();
  });

  it('names the folder and files it makes for the client, in text and in --json (settingsCreated), and a dry run what it would make', () => {
    const home = tempTree();
    const ws = tempTree();
    const codex = join(home, '.codex');
    const dry = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks', '--dry-run']);
    expect(dry.stdout).toContain(`would create ${codex}\n`);
    expect(dry.stdout).toContain(`would create ${join(codex, 'config.toml')}\n`);
    const r = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).settingsCreated).toEqual([codex, join(codex, 'hooks.json'), join(codex, 'config.toml')]);
    const again = cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks', '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ settingsCreated: [], alreadyInstalled: true });
  });

  it("reads no table header inside a multi-line string: its text is the user's, and our trust is written as a table of its own", () => {
    const { home, hooks, config, ws } = codexHome(undefined, '');
    const key = trustKey(hooks, 'UserPromptSubmit', 0, 0);
    // a note that quotes a trust table, as a user might keep one
    const notes = `notes = """\n[hooks.state."${key}"]\ntrusted_hash = "sha256:0000"\n"""\n`;
    writeFileSync(config, notes);
    expect(cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']).code).toBe(0);
    const text = readFileSync(config, 'utf8');
    expect(text.startsWith(notes)).toBe(true);
    expect(readTrustedHash(text, key)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(cli(home, ['uninstall', '--client', 'codex']).code).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(notes);
  });

  it('follows $CODEX_HOME, writes through a symbolic link, keeps a 0600 mode, and refuses a read-only file', () => {
    const real = tempTree({ 'hooks.json': '{}\n' });
    const codexDir = tempTree({ 'config.toml': CODEX_CONFIG });
    symlinkSync(join(real, 'hooks.json'), join(codexDir, 'hooks.json'));
    chmodSync(join(real, 'hooks.json'), 0o600);
    const home = tempTree();
    expect(cli(home, ['install', '--client', 'codex', '--dir', tempTree()], { CODEX_HOME: codexDir }).code).toBe(0);
    expect(lstatSync(join(codexDir, 'hooks.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(join(real, 'hooks.json'), 'utf8')).hooks.UserPromptSubmit).toHaveLength(1);
    expect(statSync(join(real, 'hooks.json')).mode & 0o777).toBe(0o600);

    const locked = codexHome('{}\n');
    chmodSync(locked.hooks, 0o444);
    const r = cli(locked.home, ['install', '--client', 'codex', '--dir', locked.ws]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(locked.hooks);
    expect(readFileSync(locked.hooks, 'utf8')).toBe('{}\n');
  });

  it('names the doctor that checks the install, for Codex and Gemini CLI: plain doctor checks Claude Code', () => {
    const { home, ws } = codexHome();
    for (const client of ['codex', 'gemini']) {
      const r = cli(home, ['install', '--client', client, '--dir', ws]);
      expect(r.stdout).toContain(`To check this install: \`node ${join(PLUGIN, 'dist', 'cli.cjs')} doctor --client ${client} --dir ${ws}\``);
      expect(cli(home, ['install', '--client', client, '--dir', ws]).stdout).toContain(`doctor --client ${client} --dir ${ws}`);
      const ko = cli(home, ['install', '--client', client, '--dir', ws], { PROJECT_MEMORY_LANG: 'ko' });
      expect(ko.stdout).toContain(`이 설치를 검사하는 명령: \`node ${join(PLUGIN, 'dist', 'cli.cjs')} doctor --client ${client} --dir ${ws}\``);
    }
    expect(cli(home, ['install', '--dir', ws]).stdout).not.toContain('doctor');
  });

  it("below the repository's top says Codex's sandbox keeps a save out of the memory folder, and how to let it; at the top it says nothing of it", () => {
    const repo = tempTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'app/src/': '' });
    const { home } = codexHome();
    const memory = join(repo, '.ai-core', 'data', 'memory');
    const below = cli(home, ['install', '--client', 'codex', '--dir', join(repo, 'app')]);
    expect(below.code, below.stderr).toBe(0);
    expect(below.stdout).toContain(
      `Codex started in ${join(repo, 'app')} reads the memories, but its sandbox keeps a save from writing in ${memory}: start codex there with --add-dir ${memory}`,
    );
    const ko = cli(home, ['install', '--client', 'codex', '--dir', join(repo, 'app')], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stdout).toContain(`codex를 --add-dir ${memory} 옵션으로 시작하거나`);
    expect(cli(home, ['install', '--client', 'codex', '--dir', repo]).stdout).not.toContain('--add-dir');
    // Gemini CLI and Claude Code have no such sandbox
    expect(cli(home, ['install', '--client', 'gemini', '--dir', join(repo, 'app')]).stdout).not.toContain('--add-dir');
  });

  it('--scope project writes <git top>/.codex/hooks.json and says Codex reads it only in a trusted project', () => {
    const repo = tempTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'app/src/': '' });
    const { home } = codexHome();
    const r = cli(home, ['install', '--client', 'codex', '--scope', 'project', '--dir', join(repo, 'app')]);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(repo, '.codex', 'hooks.json'))).toBe(true);
    expect(r.stdout).toContain(`Codex reads ${repo}/.codex/hooks.json only in a trusted project`);
    expect(cli(home, ['uninstall', '--client', 'codex', '--scope', 'project', '--dir', join(repo, 'app')]).code).toBe(0);
    expect(existsSync(join(repo, '.codex', 'hooks.json'))).toBe(false);
  });

  it('--scope project in a project config.toml trusts says nothing about trusting it, and --json says it is trusted', () => {
    const repo = tempTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'app/src/': '' });
    const { home } = codexHome(undefined, `${CODEX_CONFIG}\n[projects.${tomlString(repo)}]\ntrust_level = "trusted"\n`);
    const args = ['install', '--client', 'codex', '--scope', 'project', '--dir', join(repo, 'app'), '--dry-run'];
    const r = cli(home, args);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('only in a trusted project');
    expect(JSON.parse(cli(home, [...args, '--json']).stdout).codexTrust).toMatchObject({ projectRoot: repo, projectTrusted: true });
  });
});

describe("another client's install from Claude Code's copy of the plugin", () => {
  it('says that its hooks name a folder the next plugin update replaces; from elsewhere it says nothing of it', () => {
    const { home, ws } = codexHome();
    const copy = join(home, '.claude', 'plugins', 'cache', 'project-memory', 'project-memory', '0.2.0');
    cpSync(PLUGIN, copy, { recursive: true });
    const fromCopy = spawnSync('node', [join(copy, 'dist', 'cli.cjs'), 'install', '--client', 'codex', '--dir', ws], {
      env: cleanEnv({ HOME: home, PROJECT_MEMORY_LANG: 'en' }),
      encoding: 'utf8',
    });
    expect(fromCopy.status, fromCopy.stderr).toBe(0);
    expect(fromCopy.stdout).toContain(
      `These hooks run from Claude Code's copy of the plugin (${join(copy, 'dist', 'hooks')}), which the next plugin update replaces`,
    );
    const { home: other, ws: ws2 } = codexHome();
    expect(cli(other, ['install', '--client', 'codex', '--dir', ws2]).stdout).not.toContain("Claude Code's copy of the plugin");
  });
});

describe('uninstall takes back the files and folders install made, and only those', () => {
  it('Codex --trust-hooks in a HOME without ~/.codex: uninstall leaves no ~/.codex, config.toml and all', () => {
    const home = tempTree();
    const ws = tempTree();
    expect(cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']).code).toBe(0);
    expect(existsSync(join(home, '.codex', 'config.toml'))).toBe(true);
    const r = cli(home, ['uninstall', '--client', 'codex', '--dir', ws]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`removed ${join(home, '.codex', 'config.toml')}\n`);
    expect(r.stdout).toContain(`removed ${join(home, '.codex')}\n`);
    expect(existsSync(join(home, '.codex'))).toBe(false);
  });

  it('keeps a config.toml install made once Codex has written to it, and the folder with it', () => {
    const home = tempTree();
    const ws = tempTree();
    expect(cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']).code).toBe(0);
    const config = join(home, '.codex', 'config.toml');
    writeFileSync(config, `model = "gpt-x"\n${readFileSync(config, 'utf8')}`);
    expect(cli(home, ['uninstall', '--client', 'codex', '--dir', ws]).code).toBe(0);
    expect(readFileSync(config, 'utf8').trim()).toBe('model = "gpt-x"');
  });

  it('keeps an empty config.toml and a ~/.codex the user had before install', () => {
    const home = tempTree({ '.codex/config.toml': '' });
    const ws = tempTree();
    expect(cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']).code).toBe(0);
    expect(cli(home, ['uninstall', '--client', 'codex', '--dir', ws]).code).toBe(0);
    expect(readFileSync(join(home, '.codex', 'config.toml'), 'utf8')).toBe('');
    expect(existsSync(join(home, '.codex', 'hooks.json'))).toBe(false);
  });

  it.each([
    ['codex', '.codex', 'hooks.json'],
    ['gemini', '.gemini', 'settings.json'],
  ])('--client %s --scope project: the %s folder install made goes with its file, unless something else was put in it', (client, folder, file) => {
    const home = tempTree();
    const repo = tempTree({ '.git/HEAD': 'ref: refs/heads/main\n', '.ai-core/data/memory/_global/': '' });
    const args = ['--client', client, '--scope', 'project', '--dir', repo];
    expect(cli(home, ['install', ...args]).code).toBe(0);
    expect(existsSync(join(repo, folder, file))).toBe(true);
    const r = cli(home, ['uninstall', ...args]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`removed ${join(repo, folder)}\n`);
    expect(existsSync(join(repo, folder))).toBe(false);

    expect(cli(home, ['install', ...args]).code).toBe(0);
    writeFileSync(join(repo, folder, 'notes.md'), 'mine\n');
    expect(cli(home, ['uninstall', ...args]).code).toBe(0);
    expect(existsSync(join(repo, folder, file))).toBe(false);
    expect(readFileSync(join(repo, folder, 'notes.md'), 'utf8')).toBe('mine\n');
  });

  it('keeps an empty project folder that was there before install', () => {
    const home = tempTree();
    const repo = tempTree({ '.git/HEAD': 'ref: refs/heads/main\n', '.ai-core/data/memory/_global/': '', '.gemini/': '' });
    const args = ['--client', 'gemini', '--scope', 'project', '--dir', repo];
    expect(cli(home, ['install', ...args]).code).toBe(0);
    expect(cli(home, ['uninstall', ...args]).code).toBe(0);
    expect(existsSync(join(repo, '.gemini', 'settings.json'))).toBe(false);
    expect(statSync(join(repo, '.gemini')).isDirectory()).toBe(true);
  });
});

/** Gemini CLI's settings, with comments (it strips them before parsing) and a one-line object. */
const GEMINI_SETTINGS =
  '{\n  // mine\n  "security": { "auth": { "selectedType": "gemini-api-key" } },\n  "ui": { "theme": "GitHub" } /* dark one later */\n}\n';

function geminiHome(text = GEMINI_SETTINGS) {
  const home = tempTree({ '.gemini/settings.json': text });
  const root = tempTree({ 'ws/.ai-core/data/memory/_global/': '', 'ws/app/': '' });
  return { home, settings: join(home, '.gemini', 'settings.json'), ws: join(root, 'ws'), memoryRoot: join(root, 'ws', '.ai-core', 'data', 'memory') };
}

describe('install --client gemini', () => {
  it('adds BeforeAgent and SessionStart with a name and millisecond timeouts, and no folder to includeDirectories; comments stay; uninstall gives the bytes back', () => {
    const { home, settings, ws } = geminiHome();
    const r = cli(home, ['install', '--client', 'gemini', '--dir', ws]);
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(settings, 'utf8');
    expect(text.startsWith('{\n  // mine\n  "security": { "auth": { "selectedType": "gemini-api-key" } },\n  "ui": { "theme": "GitHub" },')).toBe(true);
    expect(text).toContain('/* dark one later */');
    const parsed = JSON.parse(text.replace('  // mine\n', '').replace(' /* dark one later */', ''));
    expect(parsed.hooks.BeforeAgent).toEqual([{ hooks: [{ name: 'project-memory', type: 'command', command: LIST_COMMAND('gemini'), timeout: 10000 }] }]);
    expect(parsed.hooks.SessionStart).toEqual([{ hooks: [{ name: 'project-memory', type: 'command', command: START_COMMAND('gemini'), timeout: 10000 }] }]);
    // Gemini makes a user-settings entry a folder of every session anywhere, and stops everywhere once it is gone
    expect(parsed.context).toBeUndefined();
    expect(r.stdout).toContain('run_shell_command, which asks you first');

    expect(cli(home, ['install', '--client', 'gemini', '--dir', ws]).stdout).toContain('already installed');
    expect(readFileSync(settings, 'utf8')).toBe(text);
    expect(cli(home, ['uninstall', '--client', 'gemini', '--dir', ws]).code).toBe(0);
    expect(readFileSync(settings, 'utf8')).toBe(GEMINI_SETTINGS);
  });

  it('adds AfterTool on read_file running the Read hook, so stats counts the memories Gemini reads; uninstall takes it back', () => {
    const { home, settings, ws } = geminiHome();
    expect(cli(home, ['install', '--client', 'gemini', '--dir', ws]).code).toBe(0);
    const parsed = JSON.parse(readFileSync(settings, 'utf8').replace('  // mine\n', '').replace(' /* dark one later */', ''));
    expect(parsed.hooks.AfterTool).toEqual([
      {
        matcher: '^read_file$',
        hooks: [{ name: 'project-memory', type: 'command', command: expect.stringMatching(/memory-read\.cjs'? gemini$/), timeout: 10000 }],
      },
    ]);
    expect(cli(home, ['uninstall', '--client', 'gemini', '--dir', ws]).code).toBe(0);
    expect(readFileSync(settings, 'utf8')).toBe(GEMINI_SETTINGS);
  });

  it("leaves the user's own includeDirectories list as it is, an entry naming the memory folder included", () => {
    const { home, settings, ws, memoryRoot } = geminiHome();
    const before = `{\n  "context": { "includeDirectories": ["~/notes", ${JSON.stringify(memoryRoot)}], "fileName": "GEMINI.md" }\n}\n`;
    writeFileSync(settings, before);
    expect(cli(home, ['install', '--client', 'gemini', '--dir', ws]).code).toBe(0);
    expect(JSON.parse(readFileSync(settings, 'utf8')).context).toEqual(JSON.parse(before).context);
    expect(cli(home, ['uninstall', '--client', 'gemini', '--dir', ws]).code).toBe(0);
    expect(readFileSync(settings, 'utf8')).toBe(before);
  });
});

/**
 * What an install from before 0.61's trial left in ~/.gemini/settings.json: the hooks, and
 * each workspace's memory folder in context.includeDirectories (the `context` made by the
 * first), recorded in installs.json one entry per workspace, or as one entry in the older shape.
 */
function olderGeminiInstall(before = GEMINI_SETTINGS, oneEntryShape = false) {
  const { home, settings, ws: a, memoryRoot: memoryA } = geminiHome(before);
  const b = tempTree({ '.ai-core/data/memory/_global/': '' });
  const memoryB = join(b, '.ai-core', 'data', 'memory');
  expect(cli(home, ['install', '--client', 'gemini', '--dir', a]).code).toBe(0);
  const installed = readFileSync(settings, 'utf8');
  const userList = before.includes('"context"');
  const entries = oneEntryShape ? [memoryA] : [memoryA, memoryB];
  // the edits the older install made, through the same format-keeping editor
  const older = applyJsonEdits(
    installed,
    userList
      ? entries.map((value) => ({ path: ['context', 'includeDirectories', -1], value, insert: true }))
      : [{ path: ['context'], value: { includeDirectories: entries } }],
  );
  expect(older).not.toBe(installed);
  writeFileSync(settings, older);
  const recordsFile = join(home, 'state', 'installs.json');
  const records = JSON.parse(readFileSync(recordsFile, 'utf8'));
  const created = userList ? 'none' : 'context';
  records[settings].included = oneEntryShape
    ? { value: memoryA, created }
    : [
        { value: memoryA, created, workspace: a },
        { value: memoryB, created: 'none', workspace: b },
      ];
  writeFileSync(recordsFile, JSON.stringify(records));
  return { home, settings, a, b, memoryA, memoryB, installed, older };
}

describe('install --client gemini over an older install that wrote memory folders into the user settings', () => {
  it('install takes every recorded entry out, and the `context` that install made, keeping every other byte; a second install changes nothing', () => {
    const { home, settings, a, memoryA, memoryB, installed } = olderGeminiInstall();
    const r = cli(home, ['install', '--client', 'gemini', '--dir', a]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`removed ${memoryA} from context.includeDirectories`);
    expect(r.stdout).toContain(`removed ${memoryB} from context.includeDirectories`);
    expect(readFileSync(settings, 'utf8')).toBe(installed);
    expect(cli(home, ['install', '--client', 'gemini', '--dir', a]).stdout).toContain('already installed');
    expect(readFileSync(settings, 'utf8')).toBe(installed);
    expect(cli(home, ['uninstall', '--client', 'gemini', '--dir', a]).code).toBe(0);
    expect(readFileSync(settings, 'utf8')).toBe(GEMINI_SETTINGS);
  });

  it("uninstall from any workspace takes them all out and gives the user's list back byte for byte", () => {
    const before = '{\n  "context": { "includeDirectories": ["~/notes"], "fileName": "GEMINI.md" }\n}\n';
    const { home, settings, b, memoryA, memoryB } = olderGeminiInstall(before);
    const r = cli(home, ['uninstall', '--client', 'gemini', '--dir', b]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`removed ${memoryA} from context.includeDirectories`);
    expect(r.stdout).toContain(`removed ${memoryB} from context.includeDirectories`);
    expect(readFileSync(settings, 'utf8')).toBe(before);
    expect(cli(home, ['uninstall', '--client', 'gemini', '--dir', b]).stdout).toContain('not installed');
    expect(readFileSync(settings, 'utf8')).toBe(before);
  });

  it('uninstall --dir accepts a workspace that is gone when an entry names its memory folder; a gone folder no entry names is refused', () => {
    const { home, settings, a } = olderGeminiInstall(GEMINI_SETTINGS, true);
    rmSync(a, { recursive: true });
    const elsewhere = join(tempTree(), 'never-was');
    const refused = cli(home, ['uninstall', '--client', 'gemini', '--dir', elsewhere]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`--dir ${elsewhere} is not a folder`);
    const r = cli(home, ['uninstall', '--client', 'gemini', '--dir', a]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`removed ${join(a, '.ai-core', 'data', 'memory')} from context.includeDirectories`);
    expect(readFileSync(settings, 'utf8')).toBe(GEMINI_SETTINGS);
  });
});

describe('install --client gemini: project scope, and the settings file itself', () => {
  it('--scope project: DIR/.gemini/settings.json, the memory folder relative to DIR when it is above it, none when DIR holds it', () => {
    const { home, ws } = geminiHome();
    expect(cli(home, ['install', '--client', 'gemini', '--scope', 'project', '--dir', join(ws, 'app')]).code).toBe(0);
    const app = JSON.parse(readFileSync(join(ws, 'app', '.gemini', 'settings.json'), 'utf8'));
    expect(app.context.includeDirectories).toEqual(['../.ai-core/data/memory']);
    expect(cli(home, ['install', '--client', 'gemini', '--scope', 'project', '--dir', ws]).code).toBe(0);
    expect(JSON.parse(readFileSync(join(ws, '.gemini', 'settings.json'), 'utf8')).context).toBeUndefined();
  });

  it('refuses a settings file Gemini itself would refuse (a trailing comma), naming the spot, and changes nothing', () => {
    const broken = '{\n  "ui": { "theme": "GitHub" },\n}\n';
    const { home, settings, ws } = geminiHome(broken);
    const r = cli(home, ['install', '--client', 'gemini', '--dir', ws]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(settings);
    expect(r.stderr).toContain('line 3');
    expect(readFileSync(settings, 'utf8')).toBe(broken);
  });

  it('creates ~/.gemini/settings.json when there is none, and uninstall removes it again', () => {
    const home = tempTree();
    const ws = tempTree();
    expect(cli(home, ['install', '--client', 'gemini', '--dir', ws]).code).toBe(0);
    expect(existsSync(join(home, '.gemini', 'settings.json'))).toBe(true);
    expect(cli(home, ['uninstall', '--client', 'gemini', '--dir', ws]).code).toBe(0);
    expect(existsSync(join(home, '.gemini', 'settings.json'))).toBe(false);
  });
});

describe('--client and the flags of one client', () => {
  it.each([
    [['install', '--client', 'claude', '--trust-hooks'], '--trust-hooks is for --client codex only'],
    [['install', '--client', 'gemini', '--keep-auto-memory'], '--keep-auto-memory is for --client claude only'],
    [['install', '--client', 'codex', '--scope', 'local'], 'local'],
    [['uninstall', '--client', 'cursor'], 'cursor'],
  ])('%j is refused with exit 1', (args, message) => {
    const home = tempTree();
    mkdirSync(join(home, 'ws'));
    const r = cli(home, [...args, '--dir', join(home, 'ws')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
    expect(existsSync(join(home, '.codex'))).toBe(false);
  });

  it('installs for all three side by side in one HOME without touching each other', () => {
    const { home, hooks, ws } = codexHome('{}\n');
    for (const client of ['claude', 'codex', 'gemini']) expect(cli(home, ['install', '--client', client, '--dir', ws]).code).toBe(0);
    const claude = JSON.parse(readFileSync(join(home, '.claude', 'settings.json'), 'utf8'));
    expect(claude.hooks.UserPromptSubmit[0].hooks[0].command).not.toMatch(/ (codex|gemini)$/);
    expect(JSON.parse(readFileSync(hooks, 'utf8')).hooks.UserPromptSubmit[0].hooks[0].command).toBe(LIST_COMMAND('codex'));
    expect(cli(home, ['uninstall', '--client', 'codex']).code).toBe(0);
    expect(JSON.parse(readFileSync(join(home, '.claude', 'settings.json'), 'utf8'))).toEqual(claude);
    expect(JSON.parse(readFileSync(join(home, '.gemini', 'settings.json'), 'utf8')).hooks.BeforeAgent).toHaveLength(1);
  });
});
