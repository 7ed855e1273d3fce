/**
 * What keeps a memory file's front matter from being read in full, as data: the index
 * cache stores it, and each edge words it in its reader's language (lib/i18n/rules.ts),
 * `--json` in English.
 */

/** What a field held instead of the kind of value it takes: some text, or a kind of value. */
export type FoundValue = { type: 'text'; text: string } | { type: 'list' | 'object' | 'number' | 'boolean' | 'other' };

export type MemoryProblem =
  /** the file does not start with `---` */
  | { kind: 'no-front-matter' }
  /** no closing `---` */
  | { kind: 'unclosed' }
  /** no closing `---` within the most a reader takes of a file's head */
  | { kind: 'too-long' }
  /** `---toml`, `---js`: a front matter language other than YAML */
  | { kind: 'language'; language: string }
  /** YAML, but a list or a single value instead of `key: value` lines */
  | { kind: 'not-mapping' }
  /** the YAML parser's own first line about it */
  | { kind: 'yaml'; detail: string }
  | { kind: 'not-text'; field: string; found: FoundValue }
  /** a day field not written YYYY-MM-DD */
  | { kind: 'not-date'; field: string; found: FoundValue }
  /** `supersedes` holding something other than memory names */
  | { kind: 'not-names'; field: string; found: FoundValue };
