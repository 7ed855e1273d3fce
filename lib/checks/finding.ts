/** One problem `lint` found, with what to do about it. */
import { isAbsolute, relative } from 'node:path';
import { maskSecretInPath } from '../format/secrets.js';
import type { RuleWords } from '../i18n/rules-types.js';
import type { SecretKind } from '../model/text-findings.js';
import { toSafePath } from '../render/safe-line.js';

/**
 * Words picked from the rule catalogue when a finding is printed: `lint` and doctor in the
 * reader's language, `--json` in English, the PostToolUse hook in the workspace's.
 */
export type RuleSay = (w: RuleWords) => string;

type Severity = 'error' | 'warning';

export type RuleId =
  | 'front-matter'
  | 'front-matter-code'
  | 'field-type'
  | 'title-missing'
  | 'description-missing'
  | 'description-multiline'
  | 'description-long'
  | 'control-characters'
  /** a one-line field YAML cut at " #", reading the rest as a comment */
  | 'comment-cut'
  | 'encoding'
  | 'merge-conflict'
  /** git's full set of markers inside one code block: an example, or a conflict git left there */
  | 'conflict-in-code'
  | 'secret'
  | 'injection'
  | 'duplicate'
  | 'name-unsafe'
  | 'not-listed'
  | 'unsafe-folder'
  | 'unreadable'
  | 'unreadable-folder'
  /** a file (or a special one) where the memory folder or a scope folder should be */
  | 'not-a-folder'
  | 'file-large'
  | 'stale-temp'
  | 'review-due'
  | 'path-missing'
  | 'supersedes-unknown'
  | 'supersedes-cycle'
  | 'superseded-edited'
  /** the workspace's pin file or config, which the hook ignores when it cannot use them */
  | 'pin-file'
  | 'config-file';

export interface LintFinding {
  /** absolute path of the file (or folder) the finding is about */
  file: string;
  rule: RuleId;
  severity: Severity;
  message: RuleSay;
  fix: RuleSay;
  /** 1-based line in the file, when the finding points at one */
  line?: number;
  /** 1-based column in that line, when the finding points at one place in it */
  column?: number;
  /** the message names the line and column itself: shown without "(line N)" after it */
  placeSaid?: boolean;
  /** a likely secret's digest, which `not_secrets` lists when it is none (save --allow-secret) */
  digest?: string;
}

/** A finding in words: what `lint --json` prints for each (the shape scripts rely on). */
export interface FindingRow {
  file: string;
  rule: RuleId;
  severity: Severity;
  message: string;
  fix: string;
  line?: number;
  column?: number;
}

export function findingRow(finding: LintFinding, words: RuleWords): FindingRow {
  const { file, rule, severity, line, column } = finding;
  return {
    // a credential pasted as a memory's name is not printed back, in a CI log say
    file: maskSecretInPath(file),
    rule,
    severity,
    message: finding.message(words),
    fix: finding.fix(words),
    ...(line === undefined ? {} : { line }),
    ...(line === undefined || column === undefined ? {} : { column }),
  };
}

/**
 * A finding's message with the line it points at, "message (line 3)": how `lint`, `save`
 * and the PostToolUse hook show one. `paint` colours the line part (`lint` dims it on a
 * terminal); the others leave it plain.
 */
export function messageAt(
  finding: Pick<FileFinding, 'message' | 'line' | 'column' | 'placeSaid'>,
  words: RuleWords,
  paint: (text: string) => string = (text) => text,
): string {
  if (finding.line === undefined || finding.placeSaid) return finding.message(words);
  return `${finding.message(words)}${paint(` ${words.report.at(finding.line, finding.column)}`)}`;
}

/** A likely secret's kind in words: an assignment or a sentence names its key. */
export function secretKindText(words: RuleWords, finding: { kind: SecretKind; key?: string }): string {
  if (finding.kind === 'assignment') return words.secret.assignment(finding.key ?? '');
  if (finding.kind === 'stated') return words.secret.stated(finding.key ?? '');
  return words.secret.kinds[finding.kind];
}

/** A finding before it is tied to a file: what the pure checks return. */
export type FileFinding = Omit<LintFinding, 'file'>;

/**
 * The order a file's findings are told in, by lint, save and the PostToolUse hook alike:
 * errors before warnings, each in the file's order (a finding of the whole file first).
 */
export function byPlace(a: FileFinding, b: FileFinding): number {
  return (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) || (a.line ?? 0) - (b.line ?? 0);
}

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

/**
 * One line per file with an error, its first error, the file named from the memory folder
 * (`app/deploy.md`): the lines `doctor`'s lint check shows, one under another.
 */
export function errorLines(report: LintReport): RuleSay[] {
  const first = new Map<string, LintFinding>();
  for (const finding of report.findings) if (finding.severity === 'error' && !first.has(finding.file)) first.set(finding.file, finding);
  const named = (file: string) => {
    const inside = relative(report.memoryRoot, file);
    return inside === '' || inside.startsWith('..') || isAbsolute(inside) ? file : inside;
  };
  // the path comes from the repository: inert before it reaches a terminal
  return [...first.values()].map((f) => (w: RuleWords) => `${toSafePath(maskSecretInPath(named(f.file)), 4096)}: ${f.rule}: ${f.message(w)}`);
}

/**
 * Findings as `save` and `verify` print them, under a refusal or a warning: rule, message and
 * line, then the fix, indented.
 */
export function findingLines(findings: readonly FileFinding[], words: RuleWords): string {
  // a field's name says where it is; for save, its line would be one of the text save composes, in no file anyone wrote
  const placed = (f: FileFinding) => (f.rule === 'field-type' ? { ...f, line: undefined, column: undefined } : f);
  return findings.map((f) => `  ${f.rule}: ${messageAt(placed(f), words)}\n    ${words.report.fixLabel} ${f.fix(words)}`).join('\n');
}
