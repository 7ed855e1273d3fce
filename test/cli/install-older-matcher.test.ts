// Earlier versions registered SessionStart for startup|resume|clear|compact; a fork
// (`--resume ID --fork-session`) starts with source "fork", which that matcher misses.
// Installing again moves our group to the current matcher, once.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const matchersOf = (file: string): unknown[] =>
  (JSON.parse(readFileSync(file, 'utf8')) as { hooks: { SessionStart: { matcher?: unknown }[] } }).hooks.SessionStart.map((g) => g.matcher);

describe('install over an earlier SessionStart matcher', () => {
  it('takes fork into the matcher, says so, and changes nothing the second time', () => {
    const home = tempTree();
    const ws = tempTree();
    const file = join(home, '.claude/settings.json');
    expect(runCli(['install', '--dir', ws], { env: { HOME: home } }).code).toBe(0);
    expect(matchersOf(file)).toEqual(['startup|resume|clear|compact|fork']);
    writeFileSync(file, readFileSync(file, 'utf8').replace('startup|resume|clear|compact|fork', 'startup|resume|clear|compact'));

    const again = runCli(['install', '--dir', ws, '--json'], { env: { HOME: home } });
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).changes).toEqual([expect.stringMatching(/^update SessionStart hook: /)]);
    expect(matchersOf(file)).toEqual(['startup|resume|clear|compact|fork']);
    const third = runCli(['install', '--dir', ws, '--json'], { env: { HOME: home } });
    expect(JSON.parse(third.stdout).changes).toEqual([]);
  });
});
