// Merging records into the summary: exactly once per record, whatever is cut short, and
// whatever a damaged file holds.
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tryWithFileLock } from '../../lib/io/file-lock.js';
import { compactUsage, currentSummary, type FirstListSource } from '../../lib/usage/compact.js';
import { readPrior } from '../../lib/usage/prior-file.js';
import { pendingNames, publishRecord } from '../../lib/usage/publish-record.js';
import { lockPath, pendingDir, summaryPath } from '../../lib/usage/usage-paths.js';
import type { ReadRecord } from '../../lib/usage/usage-record.js';
import { tempTree } from '../support/fixtures.js';

const ROOT = '/ws/.ai-core/data/memory';
const read = (name: string, t = Date.now()): ReadRecord => ({ v: 1, kind: 'read', t, root: ROOT, folder: '_global', name });
const readsOf = (state: string, name: string) => currentSummary(state, Date.now()).roots[ROOT]?.memories[`_global/${name}`]?.reads ?? 0;

describe('compactUsage', () => {
  it('counts each record once and removes it; a second merge counts nothing again', () => {
    const state = tempTree();
    for (const name of ['a', 'a', 'b']) publishRecord(state, read(name));
    expect(compactUsage(state, Date.now())).toMatchObject({ merged: 3, dropped: 0 });
    expect(pendingNames(state)).toEqual([]);
    expect(compactUsage(state, Date.now())).toMatchObject({ merged: 0 });
    expect([readsOf(state, 'a'), readsOf(state, 'b')]).toEqual([2, 1]);
  });

  it('does not count again the records of a merge cut short after the summary was written', () => {
    const state = tempTree();
    publishRecord(state, read('a'));
    publishRecord(state, read('a'));
    const names = pendingNames(state);
    compactUsage(state, Date.now());
    // as if the merge had died before deleting what it counted: the files are back
    for (const name of names) writeFileSync(join(pendingDir(state), name), JSON.stringify(read('a')));
    publishRecord(state, read('b'));
    expect(compactUsage(state, Date.now())).toMatchObject({ merged: 1 });
    expect([readsOf(state, 'a'), readsOf(state, 'b')]).toEqual([2, 1]);
    expect(pendingNames(state)).toEqual([]);
  });

  it('drops a record file that is not a whole record, and counts the rest', () => {
    const state = tempTree();
    publishRecord(state, read('a'));
    mkdirSync(pendingDir(state), { recursive: true });
    writeFileSync(join(pendingDir(state), 'zzz-broken.json'), '{"v":1,"kind":"read","t":');
    writeFileSync(join(pendingDir(state), 'zzz-foreign.json'), JSON.stringify({ ...read('x'), folder: '../etc' }));
    expect(compactUsage(state, Date.now())).toMatchObject({ merged: 1, dropped: 2 });
    expect(pendingNames(state)).toEqual([]);
  });

  it('moves counts by a moved record, in time order: reads before it go with the memory, reads after it stay; onto a name with counts, adds them up', () => {
    const state = tempTree();
    const t = Date.now() - 10_000;
    for (const [name, at] of [
      ['a', t],
      ['a', t + 1],
      ['b', t + 2],
      ['a', t + 5],
    ] as const)
      publishRecord(state, read(name, at));
    publishRecord(state, {
      v: 1,
      kind: 'moved',
      t: t + 3,
      root: ROOT,
      moves: [
        ['_global/a', '_global/b'],
        ['_global/gone', null],
      ],
    });
    expect(compactUsage(state, Date.now())).toMatchObject({ merged: 5, dropped: 0 });
    // a and a before the move, b's own; the read of `a` after the move is a new memory's
    expect([readsOf(state, 'a'), readsOf(state, 'b')]).toEqual([1, 3]);
    publishRecord(state, { v: 1, kind: 'moved', t: t + 6, root: ROOT, moves: [['_global/b', null]] });
    expect([readsOf(state, 'a'), readsOf(state, 'b')]).toEqual([1, 0]);
    expect(readPrior(state, ROOT)).toEqual(new Map([['_global/a', 1]]));
  });

  it('drops a moved record that names no memory as records do', () => {
    const state = tempTree();
    mkdirSync(pendingDir(state), { recursive: true });
    const moved = { v: 1, kind: 'moved', t: Date.now(), root: ROOT };
    for (const [i, moves] of [[['_global/a']], [['_global/a', 'x/y/z']], [['a', '_global/b']], 'x', [[1, 2]]].entries()) {
      writeFileSync(join(pendingDir(state), `zzz-${i}.json`), JSON.stringify({ ...moved, moves }));
    }
    expect(compactUsage(state, Date.now())).toMatchObject({ merged: 0, dropped: 5 });
  });

  it('leaves a record that is still being written (a dot-file) for later, and sweeps one a killed writer left', () => {
    const state = tempTree();
    mkdirSync(pendingDir(state), { recursive: true });
    const fresh = join(pendingDir(state), '.x.json.123.tmp');
    const old = join(pendingDir(state), '.y.json.456.tmp');
    writeFileSync(fresh, '{');
    writeFileSync(old, '{');
    utimesSync(old, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    compactUsage(state, Date.now());
    expect(readdirSync(pendingDir(state))).toEqual(['.x.json.123.tmp']);
  });

  it('starts over from a summary that does not parse, keeping it aside for a person to look at', () => {
    const state = tempTree();
    mkdirSync(join(state, 'usage'), { recursive: true });
    writeFileSync(summaryPath(state), '{"version":1,"merged":[],"roots":{"/x":{"active":1,"memories":{"no-slash":{}}}}}');
    publishRecord(state, read('a'));
    compactUsage(state, Date.now());
    expect(readsOf(state, 'a')).toBe(1);
    expect(readdirSync(join(state, 'usage')).some((n) => n.startsWith('summary.json.unreadable-'))).toBe(true);
  });

  it('waits for a merge running elsewhere, and gives up when told not to wait', () => {
    const state = tempTree();
    publishRecord(state, read('a'));
    mkdirSync(join(state, 'usage'), { recursive: true });
    const nested = tryWithFileLock(lockPath(state), () => compactUsage(state, Date.now()), { waitMs: 0 });
    expect(nested).toBeUndefined();
    expect(pendingNames(state)).toHaveLength(1);
    expect(compactUsage(state, Date.now())).toMatchObject({ merged: 1 });
  });

  it('breaks a lock left by a process that died holding it', () => {
    const state = tempTree();
    publishRecord(state, read('a'));
    writeFileSync(lockPath(state), '999999 2020-01-01T00:00:00.000Z\n');
    expect(compactUsage(state, Date.now())).toBeUndefined();
    const old = new Date(Date.now() - 120_000);
    utimesSync(lockPath(state), old, old);
    expect(compactUsage(state, Date.now())).toMatchObject({ merged: 1 });
    expect(existsSync(lockPath(state))).toBe(false);
  });

  it('writes the ranking prior of the roots it touched, and removes it when nothing of a root is read any more', () => {
    const state = tempTree();
    publishRecord(state, read('a'));
    publishRecord(state, read('a'));
    publishRecord(state, { v: 1, kind: 'shown', t: Date.now(), root: ROOT, memories: ['_global/a', '_global/b'] });
    compactUsage(state, Date.now());
    expect(readPrior(state, ROOT)).toEqual(new Map([['_global/a', 2]]));
    // a year and a day later everything of that root has gone idle and is forgotten
    compactUsage(state, Date.now() + 366 * 86_400_000);
    expect(readPrior(state, ROOT)).toBeUndefined();
    expect(JSON.parse(readFileSync(summaryPath(state), 'utf8')).roots).toEqual({});
  });

  it('counts a first list once per session while the session state is kept, and forgets the session after', () => {
    const state = tempTree();
    const shown = { v: 1 as const, kind: 'shown' as const, t: Date.now(), root: ROOT, memories: ['_global/a'] };
    let sessions = ['s1'];
    const asked: string[] = [];
    const firstLists: FirstListSource = (counted) => ({
      sessions,
      lists: sessions
        .filter((session) => !counted(session))
        .map((session) => {
          asked.push(session);
          return { session, record: shown };
        }),
    });
    const shownOf = () => currentSummary(state, Date.now(), firstLists).roots[ROOT]?.memories['_global/a']?.shown;
    expect(shownOf()).toBe(1);
    expect(shownOf()).toBe(1);
    expect(asked).toEqual(['s1']);
    sessions = [];
    shownOf();
    expect(JSON.parse(readFileSync(summaryPath(state), 'utf8')).firsts).toEqual({});
  });

  it('records nothing and throws nothing when the state folder cannot be written', () => {
    const file = join(tempTree(), 'not-a-folder');
    writeFileSync(file, '');
    expect(publishRecord(file, read('a'))).toBe(false);
    expect(compactUsage(file, Date.now())).toBeUndefined();
  });
});
