// Runs the real Claude Code CLI (`claude -p`) offline against the stand-in.
//
// What a non-interactive run from a fresh HOME needs (Claude Code 2.1.328):
// - `-p` skips the onboarding screens, the workspace trust dialog and the API key
//   approval prompt; an empty HOME works, and Claude Code creates ~/.claude.json and
//   ~/.claude/ itself on the first run.
// - The environment must be exact: an inherited CLAUDE_* / ANTHROPIC_* variable (or
//   TMUX, CLAUDE_CONFIG_DIR, XDG_*) changes what Claude Code or the hook reads.
// - Tools that change anything (Bash `mkdir`, Write …) are refused in -p mode unless
//   allowed: pass `--allowedTools Bash` (or Write, Edit) in `args`. Read-only Bash
//   commands such as `echo` run without it.
// - stdin is /dev/null: with an open pipe, -p waits 3 s for piped input and warns.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './built.js';
import { baseEnv, type RunResult, runProcess } from './process.js';
import { makeTempDir } from './temp.js';

export const CLAUDE_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'claude');
export const TEST_API_KEY = 'sk-test';

export interface ClaudeRun {
  prompt: string;
  cwd: string;
  home: string;
  /** the stand-in's port */
  port: number;
  /** more CLI arguments after `-p <prompt>` */
  args?: readonly string[];
  /** more environment variables; nothing else is inherited */
  env?: Record<string, string>;
  timeoutMs?: number;
}

export type ClaudeResult = RunResult;

/** The whole environment of a test run of Claude Code. */
export function claudeEnv(home: string, port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...baseEnv(home),
    ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}`,
    ANTHROPIC_API_KEY: TEST_API_KEY,
    DISABLE_TELEMETRY: '1',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    ...extra,
  };
}

/** `claude -p <prompt> …args`; the process group is killed after `timeoutMs` (default 45 s). */
export function runClaude(run: ClaudeRun): Promise<ClaudeResult> {
  return runProcess(CLAUDE_BIN, ['-p', run.prompt, ...(run.args ?? [])], {
    cwd: run.cwd,
    env: claudeEnv(run.home, run.port, run.env),
    timeoutMs: run.timeoutMs ?? 45_000,
  });
}

export interface ClaudeHomeOptions {
  /** written as ~/.claude/settings.json */
  settings?: Record<string, unknown>;
  /** a folder an interactive session starts in: trusted, and the test API key approved, so no dialog stops it */
  interactiveIn?: string;
}

/**
 * A temporary HOME for one test, removed after it. `-p` needs nothing in it; the
 * onboarding flag is set anyway so a run without `-p` does not stop at a first-run
 * screen. Settings are written only when given, so `install` starts from no file.
 */
export function makeClaudeHome(options: ClaudeHomeOptions = {}): string {
  const home = makeTempDir('pm-e2e-home-');
  const state: Record<string, unknown> = { hasCompletedOnboarding: true };
  if (options.interactiveIn) {
    state.customApiKeyResponses = { approved: [TEST_API_KEY], rejected: [] };
    state.projects = { [options.interactiveIn]: { hasTrustDialogAccepted: true } };
  }
  writeFileSync(join(home, '.claude.json'), `${JSON.stringify(state, null, 2)}\n`);
  if (options.settings) {
    mkdirSync(join(home, '.claude'), { recursive: true });
    writeFileSync(join(home, '.claude', 'settings.json'), `${JSON.stringify(options.settings, null, 2)}\n`);
  }
  return home;
}
