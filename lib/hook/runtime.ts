import { writeSync } from 'node:fs';
import { limitGitCalls } from '../io/git-exec.js';
import { readHookStdin } from '../io/read-stdin.js';
import { processContext, type RunContext } from '../io/run-context.js';
import { isRecord } from '../is-record.js';
import { switchedOn } from '../model/switch-value.js';
import { clientOfArgs, dialectFor, type HookDialect } from './clients/index.js';
import { enableTrace, mark, traceReport } from './trace.js';

/** PROJECT_MEMORY_DISABLE=1 (or true, yes, on) turns every hook off for that process. */
export function hooksDisabled(env: Record<string, string | undefined>): boolean {
  return switchedOn(env.PROJECT_MEMORY_DISABLE);
}

/** A hook's stdin JSON: an object whose fields are checked by each handler. */
export type HookInput = Record<string, unknown>;
/**
 * What a handler answers: the text to hand Claude as additional context, or that and a
 * `systemMessage` (shown to the user, never to the model), or nothing. `holdBack`, before
 * a tool call alone: the call is held back as the client can (lib/hook/clients), this the
 * reason it gives.
 */
type HookReply = string | { context?: string; systemMessage?: string; holdBack?: string; allow?: true } | undefined;
/** `dialect`: how the client that ran the hook speaks (lib/hook/clients); handlers that serve one client only ignore it. */
export type HookHandler = (input: HookInput, ctx: RunContext, dialect: HookDialect) => HookReply;

export function sessionIdOf(input: HookInput): string | undefined {
  return typeof input.session_id === 'string' && input.session_id !== '' ? input.session_id : undefined;
}

function parseHookInput(raw: string): HookInput | undefined {
  if (!raw.trim().startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? (value as HookInput) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claude Code parses stdout as JSON only when it starts with `{`; `additionalContext`
 * then reaches the model as "<Event> hook additional context: …".
 */
function protocolOutput(event: string, context: string | undefined, systemMessage?: string): string {
  const out: { systemMessage?: string; hookSpecificOutput?: { hookEventName: string; additionalContext: string } } = {};
  if (systemMessage) out.systemMessage = systemMessage;
  if (context) out.hookSpecificOutput = { hookEventName: event, additionalContext: context };
  return JSON.stringify(out);
}

/** How long all of a hook's git calls may take together: a healthy one takes a few ms. */
const GIT_MS = 2_000;

interface HookOptions {
  /**
   * 'json' (the default): `hookSpecificOutput.additionalContext`. 'plain': the text as is,
   * for events whose output schema has no additionalContext. PreCompact is one: Claude
   * Code 2.1.328 adds its plain stdout to the summary request as "Additional
   * Instructions:", while that JSON fails its schema check and puts a ~2.5 KB validation
   * error in front of the model instead. Plain text must not start with `{`, or Claude
   * Code would try to read it as JSON.
   */
  output?: 'json' | 'plain';
  /** stdin as already read by the hook's launcher (lib/hook/memory-read-gate.ts) */
  stdin?: string;
}

/**
 * Runs a hook handler under the one protocol owner: stdin in, only protocol output out,
 * exit 0 on every path. A memory hook that exits 2 would block the user's prompt, and
 * a non-zero exit drops the output, so errors go to stderr as one line and nothing else.
 * Returns whether anything was printed.
 */
export function runHook(event: string, handler: HookHandler, options: HookOptions = {}): boolean {
  const plain = options.output === 'plain';
  let output = '';
  enableTrace(process.env.PROJECT_MEMORY_TRACE === '1');
  mark('start');
  // what a hook asks git (a first save's key, a merge's conflicts) is worth no more than this of its 10 s
  limitGitCalls(GIT_MS);
  try {
    const input = parseHookInput(options.stdin ?? readHookStdin());
    mark('stdin');
    if (input) {
      // the client is named after the hook file in the registered command (`node <hook> codex`)
      const dialect = dialectFor(clientOfArgs(process.argv.slice(2)));
      const reply = handler(input, processContext(), dialect);
      const { context, systemMessage, holdBack, allow } = typeof reply === 'string' ? { context: reply } : (reply ?? {});
      if (plain) output = context ?? '';
      else if (holdBack && dialect.holdBack) output = JSON.stringify(dialect.holdBack(dialect.answerAs(event), holdBack));
      else if (allow && dialect.allow) output = JSON.stringify(dialect.allow(dialect.answerAs(event)));
      else if (context || systemMessage) output = protocolOutput(dialect.answerAs(event), context, systemMessage);
    }
  } catch (error) {
    reportError(error);
  }
  mark('done');
  if (output) writeFully(1, `${output}\n`);
  const trace = traceReport();
  if (trace) writeFully(2, `${trace}\n`);
  process.exitCode = 0;
  return output !== '';
}

function writeFully(fd: number, text: string): void {
  const buffer = Buffer.from(text, 'utf8');
  let offset = 0;
  while (offset < buffer.length) {
    try {
      offset += writeSync(fd, buffer, offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
    }
  }
}

function reportError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  try {
    writeSync(2, `project-memory: ${message.split('\n')[0]}\n`);
  } catch {
    // stderr closed: nothing left to tell
  }
}
