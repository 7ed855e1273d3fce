import { dirname, join } from 'node:path';
import { GLOBAL_KEY } from '../../model/memory.js';
import { resolveProjectKey } from '../../workspace/key-resolution.js';
import { memoriesOf } from '../../workspace/other-clone-folders.js';
import type { Workspace } from '../../workspace/resolve.js';
import { AI_CORE_DIR, findWorkspaceRoot, memoryRootOf } from '../../workspace/workspace.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';

/**
 * Memories a workspace further up holds for this launch folder. The hook reads the nearest
 * `.ai-core/` alone, so a repository that gains one of its own (a teammate commits it, or
 * a save made it) stops listing what was saved for it from an outer workspace, and the
 * list says nothing of them: this row does. Counted: the folder of the key a launch here
 * has there, and that workspace's global memories, which are no longer listed here either.
 */
export function outerWorkspaceRow(workspace: Workspace, ctx: Pick<DoctorContext, 'dir' | 'env'>): CheckResult | undefined {
  const parent = dirname(workspace.root);
  const outerRoot = parent === workspace.root ? undefined : findWorkspaceRoot(parent);
  if (outerRoot === undefined) return undefined;
  const memoryRoot = memoryRootOf(outerRoot);
  // tmux is left out: a session name picks a folder only where one of that name holds memories
  const { key } = resolveProjectKey({ launchDir: ctx.dir, workspaceRoot: outerRoot, memoryRoot, env: { ...ctx.env, TMUX: undefined } });
  const count = memoriesOf({ memoryRoot }, key);
  const globals = memoriesOf({ memoryRoot }, GLOBAL_KEY);
  const folder = `${join(memoryRoot, key)}/`;
  const globalFolder = `${join(memoryRoot, GLOBAL_KEY)}/`;
  const here = join(workspace.root, AI_CORE_DIR);
  if (count > 0) {
    const target = `${join(workspace.memoryRoot, workspace.project.key)}/`;
    return warn(
      'outer-workspace',
      (m) => m.doctor.workspace.outerHidden(folder, count, globals, here),
      (m) => m.doctor.workspace.outerHiddenFix(target, here),
    );
  }
  if (globals > 0) return ok('outer-workspace', (m) => m.doctor.workspace.outerGlobals(globalFolder, globals, here));
  return undefined;
}
