import { type Dirent, lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listMemoryFileNames } from '../format/discover.js';
import { textSupersedes } from '../format/supersedes-edit.js';
import type { CliMessages } from '../i18n/types.js';
import type { GitExec } from '../io/git-exec.js';
import { isReadOnlyMode } from '../io/write-protected.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { shellCommand } from '../shell-quote.js';
import { isSafeKey } from '../workspace/project-key.js';
import { gitHolds } from './git-holds.js';
import { readExisting, replaceMemoryFile } from './memory-target.js';

/** A memory whose `supersedes` names another: its text as read, and as an edit makes it. */
interface Reference {
  path: string;
  before: string;
  text: string;
  was: { mode: number; uid: number; gid: number };
}

/** The memories naming it, and those that name it but cannot be rewritten (not UTF-8, a field the edit cannot write). */
interface References {
  references: Reference[];
  unrewritable: { path: string; why: 'not-utf8' | 'not-rewritten' | 'not-parsed' | 'read-only' }[];
}

/**
 * The memories whose `supersedes` names `name` meaning the memory of `folder` (in `scope`), with
 * their text as `edit` makes it, as the list resolves names (lib/index/supersession.ts): a
 * project memory names its own folder's first, else a global one; a global memory names
 * global ones only. So a project memory is named from its own folder, a global one from
 * `_global` and from every project folder without one of its own.
 */
export function referencesTo(
  memoryRoot: string,
  scope: Scope,
  folder: string,
  name: string,
  edit: (text: string, path: string) => string | undefined,
): References {
  const folders = scope === 'project' ? [folder] : [GLOBAL_KEY, ...projectFoldersWithout(memoryRoot, name)];
  const found: References = { references: [], unrewritable: [] };
  for (const f of folders) {
    const dir = join(memoryRoot, f);
    for (const file of listMemoryFileNames(dir)) {
      const path = join(dir, file);
      const read = readExisting(path);
      if (read.kind !== 'file' || !read.text.includes(name)) continue;
      const names = textSupersedes(read.text, name);
      if (!names) continue;
      // a front matter that does not parse may name it: said, not passed over
      if (names === 'unreadable') {
        found.unrewritable.push({ path, why: 'not-parsed' });
        continue;
      }
      // rewritten, a lenient decoding's U+FFFD would replace its characters for good
      if (read.notUtf8) {
        found.unrewritable.push({ path, why: 'not-utf8' });
        continue;
      }
      // write-protected by its user: save --update and verify refuse to change it, and so does this
      if (isReadOnlyMode(read.mode)) {
        found.unrewritable.push({ path, why: 'read-only' });
        continue;
      }
      const text = edit(read.text, path);
      if (text === undefined) found.unrewritable.push({ path, why: 'not-rewritten' });
      else found.references.push({ path, before: read.text, text, was: read });
    }
  }
  return found;
}

/** The lines that name each memory that could not be rewritten and why, for the refusal that lists them (forget's, rename's). */
export function unrewritableLines(m: CliMessages, unrewritable: References['unrewritable']): string[] {
  return unrewritable.map((u) => `  ${u.path} (${m.words.notRewritable[u.why](shellCommand(['chmod', 'u+w', u.path]))})`);
}

/** The memories whose `supersedes` names `name` meaning the memory of `folder` (in `scope`), by path. */
export function namersOf(memoryRoot: string, scope: Scope, folder: string, name: string): string[] {
  const { references, unrewritable } = referencesTo(memoryRoot, scope, folder, name, (text) => text);
  return [...references.map((r) => r.path), ...unrewritable.map((u) => u.path)];
}

/**
 * Writes each reference's new text, unless the file changed since it was read (an edit
 * meanwhile is kept, and said). Those git held as they were (`stage`) are staged, so that
 * the commit that takes the rename or deletion takes them too. What could not be written.
 */
export function writeReferences(references: readonly Reference[], stage: (path: string) => void): { path: string; reason: string }[] {
  const failed: { path: string; reason: string }[] = [];
  for (const reference of references) {
    const now = readExisting(reference.path);
    if (now.kind !== 'file' || now.text !== reference.before) {
      failed.push({ path: reference.path, reason: 'changed meanwhile' });
      continue;
    }
    try {
      replaceMemoryFile(reference.path, reference.text, reference.was);
      stage(reference.path);
    } catch (error) {
      failed.push({ path: reference.path, reason: (error as NodeJS.ErrnoException).code ?? String(error) });
    }
  }
  return failed;
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

/** Stages, with `git add`, each of `paths` it is given that git held unchanged before (others are left as they are). */
export function stager(cwd: string, paths: readonly string[], git: GitExec, env: Record<string, string | undefined>): (path: string) => void {
  // only those git held as they were: a file with edits of its own is not staged whole behind its owner's back
  const clean = new Set(paths.filter((p) => gitHolds(cwd, relative(cwd, p), git, env).kind === 'committed'));
  return (path) => {
    if (clean.has(path)) git(cwd, env, ['add', '--', relative(cwd, path)]);
  };
}
