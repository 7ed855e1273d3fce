/**
 * The memory a `supersedes` name most likely meant once that memory was renamed by hand:
 * save names a file after its title, and a rename keeps the title, so the memory whose
 * title makes the name is the one; else the one name a typo or two away. Pure.
 */
import { slugify } from '../../format/slug.js';
import type { LintedMemory } from './linted-memory.js';

/** Edits (insert, delete, replace) between two short names, or Infinity past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return Number.POSITIVE_INFINITY;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  const found = row[b.length] as number;
  return found > limit ? Number.POSITIVE_INFINITY : found;
}

/** The name among `candidates` that `name` most likely meant; undefined where none stands out. */
export function renamedTarget(name: string, candidates: readonly LintedMemory[]): string | undefined {
  const byTitle = candidates.filter((m) => m.meta?.title !== undefined && slugify(m.meta.title) === name);
  if (byTitle.length === 1) return byTitle[0]?.name;
  // a typo: at most two edits, and fewer than a fifth of the name
  const limit = Math.min(2, Math.floor(name.length / 5));
  if (limit === 0) return undefined;
  const near = candidates.map((m) => ({ name: m.name, d: distance(name, m.name, limit) })).filter((c) => Number.isFinite(c.d));
  const best = Math.min(...near.map((c) => c.d));
  const closest = near.filter((c) => c.d === best);
  return closest.length === 1 ? closest[0]?.name : undefined;
}
