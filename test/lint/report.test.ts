import pc from 'picocolors';
import { describe, expect, it } from 'vitest';
import { errorLines, type LintFinding, summarize } from '../../lib/checks/finding.js';
import { renderLintReport } from '../../lib/diagnose/lint/report-text.js';

const plain = pc.createColors(false);
const finding = (file: string, rule: LintFinding['rule'], severity: LintFinding['severity'], message: string): LintFinding => ({
  file,
  rule,
  severity,
  message,
  fix: `fix for ${rule}`,
});

describe('lint report', () => {
  const report = summarize('/m', 3, [
    finding('/m/_global/a.md', 'description-missing', 'error', 'description is missing'),
    finding('/m/_global/a.md', 'description-long', 'warning', 'description is 250 characters'),
    finding('/m/proj/\u001b[31mb.md', 'secret', 'error', 'looks like a secret'),
  ]);

  it('groups findings by file, with the fix under each, and sums up', () => {
    expect(renderLintReport(report, plain)).toBe(
      [
        '_global/a.md',
        '  error   description-missing  description is missing',
        '                               fix: fix for description-missing',
        '  warning description-long     description is 250 characters',
        '                               fix: fix for description-long',
        'proj/ [31mb.md',
        '  error   secret               looks like a secret',
        '                               fix: fix for secret',
        '',
        '3 files checked: 2 errors, 1 warning',
        '',
      ].join('\n'),
    );
  });

  it('says all good when nothing was found', () => {
    expect(renderLintReport(summarize('/m', 1, []), plain)).toBe('1 file checked: 0 errors, 0 warnings — all good\n');
  });

  it('gives one line per file with an error, for doctor', () => {
    expect(errorLines(report)).toEqual(['/m/_global/a.md: description-missing: description is missing', '/m/proj/ [31mb.md: secret: looks like a secret']);
  });
});
