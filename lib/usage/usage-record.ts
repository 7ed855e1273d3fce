import { isAbsolute } from 'node:path';

/**
 * One usage event, as one small JSON file: Claude read a memory, or a session's first
 * list showed some. Plain data with a strict reader: a record that does not parse in
 * full is dropped whole, never half counted.
 */
export interface ReadRecord {
  v: 1;
  kind: 'read';
  /** ms since the epoch */
  t: number;
  /** the memory root's real path */
  root: string;
  /** `_global` or a project key */
  folder: string;
  /** the file name without `.md` */
  name: string;
  session?: string;
}

export interface ShownRecord {
  v: 1;
  kind: 'shown';
  t: number;
  root: string;
  session?: string;
  /** memoryKey() of each memory the list showed */
  memories: string[];
}

/**
 * Memories given a new name or key (rename, key move) or deleted (forget): what was counted
 * of each goes with it, so a rename keeps its reads and the ranking prior they make.
 */
interface MovedRecord {
  v: 1;
  kind: 'moved';
  t: number;
  root: string;
  /** memoryKey() before, and after (null: forgotten) */
  moves: Array<[string, string | null]>;
}

export type UsageRecord = ReadRecord | ShownRecord | MovedRecord;

/** A full list shows at most a few hundred lines; a record naming more was not written by us. */
export const SHOWN_MAX = 5_000;
const PATH_MAX = 4_096;
const PART_MAX = 255;

/** How a memory is named in records and summaries: `<folder>/<name>` (neither holds a `/`). */
export function memoryKey(folder: string, name: string): string {
  return `${folder}/${name}`;
}

function isPart(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= PART_MAX && !/[/\\\0]/.test(value);
}

export function isMemoryKey(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const slash = value.indexOf('/');
  return slash > 0 && isPart(value.slice(0, slash)) && isPart(value.slice(slash + 1));
}

function isRoot(value: unknown): value is string {
  return typeof value === 'string' && isAbsolute(value) && value.length <= PATH_MAX && !value.includes('\0');
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

export function parseUsageRecord(text: string): UsageRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const r = value as Record<string, unknown>;
  if (r.v !== 1 || !isTime(r.t) || !isRoot(r.root)) return undefined;
  if (r.session !== undefined && typeof r.session !== 'string') return undefined;
  const session = r.session === undefined ? {} : { session: r.session as string };
  if (r.kind === 'read' && isPart(r.folder) && isPart(r.name)) return { v: 1, kind: 'read', t: r.t, root: r.root, folder: r.folder, name: r.name, ...session };
  if (r.kind === 'shown' && Array.isArray(r.memories) && r.memories.length <= SHOWN_MAX && r.memories.every(isMemoryKey)) {
    return { v: 1, kind: 'shown', t: r.t, root: r.root, memories: [...new Set(r.memories as string[])], ...session };
  }
  const isMove = (move: unknown) => Array.isArray(move) && move.length === 2 && isMemoryKey(move[0]) && (move[1] === null || isMemoryKey(move[1]));
  if (r.kind === 'moved' && Array.isArray(r.moves) && r.moves.length <= SHOWN_MAX && r.moves.every(isMove)) {
    return { v: 1, kind: 'moved', t: r.t, root: r.root, moves: r.moves as Array<[string, string | null]> };
  }
  return undefined;
}
