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

/** The same text once case, spacing and punctuation are ignored. */
export function sameText(a: string, b: string): boolean {
  const left = normalizeForCompare(a);
  return left !== '' && left === normalizeForCompare(b);
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

/** Dice coefficient over bigram multisets, 0..1; a one-character text is only ever equal or not. */
export function diceSimilarity(a: string, b: string): number {
  const left = normalizeForCompare(a);
  const right = normalizeForCompare(b);
  if (left === '' || right === '') return 0;
  if (left === right) return 1;
  const x = bigrams(left);
  const y = bigrams(right);
  let sizeX = 0;
  let sizeY = 0;
  let shared = 0;
  for (const count of x.values()) sizeX += count;
  for (const [gram, count] of y) {
    sizeY += count;
    shared += Math.min(count, x.get(gram) ?? 0);
  }
  return sizeX + sizeY === 0 ? 0 : (2 * shared) / (sizeX + sizeY);
}

/**
 * Two texts that both name numbers, where neither's numbers include the other's
 * ("fails on node 18" / "fails on node 20"), are about different versions, ports or
 * codes however alike the words are.
 */
export function numbersConflict(a: string, b: string): boolean {
  const numbers = (text: string): Set<string> => new Set(text.normalize('NFKC').match(/\d+(?:\.\d+)*/g) ?? []);
  const left = numbers(a);
  const right = numbers(b);
  if (left.size === 0 || right.size === 0) return false;
  const within = (small: Set<string>, big: Set<string>): boolean => [...small].every((n) => big.has(n));
  return !within(left, right) && !within(right, left);
}
