import { runHook } from '../lib/hook/runtime.js';
import { handleSubagentStart } from '../lib/hook/subagent-start.js';

/** Whether this run printed anything: a code cache is kept from such a run (lib/io/code-cache.ts). */
export const printed = runHook('SubagentStart', handleSubagentStart);
