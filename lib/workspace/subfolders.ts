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
