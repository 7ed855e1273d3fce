import { stateDir } from '../io/state-dir.js';
import { isRecord } from '../is-record.js';
import { COMPACT_AT } from '../usage/compact.js';
import { pendingNames, publishRecord } from '../usage/publish-record.js';
import { memoryFileId } from '../usage/usage-root.js';
import { type HookHandler, type HookInput, hooksDisabled, sessionIdOf } from './runtime.js';
import { toolFilePath } from './tool-file-path.js';
import { mergeUsage } from './usage-merge.js';

/**
 * Gemini CLI 0.61.0 runs AfterTool after a read_file that failed too (the file outside its
 * workspace, say), with `tool_response.error` set; Claude Code runs PostToolUse only after
 * a read that worked.
 */
function readFailed(input: HookInput): boolean {
  return isRecord(input.tool_response) && Boolean(input.tool_response.error);
}

/**
 * Counts a read of a memory file (Claude Code's Read, Gemini CLI's read_file): one record in the user's state folder (never in the
 * repository), merged later into the summary `stats` and the ranking read. Prints
 * nothing: the model sees no trace of this hook.
 */
export const handleMemoryRead: HookHandler = (input, ctx, dialect) => {
  if (hooksDisabled(ctx.env) || readFailed(input)) return undefined;
  const path = toolFilePath(input, dialect.readTools);
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
