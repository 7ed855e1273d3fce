import type { RuleSay } from '../../checks/finding.js';
import { cliCommand } from '../../cli/advice-command.js';
import type { CliMessages } from '../../i18n/types.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';

/** What a lint run over the workspace's memory files found. */
export interface LintSummary {
  files: number;
  /** one line per invalid file: path and what is wrong, as lint words it (in the row's language) */
  problems: RuleSay[];
  /** memories that may no longer be true: lint's review-due, path-missing, supersedes-unknown and superseded-edited warnings */
  freshness?: { reviewDue: number; pathMissing: number; supersedesUnknown: number; supersededEdited: number };
  /** folders permissions kept from being read (lint's unreadable-folder errors): their own row, not among `problems` */
  unreadableFolders?: readonly string[];
  /** scope folders that are symbolic links (lint's unsafe-folder warnings), which the list does not follow: a row of their own */
  linkedFolders?: readonly string[];
  /** files where the memory folder or a scope folder should be (lint's not-a-folder errors): a row of their own */
  notFolders?: readonly string[];
}

/** The fixes name commands as the user runs the CLI, for the launch folder (`to`). */
type FixesFor = Pick<DoctorContext, 'self' | 'dir'>;

export function checkLint(summary: LintSummary | undefined, to: FixesFor): CheckResult {
  if (!summary)
    return warn(
      'lint',
      (m) => m.doctor.lint.unavailable,
      (m) => m.doctor.lint.unavailableFix(cliCommand(to, ['list', '--dir', to.dir])),
    );
  if (summary.problems.length === 0) {
    // what was not read is not "all valid", nor "no memory files yet"
    const partly = (summary.unreadableFolders?.length ?? 0) + (summary.linkedFolders?.length ?? 0) + (summary.notFolders?.length ?? 0) > 0;
    return ok('lint', (m) => (partly ? m.doctor.lint.okReadable(summary.files) : m.doctor.lint.ok(summary.files)));
  }
  // one file a line under the row, as many as a look takes in: lint names them all
  const shown = (m: CliMessages) =>
    summary.problems
      .slice(0, 3)
      .map((line) => line(m.rules))
      .join('\n');
  const more = Math.max(0, summary.problems.length - 3);
  // never more invalid than there are: the caller counts paths a merge left off disk among
  // the files (scripts/commands/doctor.ts), and one that did not would say "3 of 2"
  const files = Math.max(summary.files, summary.problems.length);
  return fail(
    'lint',
    (m) => m.doctor.lint.invalid(summary.problems.length, files, shown(m), more),
    (m) => m.doctor.lint.fix(cliCommand(to, ['lint', '--dir', to.dir])),
  );
}

/** Memories due for a look: past their review_by, naming files that are gone, superseding names nobody has, edited while superseded. */
export function checkFreshness(summary: LintSummary | undefined, to: FixesFor): CheckResult | undefined {
  const f = summary?.freshness;
  if (!f) return undefined;
  const words = (m: CliMessages) =>
    [
      f.reviewDue > 0 ? m.doctor.freshness.reviewDue(f.reviewDue) : '',
      f.pathMissing > 0 ? m.doctor.freshness.pathMissing(f.pathMissing) : '',
      f.supersedesUnknown > 0 ? m.doctor.freshness.supersedesUnknown(f.supersedesUnknown) : '',
      f.supersededEdited > 0 ? m.doctor.freshness.supersededEdited(f.supersededEdited) : '',
    ].filter(Boolean);
  if (f.reviewDue + f.pathMissing + f.supersedesUnknown + f.supersededEdited === 0) return ok('freshness', (m) => m.doctor.freshness.ok);
  return warn(
    'freshness',
    (m) => m.doctor.freshness.due(words(m).join(', ')),
    (m) => m.doctor.freshness.fix(cliCommand(to, ['lint', '--dir', to.dir])),
  );
}
