// install makes the memory folder's README.md and .gitignore in a clone that has none; where a
// teammate has committed the same files, git pull then stops rather than overwrite them
// (untracked files in the way). install says so, with the command that removes them, in a
// clone of a shared repository: one with a remote.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

describe('install in a clone of a shared repository', () => {
  it('says a teammate’s commit of the files it made stops the next pull, and how to remove them; the pull goes once they are', () => {
    const base = tempTree();
    git(base, 'init', '-q', '--bare', 'shop.git');
    git(base, 'clone', '-q', 'shop.git', 'alice');
    const alice = join(base, 'alice');
    git(alice, 'commit', '-q', '--allow-empty', '-m', 'init');
    git(alice, 'push', '-q', 'origin', 'HEAD');
    git(base, 'clone', '-q', 'shop.git', 'bob');
    const bob = join(base, 'bob');
    const env = (lang: string) => ({ env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang } });
    expect(runCli(['install', '--dir', alice], env('en')).code).toBe(0);
    git(alice, 'add', '-A');
    git(alice, 'commit', '-qm', 'memory folder');
    git(alice, 'push', '-q');
    const install = runCli(['install', '--dir', bob], env('en'));
    const files = ['README.md', '.gitignore'].map((name) => join(bob, '.ai-core', 'data', 'memory', name));
    expect(install.stdout).toContain(`git pull stops rather than overwrite them; then remove them before you pull (rm ${files.join(' ')})`);
    // as said: the pull stops, and goes once they are removed
    expect(() => git(bob, 'pull', '-q')).toThrow(/untracked working tree files would be overwritten/);
    execFileSync('rm', files);
    git(bob, 'pull', '-q');
    expect(files.every((file) => existsSync(file))).toBe(true);
    const ko = tempTree();
    git(ko, 'init', '-q');
    git(ko, 'remote', 'add', 'origin', join(base, 'shop.git'));
    expect(runCli(['install', '--dir', ko], env('ko')).stdout).toContain('git pull은 덮어쓰지 않고 멈추니');
  });

  it('says nothing of it where git ignores the memory folder: its files stop no pull', () => {
    const repo = tempTree({ '.gitignore': '.ai-core/\n' });
    git(repo, 'init', '-q');
    git(repo, 'remote', 'add', 'origin', join(tempTree(), 'shop.git'));
    expect(runCli(['install', '--dir', repo], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } }).stdout).not.toContain('git pull');
  });

  it('says nothing of it in a repository with no remote', () => {
    const repo = tempTree();
    git(repo, 'init', '-q');
    expect(runCli(['install', '--dir', repo], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } }).stdout).not.toContain('git pull');
  });
});
