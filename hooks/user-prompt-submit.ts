import { runHook } from '../lib/hook-runtime.js';
import { handleUserPromptSubmit } from '../lib/hooks/user-prompt-submit.js';

runHook('UserPromptSubmit', handleUserPromptSubmit);
