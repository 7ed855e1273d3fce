import { type Edge, resolveSupersession, targetOf } from '../index/supersession.js';
import type { Scope } from '../model/memory.js';

/** A memory as the list links it by `supersedes`: its scope folder, name, file and the names it supersedes. */
export interface Listed {
  scope: Scope;
  name: string;
  path: string;
  supersedes?: readonly string[];
}

/**
 * Which of `memories` the list hides, each with the memories hiding it: `memories` are
 * what one list shows (the global folder's and at most one project's), names resolved
 * and loops spared as the list resolves them (lib/index/memory-set.ts), so that a save
 * can tell before it writes what the list will leave out. Pure.
 */
export function hiddenAmong(memories: readonly Listed[]): Map<Listed, Listed[]> {
  const edges = edgesAmong(memories);
  const hidden = new Map<Listed, Listed[]>();
  if (edges.length === 0) return hidden;
  for (const [to, by] of resolveSupersession(edges).hiddenBy)
    hidden.set(
      memories[to] as Listed,
      by.map((i) => memories[i] as Listed),
    );
  return hidden;
}

/**
 * The other memories of a `supersedes` loop `memory` would be in among `memories` (one
 * list's, as hiddenAmong takes them), or [] when it is in none: neither of two memories
 * that supersede each other is hidden, and lint calls the loop an error. Pure.
 */
export function loopWith(memories: readonly Listed[], memory: Listed): Listed[] {
  const at = memories.indexOf(memory);
  const edges = edgesAmong(memories);
  if (at === -1 || edges.length === 0) return [];
  const loop = resolveSupersession(edges).cycles.find((cycle) => cycle.includes(at)) ?? [];
  return loop.filter((i) => i !== at).map((i) => memories[i] as Listed);
}

/** The `supersedes` links among `memories`, by position, names resolved as the list resolves them. */
function edgesAmong(memories: readonly Listed[]): Edge[] {
  const position = new Map(memories.map((memory, i) => [`${memory.scope}\0${memory.name}`, i]));
  const find = (scope: Scope, name: string) => position.get(`${scope}\0${name}`) ?? -1;
  const edges: Edge[] = [];
  memories.forEach((memory, i) => {
    for (const name of memory.supersedes ?? []) {
      const to = targetOf(memory.scope, name, find);
      if (to !== -1) edges.push([i, to]);
    }
  });
  return edges;
}
