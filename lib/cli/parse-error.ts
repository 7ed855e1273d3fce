import { adviceCommand } from './advice-command.js';
import { argTokens, type Options } from './arg-tokens.js';
import type { ErrorSay } from './errors.js';

/** The option or argument node:util parseArgs quotes in its English message. */
function quoted(message: string): string | undefined {
  return /'([^']*)'/.exec(message)?.[1]?.replace(/ <value>$/, '');
}

/** What was parsed, for naming the argument as given: parseArgs names one letter of `-docker`. */
interface ParseInput {
  command: string;
  argv: readonly string[];
  options: Options;
  /** the command takes arguments besides its options */
  positionals: boolean;
}

/**
 * An unknown option as the reader wrote it: `-docker`, not the `-d` parseArgs reads first.
 * To a command that takes arguments, one dash is most likely a word meant as one (a query,
 * a key), which `--` before it passes as is; the example puts it where it was.
 */
function unknownOption(name: string, input: ParseInput): ErrorSay {
  const tokens = argTokens(input.argv, input.options);
  const at = tokens.find((t) => t.kind === 'option' && t.rawName === name && input.options[t.name ?? ''] === undefined)?.index;
  const arg = at === undefined ? name : (input.argv[at] ?? name);
  if (!input.positionals || arg.startsWith('--') || at === undefined) return (m) => m.errors.unknownOption(arg);
  const before = tokens.flatMap((t) => (t.kind === 'positional' && t.index < at && t.value !== undefined ? [t.value] : []));
  return (m, to) => m.errors.dashArgument(arg, adviceCommand(to, [input.command, ...before, '--', arg]));
}

/**
 * parseArgs errors in the reader's language. They carry a stable `code`; the text
 * is Node's own English, so only the quoted option is taken from it.
 */
export function parseErrorText(error: unknown, input: ParseInput): ErrorSay {
  const { code, message = String(error) } = error as NodeJS.ErrnoException;
  const name = quoted(message);
  // Node's hint about `--` for positionals names one letter of the argument: unknownOption gives its own
  const fallback = message.replace(/\. To specify a positional.*$/s, '.');
  if (name === undefined) return () => fallback;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return unknownOption(name, input);
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return (m) => m.errors.unexpectedArgument(name, input.command);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (message.includes('argument missing')) return (m) => m.errors.missingValue(name);
    // `--title --description d`: the next option taken for the value, or a value starting with - (dash-values.ts lets through those that can be no option)
    if (message.includes('argument is ambiguous')) return (m) => m.errors.dashValue(name);
    if (message.includes('does not take an argument')) return (m) => m.errors.takesNoValue(name);
  }
  return () => fallback;
}
