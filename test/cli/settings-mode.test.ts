// Settings files are the user's: install and uninstall keep a file's mode, write through
// a symbolic link (a dotfiles repository), and refuse a file the user made read-only.
import { chmodSync, existsSync, lstatSync, readFileSync, readlinkSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { HOOK, runCli } from '../support/processes.js';

// what install writes now, the test for the hook file in front (lib/settings/hook-specs.ts)
const OURS = `[ ! -f ${HOOK} ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node ${HOOK}`;
const modeOf = (path: string) => statSync(path).mode & 0o777;

/** A HOME whose ~/.claude/settings.json holds `text`; returns both paths. */
function homeWith(text: string): { home: string; file: string } {
  const home = tempTree({ '.claude/settings.json': text });
  return { home, file: join(home, '.claude/settings.json') };
}

function install(home: string, ...args: string[]) {
  return runCli(['install', '--dir', tempTree(), ...args], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
}

function uninstall(home: string) {
  return runCli(['uninstall'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
}

const commandsOf = (file: string, event: string): string[] =>
  (JSON.parse(readFileSync(file, 'utf8')).hooks?.[event] ?? []).flatMap((g: { hooks: { command: string }[] }) => g.hooks.map((h) => h.command));

describe('mode and links', () => {
  it('keeps a chmod 600 settings file (one holding an API key) at 600 through install and uninstall', () => {
    const { home, file } = homeWith(`${JSON.stringify({ env: { ANTHROPIC_API_KEY: 'sk-secret' } }, null, 2)}\n`);
    chmodSync(file, 0o600);
    expect(install(home).code).toBe(0);
    expect(modeOf(file)).toBe(0o600);
    expect(uninstall(home).code).toBe(0);
    expect(modeOf(file)).toBe(0o600);
  });

  it('updates a settings file that is a symbolic link through the link: the target changes, the link stays', () => {
    const dotfiles = tempTree({ 'claude/settings.json': '{\n  "model": "opus"\n}\n' });
    const target = join(dotfiles, 'claude/settings.json');
    const home = tempTree({ '.claude/': '' });
    const link = join(home, '.claude/settings.json');
    symlinkSync(target, link);
    expect(install(home).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(target);
    expect(commandsOf(target, 'UserPromptSubmit')).toEqual([OURS]);
    expect(uninstall(home).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('{\n  "model": "opus"\n}\n');
  });

  it('refuses a read-only (0444) settings file with exit 1, naming the file and the fix, and leaves it untouched', () => {
    const text = '{\n  "model": "opus"\n}\n';
    const { home, file } = homeWith(text);
    chmodSync(file, 0o444);
    const ws = tempTree();
    const r = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(file);
    expect(r.stderr).toContain('read-only');
    expect(r.stderr).toContain(`chmod u+w ${file}`);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(modeOf(file)).toBe(0o444);
    expect(existsSync(join(ws, MEMORY))).toBe(false);
    // --dry-run says so too, rather than promising changes the run would refuse
    expect(runCli(['install', '--dry-run', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } }).stderr).toContain('read-only');
    expect(uninstall(home).code).toBe(0); // nothing of ours in it: nothing to refuse
  });

  it('refuses a link to a file that is not there, and leaves the link alone', () => {
    const home = tempTree({ '.claude/': '' });
    const link = join(home, '.claude/settings.json');
    symlinkSync(join(home, 'dotfiles/settings.json'), link);
    const r = install(home);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${link} is a symbolic link to ${join(home, 'dotfiles/settings.json')}, which does not exist`);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(existsSync(join(home, 'dotfiles'))).toBe(false);
  });
});
