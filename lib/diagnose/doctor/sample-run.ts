import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SampleRun {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

/** The stdin of a UserPromptSubmit hook, as Claude Code 2.1.328 sends it. */
export function sampleInput(dir: string): string {
  return JSON.stringify({
    session_id: 'project-memory-doctor',
    transcript_path: '',
    cwd: dir,
    prompt_id: 'project-memory-doctor',
    permission_mode: 'default',
    hook_event_name: 'UserPromptSubmit',
    prompt: 'project-memory doctor: sample prompt',
  });
}

/**
 * Runs a hook command as Claude Code does: `/bin/sh -c <command>` in the launch folder,
 * JSON on stdin, CLAUDE_PROJECT_DIR set. Session state goes to a throwaway folder, so
 * the run sees a first prompt and leaves nothing behind in the user's state.
 */
export function runSample(command: string, dir: string, env: Record<string, string | undefined>, timeoutMs: number): SampleRun {
  const stateDir = mkdtempSync(join(tmpdir(), 'project-memory-doctor-'));
  const started = performance.now();
  try {
    const result = spawnSync('/bin/sh', ['-c', command], {
      cwd: dir,
      input: sampleInput(dir),
      env: { ...env, CLAUDE_PROJECT_DIR: dir, PROJECT_MEMORY_STATE_DIR: stateDir } as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
      maxBuffer: 16 * 1024 * 1024,
    });
    const timedOut = (result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
    return { code: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '', timedOut, ms: Math.round(performance.now() - started) };
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
}
