import type { RunContext } from '../io/run-context.js';
import { loadConfig } from '../workspace/config.js';
import { resolveProjectKey } from '../workspace/key-resolution.js';
import { createMemoryRoot, planMemoryRoot } from '../workspace/memory-root-setup.js';
import { isSafeKey } from '../workspace/project-key.js';
import { newWorkspaceRoot, resolveWorkspace, type Workspace } from '../workspace/resolve.js';
import { type ParsedArgs, stringFlag } from './command.js';
import { CliError } from './errors.js';

export const PROJECT_OPTION = { project: { type: 'string' } } as const;

/** `--project KEY`, checked: it names a folder under the memory root. */
function projectFlag(args: ParsedArgs): string | undefined {
  const forced = stringFlag(args, 'project');
  if (forced !== undefined && !isSafeKey(forced)) {
    throw new CliError((m) => m.errors.invalidProject(forced));
  }
  return forced;
}

function withProject(env: RunContext['env'], project: string | undefined): RunContext['env'] {
  return project === undefined ? env : { ...env, PROJECT_MEMORY_PROJECT: project };
}

/** The workspace a command acts on; `--project KEY` overrides the derived key. */
export function workspaceFor(args: ParsedArgs, dir: string, ctx: RunContext): Workspace {
  const workspace = resolveWorkspace(dir, withProject(ctx.env, projectFlag(args)));
  if (!workspace) {
    throw new CliError((m) => m.errors.noWorkspace(dir));
  }
  return workspace;
}

/**
 * The workspace `save` writes into, made when there is none above `dir`: the memory
 * folder goes to the top of the repository (lib/workspace/resolve.ts newWorkspaceRoot),
 * and a project-scope memory to that folder's own key (its pin, else its name; see
 * newWorkspaceKey), which every launch inside the repository then finds. `created`
 * lists what was made; with `dryRun`, what would be made, and nothing is.
 */
export function workspaceForSave(
  args: ParsedArgs,
  dir: string,
  ctx: RunContext,
  options: { dryRun?: boolean } = {},
): { workspace: Workspace; created: string[] } {
  const project = projectFlag(args);
  const found = resolveWorkspace(dir, withProject(ctx.env, project));
  if (found) return { workspace: found, created: [] };
  const root = newWorkspaceRoot(dir);
  const plan = planMemoryRoot(root);
  const env = withProject(ctx.env, project);
  if (options.dryRun) return { workspace: plannedWorkspace(root, plan.memoryRoot, env), created: plan.missing };
  createMemoryRoot(plan);
  // resolved as if launched at the new root: a launch from a subfolder saves for the repository
  const workspace = resolveWorkspace(root, env);
  if (!workspace) throw new CliError((m) => m.errors.noWorkspace(dir));
  return { workspace, created: plan.missing };
}

/** What resolveWorkspace will say at the new root once the memory folder exists. */
function plannedWorkspace(root: string, memoryRoot: string, env: RunContext['env']): Workspace {
  return { root, memoryRoot, project: resolveProjectKey({ launchDir: root, workspaceRoot: root, memoryRoot, env }), config: loadConfig(root, env) };
}
