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

export interface Paired {
  /** medians of the raw times */
  floorMs: number;
  secondFloorMs: number;
  subjectMs: number;
  /** median over the runs of subject ÷ floor, each pair timed back to back under the same load */
  ratio: number;
  secondRatio: number;
  last: Run;
}

/**
 * Alternates the floor (and a second floor, when given) with the subject run by run,
 * so each pair sees the same machine load, and returns the median of the per-pair
 * ratios: on a shared machine a burst of load moves both halves of a pair, and the
 * median drops the pairs it split. `before` prepares each subject run (untimed).
 */
export function sideBySide(runs: number, floor: () => Run, subject: () => Run, before: () => void = () => {}, secondFloor?: () => Run): Paired {
  const floors: number[] = [];
  const seconds: number[] = [];
  const subjects: number[] = [];
  const ratios: number[] = [];
  const secondRatios: number[] = [];
  let last: Run = { ms: 0, stdout: '' };
  for (let i = 0; i < runs; i++) {
    const f = floor().ms;
    const s = secondFloor?.().ms;
    before();
    last = subject();
    floors.push(f);
    subjects.push(last.ms);
    ratios.push(last.ms / f);
    if (s !== undefined) {
      seconds.push(s);
      secondRatios.push(last.ms / s);
    }
  }
  return {
    floorMs: median(floors),
    secondFloorMs: secondFloor ? median(seconds) : Number.NaN,
    subjectMs: median(subjects),
    ratio: median(ratios),
    secondRatio: secondFloor ? median(secondRatios) : Number.NaN,
    last,
  };
}
