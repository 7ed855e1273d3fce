// Every shell command the README tells a user to type is run by a test. A new command
// in the README fails here until it is mapped to the test that runs it as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/built.js';

/** A README command (after placeholders are read as wildcards) and the test that runs it. */
const RUN_BY: Array<{ command: RegExp; file: string; test: string }> = [
  { command: /^git clone .+ \S+$/, file: 'test/plugin/marketplace.test.ts', test: 'add + install work offline' },
  { command: /^claude plugin marketplace add \S+$/, file: 'test/plugin/marketplace.test.ts', test: 'add + install work offline' },
  { command: /^claude plugin install project-memory@project-memory$/, file: 'test/plugin/marketplace.test.ts', test: 'add + install work offline' },
  { command: /^claude plugin uninstall project-memory@project-memory$/, file: 'test/plugin/marketplace.test.ts', test: 'add + install work offline' },
  { command: /^claude plugin marketplace remove project-memory$/, file: 'test/plugin/marketplace.test.ts', test: "'marketplace', 'remove'" },
  // the package made from the clone, as the test makes it from a fresh checkout (the registry has no release yet)
  { command: /^npm pack$/, file: 'test/ship/npm-package.test.ts', test: "npm(['pack'" },
  { command: /^npm install -g \.\/project-memory-hooks-\d+\.\d+\.\d+\.tgz$/, file: 'test/ship/npm-package.test.ts', test: 'npm install -g <tarball>' },
  { command: /^cd \S+$/, file: 'test/ship/npm-package.test.ts', test: 'npm install -g <tarball>' },
  { command: /^project-memory install$/, file: 'test/ship/npm-package.test.ts', test: 'npm install -g <tarball>' },
  { command: /^project-memory install --client codex$/, file: 'test/cli/install-clients.test.ts', test: 'leaves config.toml alone without --trust-hooks' },
  { command: /^project-memory install --client gemini$/, file: 'test/e2e/gemini.test.ts', test: 'the first prompt shows the list' },
  { command: /^project-memory uninstall$/, file: 'test/ship/npm-package.test.ts', test: 'npm install -g <tarball>' },
  { command: /^npm uninstall -g project-memory-hooks$/, file: 'test/ship/npm-package.test.ts', test: 'npm install -g <tarball>' },
  // the developer commands: CI (.ci/run) runs exactly these on a fresh clone
  { command: /^npm install$/, file: 'test/ship/readme.test.ts', test: 'CI runs the developer commands' },
  { command: /^npm test$/, file: 'test/ship/readme.test.ts', test: 'CI runs the developer commands' },
];

const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

/** Each command of each ```sh block: comments dropped, `a && b` split. */
function readmeCommands(): string[] {
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] as string);
  return blocks.flatMap((block) =>
    block
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line !== '')
      .flatMap((line) => line.split(/\s*&&\s*/)),
  );
}

describe('the README', () => {
  const commands = readmeCommands();

  it('has shell commands to check', () => {
    expect(commands.length).toBeGreaterThanOrEqual(8);
  });

  it.each(commands)('%s: run by a test', (command) => {
    const mapped = RUN_BY.find((entry) => entry.command.test(command));
    expect(mapped, `no test runs the README command "${command}": add one, then map it in RUN_BY`).toBeDefined();
    const source = readFileSync(join(REPO_ROOT, (mapped as { file: string }).file), 'utf8');
    expect(source).toContain((mapped as { test: string }).test);
  });

  it('CI runs the developer commands: .ci/run is `npm ci` then `npm test`, the README says `npm install` then `npm test`', () => {
    const ci = readFileSync(join(REPO_ROOT, '.ci', 'run'), 'utf8');
    expect(ci).toMatch(/^npm ci$/m);
    expect(ci).toMatch(/^npm test$/m);
    expect(commands).toContain('npm install');
    expect(commands).toContain('npm test');
  });

  it('names the tarball `npm pack` makes of this version', () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    const named = commands.filter((command) => /project-memory-hooks-.*\.tgz/.test(command));
    expect(named.length).toBeGreaterThan(0);
    for (const command of named) expect(command).toContain(`./project-memory-hooks-${version}.tgz`);
  });

  it('is a page a user reads: at most 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  });
});
