import type { Likeness } from '../model/text-findings.js';
import { diceSimilarity, numbersConflict, sameText } from './similarity.js';

/**
 * On the pairs in test/save/near-duplicate.test.ts, rewordings of one fact score 0.8–1
 * ("patent 검토 시 항상 high 모드" / "patent 검토할 때 항상 high 모드": 0.85) and different
 * facts on one topic stay well below ("docker build cache" / "docker compose ports": 0.31).
 */
export const SIMILARITY_THRESHOLD = 0.8;

export interface ComparableMemory {
  name: string;
  path: string;
  title?: string;
  description?: string;
}

export interface NearDuplicate {
  name: string;
  path: string;
  /** why it counts as the same memory; the catalogue words it (m.rules.likeness) */
  basis: Likeness;
}

/**
 * Memories in the same scope folder that likely say the same thing as `candidate`:
 * the same title up to case and spacing, or a title or description at least
 * `threshold` similar. A field the candidate leaves out is not compared (an import
 * leaves out titles it made up from file names: lib/import/said.ts).
 */
export function findNearDuplicates(
  candidate: { title?: string; description?: string },
  existing: readonly ComparableMemory[],
  threshold = SIMILARITY_THRESHOLD,
): NearDuplicate[] {
  const found: NearDuplicate[] = [];
  for (const memory of existing) {
    const basis = duplicateBasis(candidate, memory, threshold);
    if (basis) found.push({ name: memory.name, path: memory.path, basis });
  }
  return found;
}

function duplicateBasis(candidate: { title?: string; description?: string }, memory: ComparableMemory, threshold: number): Likeness | undefined {
  if (candidate.title !== undefined && memory.title !== undefined && sameText(candidate.title, memory.title)) return { kind: 'same-title' };
  const title = similarity(candidate.title, memory.title);
  if (title >= threshold) return { kind: 'similar', field: 'title', percent: percent(title) };
  const description = similarity(candidate.description, memory.description);
  if (description >= threshold) return { kind: 'similar', field: 'description', percent: percent(description) };
  return undefined;
}

function similarity(a: string | undefined, b: string | undefined): number {
  if (a === undefined || b === undefined || numbersConflict(a, b)) return 0;
  return diceSimilarity(a, b);
}

function percent(score: number): number {
  return Math.floor(score * 100);
}
