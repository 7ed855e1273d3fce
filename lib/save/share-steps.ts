import { basename, dirname } from 'node:path';
import { adviceCommand } from '../cli/advice-command.js';
import { maskSecrets } from '../format/secrets.js';
import type { CliMessages } from '../i18n/types.js';
import { checkoutEnvFor, execGit } from '../io/git-exec.js';
import type { RunContext } from '../io/run-context.js';
import { toSafePath } from '../render/safe-line.js';
import { shellCommand } from '../shell-quote.js';
import { memoryLocationOf } from '../workspace/memory-location.js';
import { remoteKeyOf } from '../workspace/remote-key.js';
import { type Fresh, type ShareSet, shareSetOf } from './share-set.js';

/** Whether the pin the project's key comes from is one git has: every clone of the repository reads it. */
export function pinCommitted(workspace: { project: { source: string; pinFile?: string | undefined } }, env: Record<string, string | undefined>): boolean {
  const pin = workspace.project.pinFile;
  return workspace.project.source === 'pin' && pin !== undefined && tracksAny(dirname(pin), pin, env);
}

/** Whether git has any file in `folder` (of the clone at `root`): a folder the team shares. */
export function tracksAny(root: string, folder: string, env: Record<string, string | undefined>): boolean {
  const listed = execGit(root, checkoutEnvFor(root, env), ['ls-files', '-z', '--', folder]);
  return listed.ok && listed.stdout !== '';
}

/**
 * The one line that shares the memory changes of a clone (`set`, relative to `root`): what
 * git has not got added, and a commit of these paths only, not of what else is staged; where the branch has commits not
 * pushed yet, no more than that; else where it tracks one on
 * `remote`, a push, and where the remote has moved on, a pull (its other changes put away for
 * its while: a rebase refuses to start beside them) and the push again; where it tracks none (a new branch, a clone of an empty repository, whose
 * pull would stop the line), the remote has no branch, and it holds no commit yet, a push that sets it, and where that is refused, a pull of the
 * branch from `remote` and the push again. Undefined on a detached HEAD.
 */
function shareSteps(set: ShareSet, remote: string, subject: string, env: Record<string, string | undefined>): { line: string; pushes: boolean } | undefined {
  const { root } = set;
  const git = (...args: string[]) => shellCommand(['git', '-C', root, ...args]);
  const run = (...args: string[]) => execGit(root, checkoutEnvFor(root, env), args);
  const upstream = run('rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}');
  const tracked = upstream.ok;
  // commits of the user's own not pushed yet would go with a push: the line stops at the commit
  const ahead = tracked && run('rev-list', '--count', '@{u}..HEAD');
  // paths as written: a key may hold `[1]`, which git would read as a pattern taking `1` too
  const paths = (...args: string[]) => git('--literal-pathspecs', ...args);
  const commit = [...(set.added.length > 0 ? [paths('add', '--', ...set.added)] : []), paths('commit', '-m', subject, '--', ...set.paths)];
  if (ahead && (!ahead.ok || ahead.stdout.trim() !== '0')) return { line: commit.join(' && '), pushes: false };
  // a branch that tracks one of another name (`checkout -b mine origin/main`): a plain push is
  // refused, and the pull before the push again would put the user's staged work back unstaged
  const local = run('symbolic-ref', '--short', '-q', 'HEAD');
  const name = upstream.ok ? upstream.stdout.trim() : '';
  if (tracked && local.ok && name.slice(name.indexOf('/') + 1) !== local.stdout.trim()) return { line: commit.join(' && '), pushes: false };
  // the push first: a pull only where the remote has moved on, for its --autostash puts the
  // user's other changes back unstaged (and a pull that brings nothing would do that for nothing)
  if (tracked) return { line: [...commit, `(${git('push')} || (${git('pull', '--rebase', '--autostash')} && ${git('push')}))`].join(' && '), pushes: true };
  // no branch (a detached HEAD): a commit there is left behind by the next checkout, so no line
  const branch = local;
  if (!branch.ok || branch.stdout.trim() === '') return undefined;
  // a branch of the user's the remote has not got (a feature branch): its push would publish the
  // branch's other commits, and teammates on the main branch get the memory only once it is
  // merged: no more than the commit. Only a clone of a repository with no branch yet pushes,
  // and only where this commit is the branch's first: commits made before it (a `git init` of a
  // project with a remote added, work committed in a clone of an empty repository) would go too
  const remoteBranches = run('for-each-ref', '--count=1', '--format=x', `refs/remotes/${remote}/`);
  if (!remoteBranches.ok || remoteBranches.stdout.trim() !== '' || run('rev-parse', '--verify', '-q', 'HEAD').ok) {
    return { line: commit.join(' && '), pushes: false };
  }
  // a teammate of a clone of an empty repository who pushed first: the push is refused, and the
  // branch they made is pulled under this commit before it goes again
  const push = git('push', '-u', remote, 'HEAD');
  return { line: [...commit, `(${push} || (${git('pull', '--rebase', '--autostash', remote, branch.stdout.trim())} && ${push}))`].join(' && '), pushes: true };
}

