import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { LintFinding } from '../../checks/finding.js';
import { checkoutEnv, execGit } from '../../io/git-exec.js';

/**
 * The memory folder as git's index holds it: what `git commit` would commit. A pre-commit
 * hook that lints the working tree passes a secret that was staged and then deleted from
 * the file without staging the deletion, and fails on an edit that is not being committed.
 * The index's version of every tracked file under the memory root is written into a temp
 * folder (git checkout-index), which lint then reads as it reads the working tree; a file
 * not yet added is not in it. The index a commit is about to write is kept
 * (GIT_INDEX_FILE: git-exec.ts).
 */
type StagedCopy = { root: string; remove(): void } | { problem: 'no-repository' | 'git-failed'; detail?: string };

export function stagedCopy(memoryRoot: string, env: Record<string, string | undefined>): StagedCopy {
  const gitEnv = checkoutEnv(env, { keepIndex: true });
  const top = execGit(memoryRoot, gitEnv, ['rev-parse', '--show-toplevel']);
  if (!top.ok) return { problem: top.missing || !top.stderr?.includes('not a git repository') ? 'git-failed' : 'no-repository', detail: top.stderr?.trim() };
  const topDir = top.stdout.replace(/\n$/, '');
  const listed = execGit(memoryRoot, gitEnv, ['ls-files', '-z', '--full-name', '--cached', '--', '.']);
  if (!listed.ok) return { problem: 'git-failed', detail: listed.stderr?.trim() };
  const copy = mkdtempSync(join(tmpdir(), 'project-memory-staged-'));
  const remove = () => rmSync(copy, { recursive: true, force: true });
  // paths from the top, on stdin: as many as the index holds, past any argument limit
  const written = execGit(topDir, gitEnv, ['checkout-index', '-z', '--stdin', `--prefix=${copy}/`], listed.stdout);
  // a file git left unmerged has no one version to write: lint names it (unmerged-memories.ts)
  if (!written.ok && !onlyUnmerged(written.stderr)) {
    remove();
    return { problem: 'git-failed', detail: written.stderr?.trim() };
  }
  return { root: join(copy, relative(topDir, realRoot(memoryRoot))), remove };
}

/** Whether git's complaints are all of files left unmerged, which it skipped. */
function onlyUnmerged(stderr: string | undefined): boolean {
  const lines = (stderr ?? '').split('\n').filter((line) => line.trim() !== '');
  return lines.length > 0 && lines.every((line) => / is unmerged$/.test(line));
}

/** The memory root as git names it from the top: through any link in the path. */
function realRoot(memoryRoot: string): string {
  try {
    return realpathSync(memoryRoot);
  } catch {
    return memoryRoot;
  }
}

/** Findings about the copy, said of the files they stand for: paths in the file field and in every message and fix. */
export function asWorkingPaths(findings: readonly LintFinding[], copyRoot: string, memoryRoot: string): LintFinding[] {
  const real = (text: string) => text.split(copyRoot).join(memoryRoot);
  return findings.map((f) => ({ ...f, file: real(f.file), message: (w) => real(f.message(w)), fix: (w) => real(f.fix(w)) }));
}
