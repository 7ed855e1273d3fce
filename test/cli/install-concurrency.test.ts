// Installs and uninstalls that run at the same time (a dotfiles script, parallel CI jobs)
// must not lose each other's install records: uninstall needs them to put the auto
// memory setting back. Before installs were serialised, 30 parallel runs kept 5–8 records.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { hookSpecs } from '../../lib/settings/hook-specs.js';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

const RUNS = 30;

test(`${RUNS} parallel installs keep every install record, and parallel uninstalls then restore every auto memory setting`, async () => {
  assertBuilt();
  const home = makeTempDir('pm-conc-home-');
  const folders = Array.from({ length: RUNS }, () => tempTree({ '.claude/settings.json': '{\n  "autoMemoryEnabled": true\n}\n' }));
  const installs = await Promise.all(folders.map((dir) => runCli(['install', '--scope', 'project', '--dir', dir], { cwd: dir, home })));
  for (const r of installs) expect(r.code, r.stderr).toBe(0);

  const records = JSON.parse(readFileSync(join(home, '.local/state/project-memory/installs.json'), 'utf8')) as Record<string, unknown>;
  const kept = folders.filter((dir) => records[join(dir, '.claude/settings.json')] !== undefined).length;
  console.log(`parallel installs: ${RUNS} runs, ${kept} install records kept`);
  expect(kept).toBe(RUNS);

  const uninstalls = await Promise.all(folders.map((dir) => runCli(['uninstall', '--scope', 'project', '--dir', dir], { cwd: dir, home })));
  for (const r of uninstalls) expect(r.code, r.stderr).toBe(0);
  const restored = folders.filter((dir) => readFileSync(join(dir, '.claude/settings.json'), 'utf8') === '{\n  "autoMemoryEnabled": true\n}\n').length;
  console.log(`parallel uninstalls: ${restored} of ${RUNS} settings files back byte for byte`);
  expect(restored).toBe(RUNS);
});

test('parallel installs into one settings file register each hook once', async () => {
  assertBuilt();
  const home = makeTempDir('pm-conc-home-');
  const ws = tempTree();
  const runs = await Promise.all(Array.from({ length: 8 }, () => runCli(['install', '--dir', ws], { cwd: ws, home })));
  for (const r of runs) expect(r.code, r.stderr).toBe(0);
  const settings = JSON.parse(readFileSync(join(home, '.claude/settings.json'), 'utf8'));
  // one group per hook of ours: PreToolUse holds three (a sub-agent's task, and the read check for Read and for the shell)
  const groups: Record<string, number> = {};
  for (const spec of hookSpecs()) groups[spec.event] = (groups[spec.event] ?? 0) + 1;
  for (const [event, count] of Object.entries(groups)) expect(settings.hooks[event], event).toHaveLength(count);
  expect(groups.PreToolUse).toBe(3);
});

test('a lock left behind by an install that died does not block the next one', async () => {
  assertBuilt();
  const home = makeTempDir('pm-conc-home-');
  const state = join(home, '.local/state/project-memory');
  mkdirSync(state, { recursive: true });
  // 2^22 + 1 is above the largest pid_max Linux allows, so no process has that pid
  writeFileSync(join(state, 'install.lock'), `${2 ** 22 + 1} ${hostname()} dead-run\n`);
  const ws = tempTree();
  const r = await runCli(['install', '--dir', ws], { cwd: ws, home, timeoutMs: 10_000 });
  expect(r.code, r.stderr).toBe(0);
  expect(existsSync(join(state, 'install.lock'))).toBe(false);
});
