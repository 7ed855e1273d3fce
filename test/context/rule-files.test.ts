import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRuleFiles } from '../../lib/diagnose/context/rules.js';
import { tempTree } from '../support/temp.js';

describe('the rule files of a .claude/rules folder', () => {
  it('are the *.md files at any depth, in path order, without dot names; a linked file counts, a linked folder is not entered', async () => {
    const root = tempTree({
      'rules/b.md': 'b',
      'rules/a/deep/c.md': 'c',
      'rules/a/notes.txt': 'x',
      'rules/.hidden.md': 'h',
      'rules/.drafts/d.md': 'd',
      'elsewhere/e.md': 'e',
    });
    const rules = join(root, 'rules');
    symlinkSync(join(root, 'elsewhere', 'e.md'), join(rules, 'linked.md'));
    mkdirSync(join(rules, 'loop'));
    symlinkSync(rules, join(rules, 'loop', 'back'));
    expect(await findRuleFiles(rules)).toEqual([join(rules, 'a/deep/c.md'), join(rules, 'b.md'), join(rules, 'linked.md')]);
    expect(await findRuleFiles(join(root, 'missing'))).toEqual([]);
  });
});
