// An interactive program in a real terminal: a tmux session on its own server socket,
// read back as the screen a person would see. The server (and all it started) is killed
// when the test finishes.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { onTestFinished } from 'vitest';
import { shellQuote } from '../../lib/shell-quote.js';

export interface Terminal {
  /** the visible screen, wrapped lines joined back into one */
  screen(): string;
  /** waits until the screen matches; fails with the screen when it does not in time */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** types text, then Enter */
  type(text: string): void;
  /** ends the program and everything it started, and the terminal */
  close(): void;
}

export function hasTmux(): boolean {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs `command` (argv) in `cwd` with exactly `env`, in a 160×40 terminal. */
export function openTerminal(command: readonly string[], cwd: string, env: Record<string, string>): Terminal {
  const socket = `pm-test-${randomBytes(6).toString('hex')}`;
  const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  const line = `cd ${shellQuote(cwd)} && exec env -i ${Object.entries(env)
    .map(([k, v]) => shellQuote(`${k}=${v}`))
    .join(' ')} ${command.map(shellQuote).join(' ')}`;
  tmux('-f', '/dev/null', 'new-session', '-d', '-x', '160', '-y', '40', line);
  // the pane's process leads its own process group (tmux starts each pane in a new session)
  const pid = Number(tmux('list-panes', '-F', '#{pane_pid}').trim());
  const close = (): void => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
    try {
      tmux('kill-server');
    } catch {
      // the program ended and took the server with it
    }
  };
  onTestFinished(close);
  const screen = (): string => tmux('capture-pane', '-p', '-J');
  return {
    screen,
    async waitFor(pattern, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const text = screen();
        if (pattern.test(text)) return text;
        if (Date.now() > until) throw new Error(`the terminal never showed ${String(pattern)}; it shows:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    close,
    type(text) {
      tmux('send-keys', '-l', text);
      tmux('send-keys', 'Enter');
    },
  };
}
