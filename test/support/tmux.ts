// An interactive program in a real terminal: a tmux session on its own server socket,
// read back as the screen a person would see. The server (and all it started) is killed
// when the test finishes.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { shellQuote } from '../../lib/shell-quote.js';

export interface Terminal {
  /** the visible screen, wrapped lines joined back into one */
  screen(): string;
  /** waits until the screen matches; fails with the screen when it does not in time */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** types text, then Enter */
  type(text: string): void;
  /** presses keys by tmux's names (`Escape`, `Up`, `Enter`, `C-u`) */
  keys(...names: string[]): void;
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
    keys(...names) {
      tmux('send-keys', ...names);
    },
  };
}

export interface TmuxRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `command` (argv) to completion as the program of a new tmux session named
 * `session`, on a private tmux server (`socket`), with exactly `env` plus the TMUX
 * variable tmux gives its panes: what the command asks tmux (`display-message -p '#S'`)
 * tmux answers for that session. stdin is `input` (/dev/null without it); stdout, stderr and the exit code come
 * back through files. The server is killed when the test finishes.
 */
export async function runInTmuxSession(
  socket: string,
  session: string,
  command: readonly string[],
  options: { cwd: string; env: Record<string, string>; input?: string; timeoutMs?: number },
): Promise<TmuxRun> {
  const io = mkdtempSync(join(tmpdir(), 'pm-tmux-io-'));
  onTestFinished(() => rmSync(io, { recursive: true, force: true }));
  onTestFinished(() => {
    try {
      execFileSync('tmux', ['-L', socket, 'kill-server'], { stdio: 'ignore' });
    } catch {
      // already gone
    }
  });
  // a session that outlives each run keeps the server up between runs on one socket: a
  // new session asked of a server whose last session just ended can meet it exiting
  // ("server exited unexpectedly")
  try {
    execFileSync('tmux', ['-L', socket, '-f', '/dev/null', 'new-session', '-d', '-s', 'pm-keep-alive', 'sleep 600'], { stdio: 'ignore' });
  } catch {
    // already there from an earlier run in this test
  }
  const file = (name: string) => join(io, name);
  if (options.input !== undefined) writeFileSync(file('in'), options.input);
  // no input: /dev/null, so a program that waits for piped input (claude -p) does not
  const env = Object.entries(options.env).map(([k, v]) => shellQuote(`${k}=${v}`));
  const line = [
    `cd ${shellQuote(options.cwd)} &&`,
    `env -i ${env.join(' ')} TMUX="$TMUX" ${command.map(shellQuote).join(' ')}`,
    `<${options.input === undefined ? '/dev/null' : shellQuote(file('in'))} >${shellQuote(file('out'))} 2>${shellQuote(file('err'))};`,
    `echo $? >${shellQuote(file('rc.tmp'))} && mv ${shellQuote(file('rc.tmp'))} ${shellQuote(file('rc'))}`,
  ].join(' ');
  execFileSync('tmux', ['-L', socket, '-f', '/dev/null', 'new-session', '-d', '-s', session, '-x', '160', '-y', '40', line]);
  const until = Date.now() + (options.timeoutMs ?? 20_000);
  while (!existsSync(file('rc'))) {
    if (Date.now() > until) throw new Error(`${command.join(' ')} did not finish in tmux session ${session}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // the session's shell may still be exiting once rc is there: gone before the next run of the
  // same session name on this socket, which otherwise meets "duplicate session" on a busy machine
  try {
    execFileSync('tmux', ['-L', socket, 'kill-session', '-t', `=${session}`], { stdio: 'ignore' });
  } catch {
    // it ended on its own
  }
  return { code: Number(readFileSync(file('rc'), 'utf8').trim()), stdout: readFileSync(file('out'), 'utf8'), stderr: readFileSync(file('err'), 'utf8') };
}

/** A name for a private tmux server socket (`tmux -L NAME`). */
export function privateTmuxSocket(): string {
  return `pm-test-${randomBytes(6).toString('hex')}`;
}
