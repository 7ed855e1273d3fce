import { runHook } from '../lib/hook/runtime.js';
import { handleUserPromptSubmit } from '../lib/hook/user-prompt-submit.js';

/** Whether this run printed anything: a code cache is kept from such a run (lib/io/code-cache.ts). */
export const printed = runHook('UserPromptSubmit', handleUserPromptSubmit);
