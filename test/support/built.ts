// Paths of the repository and of what `npm run build` produces. The end-to-end tests run
// the built files exactly as Claude Code and a user would, never the TypeScript sources.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtCliPath, builtHookPath } from '../../lib/io/package-paths.js';
import { selfCommand } from '../../lib/io/self-command.js';
import { baseEnv, type RunResult, runProcess } from './process.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// the file names come from the product, so the tests follow a change of the build layout
export const PLUGIN_ROOT = resolve(REPO_ROOT, 'plugin');
export const BUILT_CLI = builtCliPath(PLUGIN_ROOT);
/** How the built CLI, run as `node <cli>` (not through its bin link), names itself in the commands it advises. */
export const SELF = selfCommand(undefined);
export const BUILT_HOOKS = {
  UserPromptSubmit: builtHookPath('UserPromptSubmit', PLUGIN_ROOT),
} as const;

/** Throws a message that says what to run when the build output is missing. */
export function assertBuilt(): void {
  const missing = [BUILT_CLI, ...Object.values(BUILT_HOOKS)].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(`Built files missing (${missing.join(', ')}). Run \`npm run build\` first.`);
  }
}

export interface CliRun {
  cwd: string;
  home: string;
  env?: Record<string, string>;
  input?: string | Uint8Array;
  timeoutMs?: number;
}

/** `node plugin/dist/cli.cjs …` as a real process, with HOME and PATH only (plus `env`). */
export function runCli(args: readonly string[], options: CliRun): Promise<RunResult> {
  return runProcess(process.execPath, [BUILT_CLI, ...args], {
    cwd: options.cwd,
    env: { ...baseEnv(options.home), ...options.env },
    timeoutMs: options.timeoutMs ?? 20_000,
    input: options.input,
  });
}
