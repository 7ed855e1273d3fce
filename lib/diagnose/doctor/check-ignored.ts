import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { maskSecrets } from '../../format/secrets.js';
import { checkoutEnvFor, execGit, type GitExec } from '../../io/git-exec.js';
import { GLOBAL_KEY } from '../../model/memory.js';
import { toSafePath } from '../../render/safe-line.js';
import { ignoredByGit } from '../../save/ignored-by-git.js';
import { pendingIn } from '../../save/share-set.js';
import { shellCommand } from '../../shell-quote.js';
import { remoteKeyOf } from '../../workspace/remote-key.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, warn } from './check.js';

/**
 * Memory folders git ignores (a `data/` or `.ai-core/` rule): a memory saved there reaches
 * no teammate, while lint and the list find nothing wrong, and save says so once, on the
 * first save, to whoever ran it (the model, often). Asked of a memory not yet there, so a
 * rule that spares the files already committed and catches the next one counts too. A team
 * that keeps its memories to itself on purpose sees a warning, not a failure. One git call
 * per folder; none outside a git checkout.
 */
export function checkIgnored(workspace: Workspace | undefined, ctx: Pick<DoctorContext, 'env'>, git: GitExec = execGit): CheckResult | undefined {
  if (workspace === undefined) return undefined;
  const folders = [GLOBAL_KEY, workspace.project.key].map((folder) => join(workspace.memoryRoot, folder));
  for (const folder of folders) {
    // a folder not made yet: the memory root, where its first save would make it
    const asked = existsSync(folder) ? folder : workspace.memoryRoot;
    const rule = ignoredByGit(join(asked, 'a-memory-not-saved-yet.md'), ctx.env, git);
    if (rule === undefined) continue;
    const shown = toSafePath(`${asked}/`, 4096);
    const safeRule = toSafePath(rule, 400);
    return warn(
      'git-ignored',
      (m) => m.doctor.memoryFolders.ignored(shown, safeRule),
      (m) => m.doctor.memoryFolders.ignoredFix,
    );
  }
  return undefined;
}

/** How many files an unshared row names. */
const SHOWN = 3;

/**
 * Files of the memory folder with changes no commit holds: memories saved and never committed,
 * what an install made, memories changed, renamed or deleted since the last commit. No
 * teammate gets them, and nothing else says so once the command that made them is done. The
 * fix lists them rather than commits them: one may be held back for a secret, or meant for one
 * person. One git call; none outside a git checkout.
 */
export function checkUnshared(workspace: Workspace | undefined, ctx: Pick<DoctorContext, 'env'>): CheckResult | undefined {
  if (workspace === undefined || !existsSync(workspace.memoryRoot)) return undefined;
  const files = (pendingIn(workspace.memoryRoot, ['.'], ctx.env) ?? []).map((entry) => entry.path);
  if (files.length === 0) return undefined;
  const folder = toSafePath(`${workspace.memoryRoot}/`, 4096);
  const shown = `${files
    .slice(0, SHOWN)
    // as the list shows a name: a token pasted as a file's name is masked
    .map((file) => toSafePath(maskSecrets(file), 200))
    .join(', ')}${files.length > SHOWN ? ', …' : ''}`;
  // names as they are, not octal escapes of each byte that is not ASCII (a Korean file name)
  const command = shellCommand(['git', '-C', workspace.memoryRoot, '-c', 'core.quotepath=off', 'status', '--short', '--untracked-files=all', '--', '.']);
  return warn(
    'git-unshared',
    (m) => m.doctor.memoryFolders.unshared(folder, files.length, shown),
    (m) => m.doctor.memoryFolders.unsharedFix(command),
  );
}

/**
 * Commits of the checkout (its branch, or a detached HEAD) that change the memory folder and
 * no remote branch holds: committed, never pushed (a share line pushes only where the branch
 * has no work of its own ahead). No teammate gets them, and nothing else says so. Asked of
 * every remote branch, not the upstream: a branch tracking another's name (`feat` on
 * `origin/main`) is pushed under its own. Two git calls (four where no remote branch is known:
 * then every commit of the branch, where a remote is set); nothing without a remote.
 */
export function checkUnpushed(workspace: Workspace | undefined, ctx: Pick<DoctorContext, 'env'>, git: GitExec = execGit): CheckResult | undefined {
  if (workspace === undefined || !existsSync(workspace.memoryRoot)) return undefined;
  const at = workspace.memoryRoot;
  const env = checkoutEnvFor(at, ctx.env, {}, git);
  const remotes = git(at, env, ['for-each-ref', '--count=1', '--format=x', 'refs/remotes/']);
  if (!remotes.ok) return undefined;
  // a remote with no branch yet (a clone of an empty repository, a remote added and never
  // pushed to): every commit is unpushed, and the first push sets the branch to track
  const noBranch = remotes.stdout.trim() === '';
  const empty = noBranch ? remoteKeyOf(at, ctx.env, git)?.remote : undefined;
  if (noBranch && empty === undefined) return undefined;
  const ahead = git(at, env, ['rev-list', '--count', 'HEAD', ...(empty === undefined ? ['--not', '--remotes'] : []), '--', '.']);
  const count = ahead.ok ? Number(ahead.stdout.trim()) : 0;
  if (!(count > 0)) return undefined;
  const folder = toSafePath(`${workspace.memoryRoot}/`, 4096);
  const command = shellCommand(['git', '-C', workspace.memoryRoot, 'push', ...(empty === undefined ? [] : ['-u', empty, 'HEAD'])]);
  return warn(
    'git-unpushed',
    (m) => m.doctor.memoryFolders.unpushed(folder, count),
    (m) => m.doctor.memoryFolders.unpushedFix(command),
  );
}
