import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Per-user state (session state, index cache, install records): XDG state home, else
 * ~/.local/state, else a per-user folder under the system temp dir — never a shared
 * name in bare /tmp.
 */
export function stateDir(env: Record<string, string | undefined>, home: string | undefined): string {
  if (env.PROJECT_MEMORY_STATE_DIR) return env.PROJECT_MEMORY_STATE_DIR;
  if (env.XDG_STATE_HOME) return join(env.XDG_STATE_HOME, 'project-memory');
  if (home) return join(home, '.local', 'state', 'project-memory');
  // node:os is not loaded at node's start-up, and loading it costs a hook ~1 ms: only here
  const { tmpdir, userInfo } = createRequire(import.meta.url)('node:os') as typeof import('node:os');
  return join(tmpdir(), `project-memory-${safeUid(userInfo)}`);
}

function safeUid(userInfo: typeof import('node:os').userInfo): string {
  try {
    return String(userInfo().uid);
  } catch {
    return 'user';
  }
}
