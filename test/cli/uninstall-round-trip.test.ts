// uninstall gives back a settings file as it was before install, down to what install only
// found there: a `hooks` object or an event's list that was empty already, and a config.toml
// without a final newline.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const cli = (home: string, args: string[]) => runCli(args, { env: { HOME: home, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_STATE_DIR: join(home, 'state') } });

describe('uninstall keeps a hooks object that was there, empty, before install', () => {
  it.each([
    ['claude', '.claude/settings.json', '{ "hooks": {} }\n'],
    ['claude', '.claude/settings.json', '{\n  "model": "opus",\n  "hooks": {}\n}\n'],
    ['codex', '.codex/hooks.json', '{ "hooks": {} }\n'],
    ['gemini', '.gemini/settings.json', '{\n  "hooks": { /* none yet */ }\n}\n'],
  ])('--client %s, %s: %j', (client, file, before) => {
    const home = tempTree({ [file]: before });
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const args = ['--client', client, '--dir', ws];
    const installed = cli(home, ['install', ...args]);
    expect(installed.code, installed.stderr).toBe(0);
    expect(readFileSync(join(home, file), 'utf8')).not.toBe(before);
    const r = cli(home, ['uninstall', ...args]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(home, file), 'utf8')).toBe(before);
  });

  it('still drops the hooks object install made', () => {
    const home = tempTree({ '.claude/settings.json': '{\n  "model": "opus"\n}\n' });
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    expect(cli(home, ['install', '--dir', ws]).code).toBe(0);
    expect(cli(home, ['uninstall', '--dir', ws]).code).toBe(0);
    expect(readFileSync(join(home, '.claude/settings.json'), 'utf8')).toBe('{\n  "model": "opus"\n}\n');
  });
});

describe('uninstall keeps an event list that was there, empty, before install', () => {
  // once ours are in it, the file alone cannot tell the user's empty list from one install
  // made: install records the lists it found, and uninstall leaves those
  it.each([
    ['claude', '.claude/settings.json', '{\n  "hooks": {\n    "UserPromptSubmit": []\n  }\n}\n'],
    ['claude', '.claude/settings.json', '{ "model": "opus", "hooks": { "SessionStart": [], "PreCompact": [] } }\n'],
    ['codex', '.codex/hooks.json', '{\n  "hooks": {\n    "UserPromptSubmit": []\n  }\n}\n'],
    ['gemini', '.gemini/settings.json', '{\n  // mine\n  "hooks": {\n    "BeforeAgent": [],\n    "SessionStart": [ /* later */ ]\n  }\n}\n'],
  ])('--client %s, %s: %j', (client, file, before) => {
    const home = tempTree({ [file]: before });
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const args = ['--client', client, '--dir', ws];
    expect(cli(home, ['install', ...args]).code).toBe(0);
    expect(readFileSync(join(home, file), 'utf8')).not.toBe(before);
    const r = cli(home, ['uninstall', ...args]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(home, file), 'utf8')).toBe(before);
  });

  it('at project scope too, and a second install keeps what the first found', () => {
    const before = '{\n  "hooks": {\n    "UserPromptSubmit": []\n  }\n}\n';
    const home = tempTree();
    const ws = tempTree({ '.ai-core/data/memory/_global/': '', '.claude/settings.json': before });
    const args = ['--scope', 'project', '--dir', ws];
    expect(cli(home, ['install', ...args]).code).toBe(0);
    expect(cli(home, ['install', ...args]).stdout).toContain('already installed');
    expect(cli(home, ['uninstall', ...args]).code).toBe(0);
    expect(readFileSync(join(ws, '.claude/settings.json'), 'utf8')).toBe(before);
  });
});

describe("uninstall keeps config.toml's ending", () => {
  it('a config.toml without a final newline has none after install --trust-hooks and uninstall', () => {
    const before = '# mine\nmodel = "gpt-x"';
    const home = tempTree({ '.codex/config.toml': before });
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    expect(cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']).code).toBe(0);
    const r = cli(home, ['uninstall', '--client', 'codex', '--dir', ws]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(home, '.codex/config.toml'), 'utf8')).toBe(before);
  });
});

describe('uninstall and the memory folder', () => {
  it('keeps the memories install made a folder for, and says so, with the folder it leaves; a launch folder without one hears nothing of it', () => {
    const home = tempTree();
    const ws = tempTree();
    expect(cli(home, ['install', '--dir', ws]).code).toBe(0);
    const memoryRoot = join(ws, '.ai-core', 'data', 'memory');
    writeFileSync(
      join(memoryRoot, '_global', 'staging-reset.md'),
      '---\ntitle: Staging reset\ndescription: The staging DB resets on Mondays\n---\nEvery Monday.\n',
    );
    const r = cli(home, ['uninstall', '--dir', ws]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`The memories in ${memoryRoot}/ stay: uninstall never removes one.`);
    expect(readdirSync(join(memoryRoot, '_global'))).toEqual(['staging-reset.md']);
    // no memory folder: no word of one
    const bare = tempTree();
    const home2 = tempTree();
    expect(runCli(['install', '--dir', bare, '--scope', 'local'], { env: { HOME: home2, PROJECT_MEMORY_LANG: 'en' } }).code).toBe(0);
    rmSync(join(bare, '.ai-core'), { recursive: true, force: true });
    const none = runCli(['uninstall', '--dir', bare, '--scope', 'local'], { env: { HOME: home2, PROJECT_MEMORY_LANG: 'en' } });
    expect(none.code, none.stderr).toBe(0);
    expect(none.stdout).not.toContain('memories in');
  });
});
