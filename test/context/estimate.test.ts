import { describe, expect, it } from 'vitest';
import { addSizes, estimateTokens, sizeOf } from '../../lib/diagnose/context/estimate.js';

describe('estimateTokens', () => {
  it.each([
    ['', 0],
    ['abcd', 1],
    ['abcde', 2],
    ['x'.repeat(400), 100],
    ['가나다', 2],
    ['안녕하세요 world', 5],
    ['メモリ', 2],
  ])('estimates %j as %i tokens', (text, tokens) => {
    expect(estimateTokens(text)).toBe(tokens);
  });

  it('counts Hangul as denser than ASCII of the same length', () => {
    expect(estimateTokens('가'.repeat(300))).toBeGreaterThan(estimateTokens('a'.repeat(300)) * 2);
  });

  it('measures characters as String length and adds sizes up', () => {
    expect(sizeOf('한글 text')).toEqual({ chars: 7, tokens: estimateTokens('한글 text') });
    expect(
      addSizes([
        { chars: 3, tokens: 1 },
        { chars: 5, tokens: 2 },
      ]),
    ).toEqual({ chars: 8, tokens: 3 });
  });
});
