// `install --scope local` writes .claude/settings.local.json, which names this machine's
// paths: it goes to the clone's own git ignores (info/exclude), so `git add -A` leaves it
// out, as Claude Code does with the one it writes itself. The built CLI on real git.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const LINE = '/.claude/settings.local.json';

function git(cwd: string, home: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config') } });
}

function setup(): { repo: string; home: string; env: Record<string, string> } {
  const repo = tempTree();
  const home = tempTree();
  git(repo, home, 'init', '-q');
  return { repo, home, env: { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), PROJECT_MEMORY_LANG: 'en' } };
}

function install(dir: string, env: Record<string, string>, ...extra: string[]) {
  const r = runCli(['install', '--scope', 'local', '--dir', dir, ...extra], { env });
  expect(r.code, r.stderr).toBe(0);
  return r;
}

const excludeLines = (repo: string) => readFileSync(join(repo, '.git', 'info', 'exclude'), 'utf8').split('\n');

describe('install --scope local in a git checkout', () => {
  it('adds the settings file to info/exclude once, so git status no longer shows it', () => {
    const { repo, home, env } = setup();
    const dry = JSON.parse(install(repo, env, '--dry-run', '--json').stdout) as { gitIgnore: unknown };
    expect(dry.gitIgnore).toEqual({ exclude: join(repo, '.git', 'info', 'exclude'), line: LINE, written: false, ignored: false });
    expect(excludeLines(repo)).not.toContain(LINE);

    const first = install(repo, env);
    expect(first.stdout).toContain(`added ${LINE} to ${join(repo, '.git', 'info', 'exclude')}`);
    expect(excludeLines(repo).filter((l) => l === LINE)).toHaveLength(1);
    expect(git(repo, home, 'status', '--porcelain', '--untracked-files=all')).not.toContain('settings.local.json');

    const again = install(repo, env);
    expect(again.stdout).toContain('already installed');
    expect(excludeLines(repo).filter((l) => l === LINE)).toHaveLength(1);

    // the line install added goes with the file it kept out (test/cli/uninstall-local-ignore.test.ts)
    const gone = runCli(['uninstall', '--scope', 'local', '--dir', repo], { env });
    expect(gone.code, gone.stderr).toBe(0);
    expect(excludeLines(repo)).not.toContain(LINE);
  });

  it('names the path from the top for a folder below it, and the exclude file of the main worktree', () => {
    const { repo, home, env } = setup();
    writeFileSync(join(repo, 'README.md'), 'x\n');
    git(repo, home, 'add', '-A');
    git(repo, home, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x');
    const tree = join(tempTree(), 'tree');
    git(repo, home, 'worktree', 'add', '-q', tree);
    mkdirSync(join(tree, 'api'));
    install(join(tree, 'api'), env);
    expect(excludeLines(repo)).toContain('/api/.claude/settings.local.json');
    expect(git(tree, home, 'status', '--porcelain', '--untracked-files=all')).not.toContain('settings.local.json');
  });

  it('adds nothing where git ignores the file already (a global ignore, as Claude Code writes)', () => {
    const { repo, home, env } = setup();
    mkdirSync(join(home, '.config', 'git'), { recursive: true });
    writeFileSync(join(home, '.config', 'git', 'ignore'), '**/.claude/settings.local.json\n');
    const r = JSON.parse(install(repo, env, '--json').stdout) as { gitIgnore: unknown };
    expect(r.gitIgnore).toBeNull();
    expect(excludeLines(repo)).not.toContain(LINE);
  });

  it('points a settings file git tracks to the user-scope install, and writes no ignore that could not apply', () => {
    const { repo, home, env } = setup();
    mkdirSync(join(repo, '.claude'));
    writeFileSync(join(repo, '.claude', 'settings.local.json'), '{}\n');
    git(repo, home, 'add', '-A');
    const r = install(repo, env);
    expect(r.stdout).toContain(`${join(repo, '.claude', 'settings.local.json')} is tracked by git`);
    // not `git rm --cached` (it deletes the file in each teammate's clone) nor --skip-worktree (pulls fail unseen)
    expect(r.stdout).toMatch(/`node \S+ uninstall --scope local --dir \S+` then `node \S+ install --dir \S+`/);
    expect(r.stdout).not.toContain('skip-worktree');
    expect(excludeLines(repo)).not.toContain(LINE);
  });

  it('outside git, and for the project scope, touches no ignore', () => {
    const plain = tempTree();
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    expect((JSON.parse(install(plain, env, '--json').stdout) as { gitIgnore: unknown }).gitIgnore).toBeNull();
    const { repo, env: repoEnv } = setup();
    const project = runCli(['install', '--scope', 'project', '--dir', repo, '--json'], { env: repoEnv });
    expect((JSON.parse(project.stdout) as { gitIgnore: unknown }).gitIgnore).toBeNull();
    expect(existsSync(join(repo, '.git', 'info', 'exclude')) ? excludeLines(repo) : []).not.toContain('/.claude/settings.json');
  });
});

describe('install --scope local where git could be misled', () => {
  it('escapes the wildcards of a folder name, so the line matches it and a second install adds none', () => {
    const { repo, home, env } = setup();
    const odd = join(repo, 'app[1] *');
    mkdirSync(odd);
    install(odd, env);
    expect(excludeLines(repo)).toContain('/app\\[1\\] \\*/.claude/settings.local.json');
    expect(git(repo, home, 'status', '--porcelain', '--untracked-files=all')).not.toContain('settings.local.json');
    expect(install(odd, env).stdout).toContain('already installed');
  });

  it('asks the folder it writes in, not a repository GIT_DIR names, and follows a symlinked --dir', () => {
    const { repo, home, env } = setup();
    const other = setup();
    const link = join(tempTree(), 'link');
    symlinkSync(repo, link);
    install(link, { ...env, GIT_DIR: join(other.repo, '.git'), GIT_WORK_TREE: other.repo });
    expect(excludeLines(repo)).toContain(LINE);
    expect(existsSync(join(other.repo, '.git', 'info', 'exclude')) ? excludeLines(other.repo) : []).not.toContain(LINE);
    expect(git(repo, home, 'status', '--porcelain', '--untracked-files=all')).not.toContain('settings.local.json');
  });

  it('follows a linked .claude folder: out of the checkout, nothing to keep out and nothing said; into it, the line for the file where it is', () => {
    const { repo, home, env } = setup();
    const shared = tempTree();
    symlinkSync(shared, join(repo, '.claude'));
    for (const run of [install(repo, env), install(repo, env)]) expect(run.stdout).not.toMatch(/un-ignores|info\/exclude/);
    expect(existsSync(join(repo, '.git', 'info', 'exclude')) ? excludeLines(repo) : []).not.toContain(LINE);
    expect(existsSync(join(shared, 'settings.local.json'))).toBe(true);

    const inside = setup();
    mkdirSync(join(inside.repo, 'config', 'claude'), { recursive: true });
    symlinkSync(join('config', 'claude'), join(inside.repo, '.claude'));
    const json = JSON.parse(install(inside.repo, inside.env, '--json').stdout) as { gitIgnore: unknown };
    expect(json.gitIgnore).toMatchObject({ line: '/config/claude/settings.local.json', written: true, ignored: true });
    expect(git(inside.repo, home, 'status', '--porcelain', '--untracked-files=all')).not.toContain('settings.local.json');
  });

  it('says so when a .gitignore rule un-ignores the file, once, and adds the line only once', () => {
    const { repo, env } = setup();
    writeFileSync(join(repo, '.gitignore'), '!.claude/settings.local.json\n');
    const first = install(repo, env);
    expect(first.stdout).toContain(`git still does not ignore ${join(repo, '.claude', 'settings.local.json')}`);
    const again = JSON.parse(install(repo, env, '--json').stdout) as { gitIgnore: unknown };
    expect(again.gitIgnore).toMatchObject({ line: LINE, written: false, ignored: false });
    expect(excludeLines(repo).filter((l) => l === LINE)).toHaveLength(1);
  });

  it('installs all the same when info/exclude cannot be written, and gives the line to add', () => {
    const { repo, env } = setup();
    const exclude = join(repo, '.git', 'info', 'exclude');
    rmSync(exclude, { force: true });
    mkdirSync(exclude, { recursive: true });
    const r = install(repo, env);
    expect(r.stdout).toContain(`could not write ${exclude}`);
    expect(r.stdout).toContain(`add the line ${LINE} there yourself`);
    expect(existsSync(join(repo, '.claude', 'settings.local.json'))).toBe(true);
  });
});
