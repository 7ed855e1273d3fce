import { closeSync, fstatSync, linkSync, lstatSync, openSync, renameSync, writeSync } from 'node:fs';
import { safeUnlink } from '../io/atomic-write.js';
import { monotonicMs, pauseMs } from '../io/clock.js';

/**
 * A merge takes milliseconds; a lock this old was left by a process that died holding
 * it (Claude Code kills a hook at its timeout, 10 s).
 */
const STALE_MS = 60_000;
const RETRY_MS = 10;

/** Creates the lock file and returns its inode; undefined when another process holds it. */
function tryCreate(path: string): number | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
  try {
    // who holds it, for a person looking at a lock that stays
    writeSync(fd, `${process.pid} ${new Date().toISOString()}\n`);
    return fstatSync(fd).ino;
  } catch (error) {
    safeUnlink(path);
    throw error;
  } finally {
    closeSync(fd);
  }
}

/**
 * Moves a stale lock aside; true when it did. It is renamed to a name of this process's own first, then
 * checked to be the file judged stale: when another process broke it and took the lock
 * in between, the lock just moved is that fresh one, and it is put back.
 */
function breakIfStale(path: string): boolean {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat || Date.now() - stat.mtimeMs < STALE_MS) return false;
  const aside = `${path}.stale-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  try {
    renameSync(path, aside);
  } catch {
    return false;
  }
  const broken = lstatSync(aside, { throwIfNoEntry: false })?.ino === stat.ino;
  if (!broken) {
    try {
      linkSync(aside, path);
    } catch {
      // a third process holds the lock by now
    }
  }
  safeUnlink(aside);
  return broken;
}

/**
 * Runs `work` holding the lock at `path` (a file made with O_EXCL: of processes racing
 * for it exactly one gets it), waiting at most `waitMs` for it; undefined when it was
 * not had in time. The lock is removed after, only if it is still this one.
 */
export function withLock<T>(path: string, waitMs: number, work: () => T): T | undefined {
  const deadline = monotonicMs() + waitMs;
  for (;;) {
    const ino = tryCreate(path);
    if (ino !== undefined) {
      try {
        return work();
      } finally {
        if (lstatSync(path, { throwIfNoEntry: false })?.ino === ino) safeUnlink(path);
      }
    }
    // a lock just broken is tried again at once, whatever the wait
    if (breakIfStale(path)) continue;
    if (monotonicMs() >= deadline) return undefined;
    pauseMs(RETRY_MS);
  }
}
