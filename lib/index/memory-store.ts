import { join } from 'node:path';
import { entryArray, type EntryList } from './entry-list.js';
import type { MemoryMeta } from '../format/memory-meta.js';
import { GLOBAL_KEY } from '../workspace/project-key.js';
import type { DocTerms, TermSource } from '../rank/bm25.js';
import { combinedTerms } from './combined-terms.js';
import { FolderEntry } from './folder-entry.js';
import { scanFolder } from './scan-folder.js';

export { FolderScan } from './folder-scan.js';
export { scanEntries } from './folder-entry.js';
export { parseMemoryFile, type ParsedFile } from './parse-memory-file.js';
export { FULL_CHECK_MAX, scanFolder } from './scan-folder.js';

export type Scope = 'global' | 'project';

export interface MemoryEntry {
  scope: Scope;
  /** `_global` or the project key: the folder under the memory root */
  folder: string;
  name: string;
  path: string;
  meta: MemoryMeta;
  /** why the front matter could not be used in full; the entry is still listed */
  problems: string[];
  /** ranking terms, when the store has them (see rank/bm25.ts docTerms) */
  terms?: DocTerms;
  /** meta.pinned, known without decoding the whole record */
  pinned?: boolean;
  /** when its record was made, when the store knows: the same generation, the same record */
  gen?: number;
  /** listed but not read: the scan ran out of time before it reached the file */
  unread?: boolean;
}

export interface MemorySet {
  memoryRoot: string;
  projectKey: string;
  /** global memories first, then this project's, each folder by file name; entries are made on first use */
  list: EntryList;
  /** every entry of `list`, as an array */
  readonly entries: readonly MemoryEntry[];
  /** where the memory at `path` is in `list`, or -1 */
  indexOf(path: string): number;
  /** the deadline passed before every file was checked: some entries may be out of date */
  partial: boolean;
  /** postings over `entries` from the stored term indexes, when a cache is in use */
  terms?: TermSource;
  /**
   * Checks entries taken from the store without a stat this run (large folders, see
   * FULL_CHECK_MAX) and reads changed ones again; true when any changed. Call it on what
   * is about to be shown, and rank again when it says so.
   */
  recheck(entries: readonly MemoryEntry[]): boolean;
}

export interface LoadOptions {
  /** where parsed memories are kept between runs; no caching without it */
  cacheDir?: string;
  /** folders larger than this are checked in a rotating window (default FULL_CHECK_MAX) */
  fullCheckMax?: number;
  /** files such a folder checks per run (default CHECK_PER_RUN) */
  checkPerRun?: number;
  /** monotonicMs() value after which remaining files are taken from the cache unchecked */
  deadline?: number;
}

export function loadMemories(memoryRoot: string, projectKey: string, options: LoadOptions = {}): MemorySet {
  const global = scanFolder(join(memoryRoot, GLOBAL_KEY), options);
  const project = scanFolder(join(memoryRoot, projectKey), options);
  const folders = [
    { scan: global, scope: 'global' as const, folder: GLOBAL_KEY, offset: 0 },
    { scan: project, scope: 'project' as const, folder: projectKey, offset: global.count },
  ];
  const count = global.count + project.count;
  const made: (FolderEntry | undefined)[] = new Array(count);
  const list: EntryList = {
    length: count,
    at(i) {
      if (!(i >= 0 && i < count)) return undefined;
      const found = made[i];
      if (found) return found;
      const f = i < global.count ? (folders[0] as (typeof folders)[0]) : (folders[1] as (typeof folders)[1]);
      return (made[i] = new FolderEntry(f.scan, i - f.offset, f.scope, f.folder));
    },
  };
  let all: readonly MemoryEntry[] | undefined;
  const terms = options.cacheDir ? combinedTerms(folders, count) : undefined;
  const recheck = (shown: readonly MemoryEntry[]) => {
    let changed = false;
    for (const entry of shown) if (entry instanceof FolderEntry && entry.scan.recheck(entry.i)) changed = true;
    return changed;
  };
  const indexOf = (path: string) => {
    for (const { scan, offset } of folders) {
      if (!path.startsWith(`${scan.dir}/`)) continue;
      const k = positionOf(scan.names, path.slice(scan.dir.length + 1));
      if (k !== -1) return offset + k;
    }
    return -1;
  };
  return {
    memoryRoot,
    projectKey,
    list,
    get entries() {
      return (all ??= entryArray(list));
    },
    indexOf,
    partial: global.partial || project.partial,
    terms,
    recheck,
  };
}

/** Position of `name` in names sorted as Array.prototype.sort sorts them; a linear look when that fails. */
function positionOf(names: readonly string[], name: string): number {
  let lo = 0;
  let hi = names.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const here = names[mid] as string;
    if (here === name) return mid;
    if (here < name) lo = mid + 1;
    else hi = mid - 1;
  }
  // a damaged store could list names out of order: then only a full look is sure
  return names.indexOf(name);
}
