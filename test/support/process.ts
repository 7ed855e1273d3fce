// Runs a child process in its own process group with an exact environment, and kills
// the whole group (hooks and tools it started included) on timeout.
import { spawn } from 'node:child_process';
import { onTestFinished } from 'vitest';

export interface RunOptions {
  cwd: string;
  /** the complete environment: nothing is inherited */
  env: Record<string, string>;
  timeoutMs: number;
  /** text (or bytes) for stdin; without it stdin is /dev/null, so nothing waits for input */
  input?: string | Uint8Array;
}

export interface RunResult {
  /** exit code, or null when a signal ended it */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  durationMs: number;
}

export function runProcess(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let exited = false;
  const killGroup = (): void => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group is already gone
    }
  };
  // A test that fails while the process still runs must not leave it behind.
  try {
    onTestFinished(killGroup);
  } catch {
    // not inside a test (beforeAll …): the timeout still bounds it
  }

  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  if (options.input !== undefined && child.stdin) {
    child.stdin.on('error', () => {
      // the process may exit without reading its input
    });
    child.stdin.end(options.input);
  }

  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup();
  }, options.timeoutMs);

  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      exited = true;
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      exited = true;
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        timedOut,
        durationMs: Date.now() - started,
      });
    });
  });
}

/** Only what a process needs to find its tools; everything else is passed on purpose. */
export function baseEnv(home: string): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', HOME: home };
}
