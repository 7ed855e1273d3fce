import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRuleFiles } from '../../lib/diagnose/context/rules.js';
import { tempTree } from '../support/temp.js';

describe('the rule files of a .claude/rules folder', () => {
  it('are the *.md files at any depth, in path order, without dot names; links are followed, to files and folders, and a loop ends', async () => {
    const root = tempTree({
      'rules/b.md': 'b',
      'rules/a/deep/c.md': 'c',
      'rules/a/notes.txt': 'x',
      'rules/.hidden.md': 'h',
      'rules/.drafts/d.md': 'd',
      'elsewhere/e.md': 'e',
      'docs/rules/team.md': 't',
    });
    const rules = join(root, 'rules');
    symlinkSync(join(root, 'elsewhere', 'e.md'), join(rules, 'linked.md'));
    mkdirSync(join(rules, 'loop'));
    symlinkSync(rules, join(rules, 'loop', 'back'));
    symlinkSync(join(root, 'docs', 'rules'), join(rules, 'shared'));
    expect(await findRuleFiles(rules)).toEqual([join(rules, 'a/deep/c.md'), join(rules, 'b.md'), join(rules, 'linked.md'), join(rules, 'shared/team.md')]);
    expect(await findRuleFiles(join(root, 'missing'))).toEqual([]);
  });
});
