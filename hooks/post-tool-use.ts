import { handleBeforeModel } from '../lib/hook/list-kept.js';
import type { BeforeModelBundle } from '../lib/hook/list-kept-gate.js';
import { handleMemoryRead } from '../lib/hook/memory-read.js';
import type { MemoryReadBundle } from '../lib/hook/memory-read-gate.js';
import { handlePostToolUse } from '../lib/hook/post-tool-use.js';
import { handlePreCompact } from '../lib/hook/pre-compact.js';
import { handlePreToolUse } from '../lib/hook/pre-tool-use.js';
import { runHook } from '../lib/hook/runtime.js';

// One bundle for the hooks that run around a tool call or a compaction (lib/io/package-paths.ts,
// SHARED_BUNDLES): PostToolUse's check of a memory written, the Read hook's check of one read,
// PreToolUse's note of a subagent's task and PreCompact's, and Gemini's BeforeModel. Their code is mostly the same (the
// memory text's rules, the workspace), and one bundle instead of four keeps ~30 KB out of the
// package. Each launcher names the one it runs; each returns whether it printed anything: a
// code cache is kept from such a run (lib/io/code-cache.ts).
export const PostToolUse = (): boolean => runHook('PostToolUse', handlePostToolUse);
export const PreToolUse = (): boolean => runHook('PreToolUse', handlePreToolUse);
export const PreCompact = (): boolean => runHook('PreCompact', handlePreCompact, { output: 'plain' });

/** Run by the Read hook's launcher, the gate in lib/hook/memory-read-gate.ts, with the stdin it read. */
export const run: MemoryReadBundle['run'] = (stdin) => runHook('PreToolUse', handleMemoryRead, { stdin });

/**
 * Gemini CLI only: run by BeforeModel's launcher, the gate in lib/hook/list-kept-gate.ts, with
 * the stdin it read, for the rare request that lacks the list (after Gemini compressed the
 * chat). Here rather than in a bundle of its own, which cost the package 4.7 KB.
 */
export const beforeModel: BeforeModelBundle['beforeModel'] = (stdin) => runHook('BeforeModel', handleBeforeModel, { stdin });

// run as a file of its own (`node post-tool-use.bundle.cjs`, as a hand-made install may
// register it): PostToolUse, as before the bundles were one
if (typeof require === 'function' && require.main === module) PostToolUse();
