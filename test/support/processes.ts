import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtCliPath, builtHookPath } from '../../lib/io/package-paths.js';
import { makeTempDir } from './temp.js';

export const REPO = join(import.meta.dirname, '..', '..');
export const HOOK = builtHookPath('UserPromptSubmit', join(REPO, 'plugin'));
export const CLI = builtCliPath(join(REPO, 'plugin'));

/**
 * Where a run without a `cwd` of its own starts: an empty folder outside any repository.
 * The checkout is a git repository, so a save started there by mistake would make its
 * `.ai-core/` in the checkout itself.
 */
const outsideDir = () => makeTempDir('pm-cwd-');

function assertBuilt(file: string): void {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
}

/** Only what a hook or CLI run needs: nothing from the developer's own environment leaks in. */
export function cleanEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) env[key] = value;
  return env;
}

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
  signal: NodeJS.Signals | null;
}

function result(r: SpawnSyncReturns<string>): ProcessResult {
  return { code: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', signal: r.signal };
}

/** Runs a built hook exactly as Claude Code does: `node <file>` with JSON on stdin. */
export function runHook(stdin: string | object, env: Record<string, string | undefined> = {}, hook = HOOK, timeoutMs = 20_000, cwd?: string): ProcessResult {
  assertBuilt(hook);
  const input = typeof stdin === 'string' ? stdin : JSON.stringify(stdin);
  return result(
    spawnSync('node', [hook], { input, env: cleanEnv(env), cwd: cwd ?? outsideDir(), encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }),
  );
}

export function runCli(args: string[], options: { env?: Record<string, string | undefined>; cwd?: string; input?: string } = {}): ProcessResult {
  assertBuilt(CLI);
  return result(
    spawnSync('node', [CLI, ...args], {
      input: options.input ?? '',
      env: cleanEnv(options.env),
      cwd: options.cwd ?? outsideDir(),
      encoding: 'utf8',
      timeout: 30_000,
    }),
  );
}

/** The additionalContext of a hook's stdout, or undefined when it printed nothing for the model (a systemMessage is the user's). */
export function contextOf(stdout: string): string | undefined {
  if (stdout.trim() === '') return undefined;
  const parsed = JSON.parse(stdout) as { hookSpecificOutput?: { additionalContext?: unknown }; systemMessage?: unknown };
  if (parsed.hookSpecificOutput === undefined && typeof parsed.systemMessage === 'string') return undefined;
  const context = parsed.hookSpecificOutput?.additionalContext;
  if (typeof context !== 'string') throw new Error(`hook printed JSON without additionalContext: ${stdout.slice(0, 200)}`);
  return context;
}

/** The UserPromptSubmit stdin Claude Code 2.1.328 sends, for a launch in `cwd`. */
export function promptEvent(cwd: string, extra: object = {}): Record<string, unknown> {
  return {
    session_id: 'test-session',
    transcript_path: '/nonexistent/t.jsonl',
    cwd,
    prompt_id: 'p1',
    permission_mode: 'default',
    hook_event_name: 'UserPromptSubmit',
    prompt: 'hello',
    ...extra,
  };
}
