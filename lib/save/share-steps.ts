import { checkoutEnvFor, execGit } from '../io/git-exec.js';
import { shellCommand } from '../shell-quote.js';

/**
 * The one line that shares what a first save made in a clone (`paths`, relative to `root`): the
 * commit takes these paths only, not what else is staged; where the branch tracks one on
 * `remote`, a pull (its other changes put away for its while: a rebase refuses to start beside
 * them) and a push; where it tracks none (a new branch, a clone of an empty repository, whose
 * pull would stop the line), a push that sets it.
 */
export function shareSteps(root: string, paths: readonly string[], remote: string, env: Record<string, string | undefined>): string {
  const git = (...args: string[]) => shellCommand(['git', '-C', root, ...args]);
  const tracked = execGit(root, checkoutEnvFor(root, env), ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']).ok;
  const share = tracked ? [git('pull', '--rebase', '--autostash'), git('push')] : [git('push', '-u', remote, 'HEAD')];
  return [git('add', '--', ...paths), git('commit', '-m', 'Add project memory', '--', ...paths), ...share].join(' && ');
}
