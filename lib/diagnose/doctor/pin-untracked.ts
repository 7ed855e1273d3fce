import { basename, dirname, join, relative } from 'node:path';
import { checkoutEnvFor, execGit, type GitExec } from '../../io/git-exec.js';
import { shellCommand } from '../../shell-quote.js';
import type { Workspace } from '../../workspace/resolve.js';
import { AI_CORE_DIR } from '../../workspace/workspace.js';
import { type CheckResult, type DoctorContext, warn } from './check.js';

/**
 * A pin git does not track, in a repository that tracks `.ai-core/`: the memories reach
 * every clone and the pin does not, so a clone under another folder name keys them by its
 * own name and saves beside them (`save` writes the pin, a commit of `.ai-core` alone
 * leaves it behind). Where `.ai-core/` is not the repository's (a workspace above it, or
 * not committed yet) the pin is a choice of this checkout's alone: no row. One git call;
 * doctor only.
 */
export function untrackedPinRow(workspace: Workspace, ctx: Pick<DoctorContext, 'env'>, git: GitExec = execGit): CheckResult | undefined {
  const { pinFile } = workspace.project;
  if (workspace.project.source !== 'pin' || pinFile === undefined) return undefined;
  const dir = dirname(pinFile);
  const aiCore = relative(dir, join(workspace.root, AI_CORE_DIR)) || '.';
  // git refuses a path outside its repository: then .ai-core/ is no part of the pin's
  const listed = git(dir, checkoutEnvFor(dir, ctx.env, {}, git), ['ls-files', '-z', '--', basename(pinFile), aiCore]);
  if (!listed.ok) return undefined;
  const paths = listed.stdout.split('\0').filter((path) => path !== '');
  if (paths.includes(basename(pinFile)) || paths.length === 0) return undefined;
  return warn(
    'pin',
    (m) => m.doctor.workspace.pinUntracked(pinFile),
    (m) => m.doctor.workspace.pinUntrackedFix(`\`${shellCommand(['git', 'add', pinFile])}\``),
  );
}