/**
 * The line that shares the memory changes a command made (shareSetOf), with `fresh` saying
 * which are new to git, whose pull a teammate's commit of the same new files stops. Undefined
 * where nothing is left to share, with no remote, or where no line would do (a detached HEAD,
 * a merge or rebase under way).
 */
function shareLineOf(
  root: string,
  memoryRoot: string,
  mine: readonly string[],
  newOnly: readonly string[],
  projectKey: string,
  command: string,
  acted: readonly string[],
  env: Record<string, string | undefined>,
): ({ line: string; pushes: boolean; count: number } & Pick<ShareSet, 'fresh' | 'aside' | 'along' | 'clash'>) | { held: Held } | undefined {
  const set = shareSetOf(root, memoryRoot, mine, newOnly, projectKey, env);
  if (set === undefined || set.paths.length === 0) return undefined;
  if (set.busy !== undefined) return { held: set.busy };
  const remote = remoteKeyOf(set.root, env);
  if (remote === undefined) return undefined;
  const steps = shareSteps(set, remote.remote, commitSubject(command, set.fresh, acted), env);
  if (steps === undefined) return { held: 'detached' };
  return { ...steps, fresh: set.fresh, count: set.paths.length, aside: set.aside, along: set.along, clash: set.clash };
}

/**
 * The commit's subject: what the command did and to which memories ("Forget project memory:
 * deploy-weekday"), so a log or a pull request tells a rename from a save; a memory already
 * shared is updated, one new to git added. Names as the list would show them.
 */
function commitSubject(command: string, fresh: Fresh, acted: readonly string[]): string {
  const verb = command === 'save' || command === 'import' ? (fresh === 'all' ? 'Add' : 'Update') : (VERBS[command] ?? 'Update');
  const names = [...new Set(acted.filter((path) => memoryLocationOf(path) !== undefined).map((path) => basename(path, '.md')))];
  const shown = names.slice(0, 3).map((name) => toSafePath(maskSecrets(name), 60));
  // a rename's two names are one memory's, before and after
  const list = command === 'rename' && shown.length === 2 ? shown.join(' → ') : shown.join(', ');
  return `${verb} project memory${shown.length === 0 ? '' : `: ${list}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`}`;
}
const VERBS: Record<string, string> = { verify: 'Verify', rename: 'Rename', forget: 'Forget', key: 'Move' };

/** Why a command that changed memories gives no line: what git is in the middle of, or a detached HEAD. */
type Held = NonNullable<ShareSet['busy']> | 'detached';

/**
 * Says shareLineOf's line on stderr after `command` changed memories of the workspace (`mine`,
 * the files it wrote, moved or deleted; the pin the project's key comes from, where git has not got it):
 * without it the change stays in this clone, and the list finds nothing wrong.
 */
export function sayShareLine(
  ctx: Pick<RunContext, 'env' | 'stderr' | 'self'>,
  msg: CliMessages,
  command: string,
  workspace: { root: string; memoryRoot: string; project: { key: string; pinFile?: string | undefined } },
  mine: readonly string[],
  /** the memories the command acted on, which its commit names: not those whose supersedes it only mended (default `mine`) */
  acted: readonly string[] = mine,
): void {
  const pin = workspace.project.pinFile;
  const share = shareLineOf(workspace.root, workspace.memoryRoot, mine, pin === undefined ? [] : [pin], workspace.project.key, command, acted, ctx.env);
  if (share === undefined) return;
  // said, not left silent: the user would take the change for shared
  const text = 'held' in share ? msg.save.noShareLine(share.held) : msg.save.commitBeforePull(share.line, share.pushes, share.fresh, share.count, share.clash);
  // the earlier memories it leaves out are named: else they read as shared with the rest
  const lint = adviceCommand(ctx, ['lint', '--dir', workspace.root]);
  // as the list shows a name: a token pasted as one masked, a line break folded
  const shown = (paths: readonly string[]) => paths.map((path) => toSafePath(maskSecrets(path), 200));
  const along = 'held' in share || share.along.length === 0 ? '' : `\n${msg.save.takenAlong(shown(share.along))}`;
  const aside = 'held' in share || share.aside.length === 0 ? '' : `\n${msg.save.setAside(shown(share.aside), lint)}`;
  ctx.stderr(`project-memory ${command}: ${text}${along}${aside}\n`);
}
