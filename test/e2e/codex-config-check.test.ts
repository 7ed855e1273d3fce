// What lib/settings/toml-check.ts says of a config.toml is what the real Codex CLI (0.169.0)
// says: install refuses to write trust into a file Codex cannot load, and doctor fails it,
// so the two must agree on every sample, the valid ones above all (a refusal of a file
// Codex loads would stop an install for nothing).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkToml } from '../../lib/settings/toml-check.js';
import { CODEX_BIN, codexEnv } from '../support/codex.js';
import { runProcess } from '../support/process.js';
import { makeTempDir } from '../support/temp.js';
import { TOML_SAMPLES } from '../support/toml-samples.js';

describe('config.toml as Codex reads it', () => {
  it.each(TOML_SAMPLES.map((s) => [s.name, s] as const))('%s', { timeout: 30_000 }, async (_, sample) => {
    const home = makeTempDir('pm-codex-toml-');
    mkdirSync(join(home, '.codex'), { recursive: true });
    mkdirSync(join(home, 'tmp'), { recursive: true });
    writeFileSync(join(home, '.codex', 'config.toml'), sample.text);
    // `features list` loads the configuration and calls no model
    const run = await runProcess(CODEX_BIN, ['features', 'list'], { cwd: home, env: codexEnv(home), timeoutMs: 25_000 });
    const loads = run.code === 0;
    expect(
      loads,
      `Codex: ${run.stderr
        .split('\n')
        .filter((l) => !l.startsWith('WARNING'))
        .join(' ')
        .slice(0, 300)}`,
    ).toBe(sample.problem === undefined);
    const result = checkToml(sample.text);
    expect(result.ok).toBe(loads);
    // Codex names the line it stopped at, as checkToml does; a string never closed, Codex
    // at the end of the file, checkToml where the string opens
    if (!result.ok && result.problem !== 'unterminated-string') expect(run.stderr).toContain(`config.toml:${result.line}:`);
  });
});
