import { runHook } from '../lib/hook/runtime.js';
import { handleSessionStart } from '../lib/hook/session-start.js';

runHook('SessionStart', handleSessionStart);
