// A repository that keeps its memory folder at its top, and a first "remember this" said in
// a folder below it (`src/api`): the repository is the project, so what is saved there is
// listed from its top and from every other folder. It once went to `src--api`, which a
// launch at the top did not list. Where the repository already holds projects of its own
// (a checkout or a project memory folder below), a folder below stays its own project.
// The built CLI and hook on real git repositories.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

const MEMORY = join('.ai-core', 'data', 'memory');

function repository(...folders: string[]): { repo: string; env: Record<string, string> } {
  const repo = join(tempTree(), 'shop');
  for (const folder of ['src/api', ...folders]) mkdirSync(join(repo, folder), { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: repo });
  const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
  expect(runCli(['install', '--dir', repo], { env }).code).toBe(0);
  return { repo, env };
}

function save(dir: string, env: Record<string, string>, ...extra: string[]) {
  const args = ['save', '--dir', dir, '--scope', 'project', '--title', 'API port', '--description', 'The API listens on 8080.', '--body', 'b', ...extra];
  const saved = runCli(args, { env });
  expect(saved.code, saved.stderr).toBe(0);
  return saved;
}

/** The list a new session launched in `dir` gets. */
function listed(dir: string, env: Record<string, string>): string {
  return contextOf(runHook(promptEvent(dir, { session_id: `in ${dir}` }), env).stdout) ?? '';
}

describe('a first project memory saved from a folder below the top of a fresh repository', () => {
  it("goes to the repository's key and pins it, and the top and the folder both list it", () => {
    const { repo, env } = repository();
    const api = join(repo, 'src', 'api');
    const key = JSON.parse(runCli(['key', '--dir', api, '--json'], { env }).stdout) as { key: string; source: string };
    expect(key).toMatchObject({ key: 'shop', source: 'git' });

    save(api, env);
    expect(readdirSync(join(repo, MEMORY, 'shop'))).toEqual(['api-port.md']);
    expect(existsSync(join(repo, MEMORY, 'src--api'))).toBe(false);
    expect(readFileSync(join(repo, '.project-memory-key'), 'utf8').trim()).toBe('shop');
    for (const dir of [repo, api, join(repo, 'src')]) expect(listed(dir, env)).toContain('[shop] api-port — The API listens on 8080.');
  });

  it('with --no-pin, the path rules still find the repository from any folder', () => {
    const { repo, env } = repository('docs');
    save(join(repo, 'src', 'api'), env, '--no-pin');
    expect(existsSync(join(repo, '.project-memory-key'))).toBe(false);
    for (const dir of [repo, join(repo, 'docs')]) expect(listed(dir, env)).toContain('[shop] api-port');
  });

  it("the save question offers the repository's key", () => {
    const { repo, env } = repository();
    const out = contextOf(runHook(promptEvent(join(repo, 'src', 'api'), { prompt: 'remember this: the API listens on 8080' }), env).stdout) ?? '';
    expect(out).toContain('2) shop (this project)');
  });
});

describe('a folder below a repository that already holds projects of its own', () => {
  it('keeps its own key beside a project memory folder of another folder below', () => {
    const { repo, env } = repository('packages/a', 'packages/b');
    mkdirSync(join(repo, MEMORY, 'packages--a'));
    const key = JSON.parse(runCli(['key', '--dir', join(repo, 'packages', 'b'), '--json'], { env }).stdout) as { key: string; source: string };
    expect(key).toMatchObject({ key: 'packages--b', source: 'launch-folder' });
  });

  it('keeps its own key where a checkout sits below the top', () => {
    const { repo, env } = repository('docs', 'libs/ui');
    execFileSync('git', ['init', '-q'], { cwd: join(repo, 'libs', 'ui') });
    const key = JSON.parse(runCli(['key', '--dir', join(repo, 'docs'), '--json'], { env }).stdout) as { key: string; source: string };
    expect(key).toMatchObject({ key: 'docs', source: 'launch-folder' });
  });
});
