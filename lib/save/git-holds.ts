import type { GitExec } from '../io/git-exec.js';

/**
 * What git holds of a memory file: its text as it is now in the last commit and the index
 * (`committed`: deleting it loses nothing), other text (`changed`), or nothing, and why: git
 * does not track it (never committed, or ignored), the file is in no repository, or there
 * is no git to ask.
 */
export type GitHolds =
  /** `renamedFrom`: the last commit's name for it (from `cwd`), the rename staged (a git rm then needs -f) */
  { kind: 'committed'; renamedFrom?: string } | { kind: 'changed' } | { kind: 'nothing'; why: 'untracked' | 'no-repo' | 'no-git' };

/**
 * Compared by content, not by `git status`: a file marked assume-unchanged or
 * skip-worktree is left out of status whatever it holds. The file's blob (as git would
 * store it, its filters applied), the index's and the last commit's must be one; a file
 * renamed since (staged) counts as held where the last commit has its text under another
 * name in the memory folder, as its history does.
 * `inRoot`: the file's path from `cwd`.
 */
export function gitHolds(cwd: string, inRoot: string, git: GitExec, env: Record<string, string | undefined>): GitHolds {
  const staged = git(cwd, env, ['ls-files', '-s', '-z', '--', inRoot]);
  if (!staged.ok) return { kind: 'nothing', why: staged.missing ? 'no-git' : 'no-repo' };
  const index = stagedObjects(staged.stdout)[0]?.object;
  if (index === undefined) return { kind: 'nothing', why: 'untracked' };
  const committed = git(cwd, env, ['rev-parse', '-q', '--verify', `HEAD:./${inRoot}`]);
  const worktree = git(cwd, env, ['hash-object', '--', inRoot]);
  if (!worktree.ok || worktree.stdout.trim() !== index) return { kind: 'changed' };
  if (committed.ok && committed.stdout.trim() === index) return { kind: 'committed' };
  // renamed since the last commit (`rename`, a git mv, staged): that commit holds the text under its old name
  const renamedFrom = committedElsewhere(cwd, index, git, env);
  return renamedFrom === undefined ? { kind: 'changed' } : { kind: 'committed', renamedFrom };
}

/**
 * `git ls-files -s -z` read: the path and object of each entry git's index holds unmerged-free
 * (stage 0), as "<mode> <object> <stage>\t<path>". Paths are as git printed them, from the
 * folder it ran in.
 */
export function stagedObjects(listed: string): { path: string; object: string }[] {
  return listed.split('\0').flatMap((line) => {
    const entry = /^\d+ ([0-9a-f]+) 0\t(.*)$/s.exec(line);
    return entry ? [{ path: entry[2] as string, object: entry[1] as string }] : [];
  });
}

/** Where the last commit holds `object` as a file below `cwd` (the memory folder): its path from `cwd`, if anywhere. */
function committedElsewhere(cwd: string, object: string, git: GitExec, env: Record<string, string | undefined>): string | undefined {
  const listed = git(cwd, env, ['ls-tree', '-r', '-z', 'HEAD', '--', '.']);
  if (!listed.ok) return undefined;
  // "<mode> blob <object>\t<path>\0", the path from the folder it ran in
  const entry = listed.stdout.split('\0').find((line) => line.split('\t')[0]?.endsWith(` blob ${object}`));
  return entry?.slice(entry.indexOf('\t') + 1);
}
