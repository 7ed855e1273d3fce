import { runHook } from '../lib/hook/runtime.js';
import { handlePostToolUse } from '../lib/hook/post-tool-use.js';

runHook('PostToolUse', handlePostToolUse);
