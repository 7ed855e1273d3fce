import { maskSecrets, nameHoldsSecret } from '../format/secrets.js';
import { type CliMessages, messagesFor } from '../i18n/index.js';
import type { RunContext } from '../io/run-context.js';
import { configConflictLine, configPath, configUnusable, loadConfig } from '../workspace/config.js';
import { firstSaveKey } from '../workspace/first-save-key.js';
import type { KeySource } from '../workspace/key-resolution.js';
import { asLoneRepository, asOnlyProject } from '../workspace/lone-repository.js';
import { createMemoryRoot, planMemoryRoot } from '../workspace/memory-root-setup.js';
import { noSaveFolder } from '../workspace/no-save-folder.js';
import { forcedKeyOf, isSafeKey } from '../workspace/project-key.js';
import { newWorkspaceProject, newWorkspaceRoot, resolveWorkspace, type Workspace, type WorkspaceLookup } from '../workspace/resolve.js';
import { sparseLeftOut } from '../workspace/sparse-left-out.js';
import { type LinkedOut, memoryRootLinkedOut, memoryRootOf } from '../workspace/workspace.js';
import { adviceCommand } from './advice-command.js';
import { type ParsedArgs, stringFlag } from './command.js';
import { CliError } from './errors.js';

export const PROJECT_OPTION = { project: { type: 'string' } } as const;

/** A CliError naming the link and the fix when the memory folder of `root` leads out of it. */
export function refuseLinkedOut(root: string): void {
  const linked = memoryRootLinkedOut(root);
  if (linked) throw linkedOutError(root, linked);
}

function linkedOutError(root: string, linked: LinkedOut): CliError {
  return new CliError((m) => m.errors.memoryRootLinkedOut(linked.path, linked.resolved, root));
}

/** The workspace a lookup found; for none and for a linked-out one, the error that says which. */
function foundOrRefused(lookup: WorkspaceLookup, dir: string, ctx: RunContext): Workspace {
  if (lookup.kind === 'found') return lookup.workspace;
  if (lookup.kind === 'linked-out') throw linkedOutError(lookup.root, lookup.linked);
  throw noWorkspaceError(dir, ctx);
}

/**
 * No workspace at or above `dir`: where the first save would make one (the top of the
 * repository), and the install that makes it now, as this user runs the CLI. In the home
 * folder a save makes none: it says so, as the save would.
 */
function noWorkspaceSay(dir: string, ctx: RunContext): (m: CliMessages) => string {
  const root = newWorkspaceRoot(dir);
  const install = adviceCommand(ctx, ['install', '--dir', root]);
  const refused = noSaveFolder(root, ctx.home);
  if (refused === 'home') return (m) => m.errors.noWorkspaceHome(dir, root, install);
  if (refused === 'shared') return (m) => m.errors.noWorkspaceShared(dir, root);
  // a command that runs as printed: a bare `save --dir` would only ask for its flags
  const save = adviceCommand(ctx, ['save', '--dir', dir, '--help']);
  return (m) => m.errors.noWorkspace(dir, root, save, install);
}

function noWorkspaceError(dir: string, ctx: RunContext): CliError {
  return new CliError(noWorkspaceSay(dir, ctx));
}

/**
 * `--project KEY`, checked as it is used (trimmed): it names a folder under the memory
 * root. Without the flag, a PROJECT_MEMORY_PROJECT that is no usable key is refused too:
 * the hook passes over it, but a command that writes or reports for a project must not
 * quietly act for another one.
 */
function projectFlag(args: ParsedArgs, env: RunContext['env']): string | undefined {
  const raw = stringFlag(args, 'project');
  if (raw === undefined) {
    const forced = forcedKeyOf(env);
    if (forced !== undefined && !isSafeKey(forced)) throw new CliError((m) => m.errors.invalidProjectEnv(maskSecrets(env.PROJECT_MEMORY_PROJECT ?? '')));
    if (forced !== undefined && nameHoldsSecret(forced)) throw new CliError((m) => m.errors.secretProjectEnv(maskSecrets(forced)));
    return undefined;
  }
  const forced = raw.trim();
  if (!isSafeKey(forced)) throw new CliError((m) => m.errors.invalidProject(maskSecrets(raw)));
  // a folder under the memory root, committed and named to the model, as a pin's key (pin-file.ts)
  if (nameHoldsSecret(forced)) throw new CliError((m) => m.errors.secretProject(maskSecrets(forced)));
  return forced;
}

function withProject(env: RunContext['env'], project: string | undefined): RunContext['env'] {
  return project === undefined ? env : { ...env, PROJECT_MEMORY_PROJECT: project };
}

/**
 * The workspace a command that only reads acts on, or undefined where none is at or above
 * `dir` yet: no memories there is an answer, not an error (a linked-out one still is).
 */
export function workspaceIfAny(args: ParsedArgs, dir: string, ctx: RunContext, options: { configSaid?: boolean } = {}): Workspace | undefined {
  const lookup = resolveWorkspace(dir, withProject(ctx.env, projectFlag(args, ctx.env)));
  if (lookup.kind === 'none') return undefined;
  const workspace = asLoneRepository(foundOrRefused(lookup, dir, ctx));
  return options.configSaid === false ? workspace : withConfigSaid(workspace, dir, ctx);
}

