import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFromPath, resolveProjectKey } from '../../lib/workspace/key-resolution.js';
import { isSafeKey, keyForFolder, keyFromRelativePath } from '../../lib/workspace/project-key.js';
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

describe('keyForFolder gives a key isSafeKey takes, however long the folder name', () => {
  it.each([
    ['가'.repeat(66), '가'.repeat(66)],
    ['x'.repeat(80), 'x'.repeat(80)],
  ])('keeps a name within the limits as it is: %s', (name, key) => {
    expect(keyForFolder('/ws', join('/ws', name))).toBe(key);
  });

  it.each([['가'.repeat(67)], ['가'.repeat(80)], ['가'.repeat(300)], ['x'.repeat(81)], [`${'x'.repeat(60)}${'가'.repeat(40)}`]])(
    'cuts a longer one to at most 200 bytes, whole characters, with a hash that keeps two apart',
    (name) => {
      const key = keyForFolder('/ws', join('/ws', name));
      expect(isSafeKey(key), key).toBe(true);
      expect(key).toMatch(/~[0-9a-f]{8}$/);
      expect(keyForFolder('/ws', join('/ws', `${name}2`))).not.toBe(key);
    },
  );
});

it('cuts a long name at a whole character, never half of one (an emoji at the 70th place)', () => {
  const name = `${'a'.repeat(69)}😀${'b'.repeat(20)}`;
  const key = keyForFolder('/ws', join('/ws', name));
  expect(key).toMatch(/^a{69}~[0-9a-f]{8}$/);
  expect(key).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
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

  it('in a repository that holds the workspace at its top, a plain subfolder is the repository, before its first memory as after', () => {
    const root = tempTree({ '.git/HEAD': 'x', 'services/billing/src/': '', [`${MEMORY}/_global/`]: '' });
    const key = keyFromPath(join(root, 'services/billing/src'), root, join(root, MEMORY));
    expect(key).toMatchObject({ key: basename(root), source: 'git', projectDir: root });
  });

  it.each(['package.json', 'pyproject.toml', 'go.mod', 'Cargo.toml'])(
    'but a folder on the way up with a %s is a package of its own (a monorepo, the seed workspace)',
    (manifest) => {
      const root = tempTree({ '.git/HEAD': 'x', [`workspace/patent.how/${manifest}`]: '', 'workspace/patent.how/src/deep/': '', 'docs/': '' });
      expect(keyFromPath(join(root, 'workspace/patent.how/src/deep'), root, join(root, MEMORY))).toMatchObject({
        key: 'workspace--patent__how',
        source: 'package-folder',
        projectDir: join(root, 'workspace/patent.how'),
      });
      expect(keyFromPath(join(root, 'docs'), root, join(root, MEMORY))).toMatchObject({ key: basename(root), source: 'git' });
    },
  );

  it('but where the team keys a folder below the root by its own folder (a monorepo), a plain folder keeps its own path and a package is its own', () => {
    const root = tempTree({ '.git/HEAD': 'x', 'workspace/patent.how/src/': '', 'web/': '', [`${MEMORY}/web/`]: '' });
    const key = keyFromPath(join(root, 'workspace/patent.how/src'), root, join(root, MEMORY));
    expect(key).toMatchObject({ key: 'workspace--patent__how--src', source: 'launch-folder' });
    writeFileSync(join(root, 'workspace/patent.how/package.json'), '{}\n');
    expect(keyFromPath(join(root, 'workspace/patent.how/src'), root, join(root, MEMORY))).toMatchObject({
      key: 'workspace--patent__how',
      source: 'package-folder',
    });
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

// issue 20, item 8: a memory folder named after the workspace root must not capture every
// project below it. The root is a project only when it is the only one: its own folder
// exists and no other project folder in the memory root names a folder below the root.
describe('the workspace root is a project only when it is the only one', () => {
  function monorepo(extra: Record<string, string> = {}): string {
    const root = tempTree({
      'ws/.ai-core/data/memory/_global/': '',
      'ws/.ai-core/data/memory/ws/': '',
      'ws/.ai-core/data/memory/workspace--patent__how/': '',
      'ws/workspace/patent.how/src/': '',
      'ws/other/app/': '',
      ...extra,
    });
    return join(root, 'ws');
  }

  it('a folder named after the root does not capture a project below it that has no folder yet', () => {
    const ws = monorepo();
    expect(keyFromPath(join(ws, 'other/app'), ws, join(ws, MEMORY))).toMatchObject({ key: 'other--app', source: 'launch-folder' });
  });

  it('nor a git repository below the root', () => {
    const ws = monorepo({ 'ws/workspace/quant.how/.git/HEAD': 'x', 'ws/workspace/quant.how/lib/': '' });
    expect(keyFromPath(join(ws, 'workspace/quant.how/lib'), ws, join(ws, MEMORY))).toMatchObject({ key: 'workspace--quant__how', source: 'git' });
  });

  it('a project with its own folder still resolves to it', () => {
    const ws = monorepo();
    expect(keyFromPath(join(ws, 'workspace/patent.how/src'), ws, join(ws, MEMORY))).toMatchObject({ key: 'workspace--patent__how', source: 'memory-folder' });
  });

  it('at the root of such a workspace the key is the root name, marked as the workspace root', () => {
    const ws = monorepo();
    expect(keyFromPath(ws, ws, join(ws, MEMORY))).toMatchObject({ key: 'ws', source: 'workspace-root' });
  });

  describe('a single-repository workspace, memories in <root>/.ai-core/data/memory/<root name>/', () => {
    function single(extra: Record<string, string> = {}): string {
      const root = tempTree({
        'repo/.git/HEAD': 'x',
        'repo/.ai-core/data/memory/_global/': '',
        'repo/.ai-core/data/memory/repo/': '',
        'repo/src/deep/': '',
        ...extra,
      });
      return join(root, 'repo');
    }

    it.each(['src/deep', 'src', '.'])('a launch in %s resolves to the root folder', (rel) => {
      const repo = single();
      expect(keyFromPath(join(repo, rel), repo, join(repo, MEMORY))).toMatchObject({ key: 'repo', source: 'memory-folder', projectDir: repo });
    });

    it('a tmux-named folder that names no folder of the workspace does not make the root a container', () => {
      const repo = single({ 'repo/.ai-core/data/memory/dev-session/': '' });
      expect(keyFromPath(join(repo, 'src'), repo, join(repo, MEMORY))).toMatchObject({ key: 'repo', source: 'memory-folder' });
    });

    it('a project folder for a folder below the root does', () => {
      const repo = single({ 'repo/.ai-core/data/memory/src--deep/': '', 'repo/lib/': '' });
      expect(keyFromPath(join(repo, 'lib'), repo, join(repo, MEMORY))).toMatchObject({ key: 'lib', source: 'launch-folder' });
      expect(keyFromPath(join(repo, 'src/deep'), repo, join(repo, MEMORY))).toMatchObject({ key: 'src--deep', source: 'memory-folder' });
    });
  });
});
