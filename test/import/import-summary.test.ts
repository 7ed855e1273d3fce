// The closing line of an import's report: one assembly for every language, the words from
// the catalogue. The texts are those each language's catalogue wrote before the assembly
// moved out of it.
import { describe, expect, it } from 'vitest';
import { EN } from '../../lib/i18n/en.js';
import { KO } from '../../lib/i18n/ko.js';
import type { ImportCounts } from '../../lib/i18n/types.js';
import { nothingNewLine, summaryLine } from '../../lib/import/import-summary.js';

const counts = (create: number, update: number, unchanged: number, skipped: number, refused: number): ImportCounts => ({
  create,
  update,
  unchanged,
  skipped,
  refused,
});

describe('the count an import ends with', () => {
  it.each([
    [counts(3, 0, 0, 1, 1), true, '3 to create, 1 to skip, 1 refused.', '만들 예정 3개, 건너뛸 예정 1개, 거절 1개.'],
    [counts(3, 0, 0, 1, 1), false, '3 created, 1 skipped, 1 refused.', '만듦 3개, 건너뜀 1개, 거절 1개.'],
    [
      counts(1, 1, 1, 1, 1),
      true,
      '1 to create, 1 to update, 1 already imported, 1 to skip, 1 refused.',
      '만들 예정 1개, 바꿀 예정 1개, 이미 가져옴 1개, 건너뛸 예정 1개, 거절 1개.',
    ],
    [
      counts(1, 1, 1, 1, 1),
      false,
      '1 created, 1 updated, 1 already imported, 1 skipped, 1 refused.',
      '만듦 1개, 바꿈 1개, 이미 가져옴 1개, 건너뜀 1개, 거절 1개.',
    ],
    [counts(0, 2, 5, 0, 0), true, '2 to update, 5 already imported.', '바꿀 예정 2개, 이미 가져옴 5개.'],
    [counts(0, 2, 5, 0, 0), false, '2 updated, 5 already imported.', '바꿈 2개, 이미 가져옴 5개.'],
    [counts(0, 0, 0, 0, 0), true, 'nothing to import.', '가져올 것 없음.'],
    [counts(0, 0, 0, 0, 0), false, 'nothing to import.', '가져올 것 없음.'],
  ])('names each outcome that happened, in order (%j, dry run %s)', (c, dryRun, en, ko) => {
    expect(summaryLine(c, dryRun, EN.import)).toBe(en);
    expect(summaryLine(c, dryRun, KO.import)).toBe(ko);
  });

  it.each([
    [
      counts(0, 0, 3, 1, 1),
      'Nothing new to import: 3 memories already imported, 1 skipped, 1 refused.',
      '새로 가져올 것이 없습니다: 이미 가져옴 3개, 건너뜀 1개, 거절 1개.',
    ],
    [
      counts(0, 0, 2, 0, 1),
      'Nothing new to import: 2 memories already imported, 0 skipped, 1 refused.',
      '새로 가져올 것이 없습니다: 이미 가져옴 2개, 건너뜀 0개, 거절 1개.',
    ],
    [counts(0, 0, 1, 0, 0), 'Nothing new to import: 1 memory already imported.', '새로 가져올 것이 없습니다: 이미 가져옴 1개.'],
  ])('a write that added nothing says so, with the skipped and refused when there are any (%j)', (c, en, ko) => {
    expect(nothingNewLine(c, EN.import)).toBe(en);
    expect(nothingNewLine(c, KO.import)).toBe(ko);
  });
});
