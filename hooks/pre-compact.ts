import { runHook } from '../lib/hook/runtime.js';
import { handlePreCompact } from '../lib/hook/pre-compact.js';

runHook('PreCompact', handlePreCompact, { output: 'plain' });
