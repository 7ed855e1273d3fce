import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { memoryNameFrom } from '../format/memory-meta.js';
import { slugFromName } from '../format/slug.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { isSafeKey } from '../workspace/project-key.js';

interface Where {
  memoryRoot: string;
  projectKey: string;
}

/** The folder of a scope under the memory root: _global, or the project's key. */
export function scopeFolderOf(where: Pick<Where, 'projectKey'>, scope: Scope): string {
  return scope === 'global' ? GLOBAL_KEY : where.projectKey;
}

/** Where a memory of `name` (a file name without .md) is: in the scopes given, the project's first. */
function scopesHolding(where: Where, name: string, scopes: readonly Scope[] = ['project', 'global']): Scope[] {
  return scopes.filter(
    (scope) =>
      (scope === 'global' || isSafeKey(where.projectKey)) &&
      lstatSync(join(where.memoryRoot, scopeFolderOf(where, scope), `${name}.md`), { throwIfNoEntry: false }) !== undefined,
  );
}

/**
 * The memory a NAME someone typed stands for, and the scopes holding it: by the name as
 * given first (a listed `with spaces.md`, a file made by hand), else as save writes a new
 * one (`With Spaces` → `with-spaces`). One lookup for verify and save --update, so that a
 * name one finds the other finds too. Undefined when no scope holds either.
 */
export function namedMemory(where: Where, given: string, scopes?: readonly Scope[]): { name: string; scopes: Scope[] } | undefined {
  const written = slugFromName(given);
  const names = [memoryNameFrom(given), written.ok ? written.slug : undefined];
  for (const name of new Set(names)) {
    if (name === undefined) continue;
    const found = scopesHolding(where, name, scopes);
    if (found.length > 0) return { name, scopes: found };
  }
  return undefined;
}
