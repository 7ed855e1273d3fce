// Reads are a small, bounded ranking prior: an often-read memory wins a tie and goes first
// among memories that match nothing, and never passes a memory that matches clearly
// better (by more than READ_PRIOR_SHARE).
import { describe, expect, it } from 'vitest';
import { READ_PRIOR_SHARE, readWeight, withReadPrior } from '../../lib/rank/prior.js';
import { rankDocs } from '../../lib/rank/score.js';
import { orderForPrompt } from '../../lib/render/select.js';
import { entry, setOf } from './entries.js';

/** Two memories the query "deploy certificate" matches equally: same words, different names. */
const twinA = entry('cert-chain-a', { title: 'deploy certificate chain', description: 'deploy certificate chain order' });
const twinB = entry('cert-chain-b', { title: 'deploy certificate chain', description: 'deploy certificate chain order' });
/** Matches the query clearly better: every word of it, and in its title. */
const better = entry('deploy-certificate-renewal', { title: 'deploy certificate renewal', description: 'deploy certificate renewal fails on staging' });
const weaker = entry('certificate-note', { title: 'certificate note', description: 'a certificate note' });
const unrelated = entry('pdf-output', { title: 'PDF output', description: 'client wants PDF' });
const other = entry('redis-sessions', { title: 'Redis sessions', description: 'redis evicts sessions' });

function weightsFor(set: ReturnType<typeof setOf>, reads: Record<string, number>): Float64Array {
  const weights = new Float64Array(set.count);
  for (let i = 0; i < set.count; i++) weights[i] = readWeight(reads[set.entry(i).name] ?? 0);
  return weights;
}

function order(all: Parameters<typeof setOf>[0], query: string, reads?: Record<string, number>): string[] {
  const set = setOf(all);
  return orderForPrompt(set, query, Infinity, reads && weightsFor(set, reads)).map((r) => set.entry(r.position).name);
}

describe('the read prior', () => {
  it('control: without reads, equal matches keep the list order (by name)', () => {
    expect(order([twinA, twinB], 'deploy certificate').slice(0, 2)).toEqual([twinA.name, twinB.name]);
  });

  it.each([1, 3, 1_000])('gives a tie to the memory read %i times', (reads) => {
    expect(order([twinA, twinB], 'deploy certificate', { [twinB.name]: reads }).slice(0, 2)).toEqual([twinB.name, twinA.name]);
  });

  it('between two read memories that tie, gives it to the one read more', () => {
    expect(order([twinA, twinB], 'deploy certificate', { [twinA.name]: 2, [twinB.name]: 9 }).slice(0, 2)).toEqual([twinB.name, twinA.name]);
  });

  it.each([1, 10, 1_000_000])('never puts a memory read %i times ahead of a clearly better match', (reads) => {
    const all = [better, weaker, twinA];
    const without = order(all, 'deploy certificate renewal');
    expect(without[0]).toBe(better.name);
    expect(order(all, 'deploy certificate renewal', { [weaker.name]: reads, [twinA.name]: reads })).toEqual(without);
  });

  it('orders memories that match nothing by reads, after every one that matches', () => {
    expect(order([unrelated, other, twinA], 'deploy certificate', { [other.name]: 4 })).toEqual([twinA.name, other.name, unrelated.name]);
  });

  it('changes nothing when no memory was read', () => {
    const all = [better, weaker, twinA, twinB, unrelated, other];
    expect(order(all, 'deploy certificate', {})).toEqual(order(all, 'deploy certificate'));
  });

  it('is bounded: a score rises by at most READ_PRIOR_SHARE however often the memory was read', () => {
    for (const reads of [0, 1, 2, 5, 50, 1e9]) {
      const lifted = withReadPrior(10, readWeight(reads));
      expect(lifted).toBeGreaterThanOrEqual(10);
      expect(lifted).toBeLessThanOrEqual(10 * (1 + READ_PRIOR_SHARE));
    }
    expect(withReadPrior(10, 7)).toBe(10 * (1 + READ_PRIOR_SHARE));
    expect(withReadPrior(0, 1)).toBe(0);
  });

  it('holds for any scores: a lead of more than the share is never lost, ties always go to the read doc', () => {
    let seed = 1;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const violations: string[] = [];
    for (let round = 0; round < 2_000; round++) {
      const n = 2 + Math.floor(random() * 20);
      const scores = Float64Array.from({ length: n }, () => (random() < 0.2 ? 0 : Math.round(random() * 20) / 4));
      const prior = Float64Array.from({ length: n }, () => (random() < 0.5 ? readWeight(Math.floor(random() * 100)) : 0));
      const priority = Int32Array.from({ length: n }, (_, i) => i);
      const rank = new Map(rankDocs(scores, priority, Infinity, prior).map((r, i) => [r.doc, i]));
      for (let a = 0; a < n; a++) {
        for (let b = 0; b < n; b++) {
          const [sa, sb] = [scores[a] as number, scores[b] as number];
          const ahead = (rank.get(a) as number) < (rank.get(b) as number);
          if (sa > sb * (1 + READ_PRIOR_SHARE) && !ahead) violations.push(`lead lost: ${sa} vs ${sb}`);
          if (sa === sb && (prior[a] as number) > (prior[b] as number) && !ahead) violations.push(`tie not won: ${sa}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });
});
