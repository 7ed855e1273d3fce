import { join } from 'node:path';
import { loadConfig, type Config } from '../config.js';
import { builtCliPath } from '../package-paths.js';
import { loadMemories, type MemoryEntry, type MemorySet } from '../memory-store.js';
import { resolveProjectKey, type ProjectKey } from '../project-key.js';
import { renderList } from '../render-list.js';
import type { RunContext } from '../run-context.js';
import { shellCommand } from '../shell-quote.js';
import { stateDir } from '../state-dir.js';
import { findWorkspaceRoot, memoryRootOf } from '../workspace.js';

/**
 * Time the hook may spend checking files before it answers with what it has. Node's own
 * start-up comes before this, and Claude Code drops output that misses its timeout.
 */
const SCAN_BUDGET_MS = 1_200;

export interface Workspace {
  root: string;
  memoryRoot: string;
  project: ProjectKey;
  config: Config;
}

/** Workspace, key and settings for a launch folder; undefined outside any workspace. */
export function resolveWorkspace(launchDir: string, env: RunContext['env']): Workspace | undefined {
  const root = findWorkspaceRoot(launchDir);
  if (!root) return undefined;
  const memoryRoot = memoryRootOf(root);
  const project = resolveProjectKey({ launchDir, workspaceRoot: root, memoryRoot, env });
  return { root, memoryRoot, project, config: loadConfig(root, env) };
}

/** Project entries first: when the budget is tight, this project's notes win. */
export function byPriority(entries: readonly MemoryEntry[]): MemoryEntry[] {
  return [...entries].sort((a, b) => (a.scope === b.scope ? 0 : a.scope === 'project' ? -1 : 1));
}

export function listCommand(launchDir: string): string {
  return shellCommand(['node', builtCliPath(), 'list', '--dir', launchDir]);
}

export function buildList(workspace: Workspace, memories: MemorySet, launchDir: string): string {
  return renderList(byPriority(memories.entries), {
    memoryRoot: join(workspace.memoryRoot, '/'),
    lang: workspace.config.lang,
    budget: workspace.config.budget,
    listCommand: listCommand(launchDir),
    partial: memories.partial,
  });
}

export function launchDirOf(input: Record<string, unknown>, ctx: RunContext): string {
  return typeof input.cwd === 'string' && input.cwd !== '' ? input.cwd : ctx.env.CLAUDE_PROJECT_DIR || ctx.cwd;
}

export function memoryListFor(launchDir: string, ctx: RunContext): string | undefined {
  if (ctx.env.PROJECT_MEMORY_DISABLE === '1') return undefined;
  const workspace = resolveWorkspace(launchDir, ctx.env);
  if (!workspace) return undefined;
  const memories = loadMemories(workspace.memoryRoot, workspace.project.key, {
    cacheDir: join(stateDir(ctx.env, ctx.home), 'index'),
    deadline: performance.now() + SCAN_BUDGET_MS,
  });
  return buildList(workspace, memories, launchDir);
}
