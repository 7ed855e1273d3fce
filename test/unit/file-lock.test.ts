// The lock around save's near-duplicate check and write (lib/io/file-lock.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LockBusyError, withFileLock } from '../../lib/io/file-lock.js';
import { makeTempDir } from '../support/temp.js';

/** A pid that was alive a moment ago and is not now. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(run.stdout);
}

describe('withFileLock', () => {
  it('holds the lock while the critical section runs and removes it after, also when it throws', () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    expect(withFileLock(lock, () => readFileSync(lock, 'utf8').split(' ')[0])).toBe(String(process.pid));
    expect(existsSync(lock)).toBe(false);
    expect(() =>
      withFileLock(lock, () => {
        throw new Error('inside');
      }),
    ).toThrow('inside');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('waits for a live holder and gives up with LockBusyError, leaving its lock alone', () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    // held by a live process: this one's parent, which outlives the test
    writeFileSync(lock, `${process.ppid} ${hostname()} other`);
    const started = Date.now();
    expect(() => withFileLock(lock, () => 'ran', { waitMs: 200 })).toThrow(LockBusyError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(readFileSync(lock, 'utf8')).toContain('other');
  });

  it('breaks a lock whose holder is gone (a save killed half-way)', () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    writeFileSync(lock, `${deadPid()} ${hostname()} killed`);
    const killedAgo = new Date(Date.now() - 5_000);
    utimesSync(lock, killedAgo, killedAgo);
    expect(withFileLock(lock, () => 'ran', { waitMs: 200 })).toBe('ran');
    expect(readdirSync(dir)).toEqual([]);
  });

  it("breaks a dead holder's lock dated in the future (a clock set back, a copied folder) at once, not once the clock catches up", () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    writeFileSync(lock, `${deadPid()} ${hostname()} skewed`);
    const ahead = new Date(Date.now() + 600_000);
    utimesSync(lock, ahead, ahead);
    expect(withFileLock(lock, () => 'ran', { waitMs: 200 })).toBe('ran');
    expect(readdirSync(dir)).toEqual([]);
  });

  it("waits out a dead holder's lock younger than two seconds before it breaks it: its content may be a holder that just handed over", () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    writeFileSync(lock, `${deadPid()} ${hostname()} just-ended`);
    const started = Date.now();
    expect(() => withFileLock(lock, () => 'ran', { waitMs: 500 })).toThrow();
    expect(withFileLock(lock, () => 'ran', { waitMs: 5_000 })).toBe('ran');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  });

  it('breaks a lock older than staleMs whoever holds it (a pid reused since)', () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    writeFileSync(lock, `${process.ppid} ${hostname()} ancient`);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    expect(withFileLock(lock, () => 'ran', { waitMs: 200, staleMs: 30_000 })).toBe('ran');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a lock whose token cannot be read is waited for, not broken, until it is old', () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    writeFileSync(lock, '');
    expect(() => withFileLock(lock, () => 'ran', { waitMs: 100 })).toThrow(LockBusyError);
    expect(existsSync(lock)).toBe(true);
  });

  // a folder or a FIFO where the lock goes (a killed run's leftover, another user's folder):
  // no token to read, and reading a FIFO would wait for a writer forever
  it.each(['folder', 'fifo'])('a %s at the lock path is waited for up to waitMs, then LockBusyError, never spun on or read', (kind) => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    if (kind === 'folder') mkdirSync(lock);
    else execFileSync('mkfifo', [lock]);
    const started = Date.now();
    expect(() => withFileLock(lock, () => 'ran', { waitMs: 200 })).toThrow(LockBusyError);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(() => withFileLock(lock, () => 'ran', { waitMs: 0 })).toThrow(/pid \?/);
    expect(statSync(lock).isFile()).toBe(false);
  });

  it('a holder that keeps its lock is waited for past staleMs; one that does not loses it', () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    const old = new Date(Date.now() - 60_000);
    // a holder a minute into its work: the lock is as old as the hold
    const second = (keeps: boolean) =>
      withFileLock(
        lock,
        (keep) => {
          utimesSync(lock, old, old);
          if (keeps) keep();
          try {
            return withFileLock(lock, () => 'broke in', { waitMs: 100, staleMs: 30_000 });
          } catch (error) {
            return error instanceof LockBusyError ? 'waited' : 'other';
          }
        },
        { staleMs: 30_000 },
      );
    expect(second(true)).toBe('waited');
    expect(second(false)).toBe('broke in');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keep touches only its own lock, and only once it is a quarter of staleMs old', () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    const old = new Date(Date.now() - 60_000);
    withFileLock(
      lock,
      (keep) => {
        const young = new Date(Date.now() - 10_000);
        utimesSync(lock, young, young);
        keep(); // 10 s old, under a quarter of a minute: left as it is
        expect(Math.abs(statSync(lock).mtimeMs - young.getTime())).toBeLessThan(1_000);
        utimesSync(lock, old, old);
        keep();
        expect(Date.now() - statSync(lock).mtimeMs).toBeLessThan(5_000);
      },
      { staleMs: 60_000 },
    );
    withFileLock(
      lock,
      (keep) => {
        writeFileSync(lock, `${process.ppid} ${hostname()} someone-else`);
        utimesSync(lock, old, old);
        keep();
        expect(Math.abs(statSync(lock).mtimeMs - old.getTime())).toBeLessThan(1_000);
      },
      { staleMs: 0 },
    );
  });

  it('on release, leaves a lock that is no longer its own', () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    withFileLock(lock, () => writeFileSync(lock, `${process.ppid} ${hostname()} someone-else`));
    expect(readFileSync(lock, 'utf8')).toContain('someone-else');
  });
});
