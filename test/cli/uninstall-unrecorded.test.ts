// uninstall after the per-user state folder, which keeps install's record of what it changed,
// was deleted: our hooks come out by their commands, Codex's trust of them by its hash, and
// what else install may have set (auto memory off, a Read rule, a Gemini include) is named,
// not undone: without the record nothing tells it from the user's own.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

function setup(files: Record<string, string>) {
  const home = tempTree(files);
  const ws = tempTree({ '.git/HEAD': 'ref: refs/heads/main\n' });
  const state = join(home, 'state');
  const cli = (args: string[], lang = 'en') =>
    runCli([...args, '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: lang, PROJECT_MEMORY_STATE_DIR: state } });
  return { home, ws, state, cli };
}

describe('uninstall without the install record', () => {
  it('Claude Code: takes out the hooks and names auto memory turned off and the Read rule, in text, JSON and Korean', () => {
    const { home, ws, state, cli } = setup({ '.claude/settings.json': '{ "autoMemoryEnabled": true }\n' });
    const file = join(home, '.claude', 'settings.json');
    expect(cli(['install']).code).toBe(0);
    rmSync(state, { recursive: true, force: true });
    const rule = `Read(/${ws}/.ai-core/data/memory/**)`;
    const json = JSON.parse(cli(['uninstall', '--dry-run', '--json']).stdout) as { leftUnrecorded: string[] };
    expect(json.leftUnrecorded).toEqual(['autoMemoryEnabled: false', `permissions.allow: ${rule}`]);
    const ko = cli(['uninstall', '--dry-run'], 'ko');
    expect(ko.stdout).toContain('설치 기록이 없어');
    const r = cli(['uninstall']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`so these were left as they are: autoMemoryEnabled: false; permissions.allow: ${rule}.`);
    const after = readFileSync(file, 'utf8');
    expect(after).not.toContain('user-prompt-submit');
    expect(JSON.parse(after)).toEqual({ autoMemoryEnabled: false, permissions: { allow: [rule] } });
  });

  it('with the record, as ever: everything put back and nothing named', () => {
    const { home, cli } = setup({ '.claude/settings.json': '{ "autoMemoryEnabled": true }\n' });
    expect(cli(['install']).code).toBe(0);
    const r = cli(['uninstall']);
    expect(r.stdout).not.toContain('No install record');
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).toBe('{ "autoMemoryEnabled": true }\n');
  });

  it("Codex: takes back the trust of our hooks, keeping the user's config and comments", () => {
    const { home, state, cli } = setup({ '.codex/config.toml': 'model = "gpt-x"\n' });
    const config = join(home, '.codex', 'config.toml');
    expect(cli(['install', '--client', 'codex', '--trust-hooks']).code).toBe(0);
    writeFileSync(config, `${readFileSync(config, 'utf8')}\n# the docs server\n[mcp_servers.docs]\ncommand = "docs"\n`);
    rmSync(state, { recursive: true, force: true });
    const r = cli(['uninstall', '--client', 'codex']);
    expect(r.code).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe('model = "gpt-x"\n\n# the docs server\n[mcp_servers.docs]\ncommand = "docs"\n');
  });
});
