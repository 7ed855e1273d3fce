import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { autoMemoryFolder, projectRootOf, sanitisePath } from '../../lib/import/auto-memory-folder.js';
import { parseIndex, readAutoMemory } from '../../lib/import/read-auto-memory.js';
import { tempTree } from '../support/temp.js';

describe('the sanitised project path (as Claude Code 2.1.328 names the folder)', () => {
  it.each([
    ['/tmp/pm-e2e-GaW2ov/proj', '-tmp-pm-e2e-GaW2ov-proj'],
    ['/tmp/pm-e2e-mBy2dx/my.app_v2 한글 (x)', '-tmp-pm-e2e-mBy2dx-my-app-v2-----x-'],
    // a character outside the BMP is two UTF-16 units, so two dashes
    ['/a/🚀', '-a---'],
  ])('%s → %s', (path, sanitised) => {
    expect(sanitisePath(path)).toBe(sanitised);
  });

  it('cuts a long one at 200 and adds the base-36 hash the CLI added in a real run', () => {
    const path = `/tmp/pm-e2e-kvib7B/${'l'.repeat(120)}/${'m'.repeat(120)}`;
    const sanitised = sanitisePath(path);
    expect(sanitised).toBe(`${path.replace(/[^a-zA-Z0-9]/g, '-').slice(0, 200)}-dy8onn`);
  });
});

describe('the project root', () => {
  it('is the top of the git working tree, the main one for a linked worktree, else the folder itself', () => {
    const root = tempTree({ 'main/src/': '', 'plain/a/': '' });
    const main = join(root, 'main');
    execFileSync('git', ['init', '-q', main]);
    execFileSync('git', ['-C', main, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '--allow-empty', '-m', 'x']);
    execFileSync('git', ['-C', main, 'worktree', 'add', '-q', join(root, 'wt'), '-b', 'wt']);
    mkdirSync(join(root, 'wt', 'deep'));
    expect(projectRootOf(join(main, 'src'))).toBe(main);
    expect(projectRootOf(join(root, 'wt', 'deep'))).toBe(main);
    expect(projectRootOf(join(root, 'plain', 'a'))).toBe(join(root, 'plain', 'a'));
  });

  it('for a submodule (a .git file without commondir) is the submodule itself', () => {
    const root = tempTree({ 'sup/.git/modules/sub/': '', 'sup/sub/x/': '' });
    writeFileSync(join(root, 'sup', 'sub', '.git'), 'gitdir: ../.git/modules/sub\n');
    expect(projectRootOf(join(root, 'sup', 'sub', 'x'))).toBe(join(root, 'sup', 'sub'));
  });
});

describe('the folder for a launch folder', () => {
  it('CLAUDE_CONFIG_DIR replaces ~/.claude', () => {
    const dir = tempTree({ 'p/': '' });
    const path = autoMemoryFolder(join(dir, 'p'), { CLAUDE_CONFIG_DIR: '/cfg' }, '/home/u')?.path;
    expect(path).toBe(`/cfg/projects/${sanitisePath(join(dir, 'p'))}/memory`);
  });

  it("autoMemoryDirectory: local settings over user; the project's, which a clone brings, not read; ~/ expanded; a relative value ignored", () => {
    const dir = tempTree({ 'home/.claude/settings.json': JSON.stringify({ autoMemoryDirectory: '~/mem' }), 'p/.claude/': '' });
    const home = join(dir, 'home');
    const p = join(dir, 'p');
    expect(autoMemoryFolder(p, {}, home)?.path).toBe(join(home, 'mem'));
    writeFileSync(join(p, '.claude', 'settings.json'), JSON.stringify({ autoMemoryDirectory: '~/.claude/projects/-home-me-other-client/memory' }));
    expect(autoMemoryFolder(p, {}, home)?.path).toBe(join(home, 'mem'));
    writeFileSync(join(p, '.claude', 'settings.local.json'), JSON.stringify({ autoMemoryDirectory: 'relative/mem' }));
    expect(autoMemoryFolder(p, {}, home)?.path).toBe(join(home, 'mem'));
    writeFileSync(join(p, '.claude', 'settings.local.json'), JSON.stringify({ autoMemoryDirectory: '/local/mem' }));
    expect(autoMemoryFolder(p, {}, home)).toEqual({ path: '/local/mem', from: { kind: 'setting', file: join(p, '.claude', 'settings.local.json') } });
  });
});

describe('the MEMORY.md index', () => {
  it('maps each linked file to its title and hook', () => {
    const index = parseIndex(
      '# not a line\n- [Deploy freeze](deploy_freeze.md) — no deploys Friday afternoon\n* [Linear](./ref%20linear.md): where bugs go\n- [Bare](bare.md)\n',
    );
    expect([...index.entries()]).toEqual([
      ['deploy_freeze.md', { title: 'Deploy freeze', hook: 'no deploys Friday afternoon' }],
      ['ref linear.md', { title: 'Linear', hook: 'where bugs go' }],
      ['bare.md', { title: 'Bare', hook: '' }],
    ]);
  });
});

describe('an auto memory file whose index line words it otherwise', () => {
  it("takes its title from the file's own name, which names the memory file too; the index's words where the file has none", () => {
    const folder = tempTree({
      'MEMORY.md': '- [Deploy on Fridays](deploy_friday.md) — team policy\n- [Linear board](linear.md) — where bugs go\n',
      'deploy_friday.md':
        '---\nname: No deploys on Friday\ndescription: Team policy, no production deploys on Fridays\ntype: project\n---\nNo deploys after Thursday.\n',
      'linear.md': '---\ndescription: Bugs go to the Linear board\ntype: reference\n---\nThe board is TEAM.\n',
    });
    const read = readAutoMemory(folder, ['MEMORY.md', 'deploy_friday.md', 'linear.md'], (path) => path);
    expect(read.map((c) => [c.name, c.title])).toEqual([
      ['No deploys on Friday', 'No deploys on Friday'],
      ['linear', 'Linear board'],
    ]);
  });
});
