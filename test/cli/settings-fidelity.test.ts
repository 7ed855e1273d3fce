// Fidelity: install and uninstall edit a settings file in place, so bytes they did not mean
// to change stay the same: CRLF line ends, numbers beyond a double, a timeout the user
// raised; a file with a key twice is refused rather than silently merged.
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

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

describe('fidelity: bytes we did not mean to change stay the same', () => {
  it('keeps CRLF line ends, and uninstall gives back the very same bytes', () => {
    const text = '{\r\n    "model": "opus",\r\n    "env": {\r\n        "A": "1"\r\n    }\r\n}\r\n';
    const { home, file } = homeWith(text);
    expect(install(home).code).toBe(0);
    const installed = readFileSync(file, 'utf8');
    expect(installed.replaceAll('\r\n', '')).not.toContain('\n');
    expect(installed.startsWith('{\r\n    "model": "opus",\r\n    "env": {\r\n        "A": "1"\r\n    },\r\n')).toBe(true);
    expect(uninstall(home).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('leaves a one-line object in front of what install adds on its line, and uninstall gives back the very same bytes', () => {
    // jsonc-parser lays out an edit from the start of its line: this came back as three lines
    const text = '{\n  "model": "opus",\n  "env": { "A": "1" },\n  "statusLine": { "type": "command", "command": "date" }\n}\n';
    const { home, file } = homeWith(text);
    expect(install(home).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('\n  "env": { "A": "1" },\n  "statusLine": { "type": "command", "command": "date" },\n');
    expect(uninstall(home).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it("adds the rule that lets Claude Code read the memory folder to the user's own permissions.allow, after theirs; uninstall gives back the very same bytes", () => {
    const text = '{\n  "permissions": { "allow": ["Bash(ls:*)"], "deny": ["Read(./.env)"] }\n}\n';
    const { home, file } = homeWith(text);
    expect(install(home).code).toBe(0);
    const permissions = JSON.parse(readFileSync(file, 'utf8')).permissions;
    expect(permissions.allow).toHaveLength(2);
    expect(permissions.allow[0]).toBe('Bash(ls:*)');
    expect(permissions.allow[1]).toMatch(/^Read\(\/\/.+\/\.ai-core\/data\/memory\/\*\*\)$/);
    expect(permissions.deny).toEqual(['Read(./.env)']);
    expect(uninstall(home).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('installs into a file that starts with a UTF-8 byte order mark, as Claude Code reads it; the mark stays, and uninstall gives back the very same bytes', () => {
    // Windows editors write one; Claude Code 2.1.328 reads such a file and runs its hooks
    const text = '\uFEFF{\n  "model": "opus"\n}\n';
    const { home, file } = homeWith(text);
    const ws = tempTree();
    const run = () => runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    const installed = run();
    expect(installed.code, installed.stderr).toBe(0);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const after = bytes.toString('utf8');
    expect(after.startsWith('\uFEFF{\n  "model": "opus",\n  "hooks": {\n')).toBe(true);
    expect(JSON.parse(after.slice(1)).hooks.UserPromptSubmit).toHaveLength(1);
    expect(run().stdout).toContain('already installed');
    const removed = uninstall(home);
    expect(removed.code, removed.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('says where a file with a byte order mark goes wrong, counting from after the mark', () => {
    const { home } = homeWith('\uFEFF{\n  "model": opus\n}\n');
    const r = install(home);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('line 2, column 12');
  });

  it('keeps a number too large for a double exactly as written', () => {
    const text = '{\n  "feedbackSurveyState": { "lastShownTime": 12345678901234567890 },\n  "n": 1.50\n}\n';
    const { home, file } = homeWith(text);
    expect(install(home).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('"lastShownTime": 12345678901234567890 },\n  "n": 1.50,');
    expect(uninstall(home).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('refuses a file with two "hooks" keys rather than dropping one, and leaves it as it is', () => {
    const text = '{\n  "hooks": { "Stop": [] },\n  "model": "opus",\n  "hooks": { "Notification": [] }\n}\n';
    const { home, file } = homeWith(text);
    const r = install(home);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(file);
    expect(r.stderr).toContain('"hooks" twice');
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it.each([
    ['{"permissions":{"allow":"Bash(ls)"}}\n', 'permissions.allow', 'a list'],
    ['{"permissions":"ask"}\n', 'permissions', 'an object'],
    ['{"permissions":{"deny":"Read(./.env)"}}\n', 'permissions.deny', 'a list'],
    ['{"permissions":{"allow":[],"ask":"Bash(rm:*)"}}\n', 'permissions.ask', 'a list'],
    ['{"autoMemoryEnabled":"no"}\n', 'autoMemoryEnabled', 'true or false'],
  ])('refuses %s, which Claude Code does not load at all, naming the key, and leaves it as it is; doctor fails it', (text, key, kind) => {
    const { home, file } = homeWith(text);
    const r = install(home);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${file}: "${key}" must be ${kind}, and Claude Code loads none of this file until it is`);
    expect(readFileSync(file, 'utf8')).toBe(text);
    const doctor = runCli(['doctor', '--dir', tempTree(), '--json'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    const row = (JSON.parse(doctor.stdout) as { checks: Array<{ id: string; status: string; message: string }> }).checks.find((c) => c.id === 'settings');
    expect(row).toMatchObject({ status: 'fail' });
    expect(row?.message).toContain(`"${key}" must be ${kind}`);
  });

  it('installs into a file Claude Code loads though an entry of a list is of another kind (`"allow": [1]`)', () => {
    const { home } = homeWith('{"permissions":{"allow":[1]}}\n');
    expect(install(home).code).toBe(0);
  });

  it('keeps a timeout the user raised on our entry through a second install', () => {
    const { home, file } = homeWith('{}\n');
    const ws = tempTree();
    const run = () => runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    run();
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    settings.hooks.UserPromptSubmit[0].hooks[0].timeout = 60;
    writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
    const again = run();
    expect(again.stdout).toContain('already installed');
    expect(JSON.parse(readFileSync(file, 'utf8')).hooks.UserPromptSubmit[0].hooks[0].timeout).toBe(60);
  });

  it('keeps a variable the user set in front of our command through a second install: no second copy; doctor and uninstall know it as ours', () => {
    const { home, file } = homeWith('{}\n');
    const ws = tempTree();
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    runCli(['install', '--dir', ws], { env });
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    const entry = settings.hooks.UserPromptSubmit[0].hooks[0];
    entry.command = entry.command.replace('|| NODE_OPTIONS=', "|| PROJECT_MEMORY_LANG='ko' NODE_OPTIONS=");
    expect(entry.command).toContain("PROJECT_MEMORY_LANG='ko' NODE_OPTIONS=");
    writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
    const again = runCli(['install', '--dir', ws], { env });
    expect(again.stdout).toContain('already installed');
    const hooks = JSON.parse(readFileSync(file, 'utf8')).hooks.UserPromptSubmit;
    expect(hooks.flatMap((group: { hooks: unknown[] }) => group.hooks)).toEqual([entry]);
    const doctor = runCli(['doctor', '--dir', ws, '--json'], { env });
    const rows = (JSON.parse(doctor.stdout) as { checks: Array<{ id: string; status: string }> }).checks;
    expect(rows.filter((row) => row.id.startsWith('look-alike'))).toEqual([]);
    expect(rows.find((row) => row.id === 'hook')?.status).toBe('ok');
    expect(runCli(['uninstall'], { env }).code).toBe(0);
    expect(readFileSync(file, 'utf8')).not.toContain('user-prompt-submit');
  });

  it('uninstall removes a settings file that install created and nobody added to', () => {
    const home = tempTree();
    const ws = tempTree();
    expect(runCli(['install', '--scope', 'project', '--dir', ws], { env: { HOME: home } }).code).toBe(0);
    expect(existsSync(join(ws, '.claude/settings.json'))).toBe(true);
    expect(runCli(['uninstall', '--scope', 'project', '--dir', ws], { env: { HOME: home } }).code).toBe(0);
    expect(existsSync(join(ws, '.claude/settings.json'))).toBe(false);
  });

  it('uninstall removes the settings file it created also when the folder above it is reached through a symbolic link', () => {
    const real = tempTree();
    const home = join(tempTree(), 'home');
    symlinkSync(real, home);
    expect(runCli(['install', '--dir', tempTree()], { env: { HOME: home } }).code).toBe(0);
    expect(runCli(['uninstall'], { env: { HOME: home } }).code).toBe(0);
    expect(existsSync(join(real, '.claude/settings.json'))).toBe(false);
  });

  it('uninstall keeps a settings file that install created when something else was added since', () => {
    const home = tempTree();
    install(home);
    const file = join(home, '.claude/settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, `${JSON.stringify({ ...settings, model: 'opus' }, null, 2)}\n`);
    expect(uninstall(home).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ model: 'opus' });
  });

  it('a settings file that was there before install is kept by uninstall, even when it ends up empty', () => {
    const { home, file } = homeWith('{}\n');
    install(home);
    uninstall(home);
    expect(readFileSync(file, 'utf8')).toBe('{}\n');
  });

  it('--dry-run on a missing project folder creates nothing, not even a lock', () => {
    const home = tempTree();
    const ws = tempTree();
    mkdirSync(join(ws, 'sub'));
    expect(runCli(['install', '--dry-run', '--scope', 'project', '--dir', ws], { env: { HOME: home } }).code).toBe(0);
    expect(existsSync(join(ws, '.claude'))).toBe(false);
  });
});
