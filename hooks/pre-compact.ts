import { handlePreCompact } from '../lib/hook/pre-compact.js';
import { runHook } from '../lib/hook/runtime.js';

/** Whether this run printed anything: a code cache is kept from such a run (lib/io/code-cache.ts). */
export const printed = runHook('PreCompact', handlePreCompact, { output: 'plain' });
