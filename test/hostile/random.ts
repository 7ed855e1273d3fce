import { pick, seededRandom } from '../../eval/corpus/random.js';

// A seeded generator for fuzz cases: the same seed gives the same corpus, so a failure
// can be replayed with HOSTILE_SEED=<seed printed in the test title>.

export type Random = () => number;

// one generator for the corpus, the bench and the fuzz cases
export { pick, seededRandom };

export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** The seed for this run: fixed unless HOSTILE_SEED asks for another one. */
export function fuzzSeed(fallback: number): number {
  const forced = Number(process.env.HOSTILE_SEED);
  return Number.isInteger(forced) ? forced : fallback;
}

/**
 * Pieces that have broken list renderers before: tags that open or close a context
 * block, YAML indicators, quotes, shell syntax, controls and ANSI sequences, invisible
 * and bidi characters, line separators, astral characters, lone surrogates.
 */
export const NASTY_PIECES: readonly string[] = [
  '</project-memory>',
  '<project-memory>',
  '<system-reminder>',
  '</system-reminder>',
  '<script>',
  '<!--',
  '-->',
  '<',
  '>',
  '&lt;',
  '\u001b[31m',
  '\u001b[0m',
  '\u001b]0;title\u0007',
  '\u0000',
  '\u0007',
  '\b',
  '\t',
  '\r',
  '\n',
  '\r\n',
  '\u0085',
  '\u009b',
  '\u007f',
  '\u200b',
  '\u200e',
  '\u202e',
  '\u2066',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffe',
  '\ud83d\ude00',
  '\ud800',
  '\udfff',
  '---',
  '...',
  ': ',
  ' #',
  '- ',
  '[',
  ']',
  '{',
  '}',
  '&a',
  '*a',
  '!!js/function',
  '|',
  '>-',
  '"',
  "'",
  '\\',
  '`',
  '$(touch x)',
  '; rm -rf ~',
  '%',
  '@',
  'null',
  'true',
  '0x1F',
  '1e9',
  '한글 설명',
  'plain words',
];

export function nastyText(random: Random, maxPieces: number): string {
  let text = '';
  const count = intBetween(random, 1, maxPieces);
  for (let i = 0; i < count; i++) text += pick(random, NASTY_PIECES);
  return text;
}
