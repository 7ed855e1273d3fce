import { mkdirSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleContext } from '../../lib/diagnose/context/assemble.js';
import { foldersFromTo } from '../../lib/diagnose/context/claude-md.js';
import type { ContextFile } from '../../lib/diagnose/context/context-file.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';
import { contextFor, makeRepo, makeSandbox, type Sandbox, writeFiles } from './fixture.js';

/** [level, kind, path from the sandbox root, status, depth] per file, in load order. */
function rows(sandbox: Sandbox, files: readonly ContextFile[]): string[] {
  return files.map((f) => `${f.level} ${f.kind} ${relative(sandbox.root, f.path)} ${f.status} ${f.depth}`);
}

async function filesFor(sandbox: Sandbox, dir: string, env: Record<string, string> = {}) {
  return (await assembleContext(dir, contextFor(sandbox, dir, env).ctx)).claudeMd;
}

const PATHS_RULE = (glob: string) => `---\npaths:\n  - "${glob}"\n---\nOnly for ${glob}.\n`;

describe('CLAUDE.md files', () => {
  it('load in Claude Code order with every level present: managed, user, project top-down, local', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'outer/repo', 1);
    writeFiles(sandbox.root, {
      'etc/claude-code/CLAUDE.md': 'Managed policy.\n',
      'home/.claude/CLAUDE.md': 'User prefs.\n',
      'home/.claude/rules/general.md': 'Always.\n',
      'home/.claude/rules/lang/ts.md': PATHS_RULE('**/*.ts'),
      'outer/CLAUDE.md': 'Above the repo top: not loaded.\n',
      'outer/repo/CLAUDE.md': 'Project. See @docs/guide.md\n',
      'outer/repo/docs/guide.md': 'Guide, and @../notes/deep.md\n',
      'outer/repo/notes/deep.md': 'Deep.\n',
      'outer/repo/.claude/CLAUDE.md': 'Project, in .claude.\n',
      'outer/repo/.claude/rules/style.md': 'Style.\n',
      'outer/repo/.claude/rules/api/routes.md': PATHS_RULE('src/api/**'),
      'outer/repo/CLAUDE.local.md': 'Mine.\n',
      'outer/repo/app/CLAUDE.md': 'App.\n',
      'outer/repo/app/.claude/CLAUDE.md': 'App, in .claude.\n',
      'outer/repo/app/.claude/rules/app.md': 'App rule.\n',
      'outer/repo/app/CLAUDE.local.md': 'Mine, app.\n',
      'outer/repo/app/web/CLAUDE.md': 'Web.\n',
    });
    const dir = join(repo, 'app', 'web');
    const claudeMd = await filesFor(sandbox, dir);
    expect(rows(sandbox, claudeMd.files)).toEqual([
      'managed claude-md etc/claude-code/CLAUDE.md loaded 0',
      'user claude-md home/.claude/CLAUDE.md loaded 0',
      'user rule home/.claude/rules/general.md loaded 0',
      'user rule home/.claude/rules/lang/ts.md conditional 0',
      'project claude-md outer/repo/CLAUDE.md loaded 0',
      'project import outer/repo/docs/guide.md loaded 1',
      'project import outer/repo/notes/deep.md loaded 2',
      'project claude-md outer/repo/.claude/CLAUDE.md loaded 0',
      'project rule outer/repo/.claude/rules/api/routes.md conditional 0',
      'project rule outer/repo/.claude/rules/style.md loaded 0',
      'project claude-md outer/repo/app/CLAUDE.md loaded 0',
      'project claude-md outer/repo/app/.claude/CLAUDE.md loaded 0',
      'project rule outer/repo/app/.claude/rules/app.md loaded 0',
      'project claude-md outer/repo/app/web/CLAUDE.md loaded 0',
      'local claude-md outer/repo/CLAUDE.local.md loaded 0',
      'local claude-md outer/repo/app/CLAUDE.local.md loaded 0',
    ]);
  });

  it('marks paths: rules and counts them apart from the startup total', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    const rule = PATHS_RULE('src/api/**');
    writeFiles(repo, {
      'CLAUDE.md': 'abcd'.repeat(10),
      '.claude/rules/api.md': rule,
      '.claude/rules/inline.md': '---\npaths: "**/*.go"\n---\nGo.\n',
      '.claude/rules/all.md': 'x'.repeat(8),
    });
    const claudeMd = await filesFor(sandbox, repo);
    const api = claudeMd.files.find((f) => f.path.endsWith('api.md'));
    expect(api).toMatchObject({ kind: 'rule', status: 'conditional', paths: ['src/api/**'], chars: rule.length });
    expect(claudeMd.files.find((f) => f.path.endsWith('inline.md'))?.paths).toEqual(['**/*.go']);
    expect(claudeMd.startup).toEqual({ files: 2, chars: 48, tokens: 12 });
    expect(claudeMd.conditional.files).toBe(2);
  });

  it('loads a rule with broken front matter at start and names the problem', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    writeFiles(repo, { '.claude/rules/bad.md': '---\npaths: [unclosed\n---\nBody.\n' });
    const [bad] = (await filesFor(sandbox, repo)).files;
    expect(bad?.status).toBe('loaded');
    expect(bad?.problems[0]?.kind).toBe('yaml');
    expect(bad?.problems.map((p) => RULE_TEXT.en.problem(p))[0]).toMatch(/YAML/);
  });

  it('uses DIR as the top outside git, so a parent folder CLAUDE.md is not read', async () => {
    const sandbox = makeSandbox();
    writeFiles(sandbox.root, { 'plain/CLAUDE.md': 'parent\n', 'plain/sub/CLAUDE.md': 'here\n', 'plain/sub/CLAUDE.local.md': 'local\n' });
    const claudeMd = await filesFor(sandbox, join(sandbox.root, 'plain', 'sub'));
    expect(rows(sandbox, claudeMd.files)).toEqual(['project claude-md plain/sub/CLAUDE.md loaded 0', 'local claude-md plain/sub/CLAUDE.local.md loaded 0']);
  });

  it('loads nothing when CLAUDE_CODE_DISABLE_CLAUDE_MDS is set, as Claude Code does', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    writeFiles(repo, { 'CLAUDE.md': 'x\n' });
    const claudeMd = await filesFor(sandbox, repo, { CLAUDE_CODE_DISABLE_CLAUDE_MDS: '1' });
    expect(claudeMd).toMatchObject({ disabled: true, files: [] });
  });

  it('loads a file reached twice (here through a link) only once', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    writeFiles(repo, { 'CLAUDE.md': 'shared\n' });
    mkdirSync(join(repo, '.claude'));
    symlinkSync(join(repo, 'CLAUDE.md'), join(repo, '.claude', 'CLAUDE.md'));
    const claudeMd = await filesFor(sandbox, repo);
    expect(claudeMd.files.map((f) => f.status)).toEqual(['loaded', 'duplicate']);
    expect(claudeMd.startup.files).toBe(1);
  });
});

