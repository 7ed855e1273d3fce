import { handlePreToolUse } from '../lib/hook/pre-tool-use.js';
import { runHook } from '../lib/hook/runtime.js';

/** Whether this run printed anything: a code cache is kept from such a run (lib/io/code-cache.ts). */
export const printed = runHook('PreToolUse', handlePreToolUse);
