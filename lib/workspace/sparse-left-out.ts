import { checkoutEnvFor, execGit } from '../io/git-exec.js';
import { shellCommand } from '../shell-quote.js';
import { AI_CORE_DIR } from './workspace.js';

/**
 * Whether git tracks files under `.ai-core/` of the checkout `root` that its sparse checkout
 * leaves out of the work tree (`git sparse-checkout set src` in a monorepo): the team's
 * memories are there, unseen, and a first save would start a second memory folder beside them
 * (its commit line then failing on paths outside the checkout): the git command that brings
 * the folder into the checkout; undefined where none is left out. One git call, made only where
 * there is no memory folder (a save about to make one, doctor finding none).
 */
export function sparseLeftOut(root: string, env: Record<string, string | undefined>): string | undefined {
  // `-t` marks an entry the work tree skips with `S`
  const listed = execGit(root, checkoutEnvFor(root, env), ['ls-files', '-t', '-z', '--', AI_CORE_DIR]);
  const left = listed.ok && listed.stdout.split('\0').some((entry) => entry.startsWith('S '));
  return left ? shellCommand(['git', '-C', root, 'sparse-checkout', 'add', AI_CORE_DIR]) : undefined;
}
