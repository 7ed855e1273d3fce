/**
 * The memory a `supersedes` name most likely meant once that memory was renamed by hand:
 * save names a file after its title, and a rename keeps the title, so the memory whose
 * title makes the name is the one; else the one name a typo or two away. Pure.
 */
import { editDistance } from '../../format/edit-distance.js';
import { slugify } from '../../format/slug.js';
import type { LintedMemory } from './linted-memory.js';

/** The name among `candidates` that `name` most likely meant; undefined where none stands out. */
export function renamedTarget(name: string, candidates: readonly LintedMemory[]): string | undefined {
  const byTitle = candidates.filter((m) => m.meta?.title !== undefined && slugify(m.meta.title) === name);
  if (byTitle.length === 1) return byTitle[0]?.name;
  // a typo: at most two edits, and fewer than a fifth of the name
  const limit = Math.min(2, Math.floor(name.length / 5));
  if (limit === 0) return undefined;
  // names whose lengths alone differ by more than the limit are not compared
  const near = candidates
    .filter((m) => Math.abs(m.name.length - name.length) <= limit)
    .map((m) => ({ name: m.name, d: editDistance(name, m.name) }))
    .filter((c) => c.d <= limit);
  const best = Math.min(...near.map((c) => c.d));
  const closest = near.filter((c) => c.d === best);
  return closest.length === 1 ? closest[0]?.name : undefined;
}
