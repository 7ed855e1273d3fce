// doctor --client codex named the settings level a hook file is read from as the code spells it
// (`user`), in Korean output too, where Claude Code's rows say 사용자 설정.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

it.each([
  ['ko', '사용자 설정 ('],
  ['en', 'user settings ('],
])('names the level of a Codex hook file in the reader’s words (%s)', (lang, words) => {
  const home = tempTree();
  const dir = join(tempTree(), 'p');
  execFileSync('git', ['init', '-q', dir]);
  const env = { env: { HOME: home, PROJECT_MEMORY_LANG: lang } };
  expect(runCli(['install', '--client', 'codex', '--dir', dir], env).code).toBe(0);
  const doctor = runCli(['doctor', '--client', 'codex', '--dir', dir], env);
  const rows = doctor.stdout.split('\n').filter((line) => /\b(?:settings|hook) {2,}/.test(line));
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row).toContain(`${words}${join(home, '.codex', 'hooks.json')})`);
    expect(row).not.toMatch(/: user \(/);
  }
});
