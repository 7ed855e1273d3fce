/** `lint` output for a person: findings grouped by file, then a one-line summary. */
import { relative } from 'node:path';
import type { Colors } from '../cli/colors.js';
import { toSafeLine } from '../safe-line.js';
import type { LintReport } from './finding.js';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function renderLintReport(report: LintReport, c: Colors): string {
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
  const counts = `${plural(report.files, 'file')} checked: ${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}`;
  const summary = report.errors > 0 ? c.red(counts) : report.warnings > 0 ? c.yellow(counts) : c.green(`${counts} — all good`);
  if (lines.length > 0) lines.push('');
  lines.push(summary);
  return `${lines.join('\n')}\n`;
}
