/**
 * The domain's plain data: what a memory is, as every room sees it. Types only — no
 * code, so any room may depend on this one and it depends on none.
 */

import type { MemoryProblem } from './memory-problem.js';

/** `_global/` (every project) or the project's own folder. */
export type Scope = 'global' | 'project';

/** The folder of global memories under the memory root; no project key may take it. */
export const GLOBAL_KEY = '_global';

/** What the list and the tools use from a memory's front matter, normalised. */
export interface MemoryMeta {
  title?: string;
  description?: string;
  tags: string[];
  pinned: boolean;
  createdAt?: string;
  updatedAt?: string;
  source?: string;
  /** `review_by`: the day by which someone should check the memory still holds (YYYY-MM-DD) */
  reviewBy?: string;
  /** `verified_at`: the day someone last checked it (YYYY-MM-DD) */
  verifiedAt?: string;
  /** `supersedes`: names of the memories this one replaces; absent when none */
  supersedes?: string[];
}

/** What one memory file's front matter gives: its fields, and why it could not be used in full. */
export interface MemoryRecord {
  meta: MemoryMeta;
  /** the file is still listed when its front matter is broken; these say what is wrong (data: the edges word them) */
  problems: MemoryProblem[];
  /**
   * A digest of what follows the front matter, when it was read, less what tidying
   * changes (lib/index/body-stamp.ts): a session that was shown this memory tells a
   * rewritten body by it (lib/hook/session-delta.ts), and not by what an editor or
   * `save --update` tidies.
   */
  bodyStamp?: string;
}

/** One memory as the list, the ranking and the commands see it. */
export interface MemoryEntry extends MemoryRecord {
  scope: Scope;
  /** `_global` or the project key: the folder under the memory root */
  folder: string;
  /** the file name without `.md` */
  name: string;
  path: string;
  /** named but not read: the hook ran out of time before it reached the file */
  unread?: boolean;
}

/** A file's identity on disk, compared to see whether it changed since it was read. */
export interface FileSig {
  size: number;
  mtimeMs: number;
  /** a restored mtime (rsync -a, tar x) still moves ctime */
  ctimeMs: number;
  /** a file replaced by another with the same times has another inode */
  ino: number;
}

/**
 * A folder whose memories a list cannot see, and why: permissions keep it closed
 * (`unreadable`: a scope folder, or the memory root above both), it is a symbolic link,
 * which is not followed (`linked`), or a file or something else is at its path
 * (`not-a-folder`). Its memories are missing, not absent: every list names it.
 */
export interface MissedFolder {
  path: string;
  why: 'unreadable' | 'linked' | 'not-a-folder';
}
