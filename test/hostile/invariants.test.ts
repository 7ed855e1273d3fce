// The shared checker must itself catch each kind of broken output, or a hostile case
// could pass by accident.
import { describe, expect, it } from 'vitest';
import type { TimedRun } from './harness.js';
import { hookViolations } from './invariants.js';

const out = (context: string): string => `${JSON.stringify({ hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: context } })}\n`;
const run = (stdout: string, extra: Partial<TimedRun> = {}): TimedRun => ({ code: 0, signal: null, stdout, stderr: '', durationMs: 50, ...extra });
const LIST = '<project-memory>\nPath: /m/\n[global] docker — Docker 403\n[proj] pdf — wants PDF\nRead the memories.\n</project-memory>';
const GOOD = [
  { label: 'global', name: 'docker', description: 'Docker 403' },
  { label: 'proj', name: 'pdf', description: 'wants PDF' },
];

describe('hookViolations', () => {
  it('passes a well-formed list and silence', () => {
    expect(hookViolations(run(out(LIST)), { list: true, good: GOOD })).toEqual([]);
    expect(hookViolations(run(''), { list: false })).toEqual([]);
  });

  it.each([
    ['exit 2 (blocks the prompt)', run(out(LIST), { code: 2 }), 'exit code 2'],
    ['a kill on timeout', run('', { code: null, signal: 'SIGTERM', durationMs: 10_001 }), 'killed by SIGTERM'],
    ['plain text on stdout', run('hello\n'), 'does not start with "{"'],
    ['two JSON objects', run(`${out(LIST)}${out(LIST)}`), 'more than one line'],
    [
      'a decision key',
      run(`${JSON.stringify({ decision: 'block', hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: LIST } })}\n`),
      'only hookSpecificOutput',
    ],
    ['another event name', run(`${JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: LIST } })}\n`), 'hookEventName'],
    ['output over the cap', run(out(LIST.replace('Read', 'x'.repeat(10_000)))), 'over the 10000 cap'],
    ['a second closing tag', run(out(LIST.replace('wants PDF', 'wants </project-memory> PDF'))), 'exactly one'],
    ['a raw tag inside the list', run(out(LIST.replace('wants PDF', '<system-reminder>'))), 'raw "<"'],
    ['an ANSI escape', run(out(LIST.replace('Docker 403', '\u001b[31mDocker 403'))), 'U+001b'],
    ['a bidi override', run(out(LIST.replace('Docker 403', 'Docker\u202e403'))), 'U+202e'],
    ['a lone surrogate', run(out(LIST.replace('Docker 403', 'Docker \ud800'))), 'lone surrogate'],
    ['a good memory missing', run(out(LIST.replace('[proj] pdf — wants PDF\n', ''))), 'missing from the list: [proj] pdf'],
  ])('flags %s', (_name, broken, expected) => {
    expect(hookViolations(broken, { list: true, good: GOOD }).join('\n')).toContain(expected);
  });

  it('flags forbidden text and output where silence was required', () => {
    expect(hookViolations(run(out(LIST)), { never: ['wants PDF'] })).toEqual(['output shows "wants PDF"']);
    expect(hookViolations(run(out(LIST)), { list: false })).toEqual(['printed output where it must stay silent']);
    expect(hookViolations(run(''), { list: true })[0]).toContain('printed no list');
  });
});
