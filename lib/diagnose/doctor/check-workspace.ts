import { dirname, join } from 'node:path';
import { keySourceText } from '../../cli/key-source-text.js';
import { EN } from '../../i18n/en.js';
import { INVISIBLE } from '../../render/safe-line.js';
import { findCheckout } from '../../workspace/git-checkout.js';
import { keyFromPath, type ProjectKey } from '../../workspace/key-resolution.js';
import { readPin } from '../../workspace/pin-file.js';
import { forcedKeyOf, isSafeKey } from '../../workspace/project-key.js';
import { resolveWorkspace, type Workspace } from '../../workspace/resolve.js';
import { askTmuxSession, isDefaultSessionName } from '../../workspace/tmux-session.js';
import { findWorkspaceRoot, isDirectory, isWithin, memoryRootLinkedOut } from '../../workspace/workspace.js';
import { type CheckResult, cliCommand, type DoctorContext, fail, ok, warn } from './check.js';

/** What doctor knows about the launch: the workspace, and the tmux session name when inside tmux. */
export interface KeyScene {
  workspace: Workspace | undefined;
  tmuxName: string | undefined;
}

/** The workspace for DIR, with tmux asked once, exactly as the hook would ask it. */
export function findWorkspace(ctx: DoctorContext): KeyScene {
  const tmuxName = ctx.env.TMUX ? (ctx.tmuxSessionName ?? askTmuxSession)()?.trim() || undefined : undefined;
  return { workspace: resolveWorkspace(ctx.dir, ctx.env, () => tmuxName), tmuxName };
}

export function describeKey(project: ProjectKey): string {
  return `${project.key}, from ${keySourceText(EN.key.source, project)}`;
}

/** Why a tmux session name was not used as the key, or undefined when it was (or there is none). */
function tmuxNote(tmuxName: string | undefined, project: ProjectKey, memoryRoot: string): string | undefined {
  if (tmuxName === undefined || project.source === 'tmux' || project.source === 'env' || project.source === 'pin') return undefined;
  const why = !isSafeKey(tmuxName)
    ? 'it cannot name a folder'
    : isDefaultSessionName(tmuxName)
      ? "it is tmux's default name"
      : `no memory folder ${join(memoryRoot, tmuxName)}/ exists`;
  return `tmux session "${tmuxName}" not used: ${why}`;
}

function keyRow(scene: KeyScene & { workspace: Workspace }, ctx: DoctorContext): CheckResult {
  const { project, memoryRoot, root } = scene.workspace;
  const text = describeKey(project);
  if (project.source === 'tmux') {
    // the seed keys memories by tmux session; outside tmux the same folder should give the same key
    const byPath = keyFromPath(ctx.dir, root, memoryRoot);
    if (byPath.key !== project.key) {
      return warn(
        'project-key',
        `${text}; outside tmux this folder gives ${describeKey(byPath)}: two folders for one project`,
        `pin the key, which tmux does not override: ${cliCommand(ctx, ['key', 'pin', project.key, '--dir', ctx.dir])}; or name the tmux session ${byPath.key}`,
      );
    }
  }
  const note = tmuxNote(scene.tmuxName, project, memoryRoot);
  return ok('project-key', note ? `${text} (${note})` : text);
}

/**
 * A pin file that cannot be used is ignored by the hook: say so. Without any pin, say what
 * one would do, where a checkout makes clones and worktrees possible.
 */
function pinRow(workspace: Workspace, ctx: DoctorContext): CheckResult | undefined {
  const checkout = findCheckout(ctx.dir);
  const stop = checkout && isWithin(checkout.top, workspace.root) ? checkout.top : workspace.root;
  for (let dir = ctx.dir; isWithin(dir, stop); dir = dirname(dir)) {
    const pin = readPin(dir);
    if (pin?.key === undefined && pin !== undefined) {
      return warn('pin', `${pin.path} is ignored: ${pin.problem}`, `write a valid pin: ${cliCommand(ctx, ['key', 'pin', '--force', '--dir', ctx.dir])}`);
    }
    if (pin !== undefined || dir === stop) break;
  }
  if (workspace.project.source === 'pin' || checkout === undefined) return undefined;
  return ok(
    'pin',
    `none: a clone or worktree at another path may get another key; ${cliCommand(ctx, ['key', 'pin', '--dir', ctx.dir])} pins ${workspace.project.key}`,
  );
}

export function checkWorkspace(scene: KeyScene, ctx: DoctorContext): CheckResult[] {
  const { workspace } = scene;
  if (!workspace) {
    const root = findWorkspaceRoot(ctx.dir);
    const linked = root === undefined ? undefined : memoryRootLinkedOut(root);
    if (root && linked) {
      return [
        fail(
          'workspace',
          `${root} has .ai-core/, but ${linked.path} resolves to ${linked.resolved}, outside the workspace: the hook reads nothing there and prints nothing`,
          'replace the link with a plain folder holding the memories',
        ),
      ];
    }
    return [
      fail(
        'workspace',
        `neither ${ctx.dir} nor a folder above it has .ai-core/: the hook prints nothing here`,
        '`project-memory install --dir <workspace root>` creates .ai-core/data/memory/ there',
      ),
    ];
  }
  const results = [ok('workspace', `${workspace.root} (memories in ${workspace.memoryRoot})`)];
  const forced = forcedKeyOf(ctx.env);
  if (forced !== undefined && !isSafeKey(forced)) {
    // the hook passes over it without a word; the CLI refuses it
    results.push(
      warn(
        'project-key',
        `PROJECT_MEMORY_PROJECT=${JSON.stringify(ctx.env.PROJECT_MEMORY_PROJECT ?? '').replace(INVISIBLE, '?')} is not a usable project key, so the hook uses ${describeKey(workspace.project)} instead`,
        'unset PROJECT_MEMORY_PROJECT, or set it to a key that is one folder name (no / \\ : < >, no leading dot, not _global)',
      ),
    );
    return results;
  }
  results.push(keyRow({ ...scene, workspace }, ctx));
  const pin = pinRow(workspace, ctx);
  if (pin) results.push(pin);
  const captured = rootFolderOfNoProject(workspace);
  if (captured) {
    results.push(
      warn(
        'root-folder',
        `${captured} is named after the workspace root, which holds other projects: no launch below the root lists it (only a launch at the root itself does)`,
        'move each memory in it to its project folder (or to _global/), then remove the folder',
      ),
    );
  }
  return results;
}

/**
 * The memory folder named after the root when the root is not a project (see keyFromPath):
 * left by a project save at the root before that was refused, it no longer captures the
 * projects below, but what it holds is seen from the root alone.
 */
function rootFolderOfNoProject(workspace: Workspace): string | undefined {
  const atRoot = keyFromPath(workspace.root, workspace.root, workspace.memoryRoot);
  const folder = join(workspace.memoryRoot, atRoot.key);
  return atRoot.source === 'workspace-root' && isDirectory(folder) ? folder : undefined;
}
