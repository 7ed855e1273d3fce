import { type CheckResult, fail, ok, warn } from './check.js';

/** What a lint run over the workspace's memory files found. */
export interface LintSummary {
  files: number;
  /** one line per invalid file: path and what is wrong */
  problems: string[];
  /** memories that may no longer be true: lint's review-due, path-missing and supersedes-unknown warnings */
  freshness?: { reviewDue: number; pathMissing: number; supersedesUnknown: number };
}

export function checkLint(summary: LintSummary | undefined): CheckResult {
  if (!summary) return warn('lint', 'lint not available', '`project-memory list` shows memory files with problems');
  if (summary.problems.length === 0) return ok('lint', `${summary.files} memory files, all valid`);
  const shown = summary.problems.slice(0, 3).join('; ');
  const more = summary.problems.length > 3 ? ` (+${summary.problems.length - 3} more)` : '';
  return fail(
    'lint',
    `${summary.problems.length} of ${summary.files} memory files are invalid: ${shown}${more}`,
    '`project-memory lint` names each file and the fix',
  );
}

/** Memories due for a look: past their review_by, naming files that are gone, superseding names nobody has. */
export function checkFreshness(summary: LintSummary | undefined): CheckResult | undefined {
  const f = summary?.freshness;
  if (!f) return undefined;
  const parts = [
    f.reviewDue > 0 ? `${f.reviewDue} past review_by (marked stale in the list)` : '',
    f.pathMissing > 0 ? `${f.pathMissing} naming a file that no longer exists` : '',
    f.supersedesUnknown > 0 ? `${f.supersedesUnknown} superseding a name no memory has` : '',
  ].filter(Boolean);
  if (parts.length === 0) return ok('freshness', 'no memory is past its review date or names a missing file');
  return warn('freshness', `memories to check: ${parts.join(', ')}`, '`project-memory lint` names them; after checking one, `project-memory verify NAME`');
}