/** What the error for no workspace says, as a note: where the first save makes one, and the install that makes it now. */
export function noWorkspaceNote(dir: string, ctx: RunContext, msg: CliMessages): string {
  return noWorkspaceSay(dir, ctx)(msg);
}

/**
 * The workspace a command acts on; `--project KEY` overrides the derived key. `configSaid:
 * false` for a command that reports an unusable config file itself (lint).
 */
export function workspaceFor(args: ParsedArgs, dir: string, ctx: RunContext, options: { configSaid?: boolean } = {}): Workspace {
  const lookup = resolveWorkspace(dir, withProject(ctx.env, projectFlag(args, ctx.env)));
  const workspace = asLoneRepository(foundOrRefused(lookup, dir, ctx));
  return options.configSaid === false ? workspace : withConfigSaid(workspace, dir, ctx);
}

/**
 * The workspace, after a line on stderr when its config file cannot be used at all: the
 * hooks fall back to the defaults without a word, and a "lang" that seems to do nothing
 * is otherwise found only by doctor.
 */
function withConfigSaid(workspace: Workspace, dir: string, ctx: RunContext): Workspace {
  if (configUnusable(workspace.root)) {
    const doctor = adviceCommand(ctx, ['doctor', '--dir', dir]);
    const errors = messagesFor(workspace.config.lang).errors;
    const path = configPath(workspace.root);
    // a `git pull` that left markers is the likeliest cause, and one doctor names too
    const conflict = configConflictLine(workspace.root);
    ctx.stderr(`project-memory: ${conflict === undefined ? errors.configUnused(path, doctor) : errors.configConflict(path, conflict, doctor)}\n`);
  }
  return workspace;
}

/**
 * The workspace `save` writes into, made when there is none above `dir`: the memory
 * folder goes to the top of the repository (lib/workspace/resolve.ts newWorkspaceRoot),
 * and a project-scope memory to that folder's own key (its pin, else its name; see
 * newWorkspaceProject), which every launch inside the repository then finds. `created`
 * lists what was made; with `dryRun`, what would be made, and nothing is.
 */
export function workspaceForSave(
  args: ParsedArgs,
  dir: string,
  ctx: RunContext,
  options: { dryRun?: boolean } = {},
): { workspace: Workspace; created: string[] } {
  const project = projectFlag(args, ctx.env);
  const found = resolveWorkspace(dir, withProject(ctx.env, project));
  // after `install` a lone repository's root has a memory folder but no project folder yet
  if (found.kind === 'found') return { workspace: withConfigSaid(asLoneRepository(found.workspace), dir, ctx), created: [] };
  // a workspace whose memory folder is linked out of it is refused, not replaced by a new one
  if (found.kind === 'linked-out') throw linkedOutError(found.root, found.linked);
  const root = newWorkspaceRoot(dir);
  refuseLinkedOut(root);
  const refused = noSaveFolder(root, ctx.home);
  if (refused === 'home') {
    const install = adviceCommand(ctx, ['install', '--dir', root]);
    throw new CliError((m) => m.errors.homeNoWorkspace(root, install));
  }
  if (refused === 'shared') throw new CliError((m) => m.errors.sharedNoWorkspace(root));
  const add = sparseLeftOut(root, ctx.env);
  if (add !== undefined) throw new CliError((m) => m.errors.sparseLeftOut(root, add));
  const plan = planMemoryRoot(root);
  const env = withProject(ctx.env, project);
  if (options.dryRun) return { workspace: plannedWorkspace(root, plan.memoryRoot, env, dir), created: plan.missing };
  createMemoryRoot(plan);
  return { workspace: plannedWorkspace(root, plan.memoryRoot, env, dir), created: plan.missing };
}

/**
 * The project a first save from `dir` would write to, before there is a workspace: what
 * a `list --json` there reports, so that a caller can name it (the plugin's remember
 * command offers it as choice 2). Undefined where a save makes none (the home folder, /tmp).
 */
export function firstSaveProject(args: ParsedArgs, dir: string, ctx: RunContext): { key: string; source: KeySource | 'remote' } | undefined {
  const workspace = firstSaveWorkspace(args, dir, ctx);
  return workspace && keyForSave(workspace, dir, ctx.env);
}

/**
 * The key a project save from `dir` uses and where it comes from: the workspace's, or before
 * the project's first memory the name its remote gives, which that save pins (`remote`).
 */
export function keyForSave(workspace: Workspace, dir: string, env: RunContext['env']): { key: string; source: KeySource | 'remote' } {
  const named = firstSaveKey(dir, workspace, env);
  return named ? { key: named.key, source: 'remote' } : { key: workspace.project.key, source: workspace.project.source };
}

/** The workspace a first save from `dir` would make, nothing made; undefined where a save makes none (the home folder, /tmp). */
export function firstSaveWorkspace(args: ParsedArgs, dir: string, ctx: RunContext): Workspace | undefined {
  const root = newWorkspaceRoot(dir);
  if (noSaveFolder(root, ctx.home) !== undefined) return undefined;
  return plannedWorkspace(root, memoryRootOf(root), withProject(ctx.env, projectFlag(args, ctx.env)), dir);
}

/** The workspace a first save from `dir` makes at `root`, as resolveWorkspace will say once the memory folder exists. */
function plannedWorkspace(root: string, memoryRoot: string, env: RunContext['env'], dir: string): Workspace {
  return asOnlyProject({ root, memoryRoot, project: newWorkspaceProject(root, dir, env), config: loadConfig(root, env) });
}
