import { describe, expect, it } from 'vitest';
import { buildTermIndex, openTermIndex } from '../../lib/index/term-index.js';

const terms = [
  ['docker', 0.5, 'branch', 0.25],
  ['docker', 0.75, '배포', 1],
  ['branch', 0.5],
];

describe('the binary term index', () => {
  it('finds every term with its docs and weights', () => {
    const index = openTermIndex(buildTermIndex(terms, 1))!;
    expect(index.docCount).toBe(3);
    const docker = index.lookup('docker')!;
    expect(Array.from(docker.docs)).toEqual([0, 1]);
    expect(Array.from(docker.weights)).toEqual([0.5, 0.75]);
    expect(Array.from(index.lookup('배포')!.docs)).toEqual([1]);
    expect(index.lookup('missing')).toBeUndefined();
  });

  it('reads a file torn anywhere as a miss, never a throw', () => {
    const whole = buildTermIndex(terms, 1);
    for (let size = 0; size < whole.length; size++) {
      const index = openTermIndex(whole.subarray(0, size));
      for (const term of ['docker', 'branch', '배포', 'x']) expect(() => index?.lookup(term)).not.toThrow();
    }
  });
});
