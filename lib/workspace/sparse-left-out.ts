import { checkoutEnvFor, execGit } from '../io/git-exec.js';
import { AI_CORE_DIR } from './workspace.js';

/**
 * Whether git tracks files under `.ai-core/` of the checkout `root` that its sparse checkout
 * leaves out of the work tree (`git sparse-checkout set src` in a monorepo): the team's
 * memories are there, unseen, and a first save would start a second memory folder beside them
 * (its commit line then failing on paths outside the checkout). One git call, made only where
 * a save is about to make the memory folder.
 */
export function sparseLeftOut(root: string, env: Record<string, string | undefined>): boolean {
  // `-t` marks an entry the work tree skips with `S`
  const listed = execGit(root, checkoutEnvFor(root, env), ['ls-files', '-t', '-z', '--', AI_CORE_DIR]);
  return listed.ok && listed.stdout.split('\0').some((entry) => entry.startsWith('S '));
}
