/**
 * Token estimate, deliberately rough: no tokenizer ships with Claude Code's context
 * assembly, so this only has to rank parts and spot the big ones.
 *   - ASCII and most Latin text: about 4 characters per token.
 *   - Hangul, kana and CJK ideographs: about 1.5 characters per token.
 * Characters are UTF-16 code units (String length), the unit Claude Code's own limits use
 * (10,000 per hook output, 40,000 recommended for CLAUDE.md).
 */
export const TOKEN_ESTIMATE = 'tokens ≈ chars/4; Hangul, kana and CJK chars/1.5';

const WIDE = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff]/g;

export function estimateTokens(text: string): number {
  const wide = text.match(WIDE)?.length ?? 0;
  return Math.ceil((text.length - wide) / 4 + wide / 1.5);
}

export interface Size {
  chars: number;
  tokens: number;
}

const NO_SIZE: Size = { chars: 0, tokens: 0 };

export function sizeOf(text: string): Size {
  return { chars: text.length, tokens: estimateTokens(text) };
}

export function addSizes(sizes: readonly Size[]): Size {
  return sizes.reduce((sum, s) => ({ chars: sum.chars + s.chars, tokens: sum.tokens + s.tokens }), NO_SIZE);
}
