import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { listMemoryFileNames } from '../../format/discover.js';
import { keyFromPath } from '../../workspace/key-resolution.js';
import { isSafeKey } from '../../workspace/project-key.js';
import type { Workspace } from '../../workspace/resolve.js';
import { isDefaultSessionName } from '../../workspace/tmux-session.js';
import { type CheckResult, cliCommand, type DoctorContext, warn } from './check.js';
import type { KeyScene } from './check-workspace.js';

interface OldKey {
  key: string;
  why: string;
  note?: string;
}

function numericFolders(memoryRoot: string): string[] {
  try {
    return readdirSync(memoryRoot, { withFileTypes: true })
      .filter((e) => e.isDirectory() && isDefaultSessionName(e.name))
      .map((e) => e.name);
  } catch {
    return [];
  }
}

/**
 * Keys older versions gave this launch folder: the tmux session name, whatever it was
 * (so `0` too), and the path with a worktree taken as a project of its own and no pin.
 * Folders named like tmux's default sessions are leftovers of the same rule, whichever
 * project saved into them.
 */
function oldKeys(workspace: Workspace, ctx: DoctorContext, tmuxName: string | undefined): OldKey[] {
  const keys: OldKey[] = [];
  if (tmuxName !== undefined && isSafeKey(tmuxName)) keys.push({ key: tmuxName, why: `the tmux session name "${tmuxName}"` });
  // a tmux-selected key against the path key is the project-key row's own warning
  if (workspace.project.source !== 'tmux') {
    const byPath = keyFromPath(ctx.dir, workspace.root, workspace.memoryRoot, { worktrees: false });
    keys.push({ key: byPath.key, why: `the path of ${byPath.projectDir ?? ctx.dir}` });
  }
  for (const name of numericFolders(workspace.memoryRoot)) {
    keys.push({ key: name, why: `tmux's default session name "${name}"`, note: 'it may hold memories of any project opened in that session' });
  }
  const seen = new Set([workspace.project.key]);
  return keys.filter((k) => !seen.has(k.key) && seen.add(k.key));
}

/**
 * Memories in the folder of a key these rules no longer give: named, with the one command
 * that moves them (`git mv` where git tracks them; it refuses to overwrite anything).
 */
export function checkOldKeys(scene: KeyScene, ctx: DoctorContext): CheckResult[] {
  const { workspace } = scene;
  if (!workspace || workspace.project.source === 'env') return [];
  return oldKeys(workspace, ctx, scene.tmuxName).flatMap(({ key, why, note }) => {
    const folder = join(workspace.memoryRoot, key);
    const count = listMemoryFileNames(folder).length;
    if (count === 0) return [];
    return [
      warn(
        'old-key',
        `${count} ${count === 1 ? 'memory' : 'memories'} in ${folder}/, under the key older versions gave from ${why}; the key here is now ${workspace.project.key}${note ? ` (${note})` : ''}`,
        `move them: ${cliCommand(ctx, ['key', 'move', key, '--dir', ctx.dir])} (add --dry-run to see each move first)`,
      ),
    ];
  });
}
