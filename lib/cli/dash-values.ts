import { type ArgToken, argTokens, type Options } from './arg-tokens.js';

/**
 * A value no option can be: a dash and a space (a Markdown list, `- step one`) or a
 * digit (`-5`, `-1 day before release`). An option is a dash and a letter (`-h`) or two
 * dashes, so these are values as written; `--body --scope project` is still the next
 * option, and refused, as is `--body -x`, which may be a mistyped one.
 */
const NEVER_AN_OPTION = /^-[\s\d]/;

/** The token's value, when it is the argument after an option that takes one and can be no option. */
function plainDashValue(token: ArgToken, options: Options): string | undefined {
  if (token.kind !== 'option' || token.inlineValue !== false || token.value === undefined) return undefined;
  if (options[token.name ?? '']?.type !== 'string') return undefined;
  return NEVER_AN_OPTION.test(token.value) ? token.value : undefined;
}

/**
 * argv with such a value joined to its option (`--body`, `- step one` → `--body=- step one`),
 * the form parseArgs takes without asking: it refuses any value starting with a dash as
 * ambiguous, and its advice, `--body=VALUE`, is what this does for the reader.
 */
export function joinDashValues(argv: readonly string[], options: Options): string[] {
  const joined = [...argv];
  // from the end, so that joining two arguments into one leaves the earlier indices as they were
  for (const token of argTokens(argv, options).reverse()) {
    const value = plainDashValue(token, options);
    if (value !== undefined) joined.splice(token.index, 2, `${token.rawName}=${value}`);
  }
  return joined;
}
