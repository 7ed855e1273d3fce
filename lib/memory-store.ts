import { lstatSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listMemoryFileNames, memoryNameOf } from './discover.js';
import { parseFrontMatter } from './frontmatter.js';
import { CACHE_VERSION, readFolderCache, writeFolderCache, type CachedFile } from './index-cache.js';
import { toMeta, type MemoryMeta } from './memory-meta.js';
import { GLOBAL_KEY } from './project-key.js';
import { readHead } from './read-head.js';

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
  size: number;
  mtimeMs: number;
}

export interface MemorySet {
  memoryRoot: string;
  projectKey: string;
  entries: MemoryEntry[];
  /** the deadline passed before every file was checked: some entries may be out of date */
  partial: boolean;
}

export interface LoadOptions {
  /** where parsed front matter is cached between runs; no caching without it */
  cacheDir?: string;
  /** performance.now() value after which remaining files are taken from the cache unchecked */
  deadline?: number;
}

/**
 * A file whose mtime is this close to the moment it was cached may have changed again
 * within the clock's resolution (coarse file systems keep whole seconds), so it is
 * re-read until it is older than that — the "racily clean" rule.
 */
const RACY_MS = 2_000;

/** Enough for the front matter of almost every memory, without decoding its body. */
const FIRST_READ_BYTES = 4096;

const EMPTY_META: MemoryMeta = { tags: [], pinned: false };

/** Reads one memory file's head and parses its front matter; never throws. */
export function parseMemoryFile(path: string, name: string): CachedFile | undefined {
  let head = readHead(path, FIRST_READ_BYTES);
  if (!head) return undefined;
  let parsed = parseFrontMatter(head.text);
  // front matter longer than the first read: read as far as a head may go
  if (!parsed.ok && head.truncated && parsed.reason.includes('not closed')) {
    head = readHead(path) ?? head;
    parsed = parseFrontMatter(head.text);
  }
  const file = { name, size: head.size, mtimeMs: head.mtimeMs, ctimeMs: head.ctimeMs, ino: head.ino };
  if (!parsed.ok) {
    const reason = head.truncated && parsed.reason.includes('not closed') ? 'front matter is too long or not closed' : parsed.reason;
    return { ...file, meta: EMPTY_META, problems: [reason] };
  }
  return { ...file, ...toMeta(parsed.data) };
}

type Signature = Pick<CachedFile, 'size' | 'mtimeMs' | 'ctimeMs' | 'ino'>;

/** ctime and inode catch what size and mtime alone miss: a restored mtime, a file swapped in. */
function sameFile(a: Signature, b: Signature): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

export interface FolderScan {
  files: CachedFile[];
  partial: boolean;
}

/** The memory files of one folder, parsed, reusing the cache for every file that did not change. */
export function scanFolder(dir: string, options: LoadOptions = {}): FolderScan {
  const dirStat = statSync(dir, { throwIfNoEntry: false });
  if (!dirStat?.isDirectory()) return { files: [], partial: false };
  const now = Date.now();
  const cache = options.cacheDir ? readFolderCache(options.cacheDir, dir) : undefined;
  const trusted = (mtimeMs: number) => cache !== undefined && mtimeMs < cache.writtenAtMs - RACY_MS;
  const namesKnown = cache !== undefined && cache.folderMtimeMs === dirStat.mtimeMs && trusted(dirStat.mtimeMs);
  const byName = new Map(cache?.files.map((f) => [f.name, f]));
  const names = namesKnown ? [...byName.keys()] : listMemoryFileNames(dir);
  // a new or racy folder listing is worth writing down once it is old enough to trust
  let changed = !namesKnown && (cache === undefined || dirStat.mtimeMs !== cache.folderMtimeMs || dirStat.mtimeMs < now - RACY_MS);
  let partial = false;
  const files: CachedFile[] = [];
  for (const name of names) {
    const cached = byName.get(name);
    if (options.deadline !== undefined && performance.now() > options.deadline) {
      partial = true;
      if (cached) files.push(cached);
      continue;
    }
    const path = join(dir, name);
    if (cached) {
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (!stat?.isFile()) {
        changed = true;
        continue;
      }
      if (sameFile(stat, cached) && trusted(stat.mtimeMs)) {
        files.push(cached);
        continue;
      }
    }
    const parsed = parseMemoryFile(path, name);
    if (!parsed) continue;
    files.push(parsed);
    if (!cached || !sameFile(parsed, cached) || parsed.mtimeMs < now - RACY_MS) changed = true;
  }
  if (changed && options.cacheDir && !partial) {
    writeFolderCache(options.cacheDir, { version: CACHE_VERSION, folder: dir, folderMtimeMs: dirStat.mtimeMs, writtenAtMs: now, files });
  }
  return { files, partial };
}

function toEntries(memoryRoot: string, scope: Scope, folder: string, files: CachedFile[]): MemoryEntry[] {
  const dir = join(memoryRoot, folder);
  return files.map((f) => ({
    scope,
    folder,
    name: memoryNameOf(f.name),
    path: join(dir, f.name),
    meta: f.meta,
    problems: f.problems,
    size: f.size,
    mtimeMs: f.mtimeMs,
  }));
}

export function loadMemories(memoryRoot: string, projectKey: string, options: LoadOptions = {}): MemorySet {
  const global = scanFolder(join(memoryRoot, GLOBAL_KEY), options);
  const project = scanFolder(join(memoryRoot, projectKey), options);
  return {
    memoryRoot,
    projectKey,
    entries: [...toEntries(memoryRoot, 'global', GLOBAL_KEY, global.files), ...toEntries(memoryRoot, 'project', projectKey, project.files)],
    partial: global.partial || project.partial,
  };
}
