// Front matter that ends past the first HEAD_BYTES of a file is one the list cannot read:
// it shows "front matter error" for the memory and search never finds it. Lint, doctor,
// the PostToolUse write check and save share lint's rules for a file's text, and used to
// call such a file valid (a trial found a 21 KB `source:` passing them all). They must
// agree with the list, at the limit's very byte too.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintMemoryText } from '../../lib/checks/check-text.js';
import { CliError } from '../../lib/cli/errors.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';
import { parseMemoryFile } from '../../lib/index/parse-memory-file.js';
import { HEAD_BYTES } from '../../lib/io/read-head.js';
import { saveMemory } from '../../lib/save/save-memory.js';
import { runCli } from '../support/processes.js';
import { tempTree } from '../support/temp.js';

const HEAD = '---\ntitle: Runbook\ndescription: How to restart the staging cluster\nsource: "';
const TAIL = '"\n---';

/** A memory whose closing `---` ends `bytes` bytes into the file; `filler` pads the source field. */
function memoryEndingAt(bytes: number, filler = 'x'): string {
  const room = bytes - Buffer.byteLength(HEAD + TAIL);
  const unit = Buffer.byteLength(filler);
  // pad with the filler, then plain x for what is left
  const source = filler.repeat(Math.floor(room / unit)) + 'x'.repeat(room % unit);
  const text = `${HEAD}${source}${TAIL}`;
  expect(Buffer.byteLength(text)).toBe(bytes);
  return `${text}\nSteps\n`;
}

const errorRules = (text: string) =>
  lintMemoryText(text)
    .filter((f) => f.severity === 'error')
    .map((f) => f.rule);

function listProblems(text: string): string[] {
  const path = join(tempTree(), 'runbook.md');
  writeFileSync(path, text);
  return parseMemoryFile(path)?.record.problems.map((p) => p.kind) ?? ['no record'];
}

describe('front matter past what the list reads', () => {
  it.each([
    ['ends on the last byte the list reads', HEAD_BYTES, 'x', false],
    ['ends one byte past it', HEAD_BYTES + 1, 'x', true],
    ['ends on the last byte, in three-byte characters', HEAD_BYTES, '한', false],
    ['ends one byte past it, in three-byte characters', HEAD_BYTES + 1, '한', true],
    ['is 21 KB', 21 * 1024, 'incident log excerpt ', true],
  ])('lint and the list agree when the front matter %s', (_, bytes, filler, past) => {
    const text = memoryEndingAt(bytes, filler);
    expect(listProblems(text).includes('too-long')).toBe(past);
    expect(errorRules(text)).toEqual(past ? ['front-matter'] : []);
  });

  it('names the size, the limit and the fix', () => {
    const [finding] = lintMemoryText(memoryEndingAt(21 * 1024));
    expect(finding?.message(RULE_TEXT.en)).toBe(
      'front matter is 21 KB, past the first 16 KB of a file the list reads: the list shows (front matter error: check the file) for it instead of a description, and search does not find it',
    );
    expect(finding?.fix(RULE_TEXT.en)).toBe('keep the front matter under 16 KB: move the long text to the body, below the closing `---`');
    expect(finding?.message(RULE_TEXT.ko)).toContain('16 KB');
  });

  it('save --update refuses to keep such front matter, in lint words', () => {
    const root = tempTree({ '_global/': '' });
    writeFileSync(join(root, '_global', 'runbook.md'), memoryEndingAt(21 * 1024));
    let error: unknown;
    try {
      saveMemory(
        { memoryRoot: root, scope: 'global', projectKey: 'ws--app', name: 'runbook', body: 'new steps\n', update: true },
        { now: new Date(2026, 4, 1) },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).message).toContain('keep the front matter under 16 KB');
  });
});

describe('front matter past what lint reads', () => {
  it('is the file too large to check, not a front matter missing its `---`', () => {
    const root = tempTree({ '.ai-core/data/memory/_global/': '' });
    const file = join(root, '.ai-core/data/memory/_global/runbook.md');
    writeFileSync(file, memoryEndingAt(270 * 1024));
    const run = runCli(['lint', '--json', '--dir', root], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    const findings = (JSON.parse(run.stdout) as { findings: { file: string; rule: string; fix: string }[] }).findings.filter((f) => f.file === file);
    expect(findings.map((f) => f.rule)).toEqual(['file-large']);
    expect(findings.map((f) => f.fix).join('\n')).not.toContain('add a line `---`');
  });
});
