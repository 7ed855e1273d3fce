import { handleMemoryRead, mayNameMemory } from '../lib/hook/memory-read.js';
import { runHook } from '../lib/hook/runtime.js';

// built as one file that node runs as is, without the code-cache launcher (scripts/build.mjs)
runHook('PostToolUse', handleMemoryRead, { wants: mayNameMemory });
