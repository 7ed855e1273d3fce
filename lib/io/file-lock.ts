import { linkSync, lstatSync, renameSync, unlinkSync } from 'node:fs';
import { createFileAtomic } from './atomic-write.js';
import { sleepSync } from './clock.js';
import { readTextSafely } from './read-file-safely.js';

/**
 * A lock file for a short critical section between processes of one user (the state
 * folder is per user, so process ids in it mean something): created with O_EXCL, it
 * holds `<pid> <time> <random>` of its holder. A lock is stale when its holder's process
 * is gone (a save killed half-way) or it is older than `staleMs` (a pid reused since):
 * a waiter then breaks it and tries again.
 */
export interface LockOptions {
  /** how long to wait for a live holder before giving up (LockBusy) */
  waitMs?: number;
  /** a lock older than this is stale whoever holds it */
  staleMs?: number;
}

export class LockBusy extends Error {
  constructor(
    readonly path: string,
    readonly waitedMs: number,
  ) {
    super(`${path} is held by another process`);
    this.name = 'LockBusy';
  }
}

const MAX_TOKEN_BYTES = 256;

/** Runs `critical` holding the lock at `path`; the lock is released however it ends. */
export function withFileLock<T>(path: string, critical: () => T, options: LockOptions = {}): T {
  const token = acquire(path, options.waitMs ?? 15_000, options.staleMs ?? 30_000);
  try {
    return critical();
  } finally {
    release(path, token);
  }
}

function acquire(path: string, waitMs: number, staleMs: number): string {
  const token = `${process.pid} ${Date.now()} ${Math.random().toString(36).slice(2, 12)}`;
  const started = Date.now();
  for (;;) {
    if (tryCreate(path, token)) return token;
    const held = readTextSafely(path, MAX_TOKEN_BYTES);
    // released between the two calls: simply try again
    if (held === undefined) continue;
    if (isStale(path, held, staleMs)) {
      breakStale(path, held);
      continue;
    }
    const waited = Date.now() - started;
    if (waited > waitMs) throw new LockBusy(path, waited);
    // a little jitter, so that waiters do not retry in lockstep
    sleepSync(5 + Math.floor(Math.random() * 10));
  }
}

/**
 * Whole or not at all (a temp file linked into place): a holder killed between creating
 * the lock and writing its token would leave a lock no one could tell is stale until
 * `staleMs` had passed.
 */
function tryCreate(path: string, token: string): boolean {
  try {
    createFileAtomic(path, token, 0o600, { durable: false });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Its holder's process is gone, or it is older than `staleMs` (a token that cannot be read: only its age counts). */
function isStale(path: string, held: string, staleMs: number): boolean {
  const pid = Number(held.split(' ')[0]);
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid)) return true;
  const stat = lstatSync(path, { throwIfNoEntry: false });
  return stat !== undefined && Date.now() - stat.mtimeMs > staleMs;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is someone else's
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale lock aside under a name of this process's own, then looks at what it
 * moved: when two waiters break one stale lock, the second may move the first one's
 * fresh lock instead, and puts it back (link(2) refuses to replace, so a third
 * process's lock is never overwritten).
 */
function breakStale(path: string, held: string): void {
  const aside = `${path}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.stale`;
  try {
    renameSync(path, aside);
  } catch {
    return; // gone already: someone else broke it
  }
  try {
    if (readTextSafely(aside, MAX_TOKEN_BYTES) !== held) linkSync(aside, path);
  } catch {
    // a new lock is there by now: it stands
  } finally {
    safeUnlink(aside);
  }
}

/** Removes the lock only while it is still this holder's: a lock broken as stale belongs to someone else now. */
function release(path: string, token: string): void {
  if (readTextSafely(path, MAX_TOKEN_BYTES) === token) safeUnlink(path);
}

function safeUnlink(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // gone already
  }
}