describe('@path imports', () => {
  it('resolve relative to the importing file, from ~/ and absolute, and skip code', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    writeFiles(sandbox.root, { 'home/notes/me.md': 'me\n', 'abs/x.md': 'abs\n' });
    writeFiles(repo, {
      'CLAUDE.md': `Use @~/notes/me.md and @${join(sandbox.root, 'abs/x.md')}.\n\n\`@in-span.md\`\n\n\`\`\`\n@in-block.md\n\`\`\`\n`,
      'sub/CLAUDE.md': 'Near: @near.md\n',
      'sub/near.md': 'near\n',
    });
    const claudeMd = await filesFor(sandbox, join(repo, 'sub'));
    expect(rows(sandbox, claudeMd.files)).toEqual([
      'project claude-md repo/CLAUDE.md loaded 0',
      'project import home/notes/me.md loaded 1',
      'project import abs/x.md loaded 1',
      'project claude-md repo/sub/CLAUDE.md loaded 0',
      'project import repo/sub/near.md loaded 1',
    ]);
    expect(claudeMd.files[1]?.importedFrom).toBe(join(repo, 'CLAUDE.md'));
  });

  it('show a missing import without counting it', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    writeFiles(repo, { 'CLAUDE.md': 'ping @nobody about it\n' });
    const claudeMd = await filesFor(sandbox, repo);
    expect(rows(sandbox, claudeMd.files)).toEqual(['project claude-md repo/CLAUDE.md loaded 0', 'project import repo/nobody missing 1']);
    expect(claudeMd.startup.files).toBe(1);
  });

  it('stop at a cycle and warn', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    writeFiles(repo, { 'CLAUDE.md': '@a.md\n', 'a.md': 'A imports @b.md\n', 'b.md': 'B imports @a.md and @CLAUDE.md\n' });
    const report = await assembleContext(repo, contextFor(sandbox, repo).ctx);
    expect(rows(sandbox, report.claudeMd.files)).toEqual([
      'project claude-md repo/CLAUDE.md loaded 0',
      'project import repo/a.md loaded 1',
      'project import repo/b.md loaded 2',
      'project import repo/a.md cycle 3',
      'project import repo/CLAUDE.md cycle 3',
    ]);
    expect(report.warnings.filter((w) => w.code === 'import-cycle')).toHaveLength(2);
  });

  it('follow at most 5 hops', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    const chain: Record<string, string> = { 'CLAUDE.md': '@d1.md\n' };
    for (let i = 1; i <= 7; i++) chain[`d${i}.md`] = `level ${i} @d${i + 1}.md\n`;
    writeFiles(repo, chain);
    const report = await assembleContext(repo, contextFor(sandbox, repo).ctx);
    expect(report.claudeMd.files.map((f) => `${relative(repo, f.path)} ${f.status} ${f.depth}`)).toEqual([
      'CLAUDE.md loaded 0',
      'd1.md loaded 1',
      'd2.md loaded 2',
      'd3.md loaded 3',
      'd4.md loaded 4',
      'd5.md loaded 5',
      'd6.md too-deep 6',
    ]);
    expect(report.warnings.map((w) => w.code)).toEqual(['import-too-deep']);
  });

  it('of a paths: rule load later with it', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    writeFiles(repo, { '.claude/rules/api.md': `${PATHS_RULE('src/**')}See @../../api-notes.md\n`, 'api-notes.md': 'notes\n' });
    const claudeMd = await filesFor(sandbox, repo);
    expect(claudeMd.files.map((f) => f.status)).toEqual(['conditional', 'conditional']);
    expect(claudeMd.startup.files).toBe(0);
  });
});

describe('foldersFromTo', () => {
  it.each([
    ['/r', '/r', ['/r']],
    ['/r', '/r/a/b', ['/r', '/r/a', '/r/a/b']],
    ['/r', '/elsewhere', ['/elsewhere']],
  ])('walks from %s down to %s', (top, dir, folders) => {
    expect(foldersFromTo(top, dir)).toEqual(folders);
  });
});
