import { join } from 'node:path';
import { monotonicMs } from '../io/clock.js';
import { builtCliPath } from '../io/package-paths.js';
import { loadMemories, type MemorySet } from '../index/memory-store.js';
import { layoutForPrompt } from '../rank/select.js';
import { searchCommandFor } from '../render/search-command.js';
import type { ListLayout } from '../render/render-list.js';
import { hooksDisabled } from './runtime.js';
import type { RunContext } from '../io/run-context.js';
import { toSafeLine } from '../render/safe-line.js';
import { shellCommand } from '../shell-quote.js';
import { stateDir } from '../io/state-dir.js';
import { mark } from './trace.js';
import { resolveWorkspace, type Workspace } from '../workspace/resolve.js';

/**
 * Time the hook may spend checking files before it answers with what it has. Node's own
 * start-up comes before this, and Claude Code drops output that misses its timeout.
 */
const SCAN_BUDGET_MS = 1_200;
/**
 * Out of time, the list is still ranked up to this many memories (indexing them in the
 * hook costs a few hundred ms); past it, it goes by priority and says it is partial.
 */
const PARTIAL_RANK_MAX = 20_000;

/** Whether the memories can be ranked this prompt (see PARTIAL_RANK_MAX). */
export function rankable(memories: MemorySet): boolean {
  return !(memories.partial && memories.list.length > PARTIAL_RANK_MAX);
}

/**
 * PROJECT_MEMORY_SCAN_MS moves the deadline for a slow disk; it stays under Claude Code's
 * 10 s hook timeout, past which the output would be thrown away.
 */
function scanBudgetMs(env: RunContext['env']): number {
  const value = Number(env.PROJECT_MEMORY_SCAN_MS);
  return Number.isFinite(value) && value > 0 ? Math.min(Math.max(value, 100), 8_000) : SCAN_BUDGET_MS;
}


/** Everything a hook needs to answer for one launch folder, read once. */
export interface Prepared {
  launchDir: string;
  workspace: Workspace;
  memories: MemorySet;
  stateDir: string;
}

export function sessionIdOf(input: Record<string, unknown>): string | undefined {
  return typeof input.session_id === 'string' && input.session_id !== '' ? input.session_id : undefined;
}

export function launchDirOf(input: Record<string, unknown>, ctx: RunContext): string {
  return typeof input.cwd === 'string' && input.cwd !== '' ? input.cwd : ctx.env.CLAUDE_PROJECT_DIR || ctx.cwd;
}

/** Undefined when the hook is off or no workspace is above the launch folder. */
export function prepare(launchDir: string, ctx: RunContext): Prepared | undefined {
  // no real folder has a NUL in its path: such a cwd names no workspace
  if (hooksDisabled(ctx.env) || launchDir.includes('\u0000')) return undefined;
  const workspace = resolveWorkspace(launchDir, ctx.env);
  mark('workspace');
  if (!workspace) return undefined;
  const state = stateDir(ctx.env, ctx.home);
  const memories = loadMemories(workspace.memoryRoot, workspace.project.key, {
    cacheDir: join(state, 'index'),
    deadline: monotonicMs() + scanBudgetMs(ctx.env),
  });
  mark('memories');
  return { launchDir, workspace, memories, stateDir: state };
}

/** Commands shown to Claude are memory-list text too: a hostile folder name stays inert. */
export function listCommand(launchDir: string): string {
  return toSafeLine(shellCommand(['node', builtCliPath(), 'list', '--dir', launchDir]), 4096);
}

/** The whole list, ranked for `prompt` when it does not fit its budget ('' = no prompt yet). */
export function fullList(prepared: Prepared, prompt: string): ListLayout {
  const { workspace, memories, launchDir } = prepared;
  const query = rankable(memories) ? prompt : '';
  const layout = () => layoutForPrompt(memories.list, query, {
    memoryRoot: join(workspace.memoryRoot, '/'),
    lang: workspace.config.lang,
    budget: workspace.config.budget,
    listCommand: listCommand(launchDir),
    searchCommand: searchCommandFor(launchDir),
    partial: memories.partial,
    index: memories.terms,
  });
  // what is shown is checked first; a change can move it in the ranking, so rank again
  let result = layout();
  for (let round = 0; round < 5 && memories.recheck(result.shown.map((s) => s.entry)); round++) result = layout();
  return result;
}
