import { sep } from 'node:path';
import { isMemoryFileName } from '../format/discover.js';
import { AI_CORE_DIR } from './workspace.js';

/** Where a path sits under a memory root, worked out from the path alone (no disk access). */
interface MemoryLocation {
  workspaceRoot: string;
  /** `_global` or a project key; undefined for a file directly in the memory root */
  folder?: string;
  name: string;
}

const MARKER = `${sep}${AI_CORE_DIR}${sep}data${sep}memory${sep}`;

/**
 * `<workspace>/.ai-core/data/memory/<folder>/<name>.md` (listed) or
 * `<workspace>/.ai-core/data/memory/<name>.md` (never listed: a likely mistake worth
 * saying). README.md, dot-files, dot-folders and deeper files are not memories, and
 * deeper folders may be a deliberate archive, so they give undefined.
 */
export function memoryLocationOf(absolutePath: string): MemoryLocation | undefined {
  if (!absolutePath.endsWith('.md')) return undefined;
  const at = absolutePath.lastIndexOf(MARKER);
  if (at < 0) return undefined;
  const parts = absolutePath.slice(at + MARKER.length).split(sep);
  const workspaceRoot = absolutePath.slice(0, at) || sep;
  const name = parts.at(-1) ?? '';
  if (!isMemoryFileName(name)) return undefined;
  if (parts.length === 1) return { workspaceRoot, name };
  const folder = parts[0] ?? '';
  if (parts.length !== 2 || folder === '' || folder.startsWith('.')) return undefined;
  return { workspaceRoot, folder, name };
}

/** The memory root `path` is, or lies in (the last one on the way), from the path alone. */
export function memoryRootAbove(path: string): string | undefined {
  const folder = path.endsWith(sep) ? path : `${path}${sep}`;
  const at = folder.lastIndexOf(MARKER);
  return at < 0 ? undefined : folder.slice(0, at + MARKER.length - sep.length);
}
