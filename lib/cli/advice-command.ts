import type { RunContext } from '../io/run-context.js';
import { shellCommand } from '../shell-quote.js';

/** A command to print as advice: the CLI as this user runs it, then `args`, quoted for a shell. */
export function adviceCommand(ctx: Pick<RunContext, 'self'>, args: readonly string[]): string {
  return `${ctx.self ?? 'project-memory'} ${shellCommand(args)}`;
}

/** adviceCommand in backticks, as a fix in running text shows a command. */
export function cliCommand(ctx: Pick<RunContext, 'self'>, args: readonly string[]): string {
  return `\`${adviceCommand(ctx, args)}\``;
}
