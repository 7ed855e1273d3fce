// Which worktrees are Claude Code's own (`<main>/.claude/worktrees/<name>`), read from git's
// files as findCheckout reads them: only those are read through their main worktree.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudeWorktreeMainFolder } from '../../lib/workspace/claude-worktree.js';
import { tempTree } from '../support/temp.js';

/** `app` with a linked worktree at `at`, its admin folder named `name`; `other`: the worktree belongs to `other/` instead. */
function linked(at: string, name = 'w', other?: string) {
  const repo = other ?? 'app';
  const root = tempTree({ 'app/.git/HEAD': 'ref: refs/heads/main\n', [`${repo}/.git/worktrees/${name}/commondir`]: '../..\n', [`${at}/src/`]: '' });
  writeFileSync(join(root, at, '.git'), `gitdir: ${join(root, repo, '.git', 'worktrees', name)}\n`);
  return root;
}

describe('claudeWorktreeMainFolder', () => {
  it('maps a folder of <main>/.claude/worktrees/<name> to the same folder of the main worktree', () => {
    const root = linked('app/.claude/worktrees/agent-a1');
    expect(claudeWorktreeMainFolder(join(root, 'app/.claude/worktrees/agent-a1/src'))).toBe(join(root, 'app/src'));
    expect(claudeWorktreeMainFolder(join(root, 'app/.claude/worktrees/agent-a1'))).toBe(join(root, 'app'));
  });

  it.each([
    ['a worktree a person made beside the main one', 'app-fix', undefined],
    ['a worktree one level deeper than Claude Code makes them', 'app/.claude/worktrees/group/w', undefined],
    ["another repository's worktree under this one's .claude/worktrees", 'app/.claude/worktrees/w', 'lib'],
  ])('%s is not one', (_, at, other) => {
    const root = linked(at, 'w', other);
    expect(claudeWorktreeMainFolder(join(root, at, 'src'))).toBeUndefined();
  });

  it('a plain folder under .claude/worktrees (no .git file) is part of the main worktree', () => {
    const root = tempTree({ 'app/.git/HEAD': 'ref: refs/heads/main\n', 'app/.claude/worktrees/notes/': '' });
    expect(claudeWorktreeMainFolder(join(root, 'app/.claude/worktrees/notes'))).toBeUndefined();
  });
});
