// A memory written in UTF-16 (an editor's "Unicode", with or without a byte order mark): the
// list cannot read it, and lint says so; the client reads it as text, key and all, so lint
// looks for a secret in that text too (the Read hook's hold-back says lint shows where).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const TOKEN = `ghp_${'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5'}`;

describe('lint on a memory written in UTF-16', () => {
  it.each([
    ['without a byte order mark', (text: string) => Buffer.from(text, 'utf16le')],
    ['with one', (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
  ])('%s: finds the secret in it, where the client reads it', (_label, encode) => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '' });
    writeFileSync(join(root, MEMORY, '_global', 'ci.md'), encode(memoryFile({ title: '윈도 CI', description: 'CI 토큰' }, `Use ${TOKEN} there.`)));
    const run = runCli(['lint', '--dir', root, '--json'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code).toBe(1);
    const rules = (JSON.parse(run.stdout) as { findings: { rule: string }[] }).findings.map((f) => f.rule);
    expect(rules).toContain('secret');
    expect(run.stdout).not.toContain(TOKEN);
  });
});
