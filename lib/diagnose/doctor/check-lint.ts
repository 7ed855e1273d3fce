import { type CheckResult, fail, ok, warn } from './check.js';

/** What a lint run over the workspace's memory files found. */
export interface LintSummary {
  files: number;
  /** one line per invalid file: path and what is wrong */
  problems: string[];
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
