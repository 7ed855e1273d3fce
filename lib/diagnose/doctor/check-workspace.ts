import { join } from 'node:path';
import { INVISIBLE } from '../../render/safe-line.js';
import { forcedKeyOf, isSafeKey, keyFromPath, type ProjectKey } from '../../workspace/project-key.js';
import { resolveWorkspace, type Workspace } from '../../workspace/resolve.js';
import { findWorkspaceRoot, isDirectory, memoryRootLinkedOut } from '../../workspace/workspace.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';

/** Why the key is what it is, in words a person can check. */
export function keySourceText(project: ProjectKey, memoryRoot: string): string {
  switch (project.source) {
    case 'env':
      return 'PROJECT_MEMORY_PROJECT';
    case 'tmux':
      return 'the tmux session name';
    case 'memory-folder':
      return `the existing memory folder ${join(memoryRoot, project.key)}/ of ${project.projectDir ?? '?'}`;
    case 'git':
      return `the git top-level ${project.projectDir ?? '?'}`;
    case 'launch-folder':
      return `the launch folder ${project.projectDir ?? '?'}`;
    case 'workspace-root':
      return `the workspace root ${project.projectDir ?? '?'}, which is not a project here (a project save needs --project)`;
  }
}

export function checkWorkspace(workspace: Workspace | undefined, ctx: DoctorContext): CheckResult[] {
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
  const { project, memoryRoot } = workspace;
  const results = [ok('workspace', `${workspace.root} (memories in ${memoryRoot})`)];
  const keyText = `${project.key}, from ${keySourceText(project, memoryRoot)}`;
  const forced = forcedKeyOf(ctx.env);
  if (forced !== undefined && !isSafeKey(forced)) {
    // the hook passes over it without a word; the CLI refuses it
    results.push(
      warn(
        'project-key',
        `PROJECT_MEMORY_PROJECT=${JSON.stringify(ctx.env.PROJECT_MEMORY_PROJECT ?? '').replace(INVISIBLE, '?')} is not a usable project key, so the hook uses ${keyText} instead`,
        'unset PROJECT_MEMORY_PROJECT, or set it to a key that is one folder name (no / \\ : < >, no leading dot, not _global)',
      ),
    );
    return results;
  }
  if (project.source === 'tmux') {
    // the seed keys memories by tmux session; outside tmux the same folder must give the same key
    const byPath = keyFromPath(ctx.dir, workspace.root, memoryRoot);
    if (byPath.key !== project.key) {
      results.push(
        warn(
          'project-key',
          `${keyText}; outside tmux this folder gives ${byPath.key} (${keySourceText(byPath, memoryRoot)}): two folders for one project`,
          `name the tmux session ${byPath.key}, or rename the memory folder so both agree`,
        ),
      );
      return results;
    }
  }
  results.push(ok('project-key', keyText));
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

/** The workspace for DIR; the tmux lookup is part of it, exactly as in the hook. */
export function findWorkspace(ctx: DoctorContext): Workspace | undefined {
  return resolveWorkspace(ctx.dir, ctx.env);
}
