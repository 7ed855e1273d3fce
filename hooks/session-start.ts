import { runHook } from '../lib/hook/runtime.js';
import { handleSessionStart } from '../lib/hook/session-start.js';

/** Whether this run printed anything: a code cache is kept from such a run (lib/io/code-cache.ts). */
export const printed = runHook('SessionStart', handleSessionStart);
