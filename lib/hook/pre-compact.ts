import { join } from 'node:path';
import { compactInstruction } from '../render/compact-guidance.js';
import { loadConfig } from '../workspace/config.js';
import { locateWorkspace } from '../workspace/resolve.js';
import { launchDirOf } from './memory-list.js';
import { type HookHandler, hooksDisabled } from './runtime.js';

/**
 * Before an automatic compaction (the only one it is registered for: lib/settings/hook-specs.ts)
 * the summariser is asked to keep a short list of what this session learned and never saved. Printed as plain text (see lib/hook-runtime.ts):
 * Claude Code adds it to the summary request as "Additional Instructions:". Nothing is
 * loaded but the workspace settings: the summary request is already waiting.
 */
export const handlePreCompact: HookHandler = (input, ctx) => {
  if (hooksDisabled(ctx.env)) return undefined;
  // the workspace and its settings only: the project key plays no part here, so neither
  // git nor tmux is asked for it
  const place = locateWorkspace(launchDirOf(input, ctx));
  if (place.kind !== 'found') return undefined;
  return compactInstruction(loadConfig(place.root, ctx.env).lang, join(place.memoryRoot, '/'));
};
