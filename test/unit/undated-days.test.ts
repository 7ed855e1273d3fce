// created_at and updated_at written as something other than a day: toMeta keeps such text,
// and every reader that needs the day takes it as unset, so lint's rule set (lint, save,
// the PostToolUse check) warns with the field, the value and the day to write. YAML's own
// dates and a quoted day, spaces around it or not, stay silent; a day the calendar lacks
// stays an error, said once. The fix never makes up a day: these fields name one gone by.
import { describe, expect, it } from 'vitest';
import { lintMemoryText } from '../../lib/checks/check-text.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';

const fm = (yaml: string) => `---\ntitle: t\ndescription: d\n${yaml}\n---\nbody\n`;
const ignored = (field: string, value: string) =>
  `${field} "${value}" is not a date written YYYY-MM-DD: it is ignored where the day counts (${field === 'created_at' ? 'the next review_by after a check, ' : ''}whether a superseded memory was edited later)`;
const example = (field: string) => `write ${field} as the day the memory ${field === 'created_at' ? 'was written' : 'last changed'}, YYYY-MM-DD`;
const alone = (field: string, day: string) => `write ${field} as the day alone: \`${field}: ${day}\``;

describe('a created_at or updated_at that is no day', () => {
  it.each<[string, string, string, string]>([
    ['a word', 'created_at: yesterday', ignored('created_at', 'yesterday'), example('created_at')],
    ['a word in updated_at', 'updated_at: soon', ignored('updated_at', 'soon'), example('updated_at')],
    ['a day written the American way', 'created_at: 12/03/2026', ignored('created_at', '12/03/2026'), example('created_at')],
    ['a one-digit month and day', 'created_at: 2026-1-5', ignored('created_at', '2026-1-5'), example('created_at')],
    ['digits YAML reads as a number', 'created_at: 20261203', ignored('created_at', '20261203'), example('created_at')],
    ['a boolean', 'updated_at: yes', ignored('updated_at', 'yes'), example('updated_at')],
    ['empty quotes', 'created_at: ""', ignored('created_at', ''), example('created_at')],
    // text that begins with a real day: the fix names that day
    [
      'a day and a time without seconds, which YAML reads as text',
      'created_at: 2026-12-03 10:00',
      ignored('created_at', '2026-12-03 10:00'),
      alone('created_at', '2026-12-03'),
    ],
    ['a quoted timestamp', 'updated_at: "2026-12-03T10:00:00Z"', ignored('updated_at', '2026-12-03T10:00:00Z'), alone('updated_at', '2026-12-03')],
  ])('%s: a warning naming the field, the value and the fix, at its line', (_how, yaml, message, fix) => {
    const findings = lintMemoryText(fm(yaml));
    expect(findings.map((f) => [f.severity, f.rule, f.message(RULE_TEXT.en), f.fix(RULE_TEXT.en), f.line])).toEqual([
      ['warning', 'field-type', message, fix, 4],
    ]);
  });

  it('is worded in Korean too', () => {
    const [finding] = lintMemoryText(fm('created_at: 2026-12-03 10:00'));
    expect(finding?.message(RULE_TEXT.ko)).toBe(
      'created_at 값 "2026-12-03 10:00": YYYY-MM-DD 형식의 날짜가 아니어서 날짜가 쓰이는 곳(확인한 뒤 다음 review_by 계산, 대체된 memory가 나중에 고쳐졌는지 확인)에서 무시됩니다',
    );
    expect(finding?.fix(RULE_TEXT.ko)).toBe('created_at 값을 날짜만 남겨 쓰세요: `created_at: 2026-12-03`');
    const [other] = lintMemoryText(fm('updated_at: soon'));
    expect(other?.message(RULE_TEXT.ko)).toBe(
      'updated_at 값 "soon": YYYY-MM-DD 형식의 날짜가 아니어서 날짜가 쓰이는 곳(대체된 memory가 나중에 고쳐졌는지 확인)에서 무시됩니다',
    );
    expect(other?.fix(RULE_TEXT.ko)).toBe('updated_at 값을 memory를 마지막으로 고친 날짜로 쓰세요 (YYYY-MM-DD)');
    expect(lintMemoryText(fm('created_at: yesterday'))[0]?.fix(RULE_TEXT.ko)).toBe('created_at 값을 memory를 만든 날짜로 쓰세요 (YYYY-MM-DD)');
  });

  it('masks a likely secret in the value it quotes', () => {
    const findings = lintMemoryText(fm('created_at: ghp_1234567890abcdefghijklmnopqrstuvwxyzAB'));
    const [finding] = findings.filter((f) => f.rule === 'field-type');
    expect(finding?.message(RULE_TEXT.en)).toMatch(/^created_at "\*+" is not a date written YYYY-MM-DD/);
    expect(finding?.message(RULE_TEXT.en)).not.toContain('ghp_1234567890abcdefghijklmnopqrstuvwxyzAB');
  });

  it.each([
    ['a plain day', 'created_at: 2026-12-03\nupdated_at: 2026-12-04'],
    ['a quoted day', 'created_at: "2026-12-03"\nupdated_at: \'2026-12-04\''],
    // toMeta trims it, so every reader takes that day (test/unit/spaced-days.test.ts)
    ['a quoted day with a space after it', 'created_at: "2026-12-03 "\nupdated_at: \'2026-12-04 \''],
    ['a quoted day with spaces before it', 'created_at: " 2026-12-03"\nupdated_at: "  2026-12-04"'],
    ['a timestamp YAML reads as a date', 'created_at: 2026-12-03T10:00:00Z\nupdated_at: 2026-12-04 10:00:00'],
    ['a day on the next line, tagged', 'created_at:\n  !!timestamp 2026-12-03'],
    ['no value', 'created_at:\nupdated_at: ~'],
  ])('%s: no finding', (_how, yaml) => {
    expect(lintMemoryText(fm(yaml))).toEqual([]);
  });

  it.each([
    ['a day the calendar lacks', 'created_at: 2026-13-45', 'error', 'created_at 2026-13-45 is not a day of the calendar'],
    ['a list', 'updated_at: [2026-01-01]', 'error', 'updated_at must be text, found a list'],
  ])('%s: its own finding, and no second one', (_how, yaml, severity, message) => {
    const findings = lintMemoryText(fm(yaml));
    expect(findings.map((f) => [f.severity, f.message(RULE_TEXT.en)])).toEqual([[severity, message]]);
  });
});
