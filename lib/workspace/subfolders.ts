import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders a project never sits in: looking there would only cost time. */
const NOT_PROJECTS = new Set(['node_modules', 'vendor', 'dist', 'build', 'target']);

/**
 * The folders directly below `dir` that may hold a project, as paths: hidden folders
 * and dependency or build output are passed over. An unreadable `dir` has none.
 */
export function projectSubfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !NOT_PROJECTS.has(e.name))
      .map((e) => join(dir, e.name));
  } catch {
    return [];
  }
}

/**
 * Whether `test` holds for a folder below `top` (not `top` itself), down to `depth` levels,
 * as projectSubfolders finds them, the nearer levels first. Past `budget` folders tested
 * the walk stops: undefined, not known.
 */
export function someFolderBelow(top: string, depth: number, test: (dir: string) => boolean, budget = Number.POSITIVE_INFINITY): boolean | undefined {
  let level = projectSubfolders(top);
  let tested = 0;
  for (let d = 0; d < depth && level.length > 0; d++) {
    const next: string[] = [];
    for (const dir of level) {
      if (++tested > budget) return undefined;
      if (test(dir)) return true;
      if (d + 1 < depth) next.push(...projectSubfolders(dir));
    }
    level = next;
  }
  return false;
}
