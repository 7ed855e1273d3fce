// Without HOME, the commands that need a per-user file say which file, the variable that
// client reads instead of HOME, and --scope project only where the command has it and it
// would get by without that file. The built CLI in a real process, HOME unset.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const EN = { PROJECT_MEMORY_LANG: 'en' };

describe('HOME not set', () => {
  it.each([
    [['doctor'], '~/.claude/settings.json', 'CLAUDE_CONFIG_DIR to the folder to use as ~/.claude.', false],
    [['install'], '~/.claude/settings.json', 'CLAUDE_CONFIG_DIR to the folder to use as ~/.claude;', true],
    [['uninstall'], '~/.claude/settings.json', 'CLAUDE_CONFIG_DIR to the folder to use as ~/.claude;', true],
    [['install', '--client', 'codex'], '~/.codex/hooks.json', 'CODEX_HOME to the folder to use as ~/.codex;', true],
    // config.toml is read at every scope: --scope project would not get by without it
    [['install', '--client', 'codex', '--scope', 'project'], '~/.codex/config.toml', 'CODEX_HOME to the folder to use as ~/.codex.', false],
    [['doctor', '--client', 'codex'], '~/.codex/config.toml', 'CODEX_HOME', false],
    [['install', '--client', 'gemini'], '~/.gemini/settings.json', 'GEMINI_CLI_HOME to the folder to use as ~;', true],
    [['doctor', '--client', 'gemini'], '~/.gemini/settings.json', 'GEMINI_CLI_HOME', false],
  ])('%j names %s and %s; --scope project only for install and uninstall', (args, file, variable, scoped) => {
    const dir = tempTree({ 'app/': '' });
    const r = runCli([...args, '--dir', join(dir, 'app')], { env: EN });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`HOME is not set, so ${file} cannot be found. Set HOME, or ${variable}`);
    expect(r.stderr.includes('--scope project')).toBe(scoped);
  });

  it('says the same in Korean, with the particle the file name takes', () => {
    const r = runCli(['doctor'], { env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'HOME이 설정되지 않아 ~/.claude/settings.json을 찾을 수 없습니다. HOME을 설정하거나, ~/.claude 대신 쓸 폴더를 CLAUDE_CONFIG_DIR에 설정하세요.',
    );
    expect(r.stderr).not.toContain('--scope');
  });

  it('CLAUDE_CONFIG_DIR, as the message says, is enough for install and doctor', () => {
    const tree = tempTree({ 'app/.git/HEAD': 'ref: refs/heads/main\n' });
    const env = { ...EN, CLAUDE_CONFIG_DIR: join(tree, 'claude') };
    const install = runCli(['install', '--dir', join(tree, 'app')], { env });
    expect(install.code, install.stderr).toBe(0);
    const doctor = runCli(['doctor', '--dir', join(tree, 'app')], { env });
    expect(doctor.stderr).not.toContain('HOME is not set');
    expect(doctor.stdout).toContain(`registered in user settings (${join(tree, 'claude', 'settings.json')})`);
  });
});
