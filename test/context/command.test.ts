import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPromptContext } from '../../lib/hook/first-prompt-context.js';
import { main } from '../../scripts/main.js';
import { contextFor, makeRepo, makeSandbox, type Sandbox, writeFiles } from './fixture.js';

const MEMORY = '.ai-core/data/memory';

function workspaceRepo(sandbox: Sandbox): string {
  const repo = makeRepo(sandbox, 'ws', 6);
  writeFiles(repo, {
    [`${MEMORY}/_global/docker-branch-switch.md`]: '---\ntitle: Docker\ndescription: switching branches while Docker runs gives 403\n---\nbody\n',
    'CLAUDE.md': 'Project rules. @docs/more.md\n',
    'docs/more.md': 'More.\n',
    '.claude/rules/api.md': '---\npaths: ["src/api/**"]\n---\nAPI only.\n',
  });
  return repo;
}

async function run(sandbox: Sandbox, args: string[], env: Record<string, string> = {}) {
  const captured = contextFor(sandbox, sandbox.root, env);
  const code = await main(['context', ...args], captured.ctx);
  return { code, out: captured.out(), err: captured.err(), ctx: captured.ctx };
}

describe('project-memory context --json', () => {
  it('prints the documented shape', async () => {
    const sandbox = makeSandbox();
    const repo = workspaceRepo(sandbox);
    const { code, out, err } = await run(sandbox, ['--dir', repo, '--json']);
    expect(code, err).toBe(0);
    const report = JSON.parse(out);
    expect(Object.keys(report)).toEqual(['version', 'dir', 'window', 'estimate', 'git', 'claudeMd', 'memoryList', 'date', 'total', 'warnings']);
    expect(report).toMatchObject({ version: 1, dir: repo, window: 200_000, warnings: [] });
    expect(Object.keys(report.git).sort()).toEqual(
      ['branch', 'chars', 'defaultBranch', 'recentCommits', 'skipped', 'status', 'statusChars', 'statusTruncated', 'tokens', 'topLevel', 'user'].sort(),
    );
    expect(report.git).toMatchObject({ skipped: null, topLevel: repo, branch: 'main', defaultBranch: 'main', user: 'Test Person' });
    expect(report.git.recentCommits).toHaveLength(5);
    expect(Object.keys(report.claudeMd)).toEqual(['disabled', 'files', 'startup', 'conditional']);
    expect(Object.keys(report.claudeMd.files[0]).sort()).toEqual(
      ['chars', 'depth', 'importedFrom', 'kind', 'level', 'path', 'paths', 'problems', 'status', 'tokens'].sort(),
    );
    expect(report.claudeMd.files.map((f: { path: string; status: string }) => [f.path, f.status])).toEqual([
      [join(repo, 'CLAUDE.md'), 'loaded'],
      [join(repo, 'docs/more.md'), 'loaded'],
      [join(repo, '.claude/rules/api.md'), 'conditional'],
    ]);
    expect(report.claudeMd.startup.files).toBe(2);
    expect(report.claudeMd.conditional.files).toBe(1);
    expect(report.date).toEqual({ text: "Today's date is 2026-03-31.", chars: 27, tokens: 7 });
    const parts = [report.git, report.claudeMd.startup, report.memoryList, report.date];
    expect(report.total.chars).toBe(parts.reduce((sum, p) => sum + p.chars, 0));
    expect(report.total.tokens).toBe(parts.reduce((sum, p) => sum + p.tokens, 0));
    expect(report.total.percentOfWindow).toBe(Math.round((report.total.tokens / 200_000) * 1000) / 10);
  });

  it('shows the memory list exactly as the hook would print it', async () => {
    const sandbox = makeSandbox();
    const repo = workspaceRepo(sandbox);
    const { out, ctx } = await run(sandbox, ['--dir', repo, '--json']);
    const list = firstPromptContext(repo, ctx);
    expect(list).toContain('docker-branch-switch');
    expect(JSON.parse(out).memoryList).toEqual({ text: list, chars: list?.length, tokens: expect.any(Number) });
  });

  it('has a null memory list outside a workspace, and no git part outside git', async () => {
    const sandbox = makeSandbox();
    writeFiles(sandbox.root, { 'plain/CLAUDE.md': 'x\n' });
    const { code, out } = await run(sandbox, ['--dir', join(sandbox.root, 'plain'), '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.memoryList).toEqual({ text: null, chars: 0, tokens: 0 });
    expect(report.git).toMatchObject({ skipped: 'not-a-repo', chars: 0 });
    expect(report.total.chars).toBe(2 + 27);
  });

  it('measures against --window', async () => {
    const sandbox = makeSandbox();
    const repo = workspaceRepo(sandbox);
    const report = JSON.parse((await run(sandbox, ['--dir', repo, '--json', '--window', '1000'])).out);
    expect(report.window).toBe(1000);
    expect(report.total.percentOfWindow).toBe(Math.round((report.total.tokens * 1000) / 1000) / 10);
  });

  it.each(['0', '-5', '1.5', 'lots'])('refuses --window %s with a usage error', async (value) => {
    const sandbox = makeSandbox();
    const { code, err } = await run(sandbox, [`--window=${value}`], { PROJECT_MEMORY_LANG: 'en' });
    expect(code).toBe(1);
    expect(err).toContain('--window must be a whole number');
    expect(err).toContain('--help');
  });

  it('warns about a CLAUDE.md over 40,000 characters', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    writeFiles(repo, { 'CLAUDE.md': 'x'.repeat(45_000) });
    const report = JSON.parse((await run(sandbox, ['--dir', repo, '--json'])).out);
    expect(report.warnings.map((w: { code: string }) => w.code)).toEqual(['claude-md-file-large', 'claude-md-total-large']);
    expect(report.warnings[0].path).toBe(join(repo, 'CLAUDE.md'));
  });

  it('does not warn of a full list at its budget: the hook keeps it under the output cap', async () => {
    const sandbox = makeSandbox();
    // the list stops at its budget, ~8,000 of the 10,000 characters, one line short of it at
    // most: short lines keep that shortfall small, whatever the length of the paths it names
    const repo = makeRepo(sandbox, `repo-${'x'.repeat(90)}`, 1);
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++) files[`${MEMORY}/_global/memory-${i}.md`] = `---\ntitle: m${i}\ndescription: a note on memory number ${i} of many\n---\n`;
    writeFiles(repo, files);
    const report = JSON.parse((await run(sandbox, ['--dir', repo, '--json'], { PROJECT_MEMORY_BUDGET: '9500' })).out);
    expect(report.memoryList.chars).toBeGreaterThan(8_000);
    expect(report.memoryList.chars).toBeLessThan(9_500);
    expect(report.warnings).toEqual([]);
  });
});

