/**
 * The word a mistyped one was most likely meant as, for a "did you mean" (`lsit` → `list`,
 * `--jsno` → `--json`, `claud` → `claude`): the candidate fewest edits away (an insertion, a
 * deletion, a change or two neighbours swapped each count one), case aside, when it is close
 * for its length (one edit up to 4 characters, two up to 8, three beyond) and no other
 * candidate is as close. Undefined otherwise: a guess that may be wrong is worse than none.
 */
export function closestWord(word: string, candidates: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  const allowed = typed.length <= 4 ? 1 : typed.length <= 8 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tied = false;
  for (const candidate of candidates) {
    const distance = editDistance(typed, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tied = false;
    } else if (distance === bestDistance) tied = true;
  }
  return best !== undefined && best !== word && bestDistance <= allowed && !tied ? best : undefined;
}

/** Edits from `a` to `b`, a swap of two neighbours counting one (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = d;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}
