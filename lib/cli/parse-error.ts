import type { Say } from './errors.js';

/** The option or argument node:util parseArgs quotes in its English message. */
function quoted(message: string): string | undefined {
  return /'([^']*)'/.exec(message)?.[1]?.replace(/ <value>$/, '');
}

/**
 * parseArgs errors in the reader's language. They carry a stable `code`; the text
 * is Node's own English, so only the quoted option is taken from it.
 */
export function parseErrorText(error: unknown, command: string): Say {
  const { code, message = String(error) } = error as NodeJS.ErrnoException;
  const name = quoted(message);
  // Node's hint about `--` for positionals does not apply to any of our commands
  const fallback = message.replace(/\. To specify a positional.*$/s, '.');
  if (name === undefined) return () => fallback;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return (m) => m.errors.unknownOption(name);
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return (m) => m.errors.unexpectedArgument(name, command);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (message.includes('argument missing')) return (m) => m.errors.missingValue(name);
    // `--title --description d`: the next option taken for the value, or a value starting with -
    if (message.includes('argument is ambiguous')) return (m) => m.errors.dashValue(name);
    if (message.includes('does not take an argument')) return (m) => m.errors.takesNoValue(name);
  }
  return () => fallback;
}
