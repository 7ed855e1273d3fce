import { runHook } from '../lib/hook/runtime.js';
import { handleSessionStart } from '../lib/hook/session-start.js';
import { handleSubagentStart } from '../lib/hook/subagent-start.js';

// One bundle for SessionStart and SubagentStart (lib/io/package-paths.ts, SHARED_BUNDLES):
// each launcher names the one it runs. Each returns whether it printed anything: a code
// cache is kept from such a run (lib/io/code-cache.ts).
export const SessionStart = (): boolean => runHook('SessionStart', handleSessionStart);
export const SubagentStart = (): boolean => runHook('SubagentStart', handleSubagentStart);
