// Every finding lint gives over a workspace holding each kind of problem, word for word:
// lint's speed work (prefilters, parsing once, comparing prepared texts) must not add,
// drop or reword one. The snapshot was taken before that work; a change to a rule's
// words or to what it finds updates it on purpose (vitest -u), and the diff shows what moved.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INJECTION_LINES, LINT_BENCH_KEY, SECRET_LINES, writeLintCorpus } from '../../bench/lint-corpus.js';
import { findingRow, type RuleId } from '../../lib/checks/finding.js';
import { lintMemories } from '../../lib/diagnose/lint/lint-memories.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';
import { fileOf, HOSTILE_CASES } from '../hostile/corpus.js';
import { memoryFile, tempTree } from '../support/fixtures.js';

/** Every rule, so that a rule added later is added here too (the type says so). */
const RULES: Record<RuleId, true> = {
  'front-matter': true,
  'front-matter-code': true,
  'field-type': true,
  'title-missing': true,
  'description-missing': true,
  'description-multiline': true,
  'description-long': true,
  'control-characters': true,
  'comment-cut': true,
  encoding: true,
  'merge-conflict': true,
  'conflict-in-code': true,
  secret: true,
  injection: true,
  duplicate: true,
  'name-unsafe': true,
  'not-listed': true,
  'unsafe-folder': true,
  unreadable: true,
  'unreadable-folder': true,
  'not-a-folder': true,
  'file-large': true,
  'stale-temp': true,
  'review-due': true,
  'path-missing': true,
  'supersedes-unknown': true,
  'supersedes-cycle': true,
  'superseded-edited': true,
  'pin-file': true,
  'config-file': true,
};

/** Rules of the workspace's files, not the memory folder's: test/lint/workspace-files-cli.test.ts. */
const NOT_MEMORY_RULES = new Set(['pin-file', 'config-file']);

function workspace(): { root: string; memoryRoot: string } {
  const root = tempTree();
  // one memory in three carries a finding: each kind the corpus sprinkles comes up several times
  const memoryRoot = writeLintCorpus(root, 150, { every: 3 });
  const global = join(memoryRoot, '_global');
  const project = join(memoryRoot, LINT_BENCH_KEY);
  const note = (title: string, description: string, body: string) => memoryFile({ title, description: JSON.stringify(description), tags: ['ops'] }, body);
  SECRET_LINES.forEach((line, i) => {
    writeFileSync(join(global, `secret-${i}.md`), note(`secret ${i}`, `a pasted value ${i}`, `## 문제\nbefore\n\n${line}\n\nafter\n`));
  });
  INJECTION_LINES.forEach((line, i) => {
    writeFileSync(join(global, `injection-body-${i}.md`), note(`injection ${i}`, `body ${i}`, `## 문제\nfirst\n${line}\n`));
    // a description is one line: the fake tag's own line break is no part of what is tested
    writeFileSync(join(project, `injection-description-${i}.md`), note(`told ${i}`, line.replace(/\n/g, ' '), 'plain\n'));
  });
  writeFileSync(join(project, 'loop-a.md'), memoryFile({ title: 'loop a', description: 'first of a loop', extra: 'supersedes: [loop-b]' }, 'a\n'));
  writeFileSync(join(project, 'loop-b.md'), memoryFile({ title: 'loop b', description: 'second of a loop', extra: 'supersedes: [loop-a]' }, 'b\n'));
  // superseded on 2026-05-01, and then updated by someone who had not pulled that yet
  writeFileSync(
    join(project, 'edited-old.md'),
    memoryFile({ title: 'edited old', description: 'kept, then edited', extra: 'updated_at: 2026-05-02' }, 'old\n'),
  );
  writeFileSync(
    join(project, 'edited-new.md'),
    memoryFile({ title: 'edited new', description: 'replaces the old one', extra: 'updated_at: 2026-05-01\nsupersedes: [edited-old]' }, 'new\n'),
  );
  // what a `git pull` leaves when two people edited one memory: in the body, and in the front matter
  writeFileSync(
    join(project, 'merged-body.md'),
    note('merged', 'both sides kept', '## Fix\n<<<<<<< HEAD\nrestart first\n=======\nrebuild first\n>>>>>>> origin/main\n'),
  );
  writeFileSync(
    join(project, 'merged-front.md'),
    '---\ntitle: merged\n<<<<<<< HEAD\ndescription: PDF, A4\n=======\ndescription: PDF, Letter\n>>>>>>> origin/main\n---\nbody\n',
  );
  // both sides changed a line of a code block: git's markers sit inside it, as an example's would
  writeFileSync(
    join(project, 'merged-in-code.md'),
    note(
      'merged in code',
      'a command both sides changed',
      '## Reset\n```sh\n<<<<<<< HEAD\nmake db-reset SEED=1\n=======\ndocker compose run db reset\n>>>>>>> 8f3e2a1d\n```\n',
    ),
  );
  // each side added its own code block: the markers hold a fence each
  writeFileSync(
    join(project, 'merged-across-fences.md'),
    note(
      'merged across fences',
      'two new code blocks',
      '## Reset\n<<<<<<< HEAD\nWith make:\n```sh\nmake db-reset\n=======\nWith docker:\n```sh\ndocker compose run db reset\n>>>>>>> origin/main\n```\n',
    ),
  );
  // a Slack channel after " #" in a plain value: YAML reads it as a comment
  writeFileSync(join(project, 'channel-cut.md'), '---\ntitle: channel\ndescription: Post deploy notices in Slack #ops-alerts before merging\n---\nbody\n');
  const canary = join(root, 'canary');
  for (const item of HOSTILE_CASES) {
    const path = join(item.folder === '_global' ? global : project, fileOf(item));
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, item.content(canary));
  }
  return { root, memoryRoot };
}

describe('lint findings over every kind of problem', () => {
  it('are the ones lint gave before its speed work, word for word', async () => {
    const { root, memoryRoot } = workspace();
    const report = lintMemories({ memoryRoot, nowMs: Date.now(), workspaceRoot: root, to: { self: 'project-memory', dir: root } });
    const rows = report.findings.map((finding) => findingRow(finding, RULE_TEXT.en));
    const rules = new Set(rows.map((row) => row.rule));
    // the corpus reaches every rule a memory folder can break (unreadable and unreadable-folder
    // need a file or folder root cannot read: test/lint/unreadable-folder.test.ts runs those;
    // not-a-folder, a file in a folder's place, would hide one: test/lint/not-a-folder.test.ts)
    const elsewhere = new Set(['unreadable', 'unreadable-folder', 'not-a-folder']);
    for (const rule of Object.keys(RULES)) if (!elsewhere.has(rule) && !NOT_MEMORY_RULES.has(rule)) expect(rules).toContain(rule);
    const text = `${JSON.stringify({ files: report.files, errors: report.errors, warnings: report.warnings, findings: rows }, null, 2).replaceAll(root, '<root>')}\n`;
    await expect(text).toMatchFileSnapshot('__snapshots__/lint-findings.json');
  });
});
