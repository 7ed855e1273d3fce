import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFromPath, resolveProjectKey } from '../../lib/workspace/key-resolution.js';
import { isSafeKey, keyFromRelativePath } from '../../lib/workspace/project-key.js';
import { MEMORY, tempTree } from '../support/fixtures.js';

describe('keyFromRelativePath follows the tmux naming convention', () => {
  it.each([
    ['workspace/patent.how', 'workspace--patent__how'],
    ['workspace/quant.how', 'workspace--quant__how'],
    ['app', 'app'],
    ['a/b/c', 'a--b--c'],
    ['my.app.v2', 'my__app__v2'],
    ['workspace//patent.how/', 'workspace--patent__how'],
    ['프로젝트/특허.how', '프로젝트--특허__how'],
  ])('%s → %s', (rel, key) => {
    expect(keyFromRelativePath(rel)).toBe(key);
  });
});

describe('isSafeKey keeps a key to one folder under the memory root', () => {
  it.each([
    ['workspace--patent__how', true],
    ['프로젝트', true],
    ['_global', false],
    ['../etc', false],
    ['a/b', false],
    ['.hidden', false],
    ['', false],
    ['a\u0000b', false],
    ['x'.repeat(201), false],
  ])('%j → %s', (key, safe) => {
    expect(isSafeKey(key)).toBe(safe);
  });
});

describe('resolveProjectKey', () => {
  const base = { launchDir: '/w/a', workspaceRoot: '/w', memoryRoot: '/w/.ai-core/data/memory' };

  it('takes PROJECT_MEMORY_PROJECT first', () => {
    const key = resolveProjectKey({ ...base, env: { PROJECT_MEMORY_PROJECT: 'forced', TMUX: '/tmp/x,1,0' }, tmuxSessionName: () => 'tmux-name' });
    expect(key).toEqual({ key: 'forced', source: 'env' });
  });

  it('ignores an unsafe forced key and falls through', () => {
    const key = resolveProjectKey({ ...base, env: { PROJECT_MEMORY_PROJECT: '../../etc' }, tmuxSessionName: () => 'x' });
    expect(key.source).toBe('launch-folder');
  });

  it('uses the tmux session name only when $TMUX is set and a memory folder of that name exists', () => {
    const root = tempTree({ [`${MEMORY}/workspace--quant__how/`]: '', 'a/': '' });
    const inputs = { launchDir: join(root, 'a'), workspaceRoot: root, memoryRoot: join(root, MEMORY) };
    expect(resolveProjectKey({ ...inputs, env: { TMUX: '/tmp/t,1,0' }, tmuxSessionName: () => 'workspace--quant__how\n' })).toEqual({
      key: 'workspace--quant__how',
      source: 'tmux',
    });
    expect(resolveProjectKey({ ...inputs, env: {}, tmuxSessionName: () => 'workspace--quant__how' }).source).toBe('launch-folder');
    expect(resolveProjectKey({ ...inputs, env: { TMUX: '/tmp/t,1,0' }, tmuxSessionName: () => undefined }).key).toBe('a');
    expect(resolveProjectKey({ ...inputs, env: { TMUX: '/tmp/t,1,0' }, tmuxSessionName: () => 'no-such-folder' })).toMatchObject({
      key: 'a',
      source: 'launch-folder',
    });
  });

  it("never takes tmux's own session names (0, 1, …), even where an older version made a folder of that name", () => {
    const root = tempTree({ [`${MEMORY}/0/old.md`]: 'x', [`${MEMORY}/12/`]: '', 'a/': '' });
    const inputs = { launchDir: join(root, 'a'), workspaceRoot: root, memoryRoot: join(root, MEMORY), env: { TMUX: '/tmp/t,1,0' } };
    expect(resolveProjectKey({ ...inputs, tmuxSessionName: () => '0' })).toMatchObject({ key: 'a', source: 'launch-folder' });
    expect(resolveProjectKey({ ...inputs, tmuxSessionName: () => '12' })).toMatchObject({ key: 'a', source: 'launch-folder' });
  });
});

describe('keyFromPath resolves a subfolder launch to its project', () => {
  it('prefers the deepest ancestor that already has a memory folder', () => {
    const root = tempTree({ [`${MEMORY}/workspace--patent__how/`]: '', 'workspace/patent.how/src/deep/': '' });
    const key = keyFromPath(join(root, 'workspace/patent.how/src/deep'), root, join(root, MEMORY));
    expect(key).toMatchObject({ key: 'workspace--patent__how', source: 'memory-folder' });
  });

  it('falls back to the git top-level below the workspace root', () => {
    const root = tempTree({ 'workspace/quant.how/.git/HEAD': 'ref: refs/heads/main\n', 'workspace/quant.how/lib/x/': '' });
    const key = keyFromPath(join(root, 'workspace/quant.how/lib/x'), root, join(root, MEMORY));
    expect(key).toMatchObject({ key: 'workspace--quant__how', source: 'git' });
  });

  it('ignores a git top-level that is the workspace root itself (a monorepo)', () => {
    const root = tempTree({ '.git/HEAD': 'x', 'workspace/patent.how/src/': '' });
    const key = keyFromPath(join(root, 'workspace/patent.how/src'), root, join(root, MEMORY));
    expect(key).toMatchObject({ key: 'workspace--patent__how--src', source: 'launch-folder' });
  });

  it('uses the launch folder when nothing else says which project it is', () => {
    const root = tempTree({ 'workspace/new.app/': '' });
    expect(keyFromPath(join(root, 'workspace/new.app'), root, join(root, MEMORY)).key).toBe('workspace--new__app');
  });

  it('names the workspace root after its own folder', () => {
    const root = tempTree({});
    mkdirSync(join(root, 'my.ws'));
    const ws = join(root, 'my.ws');
    expect(keyFromPath(ws, ws, join(ws, MEMORY)).key).toBe('my__ws');
  });
});
