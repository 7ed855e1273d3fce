/** `lint` output for a person: findings grouped by file, then a one-line summary. */
import { relative } from 'node:path';
import type { LintReport } from '../../checks/finding.js';
import type { Colors } from '../../cli/colors.js';
import { EN } from '../../i18n/en.js';
import type { LintWords } from '../../i18n/types.js';
import { toSafeLine } from '../../render/safe-line.js';

/** Findings stay English (they come from the checks); the closing summary is in `words`. */
export function renderLintReport(report: LintReport, c: Colors, words: LintWords = EN.lint): string {
  const lines: string[] = [];
  let current: string | undefined;
  const width = Math.max(0, ...report.findings.map((f) => f.rule.length));
  for (const finding of report.findings) {
    if (finding.file !== current) {
      current = finding.file;
      // file names come from the repository: shown as inert text, like everything quoted
      lines.push(c.bold(toSafeLine(relative(report.memoryRoot, finding.file) || finding.file, 4096)));
    }
    const label = finding.severity === 'error' ? c.red('error  ') : c.yellow('warning');
    const where = finding.line === undefined ? '' : c.dim(` (line ${finding.line})`);
    lines.push(`  ${label} ${c.cyan(finding.rule.padEnd(width))}  ${finding.message}${where}`);
    lines.push(`  ${' '.repeat(8 + width)}  ${c.dim(`fix: ${finding.fix}`)}`);
  }
  const counts = words.summary(report.files, report.errors, report.warnings);
  const summary = report.errors > 0 ? c.red(counts) : report.warnings > 0 ? c.yellow(counts) : c.green(`${counts} — ${words.allGood}`);
  if (lines.length > 0) lines.push('');
  lines.push(summary);
  return `${lines.join('\n')}\n`;
}
