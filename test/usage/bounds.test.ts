// The usage folder stays small however long it is used: records wait in their folder only
// until COMPACT_AT of them are there, the summary keeps at most SUMMARY_LIMITS, the prior
// at most PRIOR_MAX. The figures asserted here are the ones the code comments quote.
import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAUDE_DIALECT } from '../../lib/hook/clients/index.js';
import { handleMemoryRead } from '../../lib/hook/memory-read.js';
import type { RunContext } from '../../lib/io/run-context.js';
import { COMPACT_AT, compactUsage, currentSummary } from '../../lib/usage/compact.js';
import { PRIOR_MAX, readPrior } from '../../lib/usage/prior-file.js';
import { publishRecord } from '../../lib/usage/publish-record.js';
import { pendingDir, priorPath } from '../../lib/usage/usage-paths.js';
import { applyRecord, boundSummary, emptySummary, SUMMARY_LIMITS } from '../../lib/usage/usage-summary.js';
import { tempTree } from '../support/fixtures.js';
import { readEvent, usageWorkspace } from './usage-support.js';

const DAY = 86_400_000;

function context(home: string, now: number): RunContext {
  return { cwd: '/', env: { HOME: home }, home, now: new Date(now), stdout: () => {}, stderr: () => {}, isTTY: false };
}

describe('the usage folder is bounded', () => {
  it(`never holds more than ${COMPACT_AT} waiting records: the Read hook merges them, and counts every read`, () => {
    const w = usageWorkspace();
    let most = 0;
    const reads = 3 * COMPACT_AT + 10;
    for (let i = 0; i < reads; i++) {
      // the handler the built hook runs, called in this process to make many reads quick
      handleMemoryRead(readEvent(w.memory('_global', 'docker-403')), context(w.home, Date.now()), CLAUDE_DIALECT);
      most = Math.max(most, readdirSync(pendingDir(w.state)).length);
    }
    expect(most).toBeLessThanOrEqual(COMPACT_AT);
    expect(currentSummary(w.state, Date.now()).roots[w.memoryRoot]?.memories['_global/docker-403']?.reads).toBe(reads);
    // one record takes one block of disk at most: the folder's worst case is COMPACT_AT blocks
    const bytes = readdirSync(pendingDir(w.state)).reduce((sum, n) => sum + statSync(`${pendingDir(w.state)}/${n}`).size, 0);
    expect(bytes).toBeLessThan(COMPACT_AT * 4096);
  });

  it('keeps at most 5,000 memories per root (the most recently used), 10,000 in all, nothing idle for a year', () => {
    const now = Date.UTC(2026, 11, 1);
    const summary = emptySummary();
    const rootOf = (r: number) => `/home/someone/work/${'deep/'.repeat(10)}r${r}/.ai-core/data/memory`;
    const nameOf = (i: number) => `memory-with-a-longish-descriptive-name-${String(i).padStart(5, '0')}`;
    // three roots of 6,000 memories each, the later ones more recently used
    for (let r = 0; r < 3; r++) {
      for (let i = 0; i < 6_000; i++) {
        const t = now - (3 - r) * DAY - (6_000 - i) * 1000;
        applyRecord(summary, { v: 1, kind: 'read', t, root: rootOf(r), folder: 'workspace--project__name', name: nameOf(i) });
        applyRecord(summary, { v: 1, kind: 'shown', t, root: rootOf(r), memories: [`workspace--project__name/${nameOf(i)}`] });
      }
    }
    applyRecord(summary, { v: 1, kind: 'read', t: now - 400 * DAY, root: '/idle/root', folder: '_global', name: 'old' });
    boundSummary(summary, now);
    const count = (r: number) => Object.keys(summary.roots[rootOf(r)]?.memories ?? {}).length;
    // per root: the 5,000 most recent; in all 10,000: the oldest root gives way
    expect([count(2), count(1)]).toEqual([SUMMARY_LIMITS.memoriesPerRoot, SUMMARY_LIMITS.memoriesPerRoot]);
    expect(summary.roots[rootOf(0)]).toBeUndefined();
    expect(Object.keys(summary.roots[rootOf(2)]?.memories ?? {})).toContain(`workspace--project__name/${nameOf(5_999)}`);
    expect(Object.keys(summary.roots[rootOf(2)]?.memories ?? {})).not.toContain(`workspace--project__name/${nameOf(999)}`);
    expect(summary.roots['/idle/root']).toBeUndefined();
    const total = Object.values(summary.roots).reduce((n, root) => n + Object.keys(root.memories).length, 0);
    expect(total).toBe(SUMMARY_LIMITS.memories);
    // the figure lib/usage/usage-summary.ts quotes: ~150 bytes an entry, ~1.5 MB at the caps
    const bytes = JSON.stringify(summary).length;
    expect(bytes / total).toBeLessThan(160);
    expect(bytes).toBeLessThan(1_600_000);
  });

  it('remembers at most 5,000 counted sessions, the most recent', () => {
    const now = Date.now();
    const summary = emptySummary();
    for (let i = 0; i < 6_000; i++) summary.firsts[`s${i}`] = now - i * 1000;
    boundSummary(summary, now);
    expect(Object.keys(summary.firsts)).toHaveLength(SUMMARY_LIMITS.firsts);
    expect(summary.firsts.s0).toBeDefined();
    expect(summary.firsts.s5999).toBeUndefined();
  });

  it('drops the least recently active roots past 50', () => {
    const summary = emptySummary();
    const now = Date.now();
    for (let r = 0; r < 60; r++) applyRecord(summary, { v: 1, kind: 'read', t: now - (60 - r) * 1000, root: `/roots/r${r}`, folder: '_global', name: 'x' });
    expect(boundSummary(summary, now)).toHaveLength(10);
    expect(Object.keys(summary.roots)).toHaveLength(SUMMARY_LIMITS.roots);
    expect(summary.roots['/roots/r9']).toBeUndefined();
    expect(summary.roots['/roots/r10']).toBeDefined();
  });

  it(`writes a prior of at most ${PRIOR_MAX} memories, the most read, and the prompt path reads only that file`, () => {
    const state = tempTree();
    const root = '/ws/.ai-core/data/memory';
    const t = Date.now();
    for (let i = 0; i < PRIOR_MAX + 200; i++) {
      for (let k = 0; k <= i % 3; k++) publishRecord(state, { v: 1, kind: 'read', t, root, folder: '_global', name: `m${i}` });
    }
    compactUsage(state, t);
    const prior = readPrior(state, root);
    expect(prior?.size).toBe(PRIOR_MAX);
    // those read three times are all in
    expect([...(prior?.values() ?? [])].filter((n) => n === 3)).toHaveLength(Math.floor((PRIOR_MAX + 200 + 0) / 3));
    expect(statSync(priorPath(state, root)).size).toBeLessThan(32 * 1024);
  });
});
