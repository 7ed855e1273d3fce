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
 * The names of the memory folder a worktree's launches read. Every folder is named by
 * where it is. A workspace at the worktree's own top (or its main worktree's, which it
 * reads: workspace-above.ts) is also the repository's `.ai-core/`, committed as the README
 * recommends: each worktree reads its own checkout of it, and what one saves reaches the
 * others the way code does, so it is also named by its place in the checkout. A workspace
 * above the worktree is that workspace's alone. '' for none.
 */
function folderNames(w: WorktreeKey): string[] {
  if (w.key === undefined || w.memoryRoot === undefined || w.root === undefined) return [''];
  const path = `path:${join(w.memoryRoot, w.key)}`;
  return w.root === w.from ? [path, `checkout:${join(relative(w.root, w.memoryRoot), w.key)}`] : [path];
}

/**
 * Whether the worktrees read one memory folder: each joins the first's group when one of
 * its folder's names is the group's (`.claude/worktrees/feat` reads the main worktree's
 * folder by its path, a worktree with the committed checkout by its place in it).
 */
function oneFolder(worktrees: readonly WorktreeKey[]): boolean {
  const names = worktrees.map(folderNames);
  const group = new Set(names[0]);
  const joined = new Set([0]);
  for (let grew = true; grew; ) {
    grew = false;
    names.forEach((own, i) => {
      if (joined.has(i) || !own.some((name) => group.has(name))) return;
      joined.add(i);
      for (const name of own) group.add(name);
      grew = true;
    });
  }
  return joined.size === worktrees.length;
}

const said = (w: WorktreeKey, m: CliMessages): string =>
  w.key === undefined ? m.doctor.repository.noWorkspace(w.top) : m.doctor.repository.keyOf(w.top, w.key, w.memoryRoot ?? '?');

/** One repository whose worktrees resolve to more than one memory folder. */
export function checkRepositoryKeys(ctx: DoctorContext, workspaceKey: string | undefined): CheckResult | undefined {
  const checkout = findCheckout(ctx.dir);
  if (!checkout) return undefined;
  const worktrees = worktreesOf(checkout).map(keyOfWorktree);
  if (worktrees.length < 2) return undefined;
  if (oneFolder(worktrees)) return ok('repository-keys', (m) => m.doctor.repository.oneKey(worktrees.length, worktrees[0]?.key ?? '?'));
  const main = checkout.main ?? checkout.top;
  const pin = cliCommand(ctx, ['key', 'pin', ...(workspaceKey ? [workspaceKey] : []), '--dir', main]);
  return warn(
    'repository-keys',
    (m) =>
      m.doctor.repository.split(
        new Set(worktrees.map((w) => folderNames(w)[0])).size,
        worktrees.map((w) => said(w, m)),
      ),
    (m) => m.doctor.repository.fix(pin, PIN_FILE),
  );
}
