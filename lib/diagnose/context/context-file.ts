import type { MemoryProblem } from '../../model/memory-problem.js';

/** The four levels of seed 000, in load order. */
export type Level = 'managed' | 'user' | 'project' | 'local';
export type FileKind = 'claude-md' | 'rule' | 'import';
/**
 * loaded: part of the session's start. conditional: a `paths:` rule (or its imports),
 * loaded later when a matching file is read. The rest are not loaded: missing (an import
 * that names no file), unreadable (not a regular file), duplicate (already loaded above),
 * cycle (imports a file that is importing it), too-deep (past the import depth limit).
 */
export type FileStatus = 'loaded' | 'conditional' | 'missing' | 'unreadable' | 'duplicate' | 'cycle' | 'too-deep';

export interface ContextFile {
  level: Level;
  kind: FileKind;
  path: string;
  status: FileStatus;
  /** 0 for a file found at its level, n for an import n hops below it */
  depth: number;
  /** the file whose `@path` brought this one in */
  importedFrom: string | null;
  /** a rule's `paths:` globs */
  paths: string[] | null;
  chars: number;
  tokens: number;
  /** front matter a rule file could not be read by (data: the table words it, --json in English) */
  problems: MemoryProblem[];
}
