import {
  type BuiltHook,
  builtHookPath,
  bundleOfLauncher,
  bundleRunnerPath,
  HOOK_NAMES,
  type HookName,
  hookEvent,
  ruleSetPath,
  vendorPath,
} from '../io/package-paths.js';
import type { Client } from '../model/clients.js';
import { shellCommand } from '../shell-quote.js';
import type { HookSpec } from './settings-merge.js';

/** Seconds. The hook answers well inside its own deadline; this only bounds a stuck disk. */
const TIMEOUTS: Record<HookName, number> = {
  UserPromptSubmit: 10,
  SessionStart: 10,
  PostToolUse: 10,
  MemoryRead: 10,
  ShellRead: 10,
  PreCompact: 10,
  PreToolUse: 10,
  SubagentStart: 10,
};
/** What earlier versions registered, which install moves to MATCHERS. */
const OLDER_MATCHERS: Partial<Record<HookName, readonly string[]>> = {
  SessionStart: ['startup|resume|clear|compact'],
};
/**
 * Events earlier versions registered a hook under, from which install takes it: the Read
 * hook ran after a read (PostToolUse), too late to hold back a memory marked for a secret.
 */
const OLDER_EVENTS: Partial<Record<HookName, readonly string[]>> = {
  MemoryRead: ['PostToolUse'],
};
const MATCHERS: Partial<Record<HookName, string>> = {
  // `fork`: a conversation copied under a new id (Claude Code 2.1.328), its list with it
  SessionStart: 'startup|resume|clear|compact|fork',
  PostToolUse: 'Write|Edit|MultiEdit',
  // A group of its own, with a bundle of its own: this hook runs before every file Claude
  // reads, so a Read outside the memory folder must cost next to nothing (its launcher is
  // a gate, lib/hook/memory-read-gate.ts), while a memory is checked for a secret.
  MemoryRead: 'Read',
  // The same check before a shell command (`cat <path>`, `sed -n …`) that names a memory: the
  // list tells the model not to read a memory marked for a secret with any tool, and a shell
  // read of one sent it to the model's API unasked and went uncounted. Only for a command
  // that names `.ai-core` (CONDITIONS): every other shell call starts no process of ours.
  ShellRead: 'Bash',
  // Automatic compaction only. After a manual /compact, Claude Code 2.1.328 shows the model
  // the hook's command line and output (as <local-command-stdout>), whatever form the
  // output takes; after an automatic one it shows neither. The user who types /compact can
  // ask the summary for anything themselves.
  PreCompact: 'auto',
  // only the call that starts a subagent: its task is kept for SubagentStart, whose input
  // has none (lib/hook/agent-task-store.ts)
  PreToolUse: 'Agent',
};

/**
 * Claude Code's `if` on a hook (permission rules' form, 2.1.85 and later): verified with
 * 2.1.328, `Bash(*.ai-core*)` starts the hook for `cat /x/.ai-core/…`, `cd .ai-core/… && cat
 * …` and `echo hi && cat .ai-core/…`, and not for `ls src`. A command run from inside the
 * memory folder that names no `.ai-core` (`cat _global/x.md` after a `cd` there) is not
 * seen. Grep's condition is matched against no path (none of the path forms tried started a
 * hook for a Grep of the memory folder), so Grep is not gated: a hook before every Grep
 * would start a process for each.
 */
const CONDITIONS: Partial<Record<HookName, string>> = {
  ShellRead: 'Bash(*.ai-core*)',
};

/** Seconds, for each of Codex's and Gemini's hooks: as for Claude Code's (TIMEOUTS). */
const TIMEOUT_S = 10;

/** Codex's and Gemini's events, the list's first, and the hook each runs. */
const CLIENT_HOOKS: Record<Exclude<Client, 'claude'>, ReadonlyArray<{ event: string; hook: BuiltHook; matcher?: string }>> = {
  codex: [
    { event: 'UserPromptSubmit', hook: 'UserPromptSubmit' },
    { event: 'SessionStart', hook: 'SessionStart' },
    // Codex reads a memory with its shell (`cat <path>`, as the list says): before each shell
    // call, which its hooks name `Bash`, a read of a memory marked for a secret is refused and
    // a read of any other memory counted, as Claude Code's Read hook does; a call that names no
    // `.ai-core` ends at the gate (lib/hook/memory-read-gate.ts)
    { event: 'PreToolUse', hook: 'MemoryRead', matcher: 'Bash' },
  ],
  gemini: [
    { event: 'BeforeAgent', hook: 'UserPromptSubmit' },
    { event: 'SessionStart', hook: 'SessionStart' },
    { event: 'BeforeModel', hook: 'BeforeModel' },
    // refuses a read_file of a memory marked for a secret (Gemini has no "ask the user"),
    // then counts a memory the model opened, for stats and ranking, as Claude Code's Read
    // hook does: after the read, since a read_file outside Gemini's workspace fails.
    // Gemini's matcher is a regular expression on the tool's name.
    { event: 'BeforeTool', hook: 'MemoryRead', matcher: '^read_file$' },
    { event: 'AfterTool', hook: 'MemoryRead', matcher: '^read_file$' },
  ],
};

/** The events besides the list's where Codex's and Gemini's installs put a hook of ours: doctor looks for each where the list hook is. */
export function otherEvents(client: Exclude<Client, 'claude'>): string[] {
  return CLIENT_HOOKS[client].slice(1).map((spec) => spec.event);
}

