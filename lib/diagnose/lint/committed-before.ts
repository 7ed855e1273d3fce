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
 * The pin's and the config's findings under --staged, which are of their copies on disk:
 * one whose copy on disk is not what the commit holds says so, a warning where the commit
 * leaves the file as the last one has it (what is wrong is not in it), an error where the
 * commit changes it too; one the commit leaves as it was is said as asCommittedBefore says it.
 */
export function asStagedWorkspaceFiles(findings: readonly LintFinding[], since: { left: ReadonlySet<string>; unstaged: ReadonlySet<string> }): LintFinding[] {
  return asCommittedBefore(
    findings.map((f) => {
      if (!since.unstaged.has(f.file)) return f;
      const add = `\`${shellCommand(['git', 'add', '--', f.file])}\``;
      return since.left.has(f.file)
        ? { ...f, severity: 'warning', fix: (w) => `${f.fix(w)}; ${w.report.diskOnly(add)}` }
        : { ...f, fix: (w) => `${f.fix(w)}; ${w.report.diskNotStaged(add)}` };
    }),
    new Set([...since.left].filter((file) => !since.unstaged.has(file))),
  );
}
