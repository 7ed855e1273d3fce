import type { RunContext } from '../../io/run-context.js';
import type { Client } from '../../model/clients.js';
import type { CommandRunner } from '../../render/save-guidance.js';

/** A hook's stdin JSON, as each client sends it. */
type ClientInput = Record<string, unknown>;

/** Whose conversation a prompt belongs to: the id its list and deltas are kept under. */
interface Conversation {
  id: string | undefined;
  /** a sub-agent's task, not the user speaking: its list, ranked for the task, and no save guidance */
  subagent: boolean;
  /** the conversation's transcript, where its records tell a rewind (Claude Code's: transcript-rewind.ts) */
  transcript?: string;
}

/**
 * How one client speaks the hook protocol. Everything else (list, ranking, rendering, save
 * guidance, session state) is the same code for every client: a dialect only reads the
 * client's stdin and says what its model can do.
 */
export interface HookDialect {
  client: Client;
  /** the event name the answer names (`hookSpecificOutput.hookEventName`) */
  answerAs(event: string): string;
  /** what the user typed, as the client hands it over */
  promptOf(input: ClientInput): unknown;
  conversationOf(input: ClientInput): Conversation;
  /** may SessionStart put the list into the conversation (after compaction, on resume)? */
  listAtSessionStart: boolean;
  /** the one-time notice about Claude Code's own auto memory */
  autoMemoryNotice: boolean;
  /** the client's tools that read files: one named in `tool_input.file_path` (Read, read_file), or those a shell's `tool_input.command` reads (Bash); a read of a memory by one is counted */
  readTools: ReadonlySet<string>;
  /**
   * The events its read hook runs before a read (where one can be held back) and after one;
   * a read is counted at `countAt` only: one event per client, so a read is counted once.
   */
  readEvents: { before?: string; countAt: readonly string[] };
  /** the answer that holds a tool call back, `reason` said to whoever decides (the user, or the model where nobody can) */
  holdBack?(event: string, reason: string): Record<string, unknown>;
  /** whether holdBack asks the user (Claude Code) rather than refusing the call itself (Codex, Gemini CLI): the reason says what to allow, or that it was refused */
  holdBackAsks?: boolean;
  /** the answer that lets a tool call run without asking: a read of a memory of the session's own workspace */
  allow?(event: string): Record<string, unknown>;
  /** how the model's shell starts the CLI in the commands it is shown */
  runner(ctx: Pick<RunContext, 'node'>): CommandRunner;
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
