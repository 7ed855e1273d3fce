/**
 * The workspace's own files lint looks at besides the memories: the pin file, which names
 * the project's key, and `.ai-core/project-memory.json`, the config. The hook ignores one
 * it cannot use without a word, and lists the wrong folder or the wrong language; lint is
 * what a team runs before a commit and in CI (doctor needs a HOME with hooks installed),
 * so a pin or config git left a merge conflict in fails there. The checks and their words
 * are doctor's (lib/diagnose/doctor): one detection, said alike by both.
 */
import { type LintFinding, type LintReport, summarize } from '../../checks/finding.js';
import type { Reader } from '../../cli/advice-command.js';
import { messagesOfRules } from '../../i18n/index.js';
import { configPath } from '../../workspace/config.js';
import { otherCloneFolders } from '../../workspace/other-clone-folders.js';
import type { Workspace } from '../../workspace/resolve.js';
import type { CheckResult } from '../doctor/check.js';
import { checkConfig } from '../doctor/check-config.js';
import { pinFailure } from '../doctor/check-workspace.js';

/** A doctor row as a finding on `file`: a failure is an error, a warning a warning, ok is none. */
function asFinding(file: string, rule: 'pin-file' | 'config-file', result: CheckResult | undefined): LintFinding[] {
  if (!result || result.status === 'ok') return [];
  const { message, fix } = result;
  return [
    {
      file,
      rule,
      severity: result.status === 'fail' ? 'error' : 'warning',
      message: (w) => message(messagesOfRules(w)),
      fix: (w) => (fix ? fix(messagesOfRules(w)) : ''),
    },
  ];
}

/** Findings on the pin that applies to `to.dir` and on the workspace's config, pin first: it decides the folder every memory is listed from. */
export function workspaceFileFindings(workspace: Workspace, to: Required<Pick<Reader, 'dir'>> & Reader): LintFinding[] {
  const pin = pinFailure(workspace, to, otherCloneFolders(workspace, to.dir));
  return [...asFinding(pin?.path ?? '', 'pin-file', pin?.result), ...asFinding(configPath(workspace.root), 'config-file', checkConfig(workspace.root))];
}

/** The report with `findings` before its own, counted in. */
export function withFindings(report: LintReport, findings: readonly LintFinding[]): LintReport {
  return findings.length === 0 ? report : summarize(report.memoryRoot, report.files, [...findings, ...report.findings]);
}
