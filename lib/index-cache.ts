import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import type { MemoryMeta } from './memory-meta.js';

/**
 * Parsed front matter of one scope folder, kept between prompts so an unchanged file
 * costs one stat instead of an open, a read and a YAML parse. Bump VERSION whenever
 * the stored shape or the parsing rules change: an old cache is then rebuilt silently.
 */
export const CACHE_VERSION = 1;

/** One file as it was when parsed: the stat fields that reveal a change, and the result. */
export interface CachedFile {
  name: string;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  meta: MemoryMeta;
  problems: string[];
}

export interface FolderCache {
  version: number;
  folder: string;
  /** folder mtime when the names were read: unchanged means no file added, removed or renamed */
  folderMtimeMs: number;
  /** when this cache was written; files changed within the clock's resolution of it are re-read */
  writtenAtMs: number;
  files: CachedFile[];
}

/** File name for a folder's cache; the cache records its folder, so a collision only costs a rebuild. */
export function cacheFileFor(cacheDir: string, folder: string): string {
  return join(cacheDir, `${fnv1a(folder)}${fnv1a(`${folder}\u0000`)}.json`);
}

// node:crypto costs milliseconds to load on the per-prompt path; this needs no strength
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A missing, corrupt or foreign cache reads as no cache at all. */
export function readFolderCache(cacheDir: string, folder: string): FolderCache | undefined {
  try {
    const value = JSON.parse(readFileSync(cacheFileFor(cacheDir, folder), 'utf8')) as FolderCache;
    if (value?.version !== CACHE_VERSION || value.folder !== folder || !Array.isArray(value.files)) return undefined;
    return value;
  } catch {
    return undefined;
  }
}

/** Atomic, so hooks running at once never see a torn cache; the last writer wins. */
export function writeFolderCache(cacheDir: string, cache: FolderCache): void {
  try {
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    writeFileAtomic(cacheFileFor(cacheDir, cache.folder), JSON.stringify(cache), 0o600);
  } catch {
    // an unwritable state folder only costs speed, never the list
  }
}