describe('project-memory context (table)', () => {
  it('prints a readable table without colour when not at a terminal', async () => {
    const sandbox = makeSandbox();
    const repo = workspaceRepo(sandbox);
    for (let i = 0; i < 90; i++) writeFiles(repo, { [`untracked-with-a-long-file-name-${i}.txt`]: 'x' });
    const { code, out } = await run(sandbox, ['--dir', repo], { PROJECT_MEMORY_LANG: 'en' });
    expect(code).toBe(0);
    expect(out).not.toMatch(/\x1b\[/);
    expect(out).toContain(`Context for a Claude Code session launched in ${repo}`);
    expect(out).toMatch(/^part +chars +~tokens +window$/m);
    expect(out).toMatch(/^git: main \(default main\) · Test Person +[\d,]+ +[\d,]+ +\d+\.\d%$/m);
    expect(out).toContain('cut at 2,000 · 5 recent commits');
    expect(out).toMatch(/^ {2}project {2}CLAUDE\.md +\d+/m);
    expect(out).toMatch(/^ {13}└ @docs\/more\.md +\d+/m);
    expect(out).toContain('paths: src/api/**; loads later');
    expect(out).toMatch(/^memory list \(first prompt of a session\) +[\d,]+/m);
    expect(out).toMatch(/^total at session start +[\d,]+ +[\d,]+ +\d+\.\d%$/m);
    expect(out).toMatch(/^paths: rules, loaded later \(1, not in total\)/m);
  });

  it('has --help with examples and is listed in the main usage', async () => {
    const sandbox = makeSandbox();
    const help = await run(sandbox, ['--help'], { PROJECT_MEMORY_LANG: 'en' });
    expect(help.out).toContain('Usage: project-memory context [--dir DIR] [--window N] [--json]');
    expect(help.out).toContain('Examples:');
    const captured = contextFor(sandbox, sandbox.root, { PROJECT_MEMORY_LANG: 'en' });
    await main(['--help'], captured.ctx);
    expect(captured.out()).toMatch(/^ {2}context +what a Claude Code session/m);
  });
});
