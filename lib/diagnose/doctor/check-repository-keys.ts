import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { cliCommand } from '../../cli/advice-command.js';
import type { CliMessages } from '../../i18n/types.js';
import { readTextSafely } from '../../io/read-file-safely.js';
import { type Checkout, findCheckout } from '../../workspace/git-checkout.js';
import { resolveProjectKey } from '../../workspace/key-resolution.js';
import { PIN_FILE } from '../../workspace/pin-file.js';
import { isDirectory, memoryRootOf } from '../../workspace/workspace.js';
import { workspaceAbove } from '../../workspace/workspace-above.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';

/** Every worktree git knows for the repository: the main one, and each named by a `gitdir` file under `<common dir>/worktrees/`. */
function worktreesOf(checkout: Checkout): string[] {
  const tops = new Set<string>();
  if (checkout.main) tops.add(checkout.main);
  tops.add(checkout.top);
  if (checkout.commonDir) {
    const admin = join(checkout.commonDir, 'worktrees');
    let names: string[] = [];
    try {
      names = readdirSync(admin);
    } catch {
      // no linked worktrees
    }
    for (const name of names) {
      const gitFile = readTextSafely(join(admin, name, 'gitdir'), 4096)
        ?.split('\n', 1)[0]
        ?.trim();
      if (!gitFile) continue;
      const top = dirname(resolve(join(admin, name), gitFile));
      if (isDirectory(top)) tops.add(top);
    }
  }
  return [...tops].sort();
}

interface WorktreeKey {
  top: string;
  /** undefined: no workspace above it, the hook shows nothing there */
  key?: string;
  root?: string;
  memoryRoot?: string;
  /** the worktree's top as its key is worked out: its main worktree's where it reads that one's workspace */
  from?: string;
}

function keyOfWorktree(top: string): WorktreeKey {
  // a worktree with no workspace above it reads its main worktree's (workspace-above.ts)
  const above = workspaceAbove(top);
  if (!above) return { top };
  const { root, launch } = above;
  const memoryRoot = memoryRootOf(root);
  // what a launch at the worktree's top gets before any environment or tmux session
  return { top, root, memoryRoot, from: launch, key: resolveProjectKey({ launchDir: launch, workspaceRoot: root, memoryRoot, env: {} }).key };
}

/**
 * The memory folder a worktree's launches read, as the repository sees it. A workspace
 * at the worktree's own top is the repository's `.ai-core/`, committed as the README
 * recommends: each worktree reads its own checkout of it, and what one saves reaches the
 * others the way code does, so it is the same folder wherever the worktree sits; a worktree
 * that reads its main worktree's workspace (workspace-above.ts) is read as that one. Any
 * other is named by where it is: a workspace above the worktree is that workspace's alone.
 */
function folderOf(w: WorktreeKey): string {
  if (w.key === undefined || w.memoryRoot === undefined) return '';
  return w.root !== undefined && w.root === w.from ? `checkout:${join(relative(w.root, w.memoryRoot), w.key)}` : `path:${join(w.memoryRoot, w.key)}`;
}

const said = (w: WorktreeKey, m: CliMessages): string =>
  w.key === undefined ? m.doctor.repository.noWorkspace(w.top) : m.doctor.repository.keyOf(w.top, w.key, w.memoryRoot ?? '?');

/** One repository whose worktrees resolve to more than one memory folder. */
export function checkRepositoryKeys(ctx: DoctorContext, workspaceKey: string | undefined): CheckResult | undefined {
  const checkout = findCheckout(ctx.dir);
  if (!checkout) return undefined;
  const worktrees = worktreesOf(checkout).map(keyOfWorktree);
  if (worktrees.length < 2) return undefined;
  const folders = new Set(worktrees.map(folderOf));
  if (folders.size === 1) return ok('repository-keys', (m) => m.doctor.repository.oneKey(worktrees.length, worktrees[0]?.key ?? '?'));
  const main = checkout.main ?? checkout.top;
  const pin = cliCommand(ctx, ['key', 'pin', ...(workspaceKey ? [workspaceKey] : []), '--dir', main]);
  return warn(
    'repository-keys',
    (m) =>
      m.doctor.repository.split(
        folders.size,
        worktrees.map((w) => said(w, m)),
      ),
    (m) => m.doctor.repository.fix(pin, PIN_FILE),
  );
}
