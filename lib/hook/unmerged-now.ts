import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkoutEnvFor, execGit } from '../io/git-exec.js';
import { unmergedIn } from '../save/move-folder.js';
import { gitDirAt } from '../workspace/git-checkout.js';

/** What git leaves in its folder while a merge, cherry-pick, revert or rebase stops on a conflict. */
const STOPPED = ['MERGE_HEAD', 'CHERRY_PICK_HEAD', 'REVERT_HEAD', 'REBASE_HEAD'];

/**
 * The memories git has unmerged (as lint's unmerged-memories.ts reads them), for the list to mark: a side
 * that deleted or renamed one leaves no marker in any file, and two copies of a memory renamed
 * on both sides read as two settled notes. git is asked only while one of its operations
 * stops on a conflict in the repository whose top is the workspace root: every other prompt
 * pays a stat or two, not a process. Undefined where none is unmerged.
 */
export function unmergedNow(root: string, memoryRoot: string, env: Record<string, string | undefined>): ReadonlySet<string> | undefined {
  const gitDir = gitDirAt(root);
  if (gitDir === undefined || !STOPPED.some((name) => existsSync(join(gitDir, name)))) return undefined;
  const paths = unmergedIn(memoryRoot, '.', execGit, checkoutEnvFor(memoryRoot, env, { keepIndex: true }));
  return paths.length > 0 ? new Set(paths.map((path) => join(memoryRoot, path))) : undefined;
}
