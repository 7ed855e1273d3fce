// A settings file install creates from nothing is the user's from then on: it should read
// like one they would write, not like the edits that made it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

describe('install into a settings file that does not exist yet', () => {
  it.each([
    ['user', (home: string, _ws: string) => join(home, '.claude/settings.json')],
    ['project', (_home: string, ws: string) => join(ws, '.claude/settings.json')],
    ['local', (_home: string, ws: string) => join(ws, '.claude/settings.local.json')],
  ])('--scope %s writes plain 2-space JSON with a trailing newline', (scope, fileOf) => {
    const home = tempTree();
    const ws = tempTree();
    const r = runCli(['install', '--scope', scope, '--dir', ws], { env: { HOME: home } });
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(fileOf(home, ws), 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect(JSON.parse(text).autoMemoryEnabled).toBe(false);
  });

  it('an empty file counts as new; uninstall then takes away only what install added', () => {
    const home = tempTree();
    mkdirSync(join(home, '.claude'));
    const path = join(home, '.claude/settings.json');
    writeFileSync(path, '\n');
    expect(runCli(['install', '--dir', tempTree()], { env: { HOME: home } }).code).toBe(0);
    const text = readFileSync(path, 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect(runCli(['uninstall'], { env: { HOME: home } }).code).toBe(0);
    expect(readFileSync(path, 'utf8')).toBe('{}\n');
  });
});
