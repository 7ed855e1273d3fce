import { lstatSync, readFileSync, renameSync, statSync, utimesSync } from 'node:fs';
import { createFileAtomic, safeUnlink, uniqueSuffix } from './atomic-write.js';
import { sleepSync } from './clock.js';
import { nodeBuiltin } from './node-builtin.js';

/** Another process holds the lock, and kept it past the wait. */
export class LockBusyError extends Error {
  constructor(
    readonly path: string,
    readonly holder: string,
  ) {
    super(`${path} is held by ${holder}`);
    this.name = 'LockBusyError';
  }
}

interface LockOptions {
  /** how long to wait for a live holder before giving up */
  waitMs?: number;
  /** a lock older than this is stale even when its holder cannot be checked (another host) */
  staleMs?: number;
  /** something at the lock's path that is no file (a folder, a FIFO): waited for like a holder (the default), or given up on at once where the lock only spares work */
  notAFile?: 'wait' | 'give-up';
}

const POLL_MS = 20;

/** Loaded when a lock is taken, not when a hook bundle that may take one starts (node-builtin.ts). */
const hostname = (): string => nodeBuiltin<typeof import('node:os')>('node:os').hostname();

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock whose holder's process is gone is taken as stale only once it is this old. The
 * content and the time of a lock are two reads: between them a holder that just finished
 * (its pid gone) may hand over to a new one, whose lock is fresh. Judged by the old content,
 * the new holder's lock was broken while it worked, and a third process took the lock
 * beside it: of 16 racing updates of one memory, one found the file edited meanwhile. A lock
 * this young is waited for instead; a holder killed at once costs the next only this long.
 */
const DEAD_HOLDER_MIN_AGE_MS = 2_000;

/** "<pid> <host> <token>": written whole (link(2) of a finished temp file), so a reader never sees half of it. */
function isStale(content: string, mtimeMs: number, staleMs: number): boolean {
  const age = Date.now() - mtimeMs;
  // older than any holder would keep it: stale whoever holds it (its pid may have been reused since)
  if (age > staleMs) return true;
  const [pid, host] = content.split(' ');
  // a lock dated ahead (a clock set back) is no holder's just-made one either
  return Math.abs(age) > DEAD_HOLDER_MIN_AGE_MS && host === hostname() && !alive(Number(pid));
}

/**
 * What is at a lock's path: its content ('' when it cannot be read: another user's lock,
 * judged by its age alone) and time; `held` undefined for what is no file and never read
 * (reading a FIFO would wait for a writer forever); undefined when nothing is there.
 */
function lookAt(path: string): { held: string | undefined; mtimeMs: number } | undefined {
  try {
    const stat = lstatSync(path);
    if (!stat.isFile()) return { held: undefined, mtimeMs: stat.mtimeMs };
    let held = '';
    try {
      held = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    }
    return { held, mtimeMs: stat.mtimeMs };
  } catch (error) {
    // a lock that cannot even be looked at is waited for, never spun on
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : { held: undefined, mtimeMs: Number.NaN };
  }
}

/**
 * Moves a stale lock aside and deletes it. Of several waiters that find the same stale
 * lock, one moves it and the others find it gone. A waiter that read the lock just before
 * another replaced it would move a live lock: it sees different content and puts it back.
 */
function breakStale(path: string, seen: string): void {
  const aside = `${path}.stale.${uniqueSuffix()}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // gone already
  }
  let moved = '';
  try {
    moved = readFileSync(aside, 'utf8');
  } catch {
    // unreadable: treat it as the stale one
  }
  if (moved !== seen && moved !== '') {
    try {
      createFileAtomic(path, moved, 0o600);
    } catch {
      // someone took the lock meanwhile; that one stands
    }
  }
  safeUnlink(aside);
}

/**
 * Tells waiters the holder is still at work. A holder that runs longer than `staleMs`
 * (an import of hundreds of memories on a slow disk) calls it as it goes; it touches
 * the lock once it is a quarter of `staleMs` old, and only while the lock is its own.
 */
export type KeepLock = () => void;

/**
 * Runs `run` while holding the lock file `path`, so read-modify-write cycles of one file
 * (settings, install records) never interleave between processes. A lock whose holder
 * died (same host, its pid gone) or that is older than `staleMs` is broken; a live holder
 * is waited for up to `waitMs`, then LockBusyError.
 */
export function withFileLock<T>(path: string, run: (keep: KeepLock) => T, options: LockOptions = {}): T {
  const waitMs = options.waitMs ?? 15_000;
  const staleMs = options.staleMs ?? 60_000;
  const token = `${process.pid} ${hostname()} ${uniqueSuffix()}\n`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      // no fsync: a lock need not outlive a crash, which ends its holder too
      createFileAtomic(path, token, 0o600, { durable: false });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const look = lookAt(path);
    if (look === undefined) continue; // released between our attempt and the look
    // a lock that is no file (a folder, a FIFO) is no holder's: it is never broken here,
    // only waited for, and then named in LockBusyError for the caller to tell the user
    if (look.held !== undefined && isStale(look.held, look.mtimeMs, staleMs)) {
      breakStale(path, look.held);
      continue;
    }
    if (Date.now() > deadline || (look.held === undefined && options.notAFile === 'give-up')) {
      const [pid, host] = (look.held ?? '').split(' ');
      throw new LockBusyError(path, `pid ${pid || '?'}${host ? `@${host}` : ''}`);
    }
    sleepSync(POLL_MS);
  }
  const keep: KeepLock = () => {
    try {
      const now = Date.now();
      if (now - statSync(path).mtimeMs < staleMs / 4) return;
      if (readFileSync(path, 'utf8') === token) utimesSync(path, new Date(now), new Date(now));
    } catch {
      // gone: nothing of ours to keep
    }
  };
  try {
    return run(keep);
  } finally {
    // only our own lock: a holder that outlived staleMs may have lost it to another
    try {
      if (readFileSync(path, 'utf8') === token) safeUnlink(path);
    } catch {
      // gone already
    }
  }
}

/** withFileLock for work that may simply be skipped: undefined when another process holds the lock past `waitMs`. */
export function tryWithFileLock<T>(path: string, run: (keep: KeepLock) => T, options: LockOptions = {}): T | undefined {
  try {
    return withFileLock(path, run, options);
  } catch (error) {
    if (error instanceof LockBusyError) return undefined;
    throw error;
  }
}
