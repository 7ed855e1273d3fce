import { lstatSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { readHead } from '../io/read-head.js';

/**
 * Index caches hold every memory's title and description: the caches of a workspace that
 * was deleted must not stay in the state folder for ever, nor those nobody has used for a
 * long time. A cache is rewritten whenever its folder changes, so its mtime says when it
 * was last brought up to date; one untouched for this long is removed even when its
 * folder is still there (using it again costs one rebuild).
 */
export const CACHE_TTL_MS = 30 * 24 * 3_600_000;
/** The head line names the folder within its first bytes: `{"v":…,"folder":"…",…` (folder-cache.ts). */
const HEAD_BYTES = 4_096;

/**
 * Removes from `indexDir` the caches whose folder no longer exists (the cache file records
 * its folder), caches untouched for CACHE_TTL_MS, and the rotating-window cursors beside
 * them; a file that cannot be read as a cache goes once it is as old. Cheap enough for
 * every session start: a stat per file, and for a recent cache one read of its first
 * bytes and one lstat of its folder. Returns how many files were removed.
 */
export function pruneIndexCaches(indexDir: string, nowMs: number): number {
  let names: string[];
  try {
    names = readdirSync(indexDir);
  } catch {
    return 0; // no caches yet
  }
  const caches = new Set(names.filter((name) => name.endsWith('.cache')));
  let removed = 0;
  const remove = (name: string): void => {
    try {
      unlinkSync(join(indexDir, name));
      removed++;
    } catch {
      // raced with another hook: fine
    }
  };
  for (const name of caches) {
    const path = join(indexDir, name);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    const old = nowMs - stat.mtimeMs > CACHE_TTL_MS;
    const folder = old ? undefined : folderOf(path);
    // a recent file that is no cache of ours is left alone: a hook may be writing it
    if (!old && (folder === undefined || folderExists(folder))) continue;
    remove(name);
    caches.delete(name);
    const cursor = cursorOf(name);
    // another version's cache of the same folder may still use it
    if (names.includes(cursor) && ![...caches].some((other) => cursorOf(other) === cursor)) remove(cursor);
  }
  const cursors = new Set([...caches].map(cursorOf));
  for (const name of names) {
    if (!name.endsWith('.cursor') || cursors.has(name)) continue;
    const stat = lstatSync(join(indexDir, name), { throwIfNoEntry: false });
    if (stat?.isFile() && nowMs - stat.mtimeMs > CACHE_TTL_MS) remove(name);
  }
  return removed;
}

/** The rotating window's cursor beside a cache: `<hash>.v36.cache` (or `<hash>.cache`, before versioned names) → `<hash>.cursor`. */
function cursorOf(cacheName: string): string {
  return `${cacheName.slice(0, cacheName.indexOf('.'))}.cursor`;
}

/**
 * The folder a cache file records in its head line, whatever its version (another
 * version's cache of a deleted workspace goes too); undefined when it is no cache.
 */
function folderOf(path: string): string | undefined {
  const text = readHead(path, HEAD_BYTES, { body: true })?.text ?? '';
  const match = /^\{"v":\d+,"folder":("(?:[^"\\\n]|\\.)*")/.exec(text);
  if (!match) return undefined;
  try {
    const folder: unknown = JSON.parse(match[1] as string);
    return typeof folder === 'string' && folder.startsWith('/') ? folder : undefined;
  } catch {
    return undefined;
  }
}

/** lstat, as the scan reads a scope folder: a link in its place is no folder either. */
function folderExists(folder: string): boolean {
  try {
    return lstatSync(folder, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return true; // cannot tell (no access): keep it
  }
}
