import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '../../model/clients.js';

export interface SampleRun {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

const SAMPLE_PROMPT = 'project-memory doctor: sample prompt';
const SAMPLE_SESSION = 'project-memory-doctor';

/**
 * The stdin of the list hook, as each client sends it: Claude Code 2.1.328's and Codex
 * 0.169.0's UserPromptSubmit, Gemini CLI 0.61.0's BeforeAgent.
 */
function sampleInput(dir: string, client: Client = 'claude'): string {
  const common = { session_id: SAMPLE_SESSION, transcript_path: '', cwd: dir };
  if (client === 'codex') {
    return JSON.stringify({
      ...common,
      turn_id: SAMPLE_SESSION,
      hook_event_name: 'UserPromptSubmit',
      model: 'sample',
      permission_mode: 'default',
      prompt: SAMPLE_PROMPT,
    });
  }
  if (client === 'gemini') {
    return JSON.stringify({ ...common, hook_event_name: 'BeforeAgent', timestamp: new Date(0).toISOString(), prompt: SAMPLE_PROMPT });
  }
  return JSON.stringify({ ...common, prompt_id: SAMPLE_SESSION, permission_mode: 'default', hook_event_name: 'UserPromptSubmit', prompt: SAMPLE_PROMPT });
}

/**
 * Runs a hook command as the clients do: `/bin/sh -c <command>` in the launch folder,
 * the client's JSON on stdin, CLAUDE_PROJECT_DIR set (Gemini CLI sets it too). Session state goes to a throwaway folder, so
 * the run sees a first prompt and leaves nothing behind in the user's state.
 */
export function runSample(command: string, dir: string, env: Record<string, string | undefined>, timeoutMs: number, client: Client = 'claude'): SampleRun {
  const stateDir = mkdtempSync(join(tmpdir(), 'project-memory-doctor-'));
  const started = performance.now();
  try {
    const result = spawnSync('/bin/sh', ['-c', command], {
      cwd: dir,
      input: sampleInput(dir, client),
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