/** Hooks `install` registers for Claude Code: every hook built for it (Gemini's own are apart). */
export const INSTALLED_HOOKS: readonly HookName[] = HOOK_NAMES;

/** The name Gemini CLI shows for our hooks, and the one `hooksConfig.disabled` would list. */
export const GEMINI_HOOK_NAME = 'project-memory';

/**
 * Node reads every certificate NODE_EXTRA_CA_CERTS names at start-up, TLS or not: with
 * a system bundle that is ~40 ms, more than the whole hook, on every prompt. The hooks
 * never open a network connection, so their commands start node without it. A user's
 * NODE_OPTIONS (a `--require` of a file that is gone, say) would stop node before the
 * hook even starts, so it is cleared too.
 */
export const HOOK_ENV_PREFIX = 'NODE_OPTIONS= NODE_EXTRA_CA_CERTS= ';

/**
 * Claude Code's and Gemini CLI's commands start with a test that the hook file is there:
 * `[ ! -f F ] || …` exits 0 when it is not. A package removed, or a committed project
 * settings file in a teammate's clone, otherwise printed node's MODULE_NOT_FOUND stack on
 * every prompt (Gemini CLI 0.61.0 shows it as a warning, once per hook); doctor still says
 * the file is gone. `[` is a shell builtin: paired over 31 runs the guarded command's CPU
 * time was 0.98 of the plain one's (noise). Gemini CLI runs a command through bash, as
 * Claude Code does, and notes a project hook's command once as new when it changes. Codex
 * keeps its trust by the command's hash, so its commands stay as they were: a change would
 * ask every Codex user to trust every hook again.
 */
export function guardedCommand(fileWord: string, command: string): string {
  return `[ ! -f ${fileWord} ] || ${command}`;
}

/**
 * `node <built hook> [client]`: plain node, no loader, quoted for dash. The client word
 * tells the hook which dialect it speaks (lib/hook/clients); Claude Code's commands have
 * none. Codex 0.169.0 and Gemini CLI 0.61.0 run hook commands through a shell that keeps
 * the user's PATH (measured: a node found only through PATH ran), so `node` stays a word
 * there too, and a Node upgrade does not change the command Codex's trust is tied to.
 */
export function hookCommand(name: BuiltHook, root?: string, client: Client = 'claude'): string {
  const file = builtHookPath(name, root);
  const run = `${HOOK_ENV_PREFIX}${shellCommand(['node', file, ...(client === 'claude' ? [] : [client])])}`;
  return client === 'codex' ? run : guardedCommand(shellCommand([file]), run);
}

/**
 * What each client registers. Codex 0.169.0: the list on UserPromptSubmit (sub-agent tasks
 * included), SessionStart for a new session, resume and compaction, and PreToolUse on its
 * shell, which refuses a read of a memory marked for a secret and counts the others; timeouts in
 * seconds. Gemini CLI 0.61.0: the list on BeforeAgent, a SessionStart that prints
 * nothing (lib/hook/clients/gemini.ts), BeforeModel, which marks the list lost once a
 * compression has taken it out of the chat (lib/hook/list-kept.ts), and AfterTool on
 * read_file, which counts a read of a memory; timeouts in milliseconds, and a name to show.
 * Neither has a use for the others: Codex sees no Write tool, no compaction instruction
 * and no sub-agent task before it starts; Gemini's sub-agents fire no hook at all.
 */
/**
 * The built files a client's hook commands run (hookSpecs), which install checks are there
 * before it registers them: each launcher, the bundle it runs, and the YAML reader and the
 * rule set's words they load.
 */
export function hookFiles(client: Client, root?: string): string[] {
  const names: readonly BuiltHook[] = client === 'claude' ? INSTALLED_HOOKS : CLIENT_HOOKS[client].map((spec) => spec.hook);
  const launchers = names.map((name) => builtHookPath(name, root));
  return [
    ...new Set([...launchers.flatMap((file) => [file, bundleOfLauncher(file)]), bundleRunnerPath(root), vendorPath('js-yaml.cjs', root), ruleSetPath(root)]),
  ];
}

export function hookSpecs(root?: string, client: Client = 'claude'): HookSpec[] {
  if (client === 'codex') {
    return CLIENT_HOOKS.codex.map(({ event, hook, matcher }) => ({
      event,
      ...(matcher ? { matcher } : {}),
      command: hookCommand(hook, root, 'codex'),
      timeout: TIMEOUT_S,
    }));
  }
  if (client === 'gemini') {
    return CLIENT_HOOKS.gemini.map(({ event, hook, matcher }) => ({
      event,
      ...(matcher ? { matcher } : {}),
      name: GEMINI_HOOK_NAME,
      command: hookCommand(hook, root, 'gemini'),
      timeout: TIMEOUT_S * 1000,
    }));
  }
  return INSTALLED_HOOKS.map((name) => ({
    event: hookEvent(name),
    matcher: MATCHERS[name],
    ...(CONDITIONS[name] ? { if: CONDITIONS[name] } : {}),
    command: hookCommand(name, root),
    timeout: TIMEOUTS[name],
    ...(OLDER_MATCHERS[name] ? { olderMatchers: OLDER_MATCHERS[name] } : {}),
    ...(OLDER_EVENTS[name] ? { olderEvents: OLDER_EVENTS[name] } : {}),
  }));
}

/** The event whose hook shows a client the memory list. */
export const LIST_EVENTS: Record<Client, string> = { claude: 'UserPromptSubmit', codex: 'UserPromptSubmit', gemini: 'BeforeAgent' };
