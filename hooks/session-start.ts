import { runHook } from '../lib/hook-runtime.js';
import { handleSessionStart } from '../lib/hooks/session-start.js';

runHook('SessionStart', handleSessionStart);
