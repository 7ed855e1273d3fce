/**
 * What `import` reads and why a piece of it can be refused: plain data, shared by the
 * readers (lib/import) and the catalogues that word it (lib/i18n).
 */

import type { NotAFile } from './not-a-file.js';

/** The tools whose notes `import` reads. */
export type ImportSource = 'auto-memory' | 'claude-md' | 'cursor' | 'cline';

/** Why a source file or folder could not be read. */
export type FileProblem =
  | { kind: 'missing' }
  | { kind: 'not-a-file'; what: Exclude<NotAFile, 'link'> }
  | { kind: 'not-a-folder' }
  | { kind: 'too-large'; bytes: number; max: number }
  /** not UTF-8, or holding NUL bytes: a binary file, whatever its name says */
  | { kind: 'not-text' }
  /** a link, or a link on the way, to a file or folder outside `folder` (as the user knows it), where it was found */
  | { kind: 'outside'; folder: string; what: 'file' | 'folder' }
  | { kind: 'unreadable'; code: string };

/** A file in a source folder that is not one of the source's notes, and so not read. */
export interface NotRead {
  /** as the user knows it: relative to the project folder when inside it */
  path: string;
  why: 'not-a-rule-file';
}
