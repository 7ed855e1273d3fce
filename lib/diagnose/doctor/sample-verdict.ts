import { cliCommand } from '../../cli/advice-command.js';
import { hooksDisabled } from '../../hook/runtime.js';
import type { CliMessages } from '../../i18n/types.js';
import { CLIENT_NAMES, type Client, CONTEXT_CAPS } from '../../model/clients.js';
import { CLAUDE_OUTPUT_CAP } from '../../render/render-list.js';
import { LIST_EVENTS } from '../../settings/hook-specs.js';
import { installAdvice } from '../../settings/install-advice.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';
import type { SampleRun } from './sample-run.js';

const firstLine = (text: string): string => text.trim().split('\n')[0]?.slice(0, 200) ?? '';

/** How much of its client's cap a hook's output takes: Claude Code counts the whole output, Codex the context's bytes. */
function capUse(out: string, context: string, client: Client): { used: number; unit: 'characters' | 'bytes'; limit: number } {
  const cap = CONTEXT_CAPS[client];
  if (cap.unit === 'utf8-bytes') return { used: Buffer.byteLength(context, 'utf8'), unit: 'bytes', limit: cap.limit };
  return { used: out.length, unit: 'characters', limit: client === 'claude' ? CLAUDE_OUTPUT_CAP : cap.limit };
}

/** What one sample run of a list hook says: answered in time, exit 0, protocol JSON under the client's cap. */
export function judgeSample(
  id: string,
  result: SampleRun,
  timeoutS: number,
  ctx: DoctorContext,
  hasWorkspace: boolean,
  client: Client = 'claude',
): CheckResult {
  const name = CLIENT_NAMES[client];
  // what the hook would list for this launch, as a command the user runs
  const listing = cliCommand(ctx, ['list', '--dir', ctx.dir]);
  if (result.timedOut)
    return fail(
      id,
      (m) => m.doctor.run.timedOut(timeoutS, name),
      (m) => m.doctor.run.slowFolderFix(listing),
    );
  const stderr = firstLine(result.stderr);
  if (result.code === 2)
    return fail(
      id,
      (m) => m.doctor.run.exit2(stderr, name),
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
      (m) => m.doctor.run.noList(disabled ? ctx.env.PROJECT_MEMORY_DISABLE?.trim() : undefined),
      (m) => (disabled ? m.doctor.run.unsetDisableFix : m.doctor.run.listFix(listing)),
    );
  }
  if (!out.startsWith('{'))
    return warn(
      id,
      (m) => m.doctor.run.plainText(timing(m)),
      (m) => m.doctor.run.installBuiltFix(installAdvice(ctx, { client, dir: ctx.dir })),
    );
  let parsed: { hookSpecificOutput?: { hookEventName?: unknown; additionalContext?: unknown } };
  try {
    parsed = JSON.parse(out) as typeof parsed;
  } catch {
    return fail(
      id,
      (m) => m.doctor.run.notJson(name),
      (m) => m.doctor.run.rebuildFix,
    );
  }
  const context = parsed.hookSpecificOutput?.additionalContext;
  if (typeof context !== 'string')
    return fail(
      id,
      (m) => m.doctor.run.noContext,
      (m) => m.doctor.run.rebuildFix,
    );
  const event = parsed.hookSpecificOutput?.hookEventName;
  if (event !== LIST_EVENTS[client]) {
    const wanted = LIST_EVENTS[client];
    return fail(
      id,
      (m) => m.doctor.run.wrongEvent(JSON.stringify(event), wanted),
      (m) => m.doctor.run.wrongEventFix(installAdvice(ctx, { client, dir: ctx.dir }), name),
    );
  }
  const { used, unit, limit } = capUse(out, context, client);
  if (used > limit)
    return warn(
      id,
      (m) => m.doctor.run.overCap(used, unit, limit, name),
      (m) => m.doctor.run.budgetFix,
    );
  const slow = result.ms * 2 > timeoutS * 1000;
  const ran = (m: CliMessages) => m.doctor.run.ran(out.length, timing(m));
  return slow
    ? warn(
        id,
        (m) => m.doctor.run.slow(ran(m)),
        (m) => m.doctor.run.slowFix(listing),
      )
    : ok(id, ran);
}
