import { type Dirent, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { isSafeKey } from '../workspace/project-key.js';
import { readExisting } from './memory-target.js';

/** A memory whose `supersedes` names another, and its text as an edit makes it. */
interface Reference {
  path: string;
  text: string;
  was: { mode: number; uid: number; gid: number };
}

/**
 * The memories whose `supersedes` names `name` meaning the memory of `folder` (in `scope`), with
 * their text as `edit` makes it (undefined: it does not name it there), as the list resolves it
 * (lib/index/supersession.ts): a project memory names its own folder's first, else a global
 * one; a global memory names global ones only. So a project memory is named from its own
 * folder, a global one from `_global` and from every project folder without one of its own.
 */
export function referencesTo(memoryRoot: string, scope: Scope, folder: string, name: string, edit: (text: string) => string | undefined): Reference[] {
  const folders = scope === 'project' ? [folder] : [GLOBAL_KEY, ...projectFoldersWithout(memoryRoot, name)];
  return folders.flatMap((f) => {
    const dir = join(memoryRoot, f);
    return memoryFilesIn(dir).flatMap((file): Reference[] => {
      const path = join(dir, file);
      const read = readExisting(path);
      if (read.kind !== 'file' || read.notUtf8 || !read.text.includes(name)) return [];
      const text = edit(read.text);
      return text === undefined ? [] : [{ path, text, was: read }];
    });
  });
}

function memoryFilesIn(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.filter((e) => e.isFile() && e.name.endsWith('.md') && !e.name.startsWith('.')).map((e) => e.name);
}

/** Project folders under the memory root with no memory of `name`: theirs names the global one. */
function projectFoldersWithout(memoryRoot: string, name: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(memoryRoot, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isDirectory() && e.name !== GLOBAL_KEY && isSafeKey(e.name))
    .map((e) => e.name)
    .filter((key) => lstatSync(join(memoryRoot, key, `${name}.md`), { throwIfNoEntry: false }) === undefined);
}

/**
 * The memory a name in the `supersedes` of a memory in `folder` (in `scope`) stands for, as
 * the list resolves it: a project memory's own folder first, else `_global`; a global one's
 * `_global` only. Undefined when there is none.
 */
export function supersededTarget(memoryRoot: string, scope: Scope, folder: string, name: string): { scope: Scope; folder: string; path: string } | undefined {
  const places: { scope: Scope; folder: string }[] =
    scope === 'project'
      ? [
          { scope, folder },
          { scope: 'global', folder: GLOBAL_KEY },
        ]
      : [{ scope, folder: GLOBAL_KEY }];
  for (const place of places) {
    const path = join(memoryRoot, place.folder, `${name}.md`);
    if (lstatSync(path, { throwIfNoEntry: false })?.isFile()) return { ...place, path };
  }
  return undefined;
}
