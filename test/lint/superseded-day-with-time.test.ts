// The date warning says a created_at or updated_at written with a time is ignored where the
// day counts, the check for a superseded memory edited later included: lint keeps its word.
// The built CLI on a temp workspace.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const memory = (fields: string[], body: string) => ['---', ...fields, '---', body, ''].join('\n');

function lintRules(updatedAt: string): string[] {
  const root = tempTree({
    '.git/': '',
    [`${MEMORY}/_global/old-rule.md`]: memory(
      ['title: Old rule', 'description: the old way to deploy things', 'created_at: 2026-11-01', `updated_at: "${updatedAt}"`],
      'old body',
    ),
    [`${MEMORY}/_global/new-rule.md`]: memory(
      ['title: New rule', 'description: the new way we ship code now', 'created_at: 2026-12-01', 'supersedes: [old-rule]'],
      'new body',
    ),
  });
  const run = runCli(['lint', '--json', '--dir', root], { env: { HOME: join(root, 'home') } });
  return (JSON.parse(run.stdout) as { findings: { rule: string }[] }).findings.map((f) => f.rule);
}

describe("a superseded memory's edit day", () => {
  it('counts when written as a day', () => {
    expect(lintRules('2026-12-05')).toEqual(['superseded-edited']);
  });

  it('counts for nothing when written with a time, as the warning on it says', () => {
    expect(lintRules('2026-12-05T10:00')).toEqual(['field-type']);
  });
});
