import { statSync } from 'node:fs';
import { fromCwd, type RunContext } from '../io/run-context.js';
import { type ParsedArgs, stringFlag } from './command.js';
import { CliError } from './errors.js';

export const DIR_OPTION = { dir: { type: 'string' } } as const;

/** `--dir DIR`: the folder a command acts for, as if Claude were launched there. */
export function dirFlag(args: ParsedArgs, ctx: RunContext): string {
  const dir = fromCwd(ctx, stringFlag(args, 'dir') ?? '.');
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new CliError((m) => m.errors.invalidDir(dir));
  }
  return dir;
}
