// One name in the global folder and a project's: both are listed, and verify, rename, forget and
// save --update then refuse until told --scope. The save that makes the second says so.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

it.each(['global', 'project'])('says so where a memory saved with --scope %s takes a name the other scope has', (scope) => {
  const dir = tempTree();
  execFileSync('git', ['init', '-q'], { cwd: dir });
  const env = { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } };
  const save = (as: string, title: string) =>
    runCli(
      ['save', '--dir', dir, '--project', 'shop', '--scope', as, '--name', 'friday-freeze', '--title', title, '--description', `${title} rule`, '--body', 'b'],
      env,
    );
  const other = scope === 'global' ? 'project' : 'global';
  expect(save(other, 'First').stderr).not.toContain('is named friday-freeze too');
  const second = save(scope, 'Second');
  expect(second.code, second.stderr).toBe(0);
  const folder = other === 'global' ? '_global' : 'shop';
  expect(second.stderr).toContain(`${join(dir, '.ai-core', 'data', 'memory', folder, 'friday-freeze.md')} is named friday-freeze too: both are listed`);
  const again = runCli(['save', '--dir', dir, '--project', 'shop', '--scope', scope, '--update', '--name', 'friday-freeze', '--tags', 'x'], env);
  expect(again.stderr).not.toContain('is named friday-freeze too');
});
