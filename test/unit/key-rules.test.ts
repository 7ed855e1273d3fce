// The key rules on real folders: pins, linked worktrees read as their main worktree, and
// where each rule stops. Worktrees here are git's files written by hand; the real `git
// worktree add` runs in test/hook/project-identity.test.ts.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFromPath, resolveProjectKey } from '../../lib/workspace/key-resolution.js';
import { newWorkspaceProject } from '../../lib/workspace/resolve.js';
import { MEMORY, tempTree } from '../support/fixtures.js';

/** Turns `wt` into a linked worktree of the repository at `main` (which gets a .git folder). */
function linkWorktree(main: string, wt: string, name = 'w'): void {
  mkdirSync(join(main, '.git', 'worktrees', name), { recursive: true });
  writeFileSync(join(main, '.git', 'worktrees', name, 'commondir'), '../..\n');
  mkdirSync(wt, { recursive: true });
  writeFileSync(join(wt, '.git'), `gitdir: ${join(main, '.git', 'worktrees', name)}\n`);
}

function keyAt(root: string, launch: string, env: Record<string, string> = {}, tmux?: string) {
  return resolveProjectKey({ launchDir: join(root, launch), workspaceRoot: root, memoryRoot: join(root, MEMORY), env, tmuxSessionName: () => tmux });
}

describe('a pin file at the project top', () => {
  it('decides the key for every folder below it, before tmux and the path', () => {
    const root = tempTree({
      'team/patent.how/.git/HEAD': 'x',
      'team/patent.how/.project-memory-key': 'patent-how\n',
      'team/patent.how/src/': '',
      [`${MEMORY}/s/`]: '',
    });
    const pinFile = join(root, 'team/patent.how/.project-memory-key');
    expect(keyAt(root, 'team/patent.how/src', { TMUX: 't' }, 's')).toEqual({
      key: 'patent-how',
      source: 'pin',
      projectDir: join(root, 'team/patent.how'),
      pinFile,
    });
  });

  it('wins over the memory folder of its own folder, so pinning moves the key at once', () => {
    const root = tempTree({ 'workspace/patent.how/.project-memory-key': 'patent-how', [`${MEMORY}/workspace--patent__how/a.md`]: 'x' });
    expect(keyAt(root, 'workspace/patent.how')).toMatchObject({ key: 'patent-how', source: 'pin' });
  });

  it('yields to PROJECT_MEMORY_PROJECT', () => {
    const root = tempTree({ 'app/.project-memory-key': 'pinned' });
    expect(keyAt(root, 'app', { PROJECT_MEMORY_PROJECT: 'forced' })).toEqual({ key: 'forced', source: 'env' });
  });

  it('does not reach into a repository nested below it', () => {
    const root = tempTree({ 'app/.project-memory-key': 'app-key', 'app/vendor/lib/.git/HEAD': 'x' });
    expect(keyAt(root, 'app/vendor/lib')).toMatchObject({ key: 'app--vendor--lib', source: 'git' });
  });

  it('does not reach past a subproject that has a memory folder of its own (a pinned monorepo root)', () => {
    const root = tempTree({
      '.project-memory-key': 'mono',
      'workspace/patent.how/src/': '',
      'workspace/new.app/': '',
      [`${MEMORY}/workspace--patent__how/`]: '',
    });
    expect(keyAt(root, 'workspace/patent.how/src')).toMatchObject({ key: 'workspace--patent__how', source: 'memory-folder' });
    expect(keyAt(root, 'workspace/new.app')).toMatchObject({ key: 'mono', source: 'pin' });
  });

  it.each([
    ['empty', ''],
    ['a path', '../escape\n'],
    ['_global', '_global'],
    ['a dot name', '.hidden'],
  ])('a pin that cannot name a folder (%s) is ignored', (_, text) => {
    const root = tempTree({ 'app/.git/HEAD': 'x', 'app/.project-memory-key': text });
    expect(keyAt(root, 'app')).toMatchObject({ key: 'app', source: 'git' });
  });

  it('reaches the checkout top above a workspace kept in a subfolder of the repository', () => {
    const base = tempTree({ 'app/.git/HEAD': 'x', 'app/.project-memory-key': 'app-key', 'app/tools/.ai-core/data/memory/_global/': '', 'app/tools/a/': '' });
    const ws = join(base, 'app/tools');
    expect(resolveProjectKey({ launchDir: join(ws, 'a'), workspaceRoot: ws, memoryRoot: join(ws, MEMORY), env: {} })).toMatchObject({
      key: 'app-key',
      source: 'pin',
      projectDir: join(base, 'app'),
    });
  });

  it('the first line is the key; spaces and a CRLF around it do not count', () => {
    const root = tempTree({ 'app/.project-memory-key': '  my-key \r\nanything else\n' });
    expect(keyAt(root, 'app').key).toBe('my-key');
  });
});

