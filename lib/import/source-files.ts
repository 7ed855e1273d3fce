/**
 * Reading what another tool left behind. Every failure is kept as data, so one bad file
 * is one refused memory with its reason, and a missing source is an error that names it.
 */
import { closeSync, constants, fstatSync, openSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { utf8TextOf } from '../format/utf8-text.js';
import type { FileProblem } from '../model/import.js';

/** Far above any note or rule file; a larger file is not one memory. */
const MAX_SOURCE_BYTES = 256 * 1024;

export type { FileProblem };

type SourceText = { ok: true; text: string } | { ok: false; problem: FileProblem };

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/** What is at `path`: a file, a folder, nothing, or a reason it cannot be looked at. */
export function pathKind(path: string): 'file' | 'folder' | 'other' | FileProblem {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return { kind: 'missing' };
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'other';
  } catch (error) {
    return codeOf(error) === 'ENOTDIR' ? { kind: 'missing' } : { kind: 'unreadable', code: codeOf(error) };
  }
}

/** The folder a source's files were found in: its path, and its name as the user knows it. */
export interface SourceFolder {
  path: string;
  shown: string;
}

type Resolved = { ok: true; real: string } | { ok: false; problem: FileProblem };

/**
 * Where `path` really is, when that is inside `folder` (both through every link, on the
 * way too). A link in a cloned repository can point into its user's home (~/.ssh/config),
 * and what an import reads ends up in the memory folder, which is committed.
 */
export function resolveInside(path: string, folder: SourceFolder, what: 'file' | 'folder'): Resolved {
  let real: string;
  let realFolder: string;
  try {
    real = realpathSync(path);
    realFolder = realpathSync(folder.path);
  } catch (error) {
    const code = codeOf(error);
    return { ok: false, problem: code === 'ENOENT' || code === 'ENOTDIR' ? { kind: 'missing' } : { kind: 'unreadable', code } };
  }
  const rel = relative(realFolder, real);
  if (isAbsolute(rel) || rel === '..' || rel.startsWith(`..${sep}`)) return { ok: false, problem: { kind: 'outside', folder: folder.shown, what } };
  return { ok: true, real };
}

/**
 * A regular file's text. Opened non-blocking and checked with fstat before reading, so a
 * FIFO or a link to a device among the sources cannot hang the import. With `within`,
 * only a file that resolves inside that folder is read.
 */
export function readSourceText(path: string, within?: SourceFolder): SourceText {
  let target = path;
  let flags = constants.O_RDONLY | constants.O_NONBLOCK;
  if (within !== undefined) {
    const resolved = resolveInside(path, within, 'file');
    if (!resolved.ok) return resolved;
    // the very file checked: a link put in its place since is not followed
    target = resolved.real;
    flags |= constants.O_NOFOLLOW;
  }
  let fd: number;
  try {
    fd = openSync(target, flags);
  } catch (error) {
    return { ok: false, problem: codeOf(error) === 'ENOENT' ? { kind: 'missing' } : { kind: 'unreadable', code: codeOf(error) } };
  }
  try {
    const stat = fstatSync(fd);
    // opened through any link, so what is there is a folder or a special file
    if (!stat.isFile()) return { ok: false, problem: { kind: 'not-a-file', what: stat.isDirectory() ? 'folder' : 'special' } };
    if (stat.size > MAX_SOURCE_BYTES) return { ok: false, problem: { kind: 'too-large', bytes: stat.size, max: MAX_SOURCE_BYTES } };
    const text = utf8TextOf(readFileSync(fd));
    return text === undefined ? { ok: false, problem: { kind: 'not-text' } } : { ok: true, text };
  } catch (error) {
    return { ok: false, problem: { kind: 'unreadable', code: codeOf(error) } };
  } finally {
    closeSync(fd);
  }
}

type FolderFiles = { ok: true; files: string[] } | { ok: false; problem: FileProblem };

/**
 * Files under `dir` whose names pass `wanted`, as paths relative to `dir` in a stable
 * order; `depth` 0 reads `dir` alone. Hidden entries are skipped (editors' swap files,
 * `.DS_Store`), and so are folders that cannot be read below the top. `others` collects
 * the files that did not pass, for a caller that says what it left alone.
 */
export function listFiles(dir: string, wanted: (name: string) => boolean, depth = 0, others?: string[]): FolderFiles {
  const kind = pathKind(dir);
  if (kind !== 'folder') return { ok: false, problem: typeof kind === 'string' ? { kind: 'not-a-folder' } : kind };
  const files: string[] = [];
  const walk = (folder: string, level: number): void => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory() && level < depth) {
        try {
          walk(path, level + 1);
        } catch {
          // an unreadable subfolder holds nothing we can import; the rest still counts
        }
      } else if (!entry.isDirectory()) {
        (wanted(entry.name) ? files : others)?.push(relative(dir, path));
      }
    }
  };
  try {
    walk(dir, 0);
  } catch (error) {
    return { ok: false, problem: { kind: 'unreadable', code: codeOf(error) } };
  }
  return { ok: true, files };
}
