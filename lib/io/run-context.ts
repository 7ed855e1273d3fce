import { isAbsolute, resolve } from 'node:path';
import { peekStdinBytes, readStdinBytes, readStdinNoticing } from './read-stdin.js';
import { selfCommand } from './self-command.js';

// Everything a command or hook handler needs from the outside world, injected so
// tests can run handlers in-process with fake env, clock and streams.
export interface RunContext {
  cwd: string;
  env: Record<string, string | undefined>;
  home: string | undefined;
  now: Date;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** true when stdout is a terminal a person reads */
  isTTY: boolean;
  /** all of stdin's bytes (decoded by the reader, who knows what they must be); none when stdin is a terminal (nobody is piping anything in); undefined once more than `maxBytes` came */
  readStdin?: (maxBytes?: number) => Uint8Array | undefined;
  /** what a pipe on stdin holds now (peekStdinBytes), without waiting for its end */
  peekStdin?: (maxBytes: number) => Uint8Array | undefined;
  /** all of stdin, `say` told once when nothing has come for a while (readStdinNoticing) */
  readStdinNoticing?: (maxBytes: number, say: () => void) => Uint8Array | undefined;
  /** how a person runs this CLI again, for commands printed as advice (default `project-memory`) */
  self?: string;
  /** the node binary running this process, for commands a shell that resets PATH must run */
  node?: string;
}

export function processContext(): RunContext {
  const env = process.env;
  return {
    // read when a command needs it: with the folder removed under the shell process.cwd()
    // throws, and --version, --help or a command given an absolute --dir need no folder
    get cwd() {
      return process.cwd();
    },
    env,
    home: env.HOME || undefined,
    now: new Date(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    // process.stdout is built on first touch (tty and net modules): hooks never need it
    get isTTY() {
      return Boolean(process.stdout.isTTY);
    },
    readStdin: (maxBytes) => readStdinBytes(0, undefined, maxBytes),
    peekStdin: (maxBytes) => peekStdinBytes(maxBytes),
    readStdinNoticing: (maxBytes, say) => readStdinNoticing(maxBytes, say),
    node: process.execPath,
    get self() {
      return selfCommand(process.argv[1]);
    },
  };
}

/**
 * `path` from the current folder, which is read only for a relative path: with that folder
 * removed under the shell (process.cwd() throws), a command given absolute paths still runs.
 */
export function fromCwd(ctx: Pick<RunContext, 'cwd'>, path: string): string {
  return isAbsolute(path) ? resolve(path) : resolve(ctx.cwd, path);
}
