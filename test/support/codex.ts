// Runs the real Codex CLI (`codex exec`, 0.169.0) offline against the Responses-API stand-in.
//
// What a non-interactive run from a fresh HOME needs:
// - config.toml with a model provider on 127.0.0.1 (`wire_api = "responses"`, `env_key`
//   set in the environment) and a model slug Codex does not know, so the request offers
//   `exec_command` rather than Codex's JavaScript "code mode";
// - `[features] plugins = false` and analytics and feedback off, or Codex looks up
//   github.com and chatgpt.com; no update check;
// - stdin closed (an open pipe keeps `codex exec` waiting after its answer);
// - TMPDIR inside the temporary HOME: Codex writes hook outputs and sandbox mount
//   points there, not in CODEX_HOME;
// - /tmp left out of the workspace-write sandbox: Codex makes each writable root's
//   `.git`, `.codex` and `.agents` read-only by creating them as mount points, and with
//   /tmp writable that put an empty /tmp/.git on the machine for as long as the command
//   ran, so every other test's temp folder was briefly inside a "git repository";
// - the environment replaced, not merged: an inherited CODEX_* variable changes what
//   Codex reads.
// `--skip-git-repo-check` lets it start outside a git repository. Hooks run only once
// trusted (config.toml), or with --dangerously-bypass-hook-trust.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './built.js';
import { baseEnv, type RunResult, runProcess } from './process.js';
import { makeTempDir } from './temp.js';

export const CODEX_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'codex');
const API_KEY_ENV = 'STANDIN_API_KEY';

/** config.toml for a run against the stand-in at `baseUrl`, with `extra` (tables or keys) after it. */
export function codexConfig(baseUrl: string, extra = ''): string {
  return `# written by the test harness
model = "stand-in-model"
model_provider = "standin"
check_for_update_on_startup = false

[features]
plugins = false

[analytics]
enabled = false

[feedback]
enabled = false

[sandbox_workspace_write]
exclude_slash_tmp = true

[model_providers.standin]
name = "Stand-in"
base_url = "${baseUrl}"
wire_api = "responses"
env_key = "${API_KEY_ENV}"
${extra}`;
}

/** Sets up `home` for Codex: ~/.codex/config.toml pointing at the stand-in, and the TMPDIR it runs with. */
export function addCodexConfig(home: string, baseUrl: string): string {
  mkdirSync(join(home, '.codex'), { recursive: true });
  mkdirSync(join(home, 'tmp'), { recursive: true });
  writeFileSync(join(home, '.codex', 'config.toml'), codexConfig(baseUrl));
  return home;
}

/** A temporary HOME set up for Codex; removed after the test. */
export function makeCodexHome(baseUrl: string): string {
  return addCodexConfig(makeTempDir('pm-codex-home-'), baseUrl);
}

export function codexEnv(home: string): Record<string, string> {
  return { ...baseEnv(home), CODEX_HOME: join(home, '.codex'), TMPDIR: join(home, 'tmp'), [API_KEY_ENV]: 'sk-test' };
}

export interface CodexRun {
  prompt: string;
  cwd: string;
  home: string;
  /** continue this session (`codex exec resume <id>`) */
  resume?: string;
  /** flags before the prompt: a sandbox, --add-dir, --dangerously-bypass-hook-trust … */
  args?: readonly string[];
  /** more environment variables (a user's LANG) */
  env?: Record<string, string>;
  timeoutMs?: number;
}

export interface CodexResult extends RunResult {
  /** the thread id `--json` reports first: the session id the hooks see */
  sessionId: string | undefined;
}

/** `codex exec --json [resume <id>] …args <prompt>`; the process group is killed after `timeoutMs` (default 60 s). */
export async function runCodex(run: CodexRun): Promise<CodexResult> {
  const head = run.resume ? ['exec', 'resume', '--json', '--skip-git-repo-check'] : ['exec', '--json', '--skip-git-repo-check'];
  const args = [...head, ...(run.args ?? []), ...(run.resume ? [run.resume] : []), run.prompt];
  const result = await runProcess(CODEX_BIN, args, { cwd: run.cwd, env: { ...codexEnv(run.home), ...run.env }, timeoutMs: run.timeoutMs ?? 60_000 });
  return { ...result, sessionId: /"thread_id":"([^"]+)"/.exec(result.stdout)?.[1] };
}
