// rankDocs cuts a ranking at `limit` without sorting every doc: what it returns must be
// exactly the head of the full stable ranking (score down, ties in priority order, docs
// that match nothing after, in priority order).
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../eval/corpus/random.js';
import { rankDocs } from '../../lib/rank/score.js';

function fullRanking(scores: Float64Array, priority: Int32Array, limit: number): { doc: number; score: number }[] {
  const order = [...priority].map((doc, at) => ({ doc, at, score: scores[doc] as number }));
  order.sort((a, b) => b.score - a.score || a.at - b.at);
  return order.slice(0, limit).map(({ doc, score }) => ({ doc, score }));
}

describe('rankDocs with a limit', () => {
  it('returns the head of the full ranking, whatever share of the docs match', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 400; round++) {
      const n = 1 + Math.floor(random() * 300);
      const share = random();
      // few distinct scores, so that ties at the cut are common
      const scores = Float64Array.from({ length: n }, () => (random() < share ? 1 + Math.floor(random() * 6) / 2 : 0));
      const priority = Int32Array.from({ length: n }, (_, i) => i).sort(() => random() - 0.5);
      const limit = 1 + Math.floor(random() * n * 1.2);
      expect(rankDocs(scores, priority, limit), `round ${round}`).toEqual(fullRanking(scores, priority, limit));
    }
  });
});
