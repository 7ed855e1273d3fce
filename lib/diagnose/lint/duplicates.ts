/**
 * Memories that say the same thing, in one scope folder or in a project's folder and
 * `_global` (listed together in that project's sessions), by the rules `save` uses to
 * refuse a near duplicate (lib/save/near-duplicate.ts). Pure.
 */

import { dirname, join } from 'node:path';
import type { LintFinding, RuleSay } from '../../checks/finding.js';
import { maskSecretInName, maskSecretInPath } from '../../format/secrets.js';
import type { Likeness } from '../../model/text-findings.js';
import { toSafePath } from '../../render/safe-line.js';
import { asCandidate, type ComparableMemory, type ComparedMemory, comparedMemory, duplicateBasis } from '../../save/near-duplicate.js';
import { normalizeForCompare } from '../../save/similarity.js';
import { shellCommand } from '../../shell-quote.js';

/**
 * Pairwise similarity costs n² comparisons: past the pairs of this many memories in one
 * folder only identical titles are looked for (20,000 memories would take minutes otherwise).
 */
export const MAX_PAIRWISE = 400;
const MAX_PAIRS = (MAX_PAIRWISE * (MAX_PAIRWISE - 1)) / 2;

interface Alike {
  memory: ComparableMemory;
  earlier: ComparableMemory;
  basis: Likeness;
}

const titled = (memories: readonly ComparableMemory[]) => memories.filter((m) => m.title !== undefined && m.title.trim() !== '');

/** One finding per pair, on the later file, naming the earlier one. */
export function duplicateFindings(memories: readonly ComparableMemory[]): LintFinding[] {
  return alike(titled(memories), undefined).map(({ memory, earlier, basis }) => {
    // a name that holds a credential is masked, as the list shows it
    const name = toSafePath(maskSecretInName(earlier.name), 120);
    return finding(
      memory,
      (w) => w.duplicate(name, basis),
      (w) => w.duplicateFix,
    );
  });
}

/**
 * Each project memory against the global ones its sessions list beside it: what `save`
 * refuses with exit 3 (near-duplicate-beside). The finding is on the project memory, the
 * one to drop or to mark as replacing the global one here; `replaces` says which pairs
 * are meant to be alike (the project memory supersedes that global one).
 */
export function besideGlobalFindings(
  project: readonly ComparableMemory[],
  global: readonly ComparableMemory[],
  replaces: (project: ComparableMemory, global: ComparableMemory) => boolean,
): LintFinding[] {
  return alike(titled(project), titled(global), replaces).map(({ memory, earlier, basis }) => {
    // a name that holds a credential is masked, as the list shows it
    const name = toSafePath(maskSecretInName(earlier.name), 120);
    // of one name, `supersedes: [name]` in the project file names that file itself (a cycle,
    // lint's error): it replaces the global one only under a name of its own
    const rename =
      memory.name === earlier.name
        ? `\`${toSafePath(renameCommand(maskSecretInPath(memory.path), `${maskSecretInName(memory.name)}-here.md`), 4096)}\``
        : undefined;
    return finding(
      memory,
      (w) => w.duplicateGlobal(name, basis),
      (w) => w.duplicateGlobalFix(name, rename),
    );
  });
}

/** `git mv` of a memory file to `to`, beside it: memories are kept in git. */
function renameCommand(path: string, to: string): string {
  return shellCommand(['git', 'mv', path, join(dirname(path), to)]);
}

const finding = (memory: ComparableMemory, message: RuleSay, fix: RuleSay): LintFinding => ({
  file: memory.path,
  rule: 'duplicate',
  severity: 'warning',
  message,
  fix,
});

/**
 * Each memory against `others`, or within one folder against the memories before it, the
 * first alike named: what `save` would have refused. Past MAX_PAIRS pairs, same titles only.
 */
function alike(
  memories: readonly ComparableMemory[],
  others: readonly ComparableMemory[] | undefined,
  skip: (memory: ComparableMemory, other: ComparableMemory) => boolean = () => false,
): Alike[] {
  const pairs = others === undefined ? (memories.length * (memories.length - 1)) / 2 : memories.length * others.length;
  if (pairs > MAX_PAIRS) return sameTitles(memories, others, skip);
  const against = others ?? memories;
  // each text read once, not once per pair (lib/save/similarity.ts)
  const compared = against.map(comparedMemory);
  const out: Alike[] = [];
  memories.forEach((memory, i) => {
    const candidate = asCandidate(others === undefined ? (compared[i] as ComparedMemory) : comparedMemory(memory));
    const end = others === undefined ? i : against.length;
    for (let j = 0; j < end; j++) {
      const earlier = against[j] as ComparableMemory;
      const basis = skip(memory, earlier) ? undefined : duplicateBasis(candidate, compared[j] as ComparedMemory);
      if (basis) {
        out.push({ memory, earlier, basis });
        break;
      }
    }
  });
  return out;
}

function sameTitles(
  memories: readonly ComparableMemory[],
  others: readonly ComparableMemory[] | undefined,
  skip: (memory: ComparableMemory, other: ComparableMemory) => boolean,
): Alike[] {
  const seen = new Map<string, ComparableMemory>();
  for (const other of others ?? []) {
    const key = normalizeForCompare(other.title ?? '');
    if (key !== '' && !seen.has(key)) seen.set(key, other);
  }
  const out: Alike[] = [];
  for (const memory of memories) {
    const key = normalizeForCompare(memory.title ?? '');
    const earlier = seen.get(key);
    if (key !== '' && earlier && !skip(memory, earlier)) out.push({ memory, earlier, basis: { kind: 'same-title' } });
    else if (key !== '' && others === undefined) seen.set(key, memory);
  }
  return out;
}
