import { nodeBuiltin } from './node-builtin.js';
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
  // loaded only here: see node-builtin.ts
  const { tmpdir, userInfo } = nodeBuiltin<typeof import('node:os')>('node:os');
  return join(tmpdir(), `project-memory-${safeUid(userInfo)}`);
}

function safeUid(userInfo: typeof import('node:os').userInfo): string {
  try {
    return String(userInfo().uid);
  } catch {
    return 'user';
  }
}