describe('a linked worktree is keyed as its main worktree', () => {
  it('beside the project, inside the workspace', () => {
    const root = tempTree({ 'workspace/patent.how/src/': '' });
    linkWorktree(join(root, 'workspace/patent.how'), join(root, 'workspace/patent.how-feature'));
    mkdirSync(join(root, 'workspace/patent.how-feature/src'));
    const key = keyAt(root, 'workspace/patent.how-feature/src');
    expect(key).toEqual({
      key: 'workspace--patent__how',
      source: 'git',
      projectDir: join(root, 'workspace/patent.how-feature'),
      worktree: {
        top: join(root, 'workspace/patent.how-feature'),
        main: join(root, 'workspace/patent.how'),
        commonDir: join(root, 'workspace/patent.how/.git'),
      },
    });
    // the rules before worktrees, which doctor compares against: the worktree's own path
    expect(keyFromPath(join(root, 'workspace/patent.how-feature'), root, join(root, MEMORY), { worktrees: false }).key).toBe('workspace--patent__how-feature');
  });

  it("finds the main worktree's memory folder from a subfolder of the worktree", () => {
    const root = tempTree({ [`${MEMORY}/workspace--patent__how/a.md`]: 'x' });
    linkWorktree(join(root, 'workspace/patent.how'), join(root, 'wt/patent.how-feature'));
    mkdirSync(join(root, 'wt/patent.how-feature/lib'));
    expect(keyAt(root, 'wt/patent.how-feature/lib')).toMatchObject({ key: 'workspace--patent__how', source: 'memory-folder' });
  });

  it('when the repository holds .ai-core/ itself, the worktree root takes the main folder name', () => {
    const base = tempTree({ 'patent.how/.ai-core/data/memory/_global/': '' });
    linkWorktree(join(base, 'patent.how'), join(base, 'elsewhere/feature-x'));
    mkdirSync(join(base, 'elsewhere/feature-x/.ai-core/data/memory/patent__how'), { recursive: true });
    const wt = join(base, 'elsewhere/feature-x');
    expect(resolveProjectKey({ launchDir: wt, workspaceRoot: wt, memoryRoot: join(wt, MEMORY), env: {} })).toMatchObject({
      key: 'patent__how',
      source: 'memory-folder',
    });
    expect(newWorkspaceProject(wt, wt, {}).key).toBe('patent__how');
  });

  it('under .claude/worktrees/ inside the project, with and without a memory folder yet', () => {
    const root = tempTree({});
    linkWorktree(join(root, 'workspace/patent.how'), join(root, 'workspace/patent.how/.claude/worktrees/fix-1'));
    expect(keyAt(root, 'workspace/patent.how/.claude/worktrees/fix-1')).toMatchObject({ key: 'workspace--patent__how', source: 'git' });
    mkdirSync(join(root, MEMORY, 'workspace--patent__how'), { recursive: true });
    expect(keyAt(root, 'workspace/patent.how/.claude/worktrees/fix-1')).toMatchObject({ key: 'workspace--patent__how', source: 'memory-folder' });
  });

  it("reads the main worktree's pin when the worktree's branch has none yet", () => {
    const root = tempTree({ 'app/.project-memory-key': 'app-key\n' });
    linkWorktree(join(root, 'app'), join(root, 'app-wt'));
    expect(keyAt(root, 'app-wt')).toMatchObject({ key: 'app-key', source: 'pin', pinFile: join(root, 'app/.project-memory-key') });
  });

  it('keeps its own key when the main worktree lies outside this workspace', () => {
    const outside = tempTree({});
    const root = tempTree({});
    linkWorktree(join(outside, 'app'), join(root, 'app-wt'));
    expect(keyAt(root, 'app-wt')).toMatchObject({ key: 'app-wt', source: 'git' });
    expect(keyAt(root, 'app-wt').worktree).toBeUndefined();
  });

  it('reached through a symlinked workspace, where git wrote the real path', () => {
    const real = tempTree({});
    linkWorktree(join(real, 'ws/app'), join(real, 'ws/app-wt'));
    const link = join(tempTree({}), 'ws-link');
    symlinkSync(join(real, 'ws'), link);
    expect(keyFromPath(join(link, 'app-wt'), link, join(link, MEMORY)).key).toBe('app');
  });
});
