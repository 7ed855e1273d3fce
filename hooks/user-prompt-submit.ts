import { runHook } from '../lib/hook/runtime.js';
import { handleSessionStart } from '../lib/hook/session-start.js';
import { handleSubagentStart } from '../lib/hook/subagent-start.js';
import { handleUserPromptSubmit } from '../lib/hook/user-prompt-submit.js';

// One bundle for UserPromptSubmit, SessionStart and SubagentStart (lib/io/package-paths.ts,
// SHARED_BUNDLES): their code is nearly all the same (the memories, the list, the session's
// state), and one bundle instead of two keeps ~45 KB out of the package. Each launcher names
// the one it runs. Each returns whether it printed anything: a code cache is kept from such
// a run (lib/io/code-cache.ts).
export const UserPromptSubmit = (): boolean => runHook('UserPromptSubmit', handleUserPromptSubmit);
export const SessionStart = (): boolean => runHook('SessionStart', handleSessionStart);
export const SubagentStart = (): boolean => runHook('SubagentStart', handleSubagentStart);

// run as a file of its own (`node user-prompt-submit.bundle.cjs`, as a hand-made install may
// register it): the prompt's hook, as before the bundles were one. A launcher runs it
// through the code-cache runner, where this module is not the main one.
if (typeof require === 'function' && require.main === module) UserPromptSubmit();
