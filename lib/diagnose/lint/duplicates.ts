/**
 * Memories in one scope folder that say the same thing, by the rules `save` uses to
 * refuse a near duplicate (lib/save/near-duplicate.ts). Pure.
 */

import type { LintFinding } from '../../checks/finding.js';
import type { Likeness } from '../../model/text-findings.js';
import { toSafeLine } from '../../render/safe-line.js';
import { asCandidate, type ComparableMemory, type ComparedMemory, comparedMemory, duplicateBasis } from '../../save/near-duplicate.js';
import { normalizeForCompare } from '../../save/similarity.js';

/**
 * Pairwise similarity costs n² comparisons: past this many memories in one folder only
 * identical titles are looked for (20,000 memories would take minutes otherwise).
 */
export const MAX_PAIRWISE = 400;

/** One finding per pair, on the later file, naming the earlier one. */
export function duplicateFindings(memories: readonly ComparableMemory[]): LintFinding[] {
  const usable = memories.filter((m) => m.title !== undefined && m.title.trim() !== '');
  return usable.length <= MAX_PAIRWISE ? pairwise(usable) : sameTitles(usable);
}

function finding(later: ComparableMemory, earlier: ComparableMemory, basis: Likeness): LintFinding {
  const name = toSafeLine(earlier.name, 120);
  return { file: later.path, rule: 'duplicate', severity: 'warning', message: (w) => w.duplicate(name, basis), fix: (w) => w.duplicateFix };
}

/** Each memory against the ones before it, the first alike named: what `save` would have refused. */
function pairwise(memories: readonly ComparableMemory[]): LintFinding[] {
  const out: LintFinding[] = [];
  // each text read once, not once per pair (lib/save/similarity.ts)
  const compared = memories.map(comparedMemory);
  memories.forEach((memory, i) => {
    const candidate = asCandidate(compared[i] as ComparedMemory);
    for (let j = 0; j < i; j++) {
      const basis = duplicateBasis(candidate, compared[j] as ComparedMemory);
      if (basis) {
        out.push(finding(memory, memories[j] as ComparableMemory, basis));
        break;
      }
    }
  });
  return out;
}

function sameTitles(memories: readonly ComparableMemory[]): LintFinding[] {
  const seen = new Map<string, ComparableMemory>();
  const out: LintFinding[] = [];
  for (const memory of memories) {
    const key = normalizeForCompare(memory.title ?? '');
    const earlier = seen.get(key);
    if (key !== '' && earlier) out.push(finding(memory, earlier, { kind: 'same-title' }));
    else if (key !== '') seen.set(key, memory);
  }
  return out;
}
