import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { CliMessages } from '../i18n/types.js';
import type { RunContext } from '../io/run-context.js';
import { UsageError } from './errors.js';
import { parseErrorText } from './parse-error.js';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface ParsedArgs {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

export interface Command {
  name: string;
  // summaries and --help text live in lib/cli/messages, one set per language
  options: Options;
  positionals?: boolean;
  /** `msg`: the CLI's words in the reader's language (see lib/cli/messages) */
  run(args: ParsedArgs, ctx: RunContext, msg: CliMessages): number | undefined | Promise<number | undefined>;
}

export function parseCommandArgs(command: Command, argv: string[]): ParsedArgs {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: command.positionals ?? false,
      strict: true,
    });
    return { values: values as ParsedArgs['values'], positionals };
  } catch (error) {
    throw new UsageError(parseErrorText(error, command.name), command.name);
  }
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

export function boolFlag(args: ParsedArgs, name: string): boolean {
  return args.values[name] === true;
}

/** One of a fixed set of values, or a usage error that lists them. */
export function choiceFlag<T extends string>(args: ParsedArgs, name: string, choices: readonly T[], fallback: T, command: string): T {
  const value = stringFlag(args, name);
  if (value === undefined) return fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError((m) => m.errors.choice(name, choices, value), command);
}
