import { isAbsolute, resolve } from 'node:path';
import { stateDir } from '../io/state-dir.js';
import { COMPACT_AT } from '../usage/compact.js';
import { pendingNames, publishRecord } from '../usage/publish-record.js';
import { memoryFileId } from '../usage/usage-root.js';
import { type HookHandler, type HookInput, hooksDisabled, sessionIdOf } from './runtime.js';
import { mergeUsage } from './usage-merge.js';

/** The absolute path Claude's Read tool just read, or undefined. */
function readPath(input: HookInput): string | undefined {
  if (input.tool_name !== 'Read') return undefined;
  const toolInput = input.tool_input;
  if (!toolInput || typeof toolInput !== 'object') return undefined;
  const path = (toolInput as Record<string, unknown>).file_path;
  if (typeof path !== 'string' || path === '') return undefined;
  if (isAbsolute(path)) return path;
  return typeof input.cwd === 'string' && isAbsolute(input.cwd) ? resolve(input.cwd, path) : undefined;
}

/**
 * Counts a read of a memory file: one record in the user's state folder (never in the
 * repository), merged later into the summary `stats` and the ranking read. Prints
 * nothing: the model sees no trace of this hook.
 */
export const handleMemoryRead: HookHandler = (input, ctx) => {
  if (hooksDisabled(ctx.env)) return undefined;
  const path = readPath(input);
  const memory = path === undefined ? undefined : memoryFileId(path);
  if (!memory) return undefined;
  const state = stateDir(ctx.env, ctx.home);
  if (state === undefined) return undefined;
  const session = sessionIdOf(input);
  const t = ctx.now.getTime();
  if (!publishRecord(state, { v: 1, kind: 'read', t, ...memory, ...(session ? { session } : {}) })) return undefined;
  // sessions merge what waits when they start; a long one that reads a lot merges here
  if (pendingNames(state).length >= COMPACT_AT) mergeUsage(state, t);
  return undefined;
};
