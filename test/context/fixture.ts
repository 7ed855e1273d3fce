// Temp repos and HOMEs for the context tests. Git runs with its own config file and
// identity, so nothing depends on the machine's git setup.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { onTestFinished } from 'vitest';
import type { RunContext } from '../../lib/io/run-context.js';

export interface Sandbox {
  /** holds home/, etc/ and the repos; git never looks above it */
  root: string;
  home: string;
  managed: string;
  env: Record<string, string | undefined>;
}

export function makeSandbox(): Sandbox {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'pm-context-')));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const home = join(root, 'home');
  mkdirSync(home);
  const gitconfig = join(root, 'gitconfig');
  writeFileSync(gitconfig, '[user]\n\tname = Test Person\n\temail = test@example.com\n[init]\n\tdefaultBranch = main\n');
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    LANG: 'C',
    GIT_CONFIG_GLOBAL: gitconfig,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test Person',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test Person',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    GIT_CEILING_DIRECTORIES: root,
    PROJECT_MEMORY_MANAGED_CLAUDE_MD: join(root, 'etc', 'claude-code', 'CLAUDE.md'),
  };
  return { root, home, managed: env.PROJECT_MEMORY_MANAGED_CLAUDE_MD, env };
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

export function git(sandbox: Sandbox, cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: sandbox.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A repo with `commits` commits on main (messages "commit 1".."commit N"). */
export function makeRepo(sandbox: Sandbox, name: string, commits: number): string {
  const repo = join(sandbox.root, name);
  mkdirSync(repo, { recursive: true });
  git(sandbox, repo, 'init', '-q');
  for (let i = 1; i <= commits; i++) {
    writeFileSync(join(repo, 'log.txt'), `${i}\n`);
    git(sandbox, repo, 'add', 'log.txt');
    git(sandbox, repo, 'commit', '-q', '-m', `commit ${i}`);
  }
  return repo;
}

export interface Captured {
  ctx: RunContext;
  out: () => string;
  err: () => string;
}

export function contextFor(sandbox: Sandbox, cwd: string, extraEnv: Record<string, string | undefined> = {}): Captured {
  let out = '';
  let err = '';
  return {
    ctx: {
      cwd,
      env: { ...sandbox.env, ...extraEnv },
      home: sandbox.home,
      now: new Date('2026-03-31T12:00:00Z'),
      stdout: (text) => void (out += text),
      stderr: (text) => void (err += text),
      isTTY: false,
    },
    out: () => out,
    err: () => err,
  };
}
