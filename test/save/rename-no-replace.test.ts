// A move of an untracked memory links it into the new folder and unlinks it from the old. One
// file under both names finishes such a move cut short; one folder reached by two spellings
// (a disk that ignores case, Hangul composed or not) must never look like one: there every
// file is itself under both names, and the unlink would lose it.
import { existsSync, linkSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renameNoReplace, sameFile } from '../../lib/save/rename-no-replace.js';
import { tempTree } from '../support/fixtures.js';

describe('sameFile', () => {
  it('is one file under two names in two folders, and never two names of one folder', () => {
    const root = tempTree({ 'old/a.md': 'a\n', 'new/': '', 'one/': '' });
    linkSync(join(root, 'old', 'a.md'), join(root, 'new', 'a.md'));
    expect(sameFile(join(root, 'old', 'a.md'), join(root, 'new', 'a.md'))).toBe(true);
    // one folder under a second name (what a case-insensitive disk makes of Shop and shop)
    symlinkSync(join(root, 'old'), join(root, 'Old'));
    expect(sameFile(join(root, 'old', 'a.md'), join(root, 'Old', 'a.md'))).toBe(false);
    // a hard link within one folder is another memory's name, not a move cut short
    linkSync(join(root, 'old', 'a.md'), join(root, 'old', 'b.md'));
    expect(sameFile(join(root, 'old', 'a.md'), join(root, 'old', 'b.md'))).toBe(false);
    writeFileSync(join(root, 'one', 'a.md'), 'a\n');
    expect(sameFile(join(root, 'old', 'a.md'), join(root, 'one', 'a.md'))).toBe(false);
  });

  it('lets renameNoReplace finish a move cut short, and keeps the file where both names are one folder', () => {
    const root = tempTree({ 'old/a.md': 'a\n', 'new/': '' });
    linkSync(join(root, 'old', 'a.md'), join(root, 'new', 'a.md'));
    renameNoReplace(join(root, 'old', 'a.md'), join(root, 'new', 'a.md'));
    expect([existsSync(join(root, 'old', 'a.md')), readFileSync(join(root, 'new', 'a.md'), 'utf8')]).toEqual([false, 'a\n']);
    mkdirSync(join(root, 'shop'));
    writeFileSync(join(root, 'shop', 'b.md'), 'b\n');
    symlinkSync(join(root, 'shop'), join(root, 'Shop'));
    expect(() => renameNoReplace(join(root, 'Shop', 'b.md'), join(root, 'shop', 'b.md'))).toThrow();
    expect(readFileSync(join(root, 'shop', 'b.md'), 'utf8')).toBe('b\n');
  });
});
