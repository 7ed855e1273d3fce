/**
 * What keeps a memory file's front matter from being read in full, as data: the index
 * cache stores it, and each edge words it in its reader's language (lib/i18n/rules.ts),
 * `--json` in English.
 */

/** What a field held instead of the kind of value it takes: some text, or a kind of value. */
export type FoundValue = { type: 'text'; text: string } | { type: 'list' | 'object' | 'number' | 'boolean' | 'other' };

/**
 * The mistake behind a YAML error: a `[` or `{` not closed, two entries of a `[ ]` or
 * `{ }` list with no comma between them, a quote not closed, a value holding `: `, a
 * field indented, a field written twice, a line that is no `key: value`, the marker
 * lines of a merge git left unresolved.
 */
export type YamlCause = 'flow' | 'comma' | 'quote' | 'colon' | 'indent' | 'duplicate' | 'line' | 'conflict' | 'other';

export type MemoryProblem =
  /**
   * the file does not start with `---`; `utf16`: its bytes are UTF-16 text (Windows Notepad,
   * PowerShell 5's `>`), whose `---` no UTF-8 reader finds; `empty`: it holds nothing but white space
   */
  | { kind: 'no-front-matter'; utf16?: true; empty?: true }
  /** no closing `---` */
  | { kind: 'unclosed' }
  /** no closing `---` within the most a reader takes of a file's head */
  | { kind: 'too-long' }
  /** a regular file whose reader has no permission to read it: listed by name all the same */
  | { kind: 'unreadable' }
  /** the file holds what lint calls a likely secret: listed marked, its description not shown */
  | { kind: 'secret' }
  /** the title or description, shown on every prompt, reads like an instruction to the model: listed without it */
  | { kind: 'instruction' }
  /** the body holds the marker lines of a merge git left unresolved: two versions, one of them out of date */
  | { kind: 'merge-conflict' }
  /** `---toml`, `---js`: a front matter language other than YAML */
  | { kind: 'language'; language: string }
  /** YAML, but a list or a single value instead of `key: value` lines */
  | { kind: 'not-mapping' }
  /** `&` anchors and `*` aliases that repeat values past what is read (lib/format/alias-expansion.ts) */
  | { kind: 'aliases' }
  /**
   * a line inside the front matter that starts with `---` but is not the closing `---`
   * (`-----`, `--- end`), at this 1-based line of the file: a reader that closed there
   * would take the lines after it for the body, and a rewrite could drop them
   */
  | { kind: 'dash-line'; line: number }
  /**
   * YAML the parser refused: where in the file it stopped (1-based; no column when it ran
   * past the last line of the front matter), the usual mistake behind it, and the
   * parser's own reason (English), quoted only where no cause fits; `key`, the field
   * written at the start of that line, for a fix that names it
   */
  | { kind: 'yaml'; cause: YamlCause; detail: string; line?: number; column?: number; key?: string }
  | { kind: 'not-text'; field: string; found: FoundValue }
  /**
   * a day field not written YYYY-MM-DD; `fault`, text written as a day or timestamp all
   * the same, but one the calendar or the clock lacks (2026-02-30, T25:00), worded as lint words it
   */
  | { kind: 'not-date'; field: string; found: FoundValue; fault?: 'day' | 'time' }
  /** `supersedes` holding something other than memory names */
  | { kind: 'not-names'; field: string; found: FoundValue };

/**
 * Whether `problem` is a merge git left unresolved: marker lines in the body, or in the
 * front matter, where they make the YAML unreadable (cause 'conflict'). Either way the
 * file holds two versions, one of them out of date, and the list says so.
 */
export function isMergeConflict(problem: MemoryProblem): boolean {
  return problem.kind === 'merge-conflict' || (problem.kind === 'yaml' && problem.cause === 'conflict');
}
