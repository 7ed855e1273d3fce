/** `lint` output for a person: findings grouped by file, then a one-line summary. */
import { isAbsolute, relative, sep } from 'node:path';
import { type LintReport, messageAt } from '../../checks/finding.js';
import type { Colors } from '../../cli/colors.js';
import { padEndTo, textWidth } from '../../cli/text-width.js';
import { maskSecretInPath } from '../../format/secrets.js';
import { EN } from '../../i18n/en.js';
import type { CliMessages } from '../../i18n/types.js';
import { toSafePath } from '../../render/safe-line.js';

/**
 * Every word in the reader's language: the findings' from `msg.rules`, the summary's from
 * `msg.lint`; `staged`: of git's index (lint --staged), with how many memory files the next
 * commit adds or changes.
 */
export function renderLintReport(
  report: LintReport,
  c: Colors,
  msg: Pick<CliMessages, 'lint' | 'rules'> = EN,
  staged?: { changed: number; moved: number },
): string {
  const words = msg.rules;
  const lines: string[] = [];
  let current: string | undefined;
  const width = Math.max(0, ...report.findings.map((f) => f.rule.length));
  // the severity column is as wide as its longer word, in columns (Hangul takes two)
  const labelWidth = Math.max(textWidth(words.report.error), textWidth(words.report.warning));
  for (const finding of report.findings) {
    if (finding.file !== current) {
      current = finding.file;
      // file names come from the repository: shown as inert text, like everything quoted;
      // one outside the memory folder (the pin, the config) by its whole path
      const inside = relative(report.memoryRoot, finding.file);
      const shown = inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside) ? finding.file : inside;
      // a credential pasted as the name is not printed back (the rule `secret` says so)
      lines.push(c.bold(toSafePath(maskSecretInPath(shown), 4096)));
    }
    const severity = padEndTo(finding.severity === 'error' ? words.report.error : words.report.warning, labelWidth);
    const label = finding.severity === 'error' ? c.red(severity) : c.yellow(severity);
    lines.push(`  ${label} ${c.cyan(finding.rule.padEnd(width))}  ${messageAt(finding, words, c.dim)}`);
    lines.push(`  ${' '.repeat(labelWidth + 1 + width)}  ${c.dim(`${words.report.fixLabel} ${finding.fix(words)}`)}`);
  }
  const counts = staged
    ? msg.lint.stagedSummary(report.files, staged, report.errors, report.warnings)
    : msg.lint.summary(report.files, report.errors, report.warnings);
  const summary = report.errors > 0 ? c.red(counts) : report.warnings > 0 ? c.yellow(counts) : c.green(`${counts} — ${msg.lint.allGood}`);
  if (lines.length > 0) lines.push('');
  lines.push(summary);
  return `${lines.join('\n')}\n`;
}
