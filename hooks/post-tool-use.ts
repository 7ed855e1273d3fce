import { runHook } from '../lib/hook-runtime.js';
import { handlePostToolUse } from '../lib/hooks/post-tool-use.js';

runHook('PostToolUse', handlePostToolUse);
