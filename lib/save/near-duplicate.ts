import type { Likeness } from '../model/text-findings.js';
import { type ComparableText, comparable, diceCanReach, diceOf, numbersConflictOf, sameComparable } from './similarity.js';

/**
 * On the pairs in test/save/near-duplicate.test.ts, rewordings of one fact score 0.8–1
 * ("patent 검토 시 항상 high 모드" / "patent 검토할 때 항상 high 모드": 0.85) and different
 * facts on one topic stay well below ("docker build cache" / "docker compose ports": 0.31).
 */
export const SIMILARITY_THRESHOLD = 0.8;
/**
 * How alike the descriptions of two memories named a plural apart must be as well: one fact
 * saved twice ("The staging DB resets on Mondays at 06:00 UTC" / "staging db is reset
 * mondays": 0.63), not `news-feed` beside `new-feed` ("The news feed caches for 5 min" /
 * "New users get a trial": 0.10).
 */
const PLURAL_DESCRIPTION_THRESHOLD = 0.5;
/** How long a title must be, letters and digits, to be compared with another memory's description. */
const CROSSED_MIN = 16;

export interface ComparableMemory {
  name: string;
  path: string;
  title?: string;
  description?: string;
  /** the names in its `supersedes`: a memory it replaces, or one replacing it, is meant to be alike */
  supersedes?: readonly string[];
  /** where an import took it from (`source`): a renamed memory is still that source's */
  source?: string;
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
  /** its name, and that name's words (pluralApart) */
  name?: { as: string; words: readonly string[] };
}

export function comparedMemory(memory: { title?: string; description?: string; name?: string }): ComparedMemory {
  return {
    ...(memory.title === undefined ? {} : { title: comparable(memory.title) }),
    ...(memory.description === undefined ? {} : { description: comparable(memory.description) }),
    ...(memory.name === undefined ? {} : { name: { as: memory.name, words: memory.name.toLowerCase().split('-') } }),
  };
}

/**
 * Two names one plural apart, word by word (`staging-db-reset` / `staging-db-resets`,
 * `build-cache` / `build-caches`, `class-fix` / `class-fixes`, `proxy` / `proxies`): a
 * title saved again in the singular, or the plural. Only English words of three letters or
 * more take an ending; `deploy-v1` and `deploy-v2` are two facts. Names alone cannot tell
 * `news` from `new` or `windows` from `window`: the descriptions must be alike too
 * (PLURAL_DESCRIPTION_THRESHOLD).
 */
function pluralApart(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  let plurals = 0;
  for (const [i, word] of a.entries()) {
    const twin = b[i] as string;
    if (word === twin) continue;
    if (!pluralOf(word, twin) && !pluralOf(twin, word)) return false;
    plurals++;
  }
  // names apart in letter case only are one name to a reader, not a plural
  return plurals > 0;
}

/** Words whose form with an s is another word, not their plural. */
const NOT_PLURALS: ReadonlySet<string> = new Set(['news', 'https', 'always', 'sometimes']);

/** Whether `other` is the English plural of `one`: +s, +es after s, x, z, ch or sh, y → ies after a consonant. */
function pluralOf(one: string, other: string): boolean {
  if (!/^[a-z]{3,}$/.test(one) || NOT_PLURALS.has(other)) return false;
  if (other === `${one}s`) return !one.endsWith('s');
  if (other === `${one}es`) return /(?:[sxz]|ch|sh)$/.test(one);
  return /[^aeiou]y$/.test(one) && other === `${one.slice(0, -1)}ies`;
}

/**
 * Memories in the same scope folder that likely say the same thing as `candidate`:
 * the same title up to case and spacing, or a title or description at least
 * `threshold` similar. A field the candidate leaves out is not compared (an import
 * leaves out titles it made up from file names: lib/import/said.ts).
 */
export function findNearDuplicates(
  candidate: { title?: string; description?: string; name?: string },
  existing: readonly ComparableMemory[],
  threshold = SIMILARITY_THRESHOLD,
): NearDuplicate[] {
  const found: NearDuplicate[] = [];
  const compared = asCandidate(comparedMemory(candidate));
  for (const memory of existing) {
    const other = comparedMemory({
      ...(candidate.title === undefined ? {} : { title: memory.title }),
      ...(candidate.description === undefined ? {} : { description: memory.description }),
      ...(candidate.name === undefined ? {} : { name: memory.name }),
    });
    const basis = duplicateBasis(compared, other, threshold);
    if (basis) found.push({ name: memory.name, path: memory.path, basis });
  }
  return found;
}

const NO_TEXT = comparable('');

/** A memory as the new one is compared: its title and description always there, its name where it has one. */
type Candidate = Required<Pick<ComparedMemory, 'title' | 'description'>> & Pick<ComparedMemory, 'name'>;

/** A memory compared as the new one: a text it lacks compares as '' (similar to nothing). */
export function asCandidate(memory: ComparedMemory): Candidate {
  return { title: memory.title ?? NO_TEXT, description: memory.description ?? NO_TEXT, ...(memory.name === undefined ? {} : { name: memory.name }) };
}

/** Why `memory` counts as the same memory as `candidate`, if it does; a memory without a title or description matches on neither. */
export function duplicateBasis(candidate: Candidate, memory: ComparedMemory, threshold = SIMILARITY_THRESHOLD): Likeness | undefined {
  if (memory.title !== undefined && sameComparable(candidate.title, memory.title)) return { kind: 'same-title' };
  // one name in two folders (global and the project's) is no plural apart: their texts decide
  const [a, b] = [candidate.name, memory.name];
  if (a !== undefined && b !== undefined && a.as !== b.as && pluralApart(a.words, b.words)) {
    if (similarity(candidate.description, memory.description, PLURAL_DESCRIPTION_THRESHOLD) >= PLURAL_DESCRIPTION_THRESHOLD) return { kind: 'plural-name' };
  }
  const title = similarity(candidate.title, memory.title, threshold);
  if (title >= threshold) return { kind: 'similar', field: 'title', percent: percent(title) };
  const description = similarity(candidate.description, memory.description, threshold);
  if (description >= threshold) return { kind: 'similar', field: 'description', percent: percent(description) };
  // a title that says what the other's description says ("Payment sandbox rejects cards after
  // 5pm" beside "The payment sandbox rejects cards after 5pm"), or the other way round
  // (a fact in words: a short title, `0755`, is no statement another's description could repeat)
  const crossed = Math.max(
    memory.description === undefined || candidate.title.normalized.length < CROSSED_MIN ? 0 : similarity(candidate.title, memory.description, threshold),
    memory.title === undefined || memory.title.normalized.length < CROSSED_MIN ? 0 : similarity(candidate.description, memory.title, threshold),
  );
  if (crossed >= threshold) return { kind: 'similar', field: 'crossed', percent: percent(crossed) };
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
