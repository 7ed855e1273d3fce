/**
 * Character-bigram Dice similarity. Bigrams of characters, not words, so it works for
 * Korean (no reliable word boundaries, particles glued to nouns) as well as English.
 */

/**
 * The form every comparison uses: case, width, spacing and punctuation ignored. Spaces
 * go entirely because Korean spacing varies from writer to writer ("실행중" / "실행 중").
 */
export function normalizeForCompare(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/**
 * The particles that only mark a word's case or topic (이/가, 은/는, 을/를, 에, 에는 and 엔, 의, 로): a word
 * means the same with or without one. Not 만 (only), 도 (also), 까지, 부터, 마다, 밖에, nor an
 * ending: "관리자만 삭제" and "관리자도 삭제", "유지된다" and "유지되지 않는다" say other things.
 */
const CASE_PARTICLE = /(?<=[가-힣A-Za-z0-9]{2})(?:에서는|에선|에서|에는|엔|으로|이|가|은|는|을|를|에|의|로)(?![가-힣])/g;
/** The same after a Latin word or a number of one or more characters: `DB가`, `v2는`. */
const CASE_PARTICLE_AFTER_LATIN = /(?<=[A-Za-z0-9])(?:에서는|에선|에서|에는|엔|으로|이|가|은|는|을|를|에|의|로)(?![가-힣])/g;

/**
 * normalizeForCompare without the particles that only mark case or topic, for how alike two
 * texts are: "금요일에는 배포 금지" says what "금요일 배포 금지" does, "DB가 초기화" what "DB
 * 초기화" does. (Not for "the same title", which is the same words.)
 */
function stemmedForCompare(text: string): string {
  return normalizeForCompare(text.normalize('NFKC').replace(CASE_PARTICLE, '').replace(CASE_PARTICLE_AFTER_LATIN, ''));
}

/**
 * A text read once for comparing: lint compares every memory of a folder with every
 * other (400 memories are 80,000 pairs), and normalizing and cutting both texts into
 * bigrams again for each pair was three quarters of lint's time at 1,000 memories.
 */
export interface ComparableText {
  /** normalizeForCompare of the text */
  normalized: string;
  /** the same without Korean particles and endings: what the bigrams are cut from */
  stems: string;
  /** the numbers it names, for numbersConflict */
  numbers: Set<string>;
  /** its bigrams as sorted numbers, cut on first use (most pairs never get that far) */
  grams?: Float64Array;
}

export function comparable(text: string): ComparableText {
  return { normalized: normalizeForCompare(text), stems: stemmedForCompare(text), numbers: new Set(text.normalize('NFKC').match(/\d+(?:\.\d+)*/g) ?? []) };
}

/** The same text once case, spacing and punctuation are ignored. */
export function sameText(a: string, b: string): boolean {
  return sameComparable(comparable(a), comparable(b));
}

export function sameComparable(a: ComparableText, b: ComparableText): boolean {
  return a.normalized !== '' && a.normalized === b.normalized;
}

/**
 * Each pair of neighbouring code points as one number (first × 0x110000 + second: one
 * number per pair), sorted: two texts' shared bigrams, counted as often as both have
 * them, are then one walk along both lists, with no hashing of strings for each pair.
 */
function gramsOf(text: ComparableText): Float64Array {
  if (text.grams) return text.grams;
  const points = Array.from(text.stems, (point) => point.codePointAt(0) as number);
  const grams = new Float64Array(Math.max(0, points.length - 1));
  for (let i = 0; i + 1 < points.length; i++) grams[i] = (points[i] as number) * 0x110000 + (points[i + 1] as number);
  text.grams = grams.sort();
  return text.grams;
}

/** Dice coefficient over bigram multisets, 0..1; a one-character text is only ever equal or not. */
export function diceSimilarity(a: string, b: string): number {
  return diceOf(comparable(a), comparable(b));
}

export function diceOf(a: ComparableText, b: ComparableText): number {
  if (a.stems === '' || b.stems === '') return 0;
  // the same words but for their particles: alike, not the same text
  if (a.stems === b.stems) return a.normalized === b.normalized ? 1 : 0.99;
  const x = gramsOf(a);
  const y = gramsOf(b);
  let shared = 0;
  for (let i = 0, k = 0; i < x.length && k < y.length; ) {
    const left = x[i] as number;
    const right = y[k] as number;
    if (left === right) {
      shared++;
      i++;
      k++;
    } else if (left < right) i++;
    else k++;
  }
  return x.length + y.length === 0 ? 0 : (2 * shared) / (x.length + y.length);
}

/**
 * Whether diceOf(a, b) can be `threshold` or more: the bigrams shared are at most the
 * fewer of the two, so texts of very different lengths cannot be alike. Most pairs of
 * a folder end here, before their bigrams are walked (a fifth of lint's duplicate check).
 */
export function diceCanReach(a: ComparableText, b: ComparableText, threshold: number): boolean {
  const x = gramsOf(a).length;
  const y = gramsOf(b).length;
  return x + y === 0 || (2 * Math.min(x, y)) / (x + y) >= threshold;
}

/**
 * Two texts that both name numbers, where neither's numbers include the other's
 * ("fails on node 18" / "fails on node 20"), are about different versions, ports or
 * codes however alike the words are.
 */
export function numbersConflict(a: string, b: string): boolean {
  return numbersConflictOf(comparable(a), comparable(b));
}

export function numbersConflictOf(a: ComparableText, b: ComparableText): boolean {
  const left = a.numbers;
  const right = b.numbers;
  if (left.size === 0 || right.size === 0) return false;
  const within = (small: Set<string>, big: Set<string>): boolean => [...small].every((n) => big.has(n));
  return !within(left, right) && !within(right, left);
}
