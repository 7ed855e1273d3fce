import type { Colors } from '../cli/colors.js';
import type { CheckResult, CheckStatus } from './check.js';

const MARK: Record<CheckStatus, string> = { ok: '✓', warn: '!', fail: '✗' };

function tone(status: CheckStatus, c: Colors): (text: string) => string {
  return status === 'ok' ? c.green : status === 'warn' ? c.yellow : c.red;
}

/** One row per check; a fix line under every row that is not ok. */
export function renderDoctorTable(results: readonly CheckResult[], dir: string, c: Colors): string {
  const width = Math.max(...results.map((r) => r.id.length), 5);
  const lines = [c.bold(`project-memory doctor for a Claude Code launch in ${dir}`), ''];
  for (const r of results) {
    const color = tone(r.status, c);
    lines.push(`${color(`${MARK[r.status]} ${r.status.padEnd(4)}`)}  ${r.id.padEnd(width)}  ${r.message}`);
    if (r.status !== 'ok' && r.fix) lines.push(`${' '.repeat(10 + width)}${c.dim('fix:')} ${r.fix}`);
  }
  const failed = results.filter((r) => r.status === 'fail').length;
  const warned = results.filter((r) => r.status === 'warn').length;
  const warnings = `${warned} warning${warned === 1 ? '' : 's'}`;
  lines.push('', failed > 0 ? c.red(`${failed} failed, ${warnings}`) : warned > 0 ? c.yellow(`no failures, ${warnings}`) : c.green('all checks passed'));
  return `${lines.join('\n')}\n`;
}
