import { type ParseArgsConfig, parseArgs } from 'node:util';

export type Options = NonNullable<ParseArgsConfig['options']>;

/** One option or positional as node:util parseArgs reads it; `index` is its place in argv. */
export interface ArgToken {
  kind: 'option' | 'positional' | 'option-terminator';
  index: number;
  name?: string;
  rawName?: string;
  value?: string;
  inlineValue?: boolean;
}

/**
 * argv read without refusing anything: every option (an unknown one too, `-docker` as
 * -d -o -c …, each at the index of `-docker`), each with the argument after it taken
 * as its value where the option takes one. What the strict parse refuses is looked up here.
 */
export function argTokens(argv: readonly string[], options: Options): ArgToken[] {
  return parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true }).tokens as ArgToken[];
}
