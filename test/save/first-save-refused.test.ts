// A repository's first save makes its memory folder. One that is refused (a credential, the
// save guidance's template, a reserved name) said "created the memory folder … commit it"
// and then "Nothing was saved", leaving .ai-core/ behind. Now it makes nothing, and a first
// save that lands makes the whole folder, as before. The built CLI as a real process.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

function repository(): string {
  const repo = join(tempTree({ 'repo/': '' }), 'repo');
  execFileSync('git', ['init', '-q', repo]);
  return repo;
}

const save = (title: string, body: string) => ['save', '--scope', 'project', '--title', title, '--description', 'log in before a push', '--body', body];

describe("a repository's first save", () => {
  it.each([
    ['a credential', save('Registry login', 'password = Xk9mQ2vL7pRt4')],
    ["the save guidance's template", save('<title>', 'x')],
  ])('refused for %s, makes no memory folder and does not say it made one', async (_why, args) => {
    const repo = repository();
    const run = await runCli(args, { cwd: repo, home: makeTempDir(), env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Nothing was saved');
    expect(run.stderr).not.toContain('created the memory folder');
    expect(readdirSync(repo)).toEqual(['.git']);
  });

  it('that lands makes the whole memory folder and says so', async () => {
    const repo = repository();
    const run = await runCli(save('Registry login', 'Run docker login first.'), { cwd: repo, home: makeTempDir(), env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`created the memory folder ${join(repo, '.ai-core', 'data', 'memory')}`);
    const memory = join(repo, '.ai-core', 'data', 'memory');
    expect(readdirSync(memory).sort()).toEqual(['.gitignore', 'README.md', '_global', 'repo']);
    expect(existsSync(join(memory, 'repo', 'registry-login.md'))).toBe(true);
  });
});
