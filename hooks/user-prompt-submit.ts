import { runHook } from '../lib/hook/runtime.js';
import { handleUserPromptSubmit } from '../lib/hook/user-prompt-submit.js';

runHook('UserPromptSubmit', handleUserPromptSubmit);
