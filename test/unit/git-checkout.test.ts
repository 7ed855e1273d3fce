// How a checkout is read from git's own files (no git process): main and linked worktrees,
// relative pointers, submodules, bare and separate-git-dir repositories, broken links.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCheckout, isPartOfRepository } from '../../lib/workspace/git-checkout.js';
import { tempTree } from '../support/temp.js';

describe('findCheckout', () => {
  it('finds the nearest .git folder: a main worktree is its own main', () => {
    const root = tempTree({ 'app/.git/HEAD': 'ref: refs/heads/main\n', 'app/src/deep/': '' });
    expect(findCheckout(join(root, 'app/src/deep'))).toEqual({ top: join(root, 'app'), main: join(root, 'app'), commonDir: join(root, 'app/.git') });
  });

  it('reads a linked worktree: .git file → gitdir → commondir → the main worktree', () => {
    const root = tempTree({
      'app/.git/worktrees/feature/commondir': '../..\n',
      'app/.git/worktrees/feature/gitdir': 'x',
      'app-feature/.git': '',
      'app-feature/src/': '',
    });
    writeFileSync(join(root, 'app-feature/.git'), `gitdir: ${join(root, 'app/.git/worktrees/feature')}\n`);
    expect(findCheckout(join(root, 'app-feature/src'))).toEqual({ top: join(root, 'app-feature'), main: join(root, 'app'), commonDir: join(root, 'app/.git') });
  });

  it('takes a relative gitdir relative to the worktree (git worktree add --relative-paths)', () => {
    const root = tempTree({
      'app/.git/worktrees/feature/commondir': '../..\n',
      'app-feature/.git': 'gitdir: ../app/.git/worktrees/feature\n',
    });
    expect(findCheckout(join(root, 'app-feature'))?.main).toBe(join(root, 'app'));
  });

  it('takes an absolute commondir as written', () => {
    const root = tempTree({ 'app/.git/worktrees/w/': '', 'w/.git': '' });
    writeFileSync(join(root, 'app/.git/worktrees/w/commondir'), `${join(root, 'app/.git')}\n`);
    writeFileSync(join(root, 'w/.git'), `gitdir: ${join(root, 'app/.git/worktrees/w')}`);
    expect(findCheckout(join(root, 'w'))?.main).toBe(join(root, 'app'));
  });

  it('a submodule (gitdir without commondir) is a repository of its own', () => {
    const root = tempTree({ 'app/.git/modules/lib/HEAD': 'x', 'app/lib/.git': 'gitdir: ../.git/modules/lib\n' });
    expect(findCheckout(join(root, 'app/lib'))).toMatchObject({ top: join(root, 'app/lib'), main: join(root, 'app/lib') });
  });

  it.each([
    ['a bare repository', 'repo.git'],
    ['--separate-git-dir', 'sep-store'],
  ])('%s: the main worktree is unknown, so the worktree stays a project of its own', (_, store) => {
    const root = tempTree({ [`${store}/worktrees/w/commondir`]: '../..\n', 'w/.git': `gitdir: ../${store}/worktrees/w\n` });
    const checkout = findCheckout(join(root, 'w'));
    expect(checkout).toMatchObject({ top: join(root, 'w'), commonDir: join(root, store) });
    expect(checkout?.main).toBeUndefined();
  });

  it.each([
    ['a .git file that is not a pointer', 'nonsense\n'],
    ['a pointer to nowhere', 'gitdir: /no/such/place\n'],
    ['an empty .git file', ''],
  ])('%s falls back to the worktree as its own project', (_, text) => {
    const root = tempTree({ 'w/.git': text });
    const checkout = findCheckout(join(root, 'w'));
    expect(checkout?.top).toBe(join(root, 'w'));
    expect(checkout?.main).toBeUndefined();
  });

  it('undefined outside git', () => {
    expect(findCheckout(tempTree({ 'a/b/': '' }))).toBeUndefined();
  });
});

describe('isPartOfRepository', () => {
  const root = tempTree({
    'app/.git/HEAD': 'ref: refs/heads/main\n',
    'app/.git/worktrees/feat/commondir': '../..\n',
    'app/.git/modules/libs/sub/HEAD': 'x',
    'app/worktrees/feat/.git': 'gitdir: ../../.git/worktrees/feat\n',
    'app/libs/sub/.git': 'gitdir: ../../.git/modules/libs/sub\n',
    'app/vendor-src/other/.git/HEAD': 'ref: refs/heads/main\n',
    'other/.git/modules/x/HEAD': 'x',
    'app/libs/foreign/.git': 'gitdir: ../../../other/.git/modules/x\n',
    'app/plain/': '',
  });
  it.each([
    ['a linked worktree of the repository (the same common directory)', 'app/worktrees/feat', true],
    ['a submodule of the repository (its data under modules/)', 'app/libs/sub', true],
    ['a repository of its own (a .git folder)', 'app/vendor-src/other', false],
    ['a submodule of another repository', 'app/libs/foreign', false],
    ['a folder that is no checkout', 'app/plain', false],
  ])('%s: %s', (_, dir, expected) => {
    expect(isPartOfRepository(join(root, dir), join(root, 'app/.git'))).toBe(expected);
  });
});
