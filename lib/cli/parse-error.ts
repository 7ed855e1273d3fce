import { adviceCommand } from './advice-command.js';
import { type ArgToken, argTokens, type Options } from './arg-tokens.js';
import { closestWord } from './closest-word.js';
import type { ErrorSay } from './errors.js';
import { withLanguageNote } from './language-option.js';

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
  if (!input.positionals || arg.startsWith('--') || at === undefined) {
    // `--jsno` → `--json`; `-json` is compared as the option it may have meant too, `--jsno=1` without its value
    const guess = closestWord(
      `--${arg.replace(/^-+/, '').replace(/=.*$/s, '')}`,
      Object.keys(input.options).map((option) => `--${option}`),
    );
    return (m) => withLanguageNote(m, arg, m.errors.unknownOption(arg, guess));
  }
  return (m, to) => m.errors.dashArgument(arg, adviceCommand(to, [input.command, ...withTerminator(tokens, input, at)]));
}

/**
 * The command as given, with `--` before the argument at `at`: what came before it in its
 * place, the known options after it moved ahead of the `--` (after it they would be taken as
 * arguments), then that argument and the arguments after it. Nothing is left out, so
 * `key move --dry-run -old new` stays a dry run into `new`.
 */
function withTerminator(tokens: readonly ArgToken[], input: ParseInput, at: number): string[] {
  const { argv, options } = input;
  const known = (t: ArgToken) => t.kind === 'option' && t.name !== undefined && options[t.name] !== undefined;
  const written = (t: ArgToken) => (known(t) && t.value !== undefined && !t.inlineValue ? [argv[t.index], argv[t.index + 1]] : [argv[t.index]]);
  const head: string[] = [];
  const tail: string[] = [];
  let last = -1;
  for (const t of tokens) {
    // an unknown option of one dash is one token per letter, all at its index: taken once
    if (t.kind === 'option-terminator' || t.index === last) continue;
    last = t.index;
    if (t.index < at || known(t)) head.push(...written(t).filter((a) => a !== undefined));
    else tail.push(argv[t.index] as string);
  }
  return [...head, '--', ...tail];
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
