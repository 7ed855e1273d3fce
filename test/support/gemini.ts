// Runs the real Gemini CLI (`gemini -p`, 0.61.0) offline against the Gemini-API stand-in.
//
// What a non-interactive run from a fresh HOME needs:
// - GEMINI_API_KEY and GOOGLE_GEMINI_BASE_URL on 127.0.0.1, and settings.json choosing
//   API-key auth; usage statistics, telemetry and update checks off, or it looks up
//   play.googleapis.com;
// - GEMINI_CLI_TRUST_WORKSPACE=true: headless, an untrusted folder exits 55;
// - GEMINI_CLI_NO_RELAUNCH=true saves a second Node start (about 1 s a run);
// - `-m <name>` skips the model router's extra request per turn;
// - the environment replaced, not merged: GOOGLE_API_KEY, GEMINI_MODEL, CI, … change
//   auth, model or mode, and `.env` files in HOME and above the launch folder are read.
// run_shell_command is declared headless only with --approval-mode yolo or a policy
// rule that allows the command.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './built.js';
import { baseEnv, type RunResult, runProcess } from './process.js';
import { makeTempDir } from './temp.js';

export const GEMINI_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'gemini');
export const GEMINI_MODEL = 'gemini-stand-in';

/** ~/.gemini/settings.json for an offline run, with a comment, as a person may keep it. */
export const GEMINI_SETTINGS = `{
  // offline: API-key auth against the stand-in, nothing sent elsewhere
  "security": { "auth": { "selectedType": "gemini-api-key" } },
  "general": { "enableAutoUpdate": false, "enableAutoUpdateNotification": false },
  "privacy": { "usageStatisticsEnabled": false },
  "telemetry": { "enabled": false }
}
`;

/** Sets up `home` for Gemini CLI: ~/.gemini/settings.json, and the TMPDIR it runs with. */
export function addGeminiSettings(home: string): string {
  mkdirSync(join(home, '.gemini'), { recursive: true });
  mkdirSync(join(home, 'tmp'), { recursive: true });
  writeFileSync(join(home, '.gemini', 'settings.json'), GEMINI_SETTINGS);
  return home;
}

/** A temporary HOME set up for Gemini CLI; removed after the test. */
export function makeGeminiHome(): string {
  return addGeminiSettings(makeTempDir('pm-gemini-home-'));
}

export function geminiEnv(home: string, port: number): Record<string, string> {
  return {
    ...baseEnv(home),
    TMPDIR: join(home, 'tmp'),
    GEMINI_API_KEY: 'stand-in-key',
    GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${port}`,
    GEMINI_CLI_TRUST_WORKSPACE: 'true',
    GEMINI_CLI_NO_RELAUNCH: 'true',
  };
}

export interface GeminiRun {
  prompt: string;
  cwd: string;
  home: string;
  port: number;
  /** start a session with this id (`--session-id`) or continue it (`--resume`) */
  session?: { id: string; resume: boolean };
  /** more flags: --approval-mode yolo, --policy FILE … */
  args?: readonly string[];
  timeoutMs?: number;
  /** leave the folder's trust to ~/.gemini/trustedFolders.json: no GEMINI_CLI_TRUST_WORKSPACE */
  askTrust?: boolean;
}

/** geminiEnv, without the variable that trusts every folder where `askTrust` says so. */
export function geminiRunEnv(home: string, port: number, askTrust = false): Record<string, string> {
  const { GEMINI_CLI_TRUST_WORKSPACE, ...rest } = geminiEnv(home, port);
  return askTrust ? rest : { ...rest, GEMINI_CLI_TRUST_WORKSPACE: GEMINI_CLI_TRUST_WORKSPACE as string };
}

/** `gemini -m <stand-in> [--session-id|--resume <id>] …args -p <prompt>`; the process group is killed after `timeoutMs` (default 60 s). */
export function runGemini(run: GeminiRun): Promise<RunResult> {
  const session = run.session ? [run.session.resume ? '--resume' : '--session-id', run.session.id] : [];
  const args = ['-m', GEMINI_MODEL, ...session, ...(run.args ?? []), '-p', run.prompt];
  return runProcess(GEMINI_BIN, args, { cwd: run.cwd, env: geminiRunEnv(run.home, run.port, run.askTrust), timeoutMs: run.timeoutMs ?? 60_000 });
}
