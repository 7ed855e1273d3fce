// A project memory of a global memory's very name that says the same: lint's fix must be one
// that works when followed. `supersedes: [name]` in the project file names that file itself
// (a cycle, lint's error), so the fix renames it first; followed to the letter, lint is clean.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

interface Finding {
  file: string;
  rule: string;
  severity: string;
  fix: string;
}

const CACHE = memoryFile({ title: 'Cache flush', description: 'flush the cache with make flush' });

function lintJson(root: string, home: string): { errors: number; warnings: number; findings: Finding[] } {
  const run = runCli(['lint', '--dir', root, '--json'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
  return JSON.parse(run.stdout);
}

describe('lint of a project memory named as the global one it repeats', () => {
  it('advises a rename before supersedes, and following it leaves lint clean and the global one hidden', () => {
    const root = tempTree({ [`${MEMORY}/_global/cache-flush.md`]: CACHE, [`${MEMORY}/alice/cache-flush.md`]: CACHE, 'alice/': '' });
    const home = tempTree();
    const project = join(root, MEMORY, 'alice');
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['add', '-A'], { cwd: root, env: { ...process.env, HOME: home } });

    const [duplicate] = lintJson(root, home).findings.filter((f) => f.rule === 'duplicate');
    expect(duplicate?.file).toBe(join(project, 'cache-flush.md'));
    const fix = duplicate?.fix ?? '';
    // the command the fix gives, run as given
    const command = /`git mv ([^`]+)`/.exec(fix)?.[1];
    expect(command).toBe(`${join(project, 'cache-flush.md')} ${join(project, 'cache-flush-here.md')}`);
    execFileSync('git', ['mv', ...(command ?? '').split(' ')], { cwd: root });
    expect(fix).toContain('then add `supersedes: [cache-flush]` to its front matter');
    const renamed = join(project, 'cache-flush-here.md');
    writeFileSync(renamed, readFileSync(renamed, 'utf8').replace('---\n', '---\nsupersedes: [cache-flush]\n'));

    const after = lintJson(root, home);
    expect(after.findings).toEqual([]);
    const list = runCli(['list', '--dir', join(root, 'alice'), '--json'], { env: { HOME: home } });
    expect(JSON.parse(list.stdout).memories.map((m: { name: string }) => m.name)).toEqual(['cache-flush-here']);
  });

  it('keeps the plain advice for a project memory of another name', () => {
    const root = tempTree({ [`${MEMORY}/_global/cache-flush.md`]: CACHE, [`${MEMORY}/alice/flush-cache.md`]: CACHE, 'alice/': '' });
    const [duplicate] = lintJson(root, tempTree()).findings.filter((f) => f.rule === 'duplicate');
    expect(duplicate?.fix).toContain("add `supersedes: [cache-flush]` to this one's front matter");
    expect(duplicate?.fix).not.toContain('git mv');
  });

  it('says it in Korean too', () => {
    const root = tempTree({ [`${MEMORY}/_global/cache-flush.md`]: CACHE, [`${MEMORY}/alice/cache-flush.md`]: CACHE, 'alice/': '' });
    const run = runCli(['lint', '--dir', root], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'ko' } });
    expect(run.stdout).toContain('먼저 이 파일의 이름을 바꾸고');
    expect(run.stdout).toContain('git mv');
  });
});
