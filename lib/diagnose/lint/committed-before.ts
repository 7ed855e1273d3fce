import type { LintFinding, RuleId } from '../../checks/finding.js';
import { shellCommand } from '../../shell-quote.js';

/**
 * Rules about a file's own text, which only a change to that file can break or mend. A
 * finding of another rule may come of a change elsewhere in the commit (the memory a
 * `supersedes` names deleted, a path a memory mentions removed, a twin added), so it
 * stays the commit's.
 */
const OWN_TEXT: ReadonlySet<RuleId> = new Set<RuleId>([
  'front-matter',
  'front-matter-code',
  'field-type',
  'title-missing',
  'description-missing',
  'description-multiline',
  'description-long',
  'control-characters',
  'comment-cut',
  'encoding',
  'merge-conflict',
  'conflict-in-code',
  'secret',
  'injection',
  'name-unsafe',
  'file-large',
  'review-due',
  // their errors are all of their own text (unreadable, no JSON, a conflict, a pin of no key)
  'pin-file',
  'config-file',
]);

/**
 * lint --staged runs before every commit: an error in a memory (or the pin, or the config)
 * the commit does not touch, committed before by anyone (before the hook was set up, or with
 * --no-verify), would stop every unrelated commit of the whole team until someone fixed it.
 * Such a finding is said as a warning that names where it comes from; `lint` without
 * --staged still counts it an error.
 */
export function asCommittedBefore(findings: readonly LintFinding[], unchanged: ReadonlySet<string>): LintFinding[] {
  return findings.map((f) =>
    unchanged.has(f.file) && OWN_TEXT.has(f.rule) ? { ...f, severity: 'warning', fix: (w) => `${f.fix(w)}; ${w.report.committedBefore}` } : f,
  );
}

/**
 * The pin's and the config's findings under --staged. Lint reads them on disk; where the copy
 * on disk is not what the commit holds, a finding of it is a warning that says so, and what
 * the commit holds is checked as it is staged (`stagedOf`, for the config), or, where it is
 * not (a pin), the disk's error stands, to be fixed and staged. A file the commit leaves as the
 * last one has it is said as asCommittedBefore says it.
 */
export function asStagedWorkspaceFiles(
  findings: readonly LintFinding[],
  since: { left: ReadonlySet<string>; unstaged: ReadonlySet<string>; staged: ReadonlyMap<string, string> },
  stagedOf: (file: string, text: string) => LintFinding[] | undefined,
): LintFinding[] {
  const checked = new Map<string, LintFinding[]>();
  for (const [file, text] of since.staged) {
    const found = stagedOf(file, text);
    if (found !== undefined) checked.set(file, found);
  }
  const said = findings.map((f): LintFinding => {
    if (!since.unstaged.has(f.file)) return f;
    const add = `\`${shellCommand(['git', 'add', '--', f.file])}\``;
    return checked.has(f.file) || since.left.has(f.file)
      ? { ...f, severity: 'warning', fix: (w) => `${f.fix(w)}; ${w.report.diskOnly(add)}` }
      : { ...f, fix: (w) => `${f.fix(w)}; ${w.report.diskNotStaged(add)}` };
  });
  const settled = new Set([...since.left].filter((file) => !since.unstaged.has(file)));
  // the staged text's own findings are the commit's, or the last commit's where it leaves the file so
  return [...asCommittedBefore(said, settled), ...asCommittedBefore([...checked.values()].flat(), since.left)];
}
