import type { RunContext } from '../io/run-context.js';
import { shellCommand } from '../shell-quote.js';

/**
 * Whom a printed command speaks to: how they run this CLI (RunContext.self: `project-memory`
 * through its bin link, else `node <built cli>`, which a plugin user can run too), and the
 * folder their command acted for, when known: named with --dir, a printed command acts
 * there from wherever it is pasted (Claude's shell may have moved since).
 */
export interface Reader {
  self?: RunContext['self'];
  dir?: string;
  /**
   * The project key the reader's command named with --project, when it took one: a
   * printed command about that command's memories repeats it (workspaceArgs), or, pasted,
   * it would act for the project the folder resolves to instead.
   */
  project?: string;
  /** the command the reader ran: a fix may name a flag only some commands have (install's --scope) */
  command?: string;
}

/** A command to print as advice: the CLI as this user runs it, then `args`, quoted for a shell. */
export function adviceCommand(ctx: Pick<Reader, 'self'>, args: readonly string[]): string {
  return `${ctx.self ?? 'project-memory'} ${shellCommand(args)}`;
}

/** adviceCommand in backticks, as a fix in running text shows a command. */
export function cliCommand(ctx: Pick<Reader, 'self'>, args: readonly string[]): string {
  return `\`${adviceCommand(ctx, args)}\``;
}

/** `--dir <folder>` naming the folder the reader's command acted for; nothing when unknown. */
export function dirArgs(to: Reader): string[] {
  return to.dir === undefined ? [] : ['--dir', to.dir];
}

/**
 * `--dir <folder>` and `--project KEY` as the reader's command acted for them: a printed
 * list, lint or save then acts for the same memories pasted from any folder.
 */
export function workspaceArgs(to: Reader): string[] {
  return [...dirArgs(to), ...(to.project === undefined ? [] : ['--project', to.project])];
}
