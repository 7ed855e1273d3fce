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
 * A text read once for comparing: lint compares every memory of a folder with every
 * other (400 memories are 80,000 pairs), and normalizing and cutting both texts into
 * bigrams again for each pair was three quarters of lint's time at 1,000 memories.
 */
export interface ComparableText {
  /** normalizeForCompare of the text */
  normalized: string;
  /** the numbers it names, for numbersConflict */
  numbers: Set<string>;
  /** its bigram counts and their sum, cut on first use (most pairs never get that far) */
  grams?: { counts: Map<string, number>; size: number };
}

export function comparable(text: string): ComparableText {
  return { normalized: normalizeForCompare(text), numbers: new Set(text.normalize('NFKC').match(/\d+(?:\.\d+)*/g) ?? []) };
}

/** The same text once case, spacing and punctuation are ignored. */
export function sameText(a: string, b: string): boolean {
  return sameComparable(comparable(a), comparable(b));
}

export function sameComparable(a: ComparableText, b: ComparableText): boolean {
  return a.normalized !== '' && a.normalized === b.normalized;
}

function bigrams(text: string): Map<string, number> {
  const points = Array.from(text);
  const counts = new Map<string, number>();
  for (let i = 0; i + 1 < points.length; i++) {
    const gram = `${points[i]}${points[i + 1]}`;
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function gramsOf(text: ComparableText): { counts: Map<string, number>; size: number } {
  if (text.grams) return text.grams;
  const counts = bigrams(text.normalized);
  let size = 0;
  for (const count of counts.values()) size += count;
  text.grams = { counts, size };
  return text.grams;
}

/** Dice coefficient over bigram multisets, 0..1; a one-character text is only ever equal or not. */
export function diceSimilarity(a: string, b: string): number {
  return diceOf(comparable(a), comparable(b));
}

export function diceOf(a: ComparableText, b: ComparableText): number {
  if (a.normalized === '' || b.normalized === '') return 0;
  if (a.normalized === b.normalized) return 1;
  const x = gramsOf(a);
  const y = gramsOf(b);
  let shared = 0;
  for (const [gram, count] of y.counts) shared += Math.min(count, x.counts.get(gram) ?? 0);
  return x.size + y.size === 0 ? 0 : (2 * shared) / (x.size + y.size);
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
