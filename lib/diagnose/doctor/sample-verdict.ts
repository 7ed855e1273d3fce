import { hooksDisabled } from '../../hook/runtime.js';
import { CLIENT_NAMES, type Client, CONTEXT_CAPS } from '../../model/clients.js';
import { CLAUDE_OUTPUT_CAP } from '../../render/render-list.js';
import { LIST_EVENTS } from '../../settings/hook-specs.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';
import type { SampleRun } from './sample-run.js';

const firstLine = (text: string): string => text.trim().split('\n')[0]?.slice(0, 200) ?? '';

/** How much of its client's cap a hook's output takes: Claude Code counts the whole output, Codex the context's bytes. */
function capUse(out: string, context: string, client: Client): { used: number; unit: string; limit: number } {
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
  if (result.timedOut)
    return fail(
      id,
      `no answer within its ${timeoutS} s timeout: ${name} throws the output away`,
      'run `project-memory list` to see whether the memory folder is unusually slow to read',
    );
  if (result.code === 2) return fail(id, `exit 2: ${name} would block every prompt (${firstLine(result.stderr)})`, 'report this: the hook must always exit 0');
  if (result.code !== 0)
    return fail(
      id,
      `exit ${String(result.code)}: its output is dropped (${firstLine(result.stderr) || 'no stderr'})`,
      'run the command by hand with the JSON of a prompt on stdin to see the error',
    );

  const out = result.stdout.trim();
  const timing = `${result.ms} ms of ${timeoutS} s`;
  if (out === '') {
    if (!hasWorkspace) return ok(id, `exit 0, printed nothing (no workspace here), ${timing}`);
    const disabled = hooksDisabled(ctx.env) ? ': PROJECT_MEMORY_DISABLE=1 is set' : '';
    return warn(id, `exit 0 but printed no list${disabled}`, disabled ? 'unset PROJECT_MEMORY_DISABLE' : 'run `project-memory list` in this folder');
  }
  if (!out.startsWith('{')) return warn(id, `printed plain text, not the protocol JSON (${timing})`, '`project-memory install` registers the built hook');
  let parsed: { hookSpecificOutput?: { hookEventName?: unknown; additionalContext?: unknown } };
  try {
    parsed = JSON.parse(out) as typeof parsed;
  } catch {
    return fail(id, `printed output that starts with { but is not JSON: ${name} shows it as plain text`, 'rebuild: `npm run build`');
  }
  const context = parsed.hookSpecificOutput?.additionalContext;
  if (typeof context !== 'string') return fail(id, 'printed JSON without hookSpecificOutput.additionalContext', 'rebuild: `npm run build`');
  const event = parsed.hookSpecificOutput?.hookEventName;
  if (event !== LIST_EVENTS[client]) {
    return fail(
      id,
      `answered as ${JSON.stringify(event)}, not ${LIST_EVENTS[client]}`,
      `\`project-memory install --client ${client}\` writes the command for ${name}`,
    );
  }
  const { used, unit, limit } = capUse(out, context, client);
  if (used > limit) {
    return warn(
      id,
      `output is ${used} ${unit}, over ${name}'s ${limit}: the model gets a file path and a preview instead of the list`,
      'lower "budget" in .ai-core/project-memory.json',
    );
  }
  const slow = result.ms * 2 > timeoutS * 1000;
  const message = `exit 0, ${out.length} characters of additional context, ${timing}`;
  return slow ? warn(id, `${message}: over half its timeout`, 'run `project-memory list` to see which memory files are slow to read') : ok(id, message);
}
