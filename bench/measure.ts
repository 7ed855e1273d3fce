import { spawnSync } from 'node:child_process';

export interface Run {
  ms: number;
  stdout: string;
}

/** Runs a command the way Claude Code runs a hook: `/bin/sh -c <command>` with JSON on stdin. */
export function runShell(command: string, input: string, env: NodeJS.ProcessEnv): Run {
  const start = process.hrtime.bigint();
  const r = spawnSync('/bin/sh', ['-c', command], { input, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`${command} exited ${r.status}: ${r.stderr}`);
  return { ms, stdout: r.stdout };
}

/** Peak resident set size in MB, from GNU time's %M (kilobytes). */
export function peakRssMb(command: string, input: string, env: NodeJS.ProcessEnv): number | undefined {
  const r = spawnSync('/usr/bin/time', ['-f', '%M', '/bin/sh', '-c', command], { input, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const kb = Number(r.stderr.trim().split('\n').at(-1));
  return Number.isFinite(kb) && kb > 0 ? kb / 1024 : undefined;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Alternates the floor (and a second floor, when given) with the subject run by run,
 * so all see the same machine load, and returns the medians. `before` prepares each
 * subject run (untimed).
 */
export function sideBySide(
  runs: number,
  floor: () => Run,
  subject: () => Run,
  before: () => void = () => {},
  secondFloor?: () => Run,
): { floorMs: number; secondFloorMs: number; subjectMs: number; last: Run } {
  const floors: number[] = [];
  const seconds: number[] = [];
  const subjects: number[] = [];
  let last: Run = { ms: 0, stdout: '' };
  for (let i = 0; i < runs; i++) {
    floors.push(floor().ms);
    if (secondFloor) seconds.push(secondFloor().ms);
    before();
    last = subject();
    subjects.push(last.ms);
  }
  return { floorMs: median(floors), secondFloorMs: secondFloor ? median(seconds) : Number.NaN, subjectMs: median(subjects), last };
}
