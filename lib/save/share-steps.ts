import { checkoutEnvFor, execGit } from '../io/git-exec.js';
import { shellCommand } from '../shell-quote.js';

/**
 * Of `paths` (in the clone at `root`), those git neither tracks nor ignores, relative to `root`:
 * a memory saved and never committed, what an install made beside it. No teammate gets them
 * until they are committed.
 */
export function unsharedOf(root: string, paths: readonly string[], env: Record<string, string | undefined>): string[] {
  const listed = execGit(root, checkoutEnvFor(root, env), ['ls-files', '--others', '--exclude-standard', '-z', '--', ...paths]);
  return listed.ok ? listed.stdout.split('\0').filter((path) => path !== '') : [];
}

/** Whether git has any file in `folder` (of the clone at `root`): a folder the team shares. */
export function tracksAny(root: string, folder: string, env: Record<string, string | undefined>): boolean {
  const listed = execGit(root, checkoutEnvFor(root, env), ['ls-files', '-z', '--', folder]);
  return listed.ok && listed.stdout !== '';
}

/**
 * The one line that shares what a save made in a clone (`paths`, relative to `root`): the
 * commit takes these paths only, not what else is staged; where the branch has commits not
 * pushed yet, no more than that; else where it tracks one on
 * `remote`, a pull (its other changes put away for its while: a rebase refuses to start beside
 * them) and a push; where it tracks none (a new branch, a clone of an empty repository, whose
 * pull would stop the line), a push that sets it, and where that is refused, a pull of the
 * branch from `remote` and the push again. Undefined on a detached HEAD.
 */
export function shareSteps(
  root: string,
  paths: readonly string[],
  remote: string,
  env: Record<string, string | undefined>,
): { line: string; pushes: boolean } | undefined {
  const git = (...args: string[]) => shellCommand(['git', '-C', root, ...args]);
  const run = (...args: string[]) => execGit(root, checkoutEnvFor(root, env), args);
  const tracked = run('rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}').ok;
  // commits of the user's own not pushed yet would go with a push: the line stops at the commit
  const ahead = tracked && run('rev-list', '--count', '@{u}..HEAD');
  const commit = [git('add', '--', ...paths), git('commit', '-m', 'Add project memory', '--', ...paths)];
  if (ahead && (!ahead.ok || ahead.stdout.trim() !== '0')) return { line: commit.join(' && '), pushes: false };
  if (tracked) return { line: [...commit, git('pull', '--rebase', '--autostash'), git('push')].join(' && '), pushes: true };
  // no branch (a detached HEAD): a commit there is left behind by the next checkout, so no line
  const branch = run('symbolic-ref', '--short', '-q', 'HEAD');
  if (!branch.ok || branch.stdout.trim() === '') return undefined;
  // a branch of the user's the remote has not got (a feature branch): its push would publish the
  // branch's other commits, and teammates on the main branch get the memory only once it is
  // merged: no more than the commit. Only a clone of a repository with no branch yet pushes.
  const remoteBranches = run('for-each-ref', '--count=1', '--format=x', `refs/remotes/${remote}/`);
  if (!remoteBranches.ok || remoteBranches.stdout.trim() !== '') return { line: commit.join(' && '), pushes: false };
  // a teammate of a clone of an empty repository who pushed first: the push is refused, and the
  // branch they made is pulled under this commit before it goes again
  const push = git('push', '-u', remote, 'HEAD');
  return { line: [...commit, `(${push} || (${git('pull', '--rebase', '--autostash', remote, branch.stdout.trim())} && ${push}))`].join(' && '), pushes: true };
}
