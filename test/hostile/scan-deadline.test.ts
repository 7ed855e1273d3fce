// A scan that runs out of time must still name every memory it found. On a cold cache
// (a fresh clone, a new state folder) a slow disk or a huge _global/ makes the hook hit
// its scan deadline; every file not yet read was then left out of the list entirely —
// the project's own memories first, since _global/ is scanned before them.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMemories } from '../../lib/index/memory-set.js';
import { monotonicMs } from '../../lib/io/clock.js';
import { makeRoot, makeWorkspace, PROJECT_KEY, removeRoot } from './harness.js';

let root: string;
beforeAll(() => {
  root = makeRoot('pm-hostile-deadline-');
});
afterAll(() => removeRoot(root));

describe('the scan deadline on a cold cache', () => {
  it('lists every memory by name even when no file could be read in time', () => {
    const ws = makeWorkspace(root, 'cold');
    const set = loadMemories(ws.memoryRoot, PROJECT_KEY, { cacheDir: join(ws.state, 'index'), deadline: monotonicMs() - 1 });
    expect(set.partial).toBe(true);
    expect(
      set
        .entries()
        .map((e) => `${e.folder}/${e.name}`)
        .sort(),
    ).toEqual(ws.good.map((g) => `${g.label === 'global' ? '_global' : g.label}/${g.name}`).sort());
  });
});
