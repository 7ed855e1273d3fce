import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isSafeKey } from './project-key.js';
import { isDirectory } from './workspace.js';

/**
 * The project folder whose name differs from `key` in case alone (`shop` for `Shop`), when
 * `key` has no folder of its own; undefined otherwise. Names are compared as the memory
 * root lists them, not by a lookup: a file system that ignores case finds `Shop/` in
 * `shop/`, while git, Linux and every teammate on one keep them apart.
 */
export function caseTwinFolder(memoryRoot: string, key: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(memoryRoot);
  } catch {
    return undefined;
  }
  if (names.includes(key)) return undefined;
  const lower = key.toLowerCase();
  return names.sort().find((name) => name.toLowerCase() === lower && isSafeKey(name) && isDirectory(join(memoryRoot, name)));
}
