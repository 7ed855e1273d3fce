import { join } from 'node:path';
import { compactInstruction } from '../render/compact-guidance.js';
import { foundWorkspace, resolveWorkspace } from '../workspace/resolve.js';
import { launchDirOf } from './memory-list.js';
import { type HookHandler, hooksDisabled } from './runtime.js';

/**
 * Before compaction (manual or auto) the summariser is asked to keep a short list of what
 * this session learned and never saved. Printed as plain text (see lib/hook-runtime.ts):
 * Claude Code adds it to the summary request as "Additional Instructions:". Nothing is
 * loaded but the workspace settings: the summary request is already waiting.
 */
export const handlePreCompact: HookHandler = (input, ctx) => {
  if (hooksDisabled(ctx.env)) return undefined;
  // the project key plays no part here: tmux is not asked for it
  const workspace = foundWorkspace(resolveWorkspace(launchDirOf(input, ctx), ctx.env, () => undefined));
  if (!workspace) return undefined;
  return compactInstruction(workspace.config.lang, join(workspace.memoryRoot, '/'));
};
