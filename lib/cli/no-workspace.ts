import type { CliMessages } from '../i18n/types.js';
import type { RunContext } from '../io/run-context.js';
import { colorsFor } from './colors.js';
import { boolFlag, type ParsedArgs } from './command.js';
import { noWorkspaceNote } from './workspace-flag.js';

/**
 * What a command that only reads memories (list, search, stats) answers where no workspace
 * is at or above `dir` yet: there are no memories, which is an answer, not an error. Exit
 * 0, with `empty` for a script reading --json, else the note that says where the first
 * save makes one.
 */
export function answerNoWorkspace(args: ParsedArgs, dir: string, ctx: RunContext, msg: CliMessages, empty: unknown): void {
  if (boolFlag(args, 'json')) ctx.stdout(`${JSON.stringify(empty, null, 2)}\n`);
  else ctx.stdout(`${colorsFor(ctx).dim(noWorkspaceNote(dir, ctx, msg))}\n`);
}
