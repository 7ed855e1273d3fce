// install run in the home folder without --dir makes no memory folder there (it would take in
// every repository below it), for each client; what it prints instead is that client's own install.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELF } from '../support/built.js';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const run = (home: string, args: string[]) =>
  runCli(args, { env: { HOME: home, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_STATE_DIR: join(home, 'state') }, cwd: home });

describe('install --client codex in the home folder', () => {
  it("suggests the same Codex install with --dir for one memory folder, not Claude Code's", () => {
    const home = tempTree();
    const r = run(home, ['install', '--client', 'codex', '--trust-hooks']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(home, '.ai-core'))).toBe(false);
    const suggested = `\`${SELF} install --client codex --dir ${home} --trust-hooks\``;
    expect(r.stdout).toContain(`To keep one memory folder for everything below ${home} all the same: ${suggested}`);

    const asked = run(home, ['install', '--client', 'codex', '--dir', home, '--trust-hooks']);
    expect(asked.code, asked.stderr).toBe(0);
    expect(existsSync(join(home, '.ai-core', 'data', 'memory', '_global'))).toBe(true);
    expect(existsSync(join(home, '.claude'))).toBe(false);
  });
});
