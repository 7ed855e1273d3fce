// The lock around save's near-duplicate check and write (lib/io/file-lock.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
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
    expect(withFileLock(lock, () => 'ran', { waitMs: 200 })).toBe('ran');
    expect(readdirSync(dir)).toEqual([]);
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

  it('on release, leaves a lock that is no longer its own', () => {
    const dir = makeTempDir();
    const lock = join(dir, 'x.lock');
    withFileLock(lock, () => writeFileSync(lock, `${process.ppid} ${hostname()} someone-else`));
    expect(readFileSync(lock, 'utf8')).toContain('someone-else');
  });
});
