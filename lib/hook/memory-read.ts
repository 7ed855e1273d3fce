import { resolve } from 'node:path';
import { maskSecrets } from '../format/secrets.js';
import { GUIDANCE_TEXT } from '../i18n/guidance.js';
import { parseMemoryFile } from '../index/parse-memory-file.js';
import { builtCliPath } from '../io/package-paths.js';
import type { RunContext } from '../io/run-context.js';
import { stateDir } from '../io/state-dir.js';
import { isRecord } from '../is-record.js';
import { toSafePath } from '../render/safe-line.js';
import { shellCommand } from '../shell-quote.js';
import { COMPACT_AT } from '../usage/compact.js';
import { pendingNames, publishRecord } from '../usage/publish-record.js';
import { memoryFileId } from '../usage/usage-root.js';
import { loadConfig } from '../workspace/config.js';
import { memoryLocationOf } from '../workspace/memory-location.js';
import { type HookHandler, type HookInput, hooksDisabled, sessionIdOf } from './runtime.js';
import { toolFilePath } from './tool-file-path.js';
import { mergeUsage } from './usage-merge.js';

/**
 * Gemini CLI 0.61.0 runs AfterTool after a read_file that failed too (the file outside its
 * workspace, say), with `tool_response.error` set: such a read is not counted. (Claude
 * Code's reads are counted before they run, so a failed one counts.)
 */
function readFailed(input: HookInput): boolean {
  return isRecord(input.tool_response) && Boolean(input.tool_response.error);
}

/**
 * Before a read of a memory the list marks as holding a likely secret (lint's rule, read
 * from the file now): the read is held back as the client can (Claude Code asks the user;
 * Gemini CLI refuses it), and the reason names the command that shows where the secret
 * is. The list's mark alone left it to the model, and a read sent the whole secret to the
 * model's API. Only before a read: an install from before ran this hook after one, when
 * nothing could be held back.
 */
function secretReadReason(path: string, env: RunContext['env']): string | undefined {
  if (!parseMemoryFile(path)?.record.problems.some((problem) => problem.kind === 'secret')) return undefined;
  const workspaceRoot = memoryLocationOf(path)?.workspaceRoot;
  if (workspaceRoot === undefined) return undefined;
  const lint = shellCommand([...cliWords(), 'lint', '--dir', workspaceRoot]);
  // a secret pasted as the file's name is masked, as the list masks it
  return GUIDANCE_TEXT[loadConfig(workspaceRoot, env).lang].secretRead(toSafePath(maskSecrets(path), 4096), toSafePath(lint, 8192));
}

/** How the reason names the CLI: the built one beside this hook, or by its command name where the package cannot say (a broken install). */
function cliWords(): string[] {
  try {
    return ['node', builtCliPath()];
  } catch {
    return ['project-memory'];
  }
}

/**
 * Counts a read of a memory file (Claude Code's Read, Gemini CLI's read_file): one record
 * in the user's state folder (never in the repository), merged later into the summary
 * `stats` and the ranking read, at the one event per client that counts it. Prints
 * nothing (the model sees no trace of this hook) but for a memory marked for a secret,
 * whose read is held back and not counted: it may never happen.
 */
export const handleMemoryRead: HookHandler = (input, ctx, dialect) => {
  if (hooksDisabled(ctx.env) || readFailed(input)) return undefined;
  // as the file system reads it: `memory/shop/../shop/x.md` and `memory//shop/x.md` are the memory too
  const named = toolFilePath(input, dialect.readTools);
  const path = named === undefined ? undefined : resolve(named);
  const memory = path === undefined ? undefined : memoryFileId(path);
  if (!memory || path === undefined) return undefined;
  const event = input.hook_event_name;
  if (event === dialect.readEvents.before) {
    const reason = secretReadReason(path, ctx.env);
    if (reason) return { holdBack: reason };
  }
  if (typeof event !== 'string' || !dialect.readEvents.countAt.includes(event)) return undefined;
  const state = stateDir(ctx.env, ctx.home);
  if (state === undefined) return undefined;
  const session = sessionIdOf(input);
  const t = ctx.now.getTime();
  if (!publishRecord(state, { v: 1, kind: 'read', t, ...memory, ...(session ? { session } : {}) })) return undefined;
  // sessions merge what waits when they start; a long one that reads a lot merges here
  if (pendingNames(state).length >= COMPACT_AT) mergeUsage(state, t);
  return undefined;
};
