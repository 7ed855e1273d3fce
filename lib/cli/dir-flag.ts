import { statSync } from 'node:fs';
import { fromCwd, type RunContext } from '../io/run-context.js';
import { type ParsedArgs, stringFlag } from './command.js';
import { CliError } from './errors.js';

export const DIR_OPTION = { dir: { type: 'string' } } as const;

/** `--dir DIR`: the folder a command acts for, as if Claude were launched there. */
export function dirFlag(args: ParsedArgs, ctx: RunContext): string {
  const given = stringFlag(args, 'dir');
  // `--dir "$UNSET"`: an empty value is no folder, where resolving it would act for the current one
  if (given === '') throw new CliError((m) => m.errors.invalidDir('""'));
  const dir = fromCwd(ctx, given ?? '.');
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new CliError((m) => m.errors.invalidDir(dir));
  }
  return dir;
}
