// "disableAllHooks": true in any Claude Code settings file stops every hook, the list's
// included (Claude Code 2.1.328): install still installs, and says which file stands in the way.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

describe('install where settings turn every hook off', () => {
  it('installs, then warns and names the user settings file that sets "disableAllHooks": true, in English and Korean', () => {
    const home = tempTree({ '.claude/settings.json': '{\n  "disableAllHooks": true\n}\n' });
    const file = join(home, '.claude/settings.json');
    const ws = tempTree();
    const en = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(en.code, en.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).hooks.UserPromptSubmit).toHaveLength(1);
    expect(en.stdout).toContain(`Claude Code runs no hook at all, these included: "disableAllHooks": true in ${file}.`);
    expect(en.stdout).not.toContain('The list appears from the next prompt');
    // the key is the user's: said, never changed
    expect(JSON.parse(readFileSync(file, 'utf8')).disableAllHooks).toBe(true);
    const ko = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain(`${file}에 "disableAllHooks": true가 있음`);
    const json = runCli(['install', '--dir', ws, '--json'], { env: { HOME: home } });
    expect(JSON.parse(json.stdout).hooksOff).toEqual({ paths: [file] });
  });

  it('names the project settings file of the launch folder that sets it, and a more specific false only softens the warning', () => {
    const home = tempTree();
    const ws = tempTree({ '.claude/settings.json': '{ "disableAllHooks": true }\n' });
    const project = join(ws, '.claude/settings.json');
    const r = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`"disableAllHooks": true in ${project}`);
    // local settings over project settings: by Claude Code's order the false is used, and the true is still named
    const local = join(ws, '.claude/settings.local.json');
    writeFileSync(local, '{ "disableAllHooks": false }\n');
    const again = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(again.stdout).toContain(`"disableAllHooks": true in ${project} turns every hook off; ${local} sets it false`);
    const json = runCli(['install', '--dir', ws, '--json'], { env: { HOME: home } });
    expect(JSON.parse(json.stdout).hooksOff).toEqual({ paths: [project], overriddenBy: local });
  });

  it('says nothing of it, and reports null, where no settings file sets it', () => {
    const home = tempTree({ '.claude/settings.json': '{ "disableAllHooks": false }\n' });
    const ws = tempTree();
    const r = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.stdout).not.toContain('disableAllHooks');
    const json = runCli(['install', '--dir', ws, '--json'], { env: { HOME: home } });
    expect(JSON.parse(json.stdout).hooksOff).toBeNull();
  });
});
