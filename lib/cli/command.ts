import { parseArgs } from 'node:util';
import type { CliMessages } from '../i18n/types.js';
import type { RunContext } from '../io/run-context.js';
import type { Options } from './arg-tokens.js';
import { closestWord } from './closest-word.js';
import { joinDashValues } from './dash-values.js';
import { UsageError } from './errors.js';
import { flagMisuse } from './flag-rules.js';
import { parseErrorText } from './parse-error.js';
import { repeatedFlag } from './repeated-flag.js';

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

/** argv read strictly: an unknown option, a missing value, a flag given twice or where it does nothing is a usage error. */
export function parseCommandArgs(command: Command, argv: string[]): ParsedArgs {
  const options: Options = { ...command.options, help: { type: 'boolean', short: 'h' } };
  const args = joinDashValues(argv, options);
  let parsed: ReturnType<typeof parseArgs<{ options: Options; tokens: true; allowPositionals: boolean; strict: true }>>;
  try {
    parsed = parseArgs({ args, options, allowPositionals: command.positionals ?? false, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError(parseErrorText(error, { command: command.name, argv: args, options, positionals: command.positionals ?? false }), command.name);
  }
  const { values, positionals, tokens } = parsed;
  const twice = repeatedFlag(tokens, options);
  if (twice !== undefined) throw new UsageError((m) => m.errors.repeatedFlag(twice.flag, twice.first, twice.second), command.name);
  const misuse = flagMisuse(command.name, values, positionals);
  if (misuse !== undefined) throw new UsageError(misuse, command.name);
  return { values: values as ParsedArgs['values'], positionals };
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
  // a settings level's words (install, uninstall), not a memory's scope: there "workspace" is _global's
  const meant = (choices as readonly string[]).includes('user') ? MEANT[value.toLowerCase()] : undefined;
  const guess = meant ?? closestWord(value, choices);
  throw new UsageError((m) => m.errors.choice(name, choices, value, guess), command);
}

/**
 * A word for a choice that is no spelling of it: `global` is a settings level the broadest
 * (`user`), which the closest spelling would take for the narrowest (`local`).
 */
const MEANT: Record<string, string> = { global: 'user', everywhere: 'user', repo: 'project', repository: 'project', workspace: 'project' };
