import type { Likeness } from '../model/text-findings.js';
import { type ComparableText, comparable, diceCanReach, diceOf, numbersConflictOf, sameComparable } from './similarity.js';

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
  /** the names in its `supersedes`: a memory it replaces, or one replacing it, is meant to be alike */
  supersedes?: readonly string[];
}

export interface NearDuplicate {
  name: string;
  path: string;
  /** why it counts as the same memory; the catalogue words it (m.rules.likeness) */
  basis: Likeness;
}

/** A memory's title and description read for comparing (lib/save/similarity.ts), once however many it is compared with. */
export interface ComparedMemory {
  title?: ComparableText;
  description?: ComparableText;
}

export function comparedMemory(memory: { title?: string; description?: string }): ComparedMemory {
  return {
    ...(memory.title === undefined ? {} : { title: comparable(memory.title) }),
    ...(memory.description === undefined ? {} : { description: comparable(memory.description) }),
  };
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
  const compared = asCandidate(comparedMemory(candidate));
  for (const memory of existing) {
    const other = comparedMemory({
      ...(candidate.title === undefined ? {} : { title: memory.title }),
      ...(candidate.description === undefined ? {} : { description: memory.description }),
    });
    const basis = duplicateBasis(compared, other, threshold);
    if (basis) found.push({ name: memory.name, path: memory.path, basis });
  }
  return found;
}

const NO_TEXT = comparable('');

/** A memory compared as the new one: a text it lacks compares as '' (similar to nothing). */
export function asCandidate(memory: ComparedMemory): Required<ComparedMemory> {
  return { title: memory.title ?? NO_TEXT, description: memory.description ?? NO_TEXT };
}

/** Why `memory` counts as the same memory as `candidate`, if it does; a memory without a title or description matches on neither. */
export function duplicateBasis(candidate: Required<ComparedMemory>, memory: ComparedMemory, threshold = SIMILARITY_THRESHOLD): Likeness | undefined {
  if (memory.title !== undefined && sameComparable(candidate.title, memory.title)) return { kind: 'same-title' };
  const title = similarity(candidate.title, memory.title, threshold);
  if (title >= threshold) return { kind: 'similar', field: 'title', percent: percent(title) };
  const description = similarity(candidate.description, memory.description, threshold);
  if (description >= threshold) return { kind: 'similar', field: 'description', percent: percent(description) };
  return undefined;
}

/** How alike two texts are, or 0 when they cannot be `threshold` alike. */
function similarity(a: ComparableText, b: ComparableText | undefined, threshold: number): number {
  if (b === undefined || numbersConflictOf(a, b) || !diceCanReach(a, b, threshold)) return 0;
  return diceOf(a, b);
}

function percent(score: number): number {
  return Math.floor(score * 100);
}
