// Whether Claude Code counts a launch folder as trusted, from its ~/.claude.json record.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectTrust } from '../../lib/diagnose/doctor/project-trust.js';
import { tempTree } from '../support/temp.js';

describe('projectTrust', () => {
  const root = tempTree({ 'a/b/c/': '', 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/sub/': '', 'wt/.git': 'gitdir: /elsewhere\n', 'wt/sub/': '' });
  const homeTrusting = (...folders: string[]): string => {
    const home = tempTree();
    const projects = Object.fromEntries(folders.map((f) => [join(root, f), { hasTrustDialogAccepted: true }]));
    writeFileSync(join(home, '.claude.json'), JSON.stringify({ projects }));
    return home;
  };

  it.each([
    ['the launch folder itself', ['a/b/c'], 'a/b/c', true],
    ['a folder above it', ['a'], 'a/b/c', true],
    ['only a folder below it', ['a/b/c'], 'a/b', false],
    ['a folder above a git repository', [''], 'repo/sub', false],
    ["the repository's top level", ['repo'], 'repo/sub', true],
    ['a folder above a worktree (.git is a file)', [''], 'wt/sub', false],
    ['nothing', [], 'a', false],
  ])('trusted by %s → %s', (_name, trusted, launch, expected) => {
    expect(projectTrust(join(root, launch), {}, homeTrusting(...trusted)).trusted).toBe(expected);
  });

  it('reads $CLAUDE_CONFIG_DIR/.claude.json when that is set, and counts a broken file as no trust', () => {
    const config = tempTree();
    writeFileSync(join(config, '.claude.json'), JSON.stringify({ projects: { [join(root, 'a')]: { hasTrustDialogAccepted: true } } }));
    expect(projectTrust(join(root, 'a'), { CLAUDE_CONFIG_DIR: config }, tempTree())).toMatchObject({ trusted: true, by: join(root, 'a') });
    const broken = tempTree();
    writeFileSync(join(broken, '.claude.json'), '{');
    expect(projectTrust(join(root, 'a'), {}, broken).trusted).toBe(false);
    expect(projectTrust(join(root, 'a'), {}, undefined).trusted).toBe(false);
  });

  it('a record that is not exactly true does not count', () => {
    const home = tempTree();
    writeFileSync(join(home, '.claude.json'), JSON.stringify({ projects: { [join(root, 'a')]: { hasTrustDialogAccepted: 'yes' } } }));
    expect(projectTrust(join(root, 'a'), {}, home).trusted).toBe(false);
  });
});
