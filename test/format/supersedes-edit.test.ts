// The `supersedes` of a memory rewritten for a rename: the name replaced where it stands,
// every other byte kept; the YAML writer only where the lines cannot be edited so.
import { describe, expect, it } from 'vitest';
import { dropFromSupersedes, renameInSupersedes, replaceInSupersedes } from '../../lib/format/supersedes-edit.js';

const doc = (field: string, body = 'Body.\n') => `---\ntitle: New\ndescription: the new note # shown on every prompt\n${field}---\n${body}`;

describe('renameInSupersedes', () => {
  it.each([
    ['supersedes: deploy\n', 'supersedes: release\n'],
    ['supersedes: [deploy, other]  # deploy was wrong\n', 'supersedes: [release, other]  # deploy was wrong\n'],
    ["supersedes: ['other', 'deploy.md']\n", "supersedes: ['other', 'release.md']\n"],
    ['supersedes:\n  - other\n  - "deploy"   # old\n', 'supersedes:\n  - other\n  - "release"   # old\n'],
    ['supersedes:\n- deploy\r\n', 'supersedes:\n- release\r\n'],
    ['supersedes: [old-deploy, deploy-old, deploy]\n', 'supersedes: [old-deploy, deploy-old, release]\n'],
    // a string is split on its commas, as the list reads it
    ['supersedes: other, deploy\n', 'supersedes: other, release\n'],
    // a name inside another item is not that item
    ["supersedes: [deploy, 'old deploy']  # two\n", "supersedes: [release, 'old deploy']  # two\n"],
    ['supersedes: [deploy, deploy.v2]\n', 'supersedes: [release, deploy.v2]\n'],
  ])('%j → %j, the rest as written', (field, expected) => {
    expect(renameInSupersedes(doc(field), 'deploy', 'release')).toBe(doc(expected));
  });

  it('is undefined where supersedes does not name the memory, whatever else does', () => {
    expect(renameInSupersedes(doc('supersedes: [old-deploy]\n', 'deploy\n'), 'deploy', 'release')).toBeUndefined();
    expect(renameInSupersedes(doc('tags: [deploy]\n'), 'deploy', 'release')).toBeUndefined();
    expect(renameInSupersedes('no front matter, deploy\n', 'deploy', 'release')).toBeUndefined();
  });

  it('writes the front matter anew where the name is not written as itself, the body byte for byte', () => {
    const body = 'Body with supersedes: deploy in it.\r\n';
    const out = renameInSupersedes(doc('supersedes: ["\\u0064eploy", other]\n', body), 'deploy', 'release');
    expect(out).toBeDefined();
    expect(out).toContain('supersedes: [release, other]\n');
    expect(out?.endsWith(`---\n${body}`)).toBe(true);
    expect(out).toContain('title: New');
  });
});

describe('replaceInSupersedes (what a forgotten memory superseded, passed on)', () => {
  it.each([
    // nothing to pass on: the name goes
    ['supersedes: [mid, other]\n', [], 'supersedes: [other]\n'],
    // one: renamed where it stands, comments kept
    ['supersedes:\n  - mid   # replaced\n', ['old'], 'supersedes:\n  - old   # replaced\n'],
    // one it names already, or several: the names in order, each once
    ['supersedes: [mid, old]\n', ['old'], 'supersedes: [old]\n'],
    ['supersedes: [mid, other]\n', ['old', 'older'], 'supersedes: [old, older, other]\n'],
  ] as const)('%j with %j → %j', (field, names, expected) => {
    expect(replaceInSupersedes(doc(field), 'mid', names)).toBe(doc(expected));
  });

  it('is undefined where supersedes does not name the memory', () => {
    expect(replaceInSupersedes(doc('supersedes: [old]\n'), 'mid', ['older'])).toBeUndefined();
  });
});

describe('dropFromSupersedes', () => {
  it.each([
    ['supersedes: deploy\n', ''],
    ['supersedes: [deploy]  # gone\n', ''],
    ['supersedes: [deploy, other]  # deploy was wrong\n', 'supersedes: [other]  # deploy was wrong\n'],
    ["supersedes: ['other', 'deploy.md', third]\n", "supersedes: ['other', third]\n"],
    ['supersedes: [other, deploy]\n', 'supersedes: [other]\n'],
    ['supersedes:\n  - other   # kept\n  - "deploy"   # old\n', 'supersedes:\n  - other   # kept\n'],
    ['supersedes:\n- deploy\r\n', ''],
    ['supersedes: [old-deploy, deploy]\n', 'supersedes: [old-deploy]\n'],
    ['supersedes: other, deploy\n', 'supersedes: other\n'],
    ['supersedes: deploy, other\n', 'supersedes: other\n'],
    ["supersedes: ['old deploy', deploy]\n", "supersedes: ['old deploy']\n"],
  ])('%j → %j, the rest as written', (field, expected) => {
    expect(dropFromSupersedes(doc(field), 'deploy')).toBe(doc(expected));
  });

  it('is undefined where supersedes does not name the memory', () => {
    expect(dropFromSupersedes(doc('supersedes: [old-deploy]\n'), 'deploy')).toBeUndefined();
  });

  it('writes the front matter anew where the name is not written as itself', () => {
    const out = dropFromSupersedes(doc('supersedes: ["\\u0064eploy", other]\n', 'Body.\r\n'), 'deploy');
    expect(out).toContain('supersedes: [other]\n');
    expect(out?.endsWith('---\nBody.\r\n')).toBe(true);
  });
});

describe('the YAML writer, where the lines cannot be edited', () => {
  it('keeps the BOM, CRLF line ends and a body with no final line end', () => {
    const text = '\ufeff---\r\ntitle: T\r\nsupersedes: ["\\u0064eploy", other]\r\n---\r\nbody\r\nend';
    expect(renameInSupersedes(text, 'deploy', 'release')).toBe('\ufeff---\r\ntitle: T\r\nsupersedes: [release, other]\r\n---\r\nbody\r\nend');
    expect(dropFromSupersedes(text, 'deploy')).toBe('\ufeff---\r\ntitle: T\r\nsupersedes: [other]\r\n---\r\nbody\r\nend');
  });
});
