import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../io/atomic-write.js';
import { pendingDir } from './usage-paths.js';
import type { UsageRecord } from './usage-record.js';

/**
 * A name no other writer can take: the time first, so names sort roughly in time order,
 * then this process and a random part for hooks that run in the same millisecond.
 */
function recordName(nowMs: number): string {
  return `${nowMs.toString(36).padStart(9, '0')}-${process.pid}-${Math.random().toString(36).slice(2, 10)}.json`;
}

/**
 * Publishes one record: written under a dot-name and renamed into place, so whoever
 * lists the folder sees a whole record or none. Every writer has a file of its own: no
 * two hooks ever write to one file, so running at once they cannot lose or mix records.
 * Best effort and without fsync (a record is worth less than the time a prompt would
 * wait for the disk): false when the state folder cannot be written.
 */
export function publishRecord(state: string, record: UsageRecord): boolean {
  try {
    const dir = pendingDir(state);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileAtomic(join(dir, recordName(record.t)), JSON.stringify(record), 0o600, { durable: false });
    return true;
  } catch {
    return false;
  }
}

/** Published records waiting to be merged (dot-names are records still being written). */
export function pendingNames(state: string): string[] {
  try {
    return readdirSync(pendingDir(state)).filter((name) => !name.startsWith('.') && name.endsWith('.json'));
  } catch {
    return [];
  }
}
