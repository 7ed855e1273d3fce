/** What is wrong at a place of a TOML file, as lib/settings/toml-check.ts finds it and the edges word it. */
export type TomlProblem =
  | 'unterminated-string'
  | 'bad-escape'
  | 'control-character'
  | 'unclosed-array'
  | 'unclosed-inline-table'
  | 'bad-header'
  | 'bad-key'
  | 'expected-equals'
  | 'bad-value'
  | 'text-after-value'
  | 'duplicate-key'
  | 'duplicate-table'
  | 'not-a-table';

/** Where a TOML file stops being TOML (1-based line and column), what is wrong, and the key it is about where it is one. */
export interface TomlFailure {
  line: number;
  column: number;
  problem: TomlProblem;
  key?: string;
}
