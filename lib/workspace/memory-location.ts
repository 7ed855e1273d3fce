import { sep } from 'node:path';
import { isMemoryFileName, isNoteName } from '../format/discover.js';
import { AI_CORE_DIR } from './workspace.js';

/** Where a path sits under a memory root, worked out from the path alone (no disk access). */
interface MemoryLocation {
  workspaceRoot: string;
  /** `_global` or a project key; undefined for a file directly in the memory root */
  folder?: string;
  name: string;
}

/** A note lint looks at, and where it lies: MemoryLocation, and the subfolders of the scope folder it lies in. */
export interface NotePlace extends MemoryLocation {
  /** the folders between the scope folder and the file (`ops`, `old` for `shop/ops/old/x.md`); none directly in it */
  subfolders: string[];
}

const MARKER = `${sep}${AI_CORE_DIR}${sep}data${sep}memory${sep}`;
/** How many folders deep below a scope folder lint looks for notes (lib/diagnose/lint/nested-notes.ts). */
export const MAX_NOTE_SUBFOLDERS = 8;

const endsInMd = (name: string) => name.toLowerCase().endsWith('.md');

/**
 * A file under a memory root that lint names (lib/diagnose/lint/lint-memories.ts): any
 * `*.md` (any case, README.md aside) directly in the memory root; any `*.md` or other
 * note (`.markdown`, `.txt`) directly in a scope folder; a note in a subfolder of one, up
 * to lint's depth, where lint walks (no dot-folder, no first subfolder named `*.md`).
 * Undefined for every other path: lint says nothing of it.
 */
export function notePlaceOf(absolutePath: string): NotePlace | undefined {
  const at = absolutePath.lastIndexOf(MARKER);
  if (at < 0) return undefined;
  const parts = absolutePath.slice(at + MARKER.length).split(sep);
  const workspaceRoot = absolutePath.slice(0, at) || sep;
  const name = parts.pop() ?? '';
  if (parts.length === 0) return endsInMd(name) && name.toLowerCase() !== 'readme.md' ? { workspaceRoot, name, subfolders: [] } : undefined;
  const [folder = '', ...subfolders] = parts;
  // project keys never start with a dot: a dot-folder (.git, .obsidian) is no scope folder, nor walked below one
  if (parts.some((part) => part === '' || part.startsWith('.'))) return undefined;
  if (subfolders.length === 0) return endsInMd(name) || isNoteName(name) ? { workspaceRoot, folder, name, subfolders } : undefined;
  // lint names a folder called `*.md` as an entry that is no file, and does not look inside
  if (subfolders.length > MAX_NOTE_SUBFOLDERS || endsInMd(subfolders[0] ?? '') || !isNoteName(name)) return undefined;
  return { workspaceRoot, folder, name, subfolders };
}

/**
 * `<workspace>/.ai-core/data/memory/<folder>/<name>.md` (listed) or
 * `<workspace>/.ai-core/data/memory/<name>.md` (never listed: a likely mistake worth
 * saying). README.md, dot-files, other endings and deeper files give undefined: the list
 * shows none of them.
 */
export function memoryLocationOf(absolutePath: string): MemoryLocation | undefined {
  const place = notePlaceOf(absolutePath);
  if (!place || place.subfolders.length > 0 || !isMemoryFileName(place.name)) return undefined;
  const { workspaceRoot, folder, name } = place;
  return folder === undefined ? { workspaceRoot, name } : { workspaceRoot, folder, name };
}

/** `path` as a folder (with its separator), and where the last memory root's marker starts in it (-1: none). */
function markerIn(path: string): { folder: string; at: number } {
  const folder = path.endsWith(sep) ? path : `${path}${sep}`;
  return { folder, at: folder.lastIndexOf(MARKER) };
}

/** The workspace whose memory root `path` is, or lies in (the last one on the way), from the path alone. */
export function workspaceRootAbove(path: string): string | undefined {
  const { folder, at } = markerIn(path);
  return at < 0 ? undefined : folder.slice(0, at) || sep;
}

/** The memory root `path` is, or lies in (the last one on the way), from the path alone. */
export function memoryRootAbove(path: string): string | undefined {
  const { folder, at } = markerIn(path);
  return at < 0 ? undefined : folder.slice(0, at + MARKER.length - sep.length);
}
