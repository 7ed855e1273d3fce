// Workspaces for the hostile-input suite: one memory root with a control set of normal
// memories, a launch folder, and a private HOME and state folder, so a run never reads
// or writes the developer's own state. Big corpora are built once per test file, so
// these folders are made and removed by the file (beforeAll/afterAll), not per test.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type RunResult, runProcess } from '../support/process.js';
import { cleanEnv, HOOK, runHook } from '../support/processes.js';
import type { GoodMemory } from './invariants.js';

export const MEMORY_DIR = '.ai-core/data/memory';
export const PROJECT_KEY = 'proj';
/** Claude Code waits 30 s; a memory hook that needs a third of that is already broken. */
export const HOOK_TIME_LIMIT_MS = 10_000;

/** A root folder for one test file's corpora. */
export function makeRoot(prefix: string): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

export function removeRoot(root: string | undefined): void {
  if (root && process.env.PROJECT_MEMORY_KEEP_TEMP !== '1') rmSync(root, { recursive: true, force: true });
}

export interface Workspace {
  base: string;
  memoryRoot: string;
  globalDir: string;
  projectDir: string;
  /** the folder Claude Code is launched in */
  launchDir: string;
  home: string;
  state: string;
  /** the control set: normal memories that must be listed whatever lies beside them */
  good: GoodMemory[];
}

const CONTROL_SET: readonly { folder: '_global' | typeof PROJECT_KEY; name: string; title: string; description: string }[] = [
  { folder: '_global', name: 'docker-branch-switch', title: 'Docker branch switch', description: 'Docker 실행 중 브랜치 전환 시 403 발생' },
  { folder: '_global', name: 'pdf-output', title: 'PDF output', description: 'this client always wants PDF output' },
  { folder: PROJECT_KEY, name: 'chorus-always-high', title: 'chorus high', description: 'patent 검토 시 항상 high 모드' },
  { folder: PROJECT_KEY, name: 'staging-db-reset', title: 'staging db', description: 'the staging database resets every night at 02:00' },
];

export function goodFile(title: string, description: string): string {
  return `---\ntitle: ${title}\ndescription: ${description}\ncreated_at: 2026-04-12\ntags: [ops]\n---\n## Problem\nbody\n`;
}

/** `<parent>/<name>/ws/.ai-core/data/memory/{_global,proj}` with the control set, plus HOME and state. */
export function makeWorkspace(parent: string, name: string, options: { control?: 'all' | 'project' | 'none' } = {}): Workspace {
  const base = join(parent, name);
  const memoryRoot = join(base, 'ws', MEMORY_DIR);
  const ws: Workspace = {
    base,
    memoryRoot,
    globalDir: join(memoryRoot, '_global'),
    projectDir: join(memoryRoot, PROJECT_KEY),
    launchDir: join(base, 'ws', 'app'),
    home: join(base, 'home'),
    state: join(base, 'state'),
    good: [],
  };
  for (const dir of [ws.globalDir, ws.projectDir, ws.launchDir, ws.home]) mkdirSync(dir, { recursive: true });
  const control = options.control ?? 'all';
  for (const memory of CONTROL_SET) {
    if (control === 'none' || (control === 'project' && memory.folder !== PROJECT_KEY)) continue;
    writeFileSync(join(memoryRoot, memory.folder, `${memory.name}.md`), goodFile(memory.title, memory.description));
    ws.good.push({ label: memory.folder === '_global' ? 'global' : PROJECT_KEY, name: memory.name, description: memory.description });
  }
  return ws;
}

/** Writes `{ '<folder>/<file>': content }` under the memory root; content may be raw bytes. */
export function writeMemories(ws: Workspace, files: Record<string, string | Uint8Array>): void {
  for (const [rel, content] of Object.entries(files)) {
    const path = join(ws.memoryRoot, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}

export function hookEvent(launchDir: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    session_id: 'hostile-session',
    transcript_path: '/nonexistent/transcript.jsonl',
    cwd: launchDir,
    prompt_id: 'p1',
    permission_mode: 'default',
    hook_event_name: 'UserPromptSubmit',
    prompt: 'hello',
    ...extra,
  };
}

/** English labels (`[global]`) and a fixed project key, so expected lines are exact. */
export function hookEnv(ws: Pick<Workspace, 'home' | 'state'>, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return { HOME: ws.home, PROJECT_MEMORY_STATE_DIR: ws.state, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_PROJECT: PROJECT_KEY, ...extra };
}

export type TimedRun = Pick<RunResult, 'code' | 'signal' | 'stdout' | 'stderr' | 'durationMs'>;

/** The built hook as a process, killed after HOOK_TIME_LIMIT_MS; a kill shows as a signal. */
export function runHookTimed(stdin: string | object, env: Record<string, string | undefined>, timeoutMs = HOOK_TIME_LIMIT_MS, cwd?: string): TimedRun {
  const started = performance.now();
  const result = runHook(stdin, env, HOOK, timeoutMs, cwd);
  return { ...result, durationMs: performance.now() - started };
}

/** The same run without blocking, so a file's many small cases can run side by side. */
export function runHookAsync(stdin: string | object, env: Record<string, string | undefined>, cwd = process.cwd()): Promise<TimedRun> {
  const input = typeof stdin === 'string' ? stdin : JSON.stringify(stdin);
  return runProcess(process.execPath, [HOOK], { cwd, env: cleanEnv(env), input, timeoutMs: HOOK_TIME_LIMIT_MS });
}

/**
 * One prompt in `ws`, as Claude Code would send it. A case that may hang passes a short
 * `timeoutMs`: a healthy run takes a tenth of a second, and a hang shows as a signal.
 */
export function promptIn(ws: Workspace, extra: Record<string, unknown> = {}, env: Record<string, string | undefined> = {}, timeoutMs?: number): TimedRun {
  return runHookTimed(hookEvent(ws.launchDir, extra), hookEnv(ws, env), timeoutMs);
}

/** Runs `tasks` at most `limit` at a time; results keep the tasks' order. */
export async function inBatches<T>(tasks: readonly (() => Promise<T>)[], limit = 3): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
