import { nodeBuiltin } from '../io/node-builtin.js';

/** tmux names a session `0`, `1`, … unless the user names it: such a name says nothing about a project. */
export function isDefaultSessionName(name: string): boolean {
  return /^\d+$/.test(name);
}

/** The current tmux session's name; asked only inside tmux ($TMUX set). */
export function askTmuxSession(): string | undefined {
  // child_process costs a few ms to load: only pay for it inside tmux
  const { spawnSync } = nodeBuiltin<typeof import('node:child_process')>('node:child_process');
  const result = spawnSync('tmux', ['display-message', '-p', '#S'], {
    encoding: 'utf8',
    timeout: 500,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return result.status === 0 ? result.stdout.trim() || undefined : undefined;
}
