import type { GitRunner } from './git-runner.js';

/** Claude Code cuts `git status --short` at 2,000 characters (seed 000). */
export const STATUS_MAX_CHARS = 2_000;
export const STATUS_CUT_NOTE = '... (cut: git status is over 2,000 characters; run "git status" for the rest)';
const RECENT_COMMITS = 5;

type GitSkip = 'git-missing' | 'not-a-repo';

export interface GitInfo {
  /** why no git context is assembled, or null when it is */
  skipped: GitSkip | null;
  topLevel: string | null;
  /** null on a detached HEAD */
  branch: string | null;
  defaultBranch: string | null;
  user: string | null;
  /** `git status --short` as Claude sees it: cut, with the note */
  status: string;
  /** length of the full status before the cut */
  statusChars: number;
  statusTruncated: boolean;
  recentCommits: string[];
}

const SKIPPED = { topLevel: null, branch: null, defaultBranch: null, user: null, status: '', statusChars: 0, statusTruncated: false, recentCommits: [] };

function topLevelOf(git: GitRunner): string | undefined {
  const result = git('rev-parse', '--show-toplevel');
  return result.ok ? result.stdout.trim() || undefined : undefined;
}

export function collectGitInfo(git: GitRunner): GitInfo {
  const probe = git('rev-parse', '--show-toplevel');
  if (!probe.ok) return { skipped: probe.missing ? 'git-missing' : 'not-a-repo', ...SKIPPED };
  // not trimmed at the front: `git status --short` lines start with a space (" M file")
  const rawStatus = git('status', '--short');
  const status = cutStatus(rawStatus.ok ? rawStatus.stdout : '');
  const log = output(git('log', '--oneline', '-n', String(RECENT_COMMITS)));
  return {
    skipped: null,
    topLevel: topLevelOf(git) ?? null,
    branch: output(git('branch', '--show-current')) || null,
    defaultBranch: defaultBranchOf(git),
    user: output(git('config', 'user.name')) || null,
    ...status,
    // a repo with no commits yet makes `git log` fail: no commits to show
    recentCommits: log ? log.split('\n') : [],
  };
}

/** origin/HEAD when the clone recorded it, else a main or master branch that exists. */
function defaultBranchOf(git: GitRunner): string | null {
  const head = output(git('symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'));
  if (head) return head.replace(/^origin\//, '');
  for (const name of ['main', 'master']) {
    if (git('rev-parse', '--verify', '--quiet', `refs/heads/${name}`).ok) return name;
    if (git('rev-parse', '--verify', '--quiet', `refs/remotes/origin/${name}`).ok) return name;
  }
  return null;
}

export function cutStatus(raw: string): Pick<GitInfo, 'status' | 'statusChars' | 'statusTruncated'> {
  const full = raw.trimEnd();
  if (full.length <= STATUS_MAX_CHARS) return { status: full, statusChars: full.length, statusTruncated: false };
  return { status: `${full.slice(0, STATUS_MAX_CHARS)}\n${STATUS_CUT_NOTE}`, statusChars: full.length, statusTruncated: true };
}

/**
 * The git block as it goes into the context. The wording is close to Claude Code's own
 * block, not byte-exact; it is here to be measured.
 */
export function renderGitText(info: GitInfo): string {
  if (info.skipped) return '';
  return [
    'This is the git status at the start of the conversation. It is a snapshot and will not update during the conversation.',
    `Current branch: ${info.branch ?? '(detached HEAD)'}`,
    `Main branch (you will usually use this for PRs): ${info.defaultBranch ?? '(unknown)'}`,
    ...(info.user ? [`Git user: ${info.user}`] : []),
    `Status:\n${info.status || '(clean)'}`,
    `Recent commits:\n${info.recentCommits.join('\n')}`,
  ].join('\n\n');
}

function output(result: ReturnType<GitRunner>): string | undefined {
  return result.ok ? result.stdout.trim() : undefined;
}
