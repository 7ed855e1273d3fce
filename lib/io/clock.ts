/**
 * Milliseconds on a monotonic clock, for deadlines and traces. `performance.now()` would
 * do, but its first use in a process loads perf_hooks: over a millisecond of a prompt.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
