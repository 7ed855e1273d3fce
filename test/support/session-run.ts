import { join } from 'node:path';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { contextOf, REPO, runHook } from './processes.js';

export const SESSION_START_HOOK = builtHookPath('SessionStart', join(REPO, 'plugin'));

/** One Claude Code session as the hooks see it: same session id, a temp HOME for state. */
export function hookSession(cwd: string, home: string, sessionId = 'session-1', env: Record<string, string> = {}, transcriptPath = '/nonexistent.jsonl') {
  const base = { session_id: sessionId, transcript_path: transcriptPath, cwd };
  return {
    prompt(prompt: string): string | undefined {
      const r = runHook({ ...base, hook_event_name: 'UserPromptSubmit', prompt_id: 'p', permission_mode: 'default', prompt }, { HOME: home, ...env });
      if (r.code !== 0) throw new Error(`hook exited ${r.code}: ${r.stderr}`);
      return contextOf(r.stdout);
    },
    start(source: 'startup' | 'resume' | 'clear' | 'compact' | 'fork'): string | undefined {
      const r = runHook({ ...base, hook_event_name: 'SessionStart', source }, { HOME: home, ...env }, SESSION_START_HOOK);
      if (r.code !== 0) throw new Error(`hook exited ${r.code}: ${r.stderr}`);
      return contextOf(r.stdout);
    },
  };
}
