// The fix lint's rule set (lint, save, the PostToolUse check) gives for created_at,
// updated_at and verified_at written as no day. These name a day gone by, so the fix never
// makes one up (it said `created_at: 2030-06-30`, a creation day to come): where the value
// begins with a real day it names that day, else the form and which day it is. review_by
// names a day to come and keeps its example.
import { describe, expect, it } from 'vitest';
import { fieldProblemFinding, lintMemoryText } from '../../lib/checks/check-text.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';

const fm = (yaml: string) => `---\ntitle: t\ndescription: d\n${yaml}\n---\nbody\n`;
const WHICH: Record<string, string> = {
  created_at: 'the day the memory was written',
  updated_at: 'the day the memory last changed',
  verified_at: 'the day the memory was last checked',
};
const neutral = (field: string) => `write ${field} as ${WHICH[field]}, YYYY-MM-DD`;
const alone = (field: string, day: string) => `write ${field} as the day alone: \`${field}: ${day}\``;
const example = (field: string) => `write ${field} as a day, e.g. \`${field}: 2030-06-30\``;

describe('the fix for a day field that is no day', () => {
  it.each<[string, string, string]>([
    ['a day the calendar lacks', 'created_at: 2026-02-30', neutral('created_at')],
    ['a day the calendar lacks, with a time', 'updated_at: 2026-02-30 10:00', neutral('updated_at')],
    ['a time the clock lacks on a real day', 'created_at: 2026-12-03T24:00:00', alone('created_at', '2026-12-03')],
    ['a day and a time YAML reads as text', 'updated_at: 2026-12-03 10:00', alone('updated_at', '2026-12-03')],
    ['a quoted day and time', 'created_at: "2026-12-03T10:00"', alone('created_at', '2026-12-03')],
    ['a word', 'created_at: yesterday', neutral('created_at')],
    ['a list', 'created_at: [2026-12-03]', neutral('created_at')],
    ['a word in verified_at', 'verified_at: yesterday', neutral('verified_at')],
    ['a day the calendar lacks in verified_at', 'verified_at: 2026-13-45', neutral('verified_at')],
    ['a day and a time in verified_at, which YAML reads as text', 'verified_at: 2026-12-03 10:00', alone('verified_at', '2026-12-03')],
    ['digits in verified_at', 'verified_at: 20261203', neutral('verified_at')],
    // a day to come fits review_by: its example stays
    ['a day the calendar lacks in review_by', 'review_by: 2026-13-45', example('review_by')],
    ['a word in review_by', 'review_by: soon', example('review_by')],
  ])('%s: %s gets its fix', (_how, yaml, fix) => {
    const fixes = lintMemoryText(fm(yaml)).map((f) => f.fix(RULE_TEXT.en));
    expect(fixes).toEqual([fix]);
  });

  it('is worded in Korean too', () => {
    const fix = (yaml: string) => lintMemoryText(fm(yaml))[0]?.fix(RULE_TEXT.ko);
    expect(fix('created_at: 2026-02-30')).toBe('created_at 값을 memory를 만든 날짜로 쓰세요 (YYYY-MM-DD)');
    expect(fix('verified_at: yesterday')).toBe('verified_at 값을 memory를 마지막으로 확인한 날짜로 쓰세요 (YYYY-MM-DD)');
    expect(fix('created_at: 2026-12-03T24:00:00')).toBe('created_at 값을 날짜만 남겨 쓰세요: `created_at: 2026-12-03`');
    expect(fix('review_by: soon')).toBe('review_by 값을 날짜로 쓰세요. 예: `review_by: 2030-06-30`');
  });

  it('names the written day in the finding save --update refuses with, as lint does', () => {
    const finding = fieldProblemFinding({ kind: 'not-date', field: 'verified_at', found: { type: 'text', text: '2026-12-03 10:00' } });
    expect(finding.fix(RULE_TEXT.en)).toBe(alone('verified_at', '2026-12-03'));
    const list = fieldProblemFinding({ kind: 'not-text', field: 'created_at', found: { type: 'list' } });
    expect(list.fix(RULE_TEXT.en)).toBe(neutral('created_at'));
  });
});
