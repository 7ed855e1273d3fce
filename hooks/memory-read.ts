import { handleMemoryRead } from '../lib/hook/memory-read.js';
import type { MemoryReadBundle } from '../lib/hook/memory-read-gate.js';
import { runHook } from '../lib/hook/runtime.js';

/** Run by its launcher, the gate in lib/hook/memory-read-gate.ts, with the stdin it read. */
export const run: MemoryReadBundle['run'] = (stdin) => runHook('PreToolUse', handleMemoryRead, { stdin });
