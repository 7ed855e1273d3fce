import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectGitInfo, cutStatus, renderGitText, STATUS_CUT_NOTE, STATUS_MAX_CHARS } from '../../lib/diagnose/context/git-info.js';
import { createGitRunner, execGit, type GitExec } from '../../lib/diagnose/context/git-runner.js';
import { git, makeRepo, makeSandbox } from './fixture.js';

describe('git context', () => {
  it('reports the branch, the default branch, the git user and the 5 latest commits, newest first', () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 7);
    git(sandbox, repo, 'switch', '-q', '-c', 'feature/auth');
    const info = collectGitInfo(createGitRunner(repo, sandbox.env));
    expect(info.skipped).toBeNull();
    expect(info.topLevel).toBe(repo);
    expect(info.branch).toBe('feature/auth');
    expect(info.defaultBranch).toBe('main');
    expect(info.user).toBe('Test Person');
    expect(info.recentCommits.map((line) => line.replace(/^[0-9a-f]+ /, ''))).toEqual(['commit 7', 'commit 6', 'commit 5', 'commit 4', 'commit 3']);
    expect(info.status).toBe('');
    expect(renderGitText(info)).toContain('Current branch: feature/auth');
  });

  it('takes the default branch from origin/HEAD when the clone recorded one', () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    git(sandbox, repo, 'update-ref', 'refs/remotes/origin/trunk', 'HEAD');
    git(sandbox, repo, 'symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/trunk');
    expect(collectGitInfo(createGitRunner(repo, sandbox.env)).defaultBranch).toBe('trunk');
  });

  it('falls back to master when there is no origin/HEAD and no main', () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    git(sandbox, repo, 'branch', '-q', '-m', 'master');
    expect(collectGitInfo(createGitRunner(repo, sandbox.env)).defaultBranch).toBe('master');
  });

  it('cuts git status --short at 2,000 characters and says it was cut', () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    for (let i = 0; i < 120; i++) writeFileSync(join(repo, `untracked-file-with-a-long-name-${String(i).padStart(3, '0')}.txt`), 'x');
    const info = collectGitInfo(createGitRunner(repo, sandbox.env));
    expect(info.statusChars).toBeGreaterThan(STATUS_MAX_CHARS);
    expect(info.statusTruncated).toBe(true);
    expect(info.status.startsWith('?? untracked-file-with-a-long-name-000.txt\n')).toBe(true);
    expect(info.status.endsWith(`\n${STATUS_CUT_NOTE}`)).toBe(true);
    expect(info.status.length).toBe(STATUS_MAX_CHARS + 1 + STATUS_CUT_NOTE.length);
  });

  it('keeps the leading space of " M file" status lines', () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    writeFileSync(join(repo, 'log.txt'), 'changed\n');
    expect(collectGitInfo(createGitRunner(repo, sandbox.env)).status).toBe(' M log.txt');
  });

  it('shows no commits for a repo without any', () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'empty', 0);
    const info = collectGitInfo(createGitRunner(repo, sandbox.env));
    expect(info.skipped).toBeNull();
    expect(info.recentCommits).toEqual([]);
    expect(info.branch).toBe('main');
  });

  it('is skipped outside a git repository', () => {
    const sandbox = makeSandbox();
    const plain = join(sandbox.root, 'plain');
    mkdirSync(plain);
    const info = collectGitInfo(createGitRunner(plain, sandbox.env));
    expect(info).toMatchObject({ skipped: 'not-a-repo', branch: null, recentCommits: [] });
    expect(renderGitText(info)).toBe('');
  });

  it('is skipped when git is not installed', () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    const info = collectGitInfo(createGitRunner(repo, { ...sandbox.env, PATH: join(sandbox.root, 'no-bin') }));
    expect(info.skipped).toBe('git-missing');
  });

  it('runs each git call once per run', () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 2);
    const calls: string[] = [];
    const counting: GitExec = (cwd, env, args) => {
      calls.push(args.join(' '));
      return execGit(cwd, env, args);
    };
    const runner = createGitRunner(repo, sandbox.env, counting);
    collectGitInfo(runner);
    const first = calls.length;
    collectGitInfo(runner);
    expect(first).toBeGreaterThan(4);
    expect(calls).toHaveLength(first);
    // the top level is asked twice (probe and value) but git runs once
    expect(calls.filter((c) => c === 'rev-parse --show-toplevel')).toHaveLength(1);
  });
});

describe('cutStatus', () => {
  it.each([
    ['', '', false],
    [' M a.ts\n', ' M a.ts', false],
    ['x'.repeat(STATUS_MAX_CHARS), 'x'.repeat(STATUS_MAX_CHARS), false],
    ['x'.repeat(STATUS_MAX_CHARS + 1), `${'x'.repeat(STATUS_MAX_CHARS)}\n${STATUS_CUT_NOTE}`, true],
  ])('cuts %#', (raw, status, truncated) => {
    expect(cutStatus(raw)).toMatchObject({ status, statusTruncated: truncated });
  });
});
