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
  /** why it counts as the same memory, for the message */
  reason: string;
}

/**
 * Memories in the same scope folder that likely say the same thing as `candidate`:
 * the same title up to case and spacing, or a title or description at least
 * `threshold` similar.
 */
export function findNearDuplicates(
  candidate: { title: string; description: string },
  existing: readonly ComparableMemory[],
  threshold = SIMILARITY_THRESHOLD,
): NearDuplicate[] {
  const found: NearDuplicate[] = [];
  for (const memory of existing) {
    const reason = duplicateReason(candidate, memory, threshold);
    if (reason) found.push({ name: memory.name, path: memory.path, reason });
  }
  return found;
}

function duplicateReason(candidate: { title: string; description: string }, memory: ComparableMemory, threshold: number): string | undefined {
  if (memory.title !== undefined && sameText(candidate.title, memory.title)) return 'same title';
  const title = similarity(candidate.title, memory.title);
  if (title >= threshold) return `title ${percent(title)} similar`;
  const description = similarity(candidate.description, memory.description);
  if (description >= threshold) return `description ${percent(description)} similar`;
  return undefined;
}

function similarity(a: string, b: string | undefined): number {
  if (b === undefined || numbersConflict(a, b)) return 0;
  return diceSimilarity(a, b);
}

function percent(score: number): string {
  return `${Math.floor(score * 100)}%`;
}
