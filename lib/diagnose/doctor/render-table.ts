import type { Colors } from '../../cli/colors.js';
import { EN } from '../../i18n/en.js';
import type { DoctorWords } from '../../i18n/types.js';
import type { CheckResult, CheckStatus } from './check.js';

const MARK: Record<CheckStatus, string> = { ok: '✓', warn: '!', fail: '✗' };

function tone(status: CheckStatus, c: Colors): (text: string) => string {
  return status === 'ok' ? c.green : status === 'warn' ? c.yellow : c.red;
}

/** One row per check; a fix line under every row that is not ok. Check messages stay English. */
export function renderDoctorTable(results: readonly CheckResult[], dir: string, c: Colors, words: DoctorWords = EN.doctor, client = 'Claude Code'): string {
  const width = Math.max(...results.map((r) => r.id.length), 5);
  const lines = [c.bold(words.heading(dir, client)), ''];
  for (const r of results) {
    const color = tone(r.status, c);
    lines.push(`${color(`${MARK[r.status]} ${r.status.padEnd(4)}`)}  ${r.id.padEnd(width)}  ${r.message}`);
    if (r.status !== 'ok' && r.fix) lines.push(`${' '.repeat(10 + width)}${c.dim('fix:')} ${r.fix}`);
  }
  const failed = results.filter((r) => r.status === 'fail').length;
  const warned = results.filter((r) => r.status === 'warn').length;
  lines.push('', failed > 0 ? c.red(words.failed(failed, warned)) : warned > 0 ? c.yellow(words.noFailures(warned)) : c.green(words.allPassed));
  return `${lines.join('\n')}\n`;
}
