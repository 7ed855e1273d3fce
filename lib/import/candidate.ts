import { isAbsolute, relative, sep } from 'node:path';
import type { FileProblem, ImportSource, NotRead } from '../model/import.js';

export const IMPORT_SOURCES = ['auto-memory', 'claude-md', 'cursor', 'cline'] as const satisfies readonly ImportSource[];

export function isImportSource(value: string): value is ImportSource {
  return (IMPORT_SOURCES as readonly string[]).includes(value);
}

/** Why a source file gives no memory at all, decided while reading it. */
type CandidateSkip =
  | { kind: 'unreadable'; problem: FileProblem }
  /** a link (the file, or a folder on the way) to somewhere outside `folder`, the source folder it was found in */
  | { kind: 'link-outside'; folder: string }
  /** Claude Code's `user` memories are about one person; this folder is committed and shared */
  | { kind: 'private' }
  | { kind: 'empty' };

/** Why a source file that could not be read gives no memory: a link out of its folder is said as such. */
export function skipOf(problem: FileProblem): CandidateSkip {
  return problem.kind === 'outside' ? { kind: 'link-outside', folder: problem.folder } : { kind: 'unreadable', problem };
}

/** One memory-to-be, read from one file (or one CLAUDE.md section). */
export interface ImportCandidate {
  /** where it comes from, as shown to the user: relative to the project, or `~/…` */
  from: string;
  title: string;
  description: string;
  body: string;
  tags: string[];
  /** the `source` front matter: `<source>:<from>`, the same on every import of it */
  source: string;
  /** file name without .md when the source names it; else the title gives it */
  name?: string;
  /** front matter `save` does not manage: `pinned`, `globs` */
  extra?: Record<string, unknown>;
  skip?: CandidateSkip;
}

/** Where the candidates came from: the file or folder read, and what it held. */
export interface ImportRead {
  source: ImportSource;
  /** the file or folder read */
  path: string;
  candidates: ImportCandidate[];
  /** files the folder holds that were left alone, each said with its reason */
  notRead?: NotRead[];
}

/**
 * A path as the user knows it: relative to the project folder when inside it, `~/…`
 * under the home folder, else absolute. Kept in the `source` field, it does not change
 * from one machine to the next for files in the repository.
 */
export function displayPath(path: string, projectDir: string, home: string | undefined): string {
  const rel = relative(projectDir, path);
  if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) return rel.split(sep).join('/');
  if (home) {
    const fromHome = relative(home, path);
    if (fromHome !== '' && !fromHome.startsWith('..') && !isAbsolute(fromHome)) return `~/${fromHome.split(sep).join('/')}`;
  }
  return path;
}
