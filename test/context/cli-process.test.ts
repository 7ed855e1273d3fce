import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtCliPath } from '../../lib/io/package-paths.js';
import { git, makeRepo, makeSandbox, type Sandbox, writeFiles } from './fixture.js';

// the file `npm run build` writes; these tests run the real thing, not the sources
const CLI = builtCliPath(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'plugin'));

function runBuiltCli(sandbox: Sandbox, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: sandbox.root, env: { ...sandbox.env, ...env }, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the built CLI: project-memory context', () => {
  it('exists (run `npm run build` first)', () => {
    expect(existsSync(CLI), `${CLI} is missing: run npm run build`).toBe(true);
  });

  it('prints the whole picture as JSON for a repo on a branch with a long status', () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 6);
    git(sandbox, repo, 'switch', '-q', '-c', 'feature/context');
    for (let i = 0; i < 100; i++) writeFileSync(join(repo, `pending-change-number-${i}.txt`), 'x');
    writeFiles(sandbox.root, {
      'etc/claude-code/CLAUDE.md': 'Managed.\n',
      'home/.claude/CLAUDE.md': 'User. @~/.claude/extra.md\n',
      'home/.claude/extra.md': 'Extra.\n',
    });
    writeFiles(repo, {
      'CLAUDE.md': '안녕하세요. 프로젝트 규칙입니다.\n',
      'CLAUDE.local.md': 'Local.\n',
      '.claude/rules/ts.md': '---\npaths: "**/*.ts"\n---\nTS.\n',
      '.ai-core/data/memory/_global/first.md': '---\ntitle: First\ndescription: the first memory\n---\n',
    });
    const r = runBuiltCli(sandbox, ['context', '--dir', repo, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout);
    expect(report.git).toMatchObject({ branch: 'feature/context', defaultBranch: 'main', user: 'Test Person', statusTruncated: true });
    expect(report.git.recentCommits.map((c: string) => c.replace(/^\w+ /, ''))).toEqual(['commit 6', 'commit 5', 'commit 4', 'commit 3', 'commit 2']);
    expect(report.claudeMd.files.map((f: { level: string; kind: string; status: string }) => `${f.level}/${f.kind}/${f.status}`)).toEqual([
      'managed/claude-md/loaded',
      'user/claude-md/loaded',
      'user/import/loaded',
      'project/claude-md/loaded',
      'project/rule/conditional',
      'local/claude-md/loaded',
    ]);
    expect(report.memoryList.text).toContain('first — the first memory');
    expect(report.date.text).toMatch(/^Today's date is \d{4}-\d{2}-\d{2}\.$/);
    expect(report.total.tokens).toBeGreaterThan(report.git.tokens);
  });

  it('runs outside git with git missing from PATH, and still exits 0', () => {
    const sandbox = makeSandbox();
    writeFiles(sandbox.root, { 'plain/CLAUDE.md': 'x\n' });
    const r = runBuiltCli(sandbox, ['context', '--dir', join(sandbox.root, 'plain'), '--json'], { PATH: join(sandbox.root, 'no-bin') });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).git.skipped).toBe('git-missing');
  });

  it('names a --dir that does not exist and exits 1', () => {
    const sandbox = makeSandbox();
    const r = runBuiltCli(sandbox, ['context', '--dir', join(sandbox.root, 'nope')], { PROJECT_MEMORY_LANG: 'en' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('nope is not a folder');
  });
});
