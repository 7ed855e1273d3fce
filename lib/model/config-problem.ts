/**
 * What is wrong with a workspace's .ai-core/project-memory.json, as data doctor words in
 * its reader's language. The hook ignores each of these without a word (it must not fail
 * a prompt over a setting): a file it cannot use at all, or a key or value it skips.
 */
export type ConfigProblem =
  /** not a regular file of at most CONFIG_MAX_BYTES this user may read */
  | { kind: 'unreadable' }
  /** JSON.parse refused it: where, and whether the text ended before the JSON did */
  | { kind: 'not-json'; line: number; column: number; end: boolean }
  /** not JSON because git left a merge conflict in it: the line of its first marker */
  | { kind: 'conflict'; line: number }
  /** JSON, but a list, a number or text instead of `{ … }` */
  | { kind: 'not-object' }
  /** a key the config does not have, and the one it most likely meant */
  | { kind: 'unknown-key'; key: string; suggestion?: string }
  /** `found` is the value as JSON, cut short */
  | { kind: 'lang'; found: string }
  | { kind: 'budget'; found: string }
  | { kind: 'every-turn'; found: string };
