// A built file copied out of its plugin folder (a hand-made install, a half-copied
// package) cannot find its siblings. It must say so in one line, naming the folder it
// looked above and the fix, and never dump the bundle's source the way an unhandled
// rejection does.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { CLI, cleanEnv, HOOK, promptEvent } from '../support/processes.js';

function lone(file: string): { dir: string; copy: string } {
  const dir = tempTree();
  const copy = join(dir, basename(file));
  copyFileSync(file, copy);
  return { dir, copy };
}

describe('a built file outside its plugin folder', () => {
  it('the CLI prints one line naming the folder and exits 1, for --version as for a command', () => {
    const { dir, copy } = lone(CLI);
    // with no workspace, list's advice names the CLI by its path, which it cannot find
    for (const [args, prefix] of [
      [['--version'], 'project-memory: '],
      [['list', '--dir', tempTree()], 'project-memory list: '],
    ] as const) {
      const run = spawnSync('node', [copy, ...args], { env: cleanEnv({ HOME: tempTree(), LANG: 'en_US.UTF-8' }), encoding: 'utf8', timeout: 30_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(`${prefix}the plugin folder (.claude-plugin/plugin.json) was not found above ${dir}: reinstall the package or the plugin\n`);
    }
  });

  it("the CLI in a plugin folder without the rule set's words: one line naming the file, exit 1, where a command needs them", () => {
    const copy = tempTree();
    cpSync(join(CLI, '..', '..'), copy, { recursive: true });
    const words = join(copy, 'dist', 'rule-set.cjs');
    rmSync(words);
    const run = (args: string[]) =>
      spawnSync('node', [join(copy, 'dist', 'cli.cjs'), ...args], {
        env: cleanEnv({ HOME: tempTree(), LANG: 'en_US.UTF-8' }),
        encoding: 'utf8',
        timeout: 30_000,
      });
    expect(run(['--version']).status).toBe(0);
    const lint = run(['lint', '--dir', tempTree({ [`${MEMORY}/_global/a.md`]: '---\ntitle: a\n---\nno description\n' })]);
    expect([lint.status, lint.stderr]).toEqual([1, `project-memory lint: ${words} is missing: reinstall the package or the plugin\n`]);
  });

  it('the prompt hook stays silent on stdout, exits 0 and names the problem once', () => {
    const { copy } = lone(HOOK.replace(/\.cjs$/, '.bundle.cjs'));
    const ws = tempTree({ [`${MEMORY}/_global/a.md`]: memoryFile({ title: 'a', description: 'a note' }) });
    const run = spawnSync('node', [copy], { input: JSON.stringify(promptEvent(ws)), env: cleanEnv({ HOME: tempTree() }), encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^project-memory: the plugin folder \(\.claude-plugin\/plugin\.json\) was not found above /);
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  });
});
