import type { Colors } from '../../cli/colors.js';
import { padEndTo, textWidth } from '../../cli/text-width.js';
import type { CliMessages } from '../../i18n/types.js';
import { type CheckResult, type CheckStatus, checkRow } from './check.js';

const MARK: Record<CheckStatus, string> = { ok: '✓', warn: '!', fail: '✗' };

function tone(status: CheckStatus, c: Colors): (text: string) => string {
  return status === 'ok' ? c.green : status === 'warn' ? c.yellow : c.red;
}

/** One row per check, in the reader's language; a fix line under every row that is not ok. */
export function renderDoctorTable(results: readonly CheckResult[], dir: string, c: Colors, m: CliMessages, client = 'Claude Code'): string {
  const words = m.doctor;
  const width = Math.max(...results.map((r) => r.id.length), 5);
  const statusWidth = Math.max(...Object.values(words.status).map(textWidth));
  const lines = [c.bold(words.heading(dir, client)), ''];
  for (const result of results) {
    const r = checkRow(result, m);
    const color = tone(r.status, c);
    // a message of several lines (lint's files) goes on under its first, where the fix goes
    const indent = ' '.repeat(statusWidth + 6 + width);
    const [first, ...more] = r.message.split('\n');
    lines.push(`${color(`${MARK[r.status]} ${padEndTo(words.status[r.status], statusWidth)}`)}  ${r.id.padEnd(width)}  ${first}`);
    for (const line of more) lines.push(`${indent}  ${line}`);
    if (r.status !== 'ok' && r.fix) lines.push(`${indent}${c.dim(m.rules.report.fixLabel)} ${r.fix}`);
  }
  const failed = results.filter((r) => r.status === 'fail').length;
  const warned = results.filter((r) => r.status === 'warn').length;
  lines.push('', failed > 0 ? c.red(words.failed(failed, warned)) : warned > 0 ? c.yellow(words.noFailures(warned)) : c.green(words.allPassed));
  return `${lines.join('\n')}\n`;
}
