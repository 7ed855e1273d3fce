/**
 * Phase timings for the per-prompt path, printed to stderr with PROJECT_MEMORY_TRACE=1
 * (stderr never reaches the model). Off, a mark costs one boolean test.
 */
let enabled = false;
const marks: [string, number][] = [];

export function enableTrace(on: boolean): void {
  enabled = on;
}

export function mark(label: string): void {
  if (enabled) marks.push([label, performance.now()]);
}

/** `label +ms` for each phase, measured from process start. */
export function traceReport(): string | undefined {
  if (!enabled || marks.length === 0) return undefined;
  let previous = 0;
  const parts = marks.map(([label, at]) => {
    const part = `${label} +${(at - previous).toFixed(1)}`;
    previous = at;
    return part;
  });
  return `project-memory trace (ms since start): ${parts.join(', ')}, total ${previous.toFixed(1)}`;
}
