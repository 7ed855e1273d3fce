/** One problem `lint` found, with what to do about it. */
import { toSafeLine } from '../render/safe-line.js';

export type Severity = 'error' | 'warning';

export type RuleId =
  | 'front-matter'
  | 'front-matter-code'
  | 'field-type'
  | 'title-missing'
  | 'description-missing'
  | 'description-multiline'
  | 'description-long'
  | 'control-characters'
  | 'encoding'
  | 'secret'
  | 'injection'
  | 'duplicate'
  | 'name-unsafe'
  | 'not-listed'
  | 'unsafe-folder'
  | 'unreadable'
  | 'file-large'
  | 'stale-temp'
  | 'review-due'
  | 'path-missing'
  | 'supersedes-unknown'
  | 'supersedes-cycle';

export interface LintFinding {
  /** absolute path of the file (or folder) the finding is about */
  file: string;
  rule: RuleId;
  severity: Severity;
  message: string;
  fix: string;
  /** 1-based line in the file, when the finding points at one */
  line?: number;
}

/** A finding before it is tied to a file: what the pure checks return. */
export type FileFinding = Omit<LintFinding, 'file'>;

export interface LintReport {
  memoryRoot: string;
  /** memory files examined (every `*.md` in a scope folder, listed or not) */
  files: number;
  errors: number;
  warnings: number;
  findings: LintFinding[];
}

export function summarize(memoryRoot: string, files: number, findings: LintFinding[]): LintReport {
  const errors = findings.filter((f) => f.severity === 'error').length;
  return { memoryRoot, files, errors, warnings: findings.length - errors, findings };
}

/** One line per file with an error, its first error: the shape `doctor`'s lint check shows. */
export function errorLines(report: LintReport): string[] {
  const first = new Map<string, LintFinding>();
  for (const finding of report.findings) if (finding.severity === 'error' && !first.has(finding.file)) first.set(finding.file, finding);
  // the path comes from the repository: inert before it reaches a terminal
  return [...first.values()].map((f) => `${toSafeLine(f.file, 4096)}: ${f.rule}: ${f.message}`);
}
