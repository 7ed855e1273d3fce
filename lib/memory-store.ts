import { join } from 'node:path';
import { listMemoryFileNames, memoryNameOf } from './discover.js';
import { parseFrontMatter } from './frontmatter.js';
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
}

const EMPTY_META: MemoryMeta = { tags: [], pinned: false };

/** Reads one memory file's head and front matter; never throws. */
export function readMemoryEntry(scope: Scope, folder: string, dir: string, fileName: string): MemoryEntry | undefined {
  const path = join(dir, fileName);
  const head = readHead(path);
  if (!head) return undefined;
  const base = { scope, folder, name: memoryNameOf(fileName), path, size: head.size, mtimeMs: head.mtimeMs };
  const parsed = parseFrontMatter(head.text);
  if (!parsed.ok) {
    const reason = head.truncated && parsed.reason.includes('not closed') ? 'front matter is too long or not closed' : parsed.reason;
    return { ...base, meta: EMPTY_META, problems: [reason] };
  }
  const { meta, problems } = toMeta(parsed.data);
  return { ...base, meta, problems };
}

export function loadScope(memoryRoot: string, scope: Scope, folder: string): MemoryEntry[] {
  const dir = join(memoryRoot, folder);
  const entries: MemoryEntry[] = [];
  for (const fileName of listMemoryFileNames(dir)) {
    const entry = readMemoryEntry(scope, folder, dir, fileName);
    if (entry) entries.push(entry);
  }
  return entries;
}

export function loadMemories(memoryRoot: string, projectKey: string): MemorySet {
  return {
    memoryRoot,
    projectKey,
    entries: [...loadScope(memoryRoot, 'global', GLOBAL_KEY), ...loadScope(memoryRoot, 'project', projectKey)],
  };
}
