// git's markers in a memory's body: a conflict git left, or an example of one in a code
// block. The text alone tells them apart only where a fence lies between the markers or
// none encloses them.
import { describe, expect, it } from 'vitest';
import { conflictLine, conflictLineInMarkdown, conflictVersions, fencedConflictLine } from '../../lib/format/merge-conflict.js';

const body = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('a conflict in Markdown', () => {
  it('is one outside any code block', () => {
    const text = body('## Fix', '<<<<<<< HEAD', 'restart first', '=======', 'rebuild first', '>>>>>>> origin/main');
    expect(conflictLineInMarkdown(text)).toBe(2);
    expect(fencedConflictLine(text)).toBeUndefined();
  });

  it('is one with diff3 markers, and what they leave when only <<<<<<<, ======= and >>>>>>> are deleted', () => {
    const full = body(
      '## Deploy',
      '<<<<<<< HEAD',
      'never on Fridays',
      '||||||| a15f47f',
      'from the release branch',
      '=======',
      'only from main',
      '>>>>>>> origin/main',
    );
    expect(conflictLineInMarkdown(full)).toBe(2);
    const halfDone = body('## Deploy', '||||||| a15f47f', 'from the release branch', 'only from main');
    expect(conflictLineInMarkdown(halfDone)).toBe(2);
    // git writes the label; a bare marker line is one too
    expect(conflictLineInMarkdown(body('text', '|||||||', 'old'))).toBe(2);
    // an example in a code block, and a table row or pipes within a line, are none
    expect(conflictLineInMarkdown(body('```', '||||||| base', 'old', '```'))).toBeUndefined();
    expect(conflictLineInMarkdown(body('| a | b |', '|---|---|', 'x |||||||| y', '||||||||'))).toBeUndefined();
    // in YAML, JSON or a pin, the base marker names the conflict as the opening one does
    expect(conflictLine('title: x\n||||||| base\ntitle: y\n')).toBe(2);
  });

  it('is one when each side added a code block of its own: a fence between the markers', () => {
    const text = body('## Reset', '<<<<<<< HEAD', '```sh', 'make db-reset', '=======', '```sh', 'docker compose run db reset', '>>>>>>> origin/main', '```');
    expect(conflictLineInMarkdown(text)).toBe(2);
  });

  it('is one when the markers start inside a block and end past it', () => {
    const text = body('```sh', '<<<<<<< HEAD', 'make db-reset', '```', '=======', 'docker compose run db reset', '>>>>>>> origin/main');
    expect(conflictLineInMarkdown(text)).toBe(2);
  });

  it('is an example, not a conflict, inside one code block; lint is told of one whose closing marker names a commit', () => {
    const example = body('How a conflict looks:', '```', '<<<<<<< HEAD', 'ours', '=======', 'theirs', '>>>>>>> feature', '```');
    expect(conflictLineInMarkdown(example)).toBeUndefined();
    expect(fencedConflictLine(example)).toBeUndefined();
    // what `git pull` leaves when both sides changed one command of a block
    const pulled = body(
      '```sh',
      '<<<<<<< HEAD',
      'make db-reset SEED=1',
      '=======',
      'docker compose run db reset',
      '>>>>>>> f29dd38c0ffee5e1b2a3d4c5e6f7a8b9c0d1e2f3',
      '```',
    );
    expect(conflictLineInMarkdown(pulled)).toBeUndefined();
    expect(fencedConflictLine(pulled)).toBe(2);
    // a rebase names the commit and its subject
    expect(fencedConflictLine(pulled.replace(/>{7} \S+/, '>>>>>>> 1a2b3c4 (Use docker for the reset)'))).toBe(2);
  });

  it('needs the full set: markers shown one per code block, with no ======= between, are no conflict', () => {
    const text = body('git opens one with:', '```', '<<<<<<< HEAD', '```', 'and closes it with:', '```', '>>>>>>> feature', '```');
    expect(conflictLineInMarkdown(text)).toBeUndefined();
  });

  it("names the real conflict's line, not an example's opening marker before it", () => {
    const text = body('```', '<<<<<<< HEAD', '```', 'Fix:', '<<<<<<< HEAD', 'restart first', '=======', 'rebuild first', '>>>>>>> origin/main');
    expect(conflictLineInMarkdown(text)).toBe(5);
  });

  it('needs a closing marker: one opening line alone is no conflict, and many are read in one pass', () => {
    expect(conflictLineInMarkdown(body('<<<<<<< HEAD', 'text'))).toBeUndefined();
    const many = `${'<<<<<<< x\n'.repeat(50_000)}`;
    const started = performance.now();
    expect(conflictLineInMarkdown(many)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('the two versions of a text git left in conflict', () => {
  it('ours and theirs, each with the lines outside the markers, the common ancestor in neither', () => {
    const text = body(
      '---',
      'title: Shop API timeout',
      '<<<<<<< HEAD',
      'description: 10 s (nginx)',
      '||||||| a15f47f',
      'description: 10 s',
      '=======',
      'description: 10 s; raise it in values.yaml',
      '>>>>>>> origin/main',
      'supersedes: [api-timeout]',
      '---',
    );
    expect(conflictVersions(text)).toEqual([
      body('---', 'title: Shop API timeout', 'description: 10 s (nginx)', 'supersedes: [api-timeout]', '---'),
      body('---', 'title: Shop API timeout', 'description: 10 s; raise it in values.yaml', 'supersedes: [api-timeout]', '---'),
    ]);
    // no full set of markers: no versions
    expect(conflictVersions(body('a', '<<<<<<< HEAD', 'b'))).toBeUndefined();
  });
});
