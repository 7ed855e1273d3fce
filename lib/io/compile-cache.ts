import { join } from 'node:path';
import { nodeBuiltin } from './node-builtin.js';
import { stateDir } from './state-dir.js';

type EnableCompileCache = (dir: string) => unknown;

/**
 * Node's own compile cache (22.1 and later) for the bundles a hook loads next: their
 * compiled code is kept in the per-user state folder, never beside the bundles, which
 * may be read-only (a global npm install) or replaced on every plugin update. Only a
 * speed-up: where Node lacks it or the folder cannot be written, the hook compiles as
 * usual.
 */
export function enableCompileCache(env: Record<string, string | undefined>, home: string | undefined): void {
  try {
    const enable = (nodeBuiltin<{ enableCompileCache?: EnableCompileCache }>('node:module')).enableCompileCache;
    if (typeof enable === 'function') enable(join(stateDir(env, home), 'compile-cache'));
  } catch {
    // no cache: the hook runs all the same
  }
}
