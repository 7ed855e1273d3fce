// Our entries, exactly: install and uninstall touch only the hook commands project-memory
// wrote (the install record keeps them) or that run our hook files from a real
// project-memory plugin folder, never another tool's hooks that merely look like ours.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookCommand } from '../../lib/settings/hook-specs.js';
import { tempTree } from '../support/fixtures.js';
import { HOOK, REPO, runCli } from '../support/processes.js';

// what install writes now, the test for the hook file in front (lib/settings/hook-specs.ts)
const OURS = `[ ! -f ${HOOK} ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node ${HOOK}`;

/** A HOME whose ~/.claude/settings.json holds `text`; returns both paths. */
function homeWith(text: string): { home: string; file: string } {
  const home = tempTree({ '.claude/settings.json': text });
  return { home, file: join(home, '.claude/settings.json') };
}

function install(home: string) {
  return runCli(['install', '--dir', tempTree()], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
}

function uninstall(home: string) {
  return runCli(['uninstall'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
}

const commandsOf = (file: string, event: string): string[] =>
  (JSON.parse(readFileSync(file, 'utf8')).hooks?.[event] ?? []).flatMap((g: { hooks: { command: string }[] }) => g.hooks.map((h) => h.command));

describe('our entries, exactly', () => {
  // another tool that happens to lay its hooks out like ours, with no package.json beside them
  const foreign = {
    hooks: {
      UserPromptSubmit: [{ hooks: [{ type: 'command', command: 'node /opt/other-tool/dist/hooks/user-prompt-submit.cjs', timeout: 5 }] }],
      SessionStart: [{ hooks: [{ type: 'command', command: 'node dist/hooks/session-start.cjs' }] }],
      PreCompact: [{ hooks: [{ type: 'command', command: "node '/gone/x/dist/hooks/pre-compact.cjs'" }] }],
    },
  };

  it('install adds ours beside another tool’s look-alike hooks and never replaces them', () => {
    const { home, file } = homeWith(`${JSON.stringify(foreign, null, 2)}\n`);
    expect(install(home).code).toBe(0);
    expect(commandsOf(file, 'UserPromptSubmit')).toEqual(['node /opt/other-tool/dist/hooks/user-prompt-submit.cjs', OURS]);
    expect(commandsOf(file, 'SessionStart')).toEqual(['node dist/hooks/session-start.cjs', hookCommand('SessionStart', join(REPO, 'plugin'))]);
    expect(commandsOf(file, 'PreCompact')[0]).toBe("node '/gone/x/dist/hooks/pre-compact.cjs'");
  });

  it('uninstall never deletes them, installed or not', () => {
    const text = `${JSON.stringify(foreign, null, 2)}\n`;
    const { home, file } = homeWith(text);
    expect(uninstall(home).stdout).toContain('not installed');
    expect(readFileSync(file, 'utf8')).toBe(text);
    install(home);
    expect(uninstall(home).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('recognises a hand-quoted copy of our own command instead of adding a second one', () => {
    const quoted = `NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node "${HOOK}"`;
    const { home, file } = homeWith(`${JSON.stringify({ hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: quoted }] }] } }, null, 2)}\n`);
    expect(install(home).code).toBe(0);
    expect(commandsOf(file, 'UserPromptSubmit')).toHaveLength(1);
    expect(uninstall(home).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).hooks).toBeUndefined();
  });

  it('uninstall removes the entries install wrote from a checkout that was deleted since (the install record keeps them)', () => {
    const checkout = tempTree();
    cpSync(join(REPO, 'plugin'), join(checkout, 'plugin'), { recursive: true });
    const { home, file } = homeWith('{\n  "model": "opus"\n}\n');
    const cli = join(checkout, 'plugin/dist/cli.cjs');
    const r = spawnSync('node', [cli, 'install', '--dir', tempTree()], { env: { PATH: process.env.PATH, HOME: home }, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    rmSync(checkout, { recursive: true, force: true });
    expect(uninstall(home).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe('{\n  "model": "opus"\n}\n');
  });
});
