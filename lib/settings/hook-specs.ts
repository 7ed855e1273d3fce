import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { builtHookPath, HOOK_NAMES, type HookName, hookEvent, hookFileName } from '../io/package-paths.js';
import { shellCommand } from '../shell-quote.js';
import type { HookSpec } from './settings-merge.js';

/** Seconds. The hook answers well inside its own deadline; this only bounds a stuck disk. */
const TIMEOUTS: Record<HookName, number> = { UserPromptSubmit: 10, SessionStart: 10, PostToolUse: 10, MemoryRead: 10, PreCompact: 10 };
const MATCHERS: Partial<Record<HookName, string>> = {
  SessionStart: 'startup|resume|clear|compact',
  PostToolUse: 'Write|Edit|MultiEdit',
  // A group of its own, with a bundle of its own: this hook runs after every file Claude
  // reads, so a Read outside the memory folder must cost next to nothing, while the check
  // of a written memory loads the whole rule set (lib/hook/memory-read.ts).
  MemoryRead: 'Read',
  // Automatic compaction only. After a manual /compact, Claude Code 2.1.328 shows the model
  // the hook's command line and output (as <local-command-stdout>), whatever form the
  // output takes; after an automatic one it shows neither. The user who types /compact can
  // ask the summary for anything themselves.
  PreCompact: 'auto',
};

/** Hooks registered by `install`: every hook this package builds. */
export const INSTALLED_HOOKS: readonly HookName[] = HOOK_NAMES;

/**
 * Node reads every certificate NODE_EXTRA_CA_CERTS names at start-up, TLS or not: with
 * a system bundle that is ~40 ms, more than the whole hook, on every prompt. The hooks
 * never open a network connection, so their commands start node without it. A user's
 * NODE_OPTIONS (a `--require` of a file that is gone, say) would stop node before the
 * hook even starts, so it is cleared too.
 */
export const HOOK_ENV_PREFIX = 'NODE_OPTIONS= NODE_EXTRA_CA_CERTS= ';

/** `node <built hook>`: plain node, no loader, quoted for dash. */
export function hookCommand(name: HookName, root?: string): string {
  return `${HOOK_ENV_PREFIX}${shellCommand(['node', builtHookPath(name, root)])}`;
}

export function hookSpecs(root?: string): HookSpec[] {
  return INSTALLED_HOOKS.map((name) => ({
    event: hookEvent(name),
    matcher: MATCHERS[name],
    command: hookCommand(name, root),
    timeout: TIMEOUTS[name],
  }));
}

// with or without the environment prefix: installs from before it are still ours to update
const OUR_COMMAND = /^(?:NODE_OPTIONS=\s+)?(?:NODE_EXTRA_CA_CERTS=\s+)?node\s+'?(.+?)'?\s*$/;

/**
 * Which of our built hooks a command runs (its file name), or undefined when it is not
 * ours: this package's, or one of a project-memory checkout that moved or was deleted
 * since it was installed.
 */
export function ourHookFile(command: string): string | undefined {
  const match = OUR_COMMAND.exec(command.trim());
  if (!match) return undefined;
  const script = (match[1] as string).replaceAll(`'\\''`, "'");
  const file = basename(script);
  if (!HOOK_NAMES.some((name) => hookFileName(name) === file)) return undefined;
  const hooksDir = dirname(script);
  if (basename(hooksDir) !== 'hooks' || basename(dirname(hooksDir)) !== 'dist') return undefined;
  const manifest = `${dirname(dirname(hooksDir))}/.claude-plugin/plugin.json`;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'project-memory' ? file : undefined;
  } catch {
    return file;
  }
}

export function isOurHookCommand(command: string): boolean {
  return ourHookFile(command) !== undefined;
}
