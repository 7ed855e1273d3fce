import { type CheckResult, fail, ok, warn } from './check.js';

/** What a lint run over the workspace's memory files found. */
export interface LintSummary {
  files: number;
  /** one line per invalid file: path and what is wrong, as lint words it */
  problems: string[];
}

export function checkLint(summary: LintSummary | undefined): CheckResult {
  if (!summary)
    return warn(
      'lint',
      (m) => m.doctor.lint.unavailable,
      (m) => m.doctor.lint.unavailableFix,
    );
  if (summary.problems.length === 0) return ok('lint', (m) => m.doctor.lint.ok(summary.files));
  const shown = summary.problems.slice(0, 3).join('; ');
  const more = Math.max(0, summary.problems.length - 3);
  return fail(
    'lint',
    (m) => m.doctor.lint.invalid(summary.problems.length, summary.files, shown, more),
    (m) => m.doctor.lint.fix,
  );
}
