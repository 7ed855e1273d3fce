import { maskSecrets } from '../format/secrets.js';
import type { ArgToken, Options } from './arg-tokens.js';

interface RepeatedFlag {
  flag: string;
  first: string;
  second: string;
}

/**
 * Long values are cut in the message: a body given twice need not be printed whole. A
 * likely secret in one is masked first (cut first, its tail could no longer be told for one),
 * since stderr reaches the model when it runs the CLI.
 */
const SHOWN = 40;
const shown = (given: string) => {
  const value = maskSecrets(given);
  return value.length > SHOWN ? `${value.slice(0, SHOWN - 1)}…` : value;
};

/**
 * The first option that takes one value and is given twice. parseArgs keeps the last, so a
 * script that adds a default `--scope project` before the caller's `--scope global` would
 * act on one silently; a flag made to repeat (`multiple`, import's --section) may.
 */
export function repeatedFlag(tokens: readonly ArgToken[], options: Options): RepeatedFlag | undefined {
  const seen = new Map<string, string>();
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name === undefined || token.value === undefined) continue;
    const option = options[token.name];
    if (option?.type !== 'string' || option.multiple === true) continue;
    const first = seen.get(token.name);
    if (first !== undefined) return { flag: `--${token.name}`, first: shown(first), second: shown(token.value) };
    seen.set(token.name, token.value);
  }
  return undefined;
}
