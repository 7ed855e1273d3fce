/**
 * Milliseconds on a monotonic clock, for deadlines and traces. `performance.now()` would
 * do, but its first use in a process loads perf_hooks: over a millisecond of a prompt.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** A synchronous sleep that does not spin the CPU. */
export function pauseMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
