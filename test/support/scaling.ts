// Linear or not, told apart without a clock limit: the same work on a tenth of the input
// and on all of it. Linear code takes about 10× as long; the quadratic code these tests
// guard against took 100× or more. Absolute limits fail on a loaded machine; a ratio of
// two runs under the same load does not. The median of a few tries drops a burst.

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
}

/** How many times longer `run(input(10))` takes than `run(input(1))`. */
export function growthOverTenfold(input: (scale: 1 | 10) => string, run: (text: string) => void, tries = 5): number {
  const small = input(1);
  const big = input(10);
  run(small); // compile first
  const smallMs = median(Array.from({ length: tries }, () => timed(() => run(small))));
  const bigMs = median(Array.from({ length: tries }, () => timed(() => run(big))));
  // below a millisecond the timer says nothing: count it as one
  return bigMs / Math.max(smallMs, 1);
}
