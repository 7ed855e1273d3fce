import { hooksDisabled } from '../../hook/runtime.js';
import type { CliMessages } from '../../i18n/types.js';
import { CLAUDE_OUTPUT_CAP } from '../../render/render-list.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';
import type { SampleRun } from './sample-run.js';

const firstLine = (text: string): string => text.trim().split('\n')[0]?.slice(0, 200) ?? '';

/** What one sample run of a list hook says: answered in time, exit 0, protocol JSON under Claude Code's cap. */
export function judgeSample(id: string, result: SampleRun, timeoutS: number, ctx: DoctorContext, hasWorkspace: boolean): CheckResult {
  if (result.timedOut)
    return fail(
      id,
      (m) => m.doctor.run.timedOut(timeoutS),
      (m) => m.doctor.run.slowFolderFix,
    );
  const stderr = firstLine(result.stderr);
  if (result.code === 2)
    return fail(
      id,
      (m) => m.doctor.run.exit2(stderr),
      (m) => m.doctor.run.reportFix,
    );
  if (result.code !== 0) {
    return fail(
      id,
      (m) => m.doctor.run.exitCode(String(result.code), stderr || m.doctor.run.noStderr),
      (m) => m.doctor.run.byHandFix,
    );
  }

  const out = result.stdout.trim();
  const timing = (m: CliMessages) => m.doctor.run.timing(result.ms, timeoutS);
  if (out === '') {
    if (!hasWorkspace) return ok(id, (m) => m.doctor.run.silentNoWorkspace(timing(m)));
    const disabled = hooksDisabled(ctx.env);
    return warn(
      id,
      (m) => m.doctor.run.noList(disabled),
      (m) => (disabled ? m.doctor.run.unsetDisableFix : m.doctor.run.listFix),
    );
  }
  if (!out.startsWith('{'))
    return warn(
      id,
      (m) => m.doctor.run.plainText(timing(m)),
      (m) => m.doctor.run.installBuiltFix,
    );
  let context: unknown;
  try {
    context = (JSON.parse(out) as { hookSpecificOutput?: { additionalContext?: unknown } }).hookSpecificOutput?.additionalContext;
  } catch {
    return fail(
      id,
      (m) => m.doctor.run.notJson,
      (m) => m.doctor.run.rebuildFix,
    );
  }
  if (typeof context !== 'string')
    return fail(
      id,
      (m) => m.doctor.run.noContext,
      (m) => m.doctor.run.rebuildFix,
    );
  if (out.length > CLAUDE_OUTPUT_CAP)
    return warn(
      id,
      (m) => m.doctor.run.overCap(out.length, CLAUDE_OUTPUT_CAP),
      (m) => m.doctor.run.budgetFix,
    );
  const slow = result.ms * 2 > timeoutS * 1000;
  const ran = (m: CliMessages) => m.doctor.run.ran(out.length, timing(m));
  return slow
    ? warn(
        id,
        (m) => m.doctor.run.slow(ran(m)),
        (m) => m.doctor.run.slowFix,
      )
    : ok(id, ran);
}
