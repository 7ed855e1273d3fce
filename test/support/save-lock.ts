import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fnv1aHex } from '../../lib/fnv1a.js';
import { realPathAhead } from '../../lib/io/real-path.js';
import { stateDir } from '../../lib/io/state-dir.js';

/**
 * Takes, as a live holder would, the lock a save holds on `dir` (lib/save/save-memory.ts
 * withSaveLock: a scope folder, or the memory root for a first save) for the user whose
 * HOME is `home`; the caller lets go by deleting the file it returns.
 */
export function holdSaveLock(home: string, dir: string): string {
  const locks = join(stateDir({ HOME: home }, home) as string, 'locks');
  mkdirSync(locks, { recursive: true });
  const real = realPathAhead(dir);
  const lock = join(locks, `${fnv1aHex(real)}${fnv1aHex(`${real}\u0000`)}.lock`);
  writeFileSync(lock, `${process.pid} ${hostname()} held-by-the-test\n`);
  return lock;
}
