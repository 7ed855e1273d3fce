/** Pure edits of a Claude Code settings object: add, find and remove our hook entries. */
export type Settings = Record<string, unknown>;

export interface HookSpec {
  event: string;
  matcher?: string;
  command: string;
  /** seconds */
  timeout: number;
}

interface HookCommand {
  type?: unknown;
  command?: unknown;
  timeout?: unknown;
  [key: string]: unknown;
}

interface HookGroup {
  matcher?: unknown;
  hooks?: unknown;
  [key: string]: unknown;
}

export interface MergeResult {
  settings: Settings;
  /** one line per change, for the report and --dry-run */
  changes: string[];
}

const clone = <T>(value: T): T => structuredClone(value);

function hooksOf(settings: Settings): Record<string, unknown> | undefined {
  const hooks = settings.hooks;
  return hooks && typeof hooks === 'object' && !Array.isArray(hooks) ? (hooks as Record<string, unknown>) : undefined;
}

function groupsOf(hooks: Record<string, unknown>, event: string): HookGroup[] | undefined {
  const groups = hooks[event];
  return Array.isArray(groups) ? (groups as HookGroup[]) : undefined;
}

function commandsOf(group: HookGroup): HookCommand[] {
  return Array.isArray(group.hooks) ? (group.hooks as HookCommand[]) : [];
}

/**
 * Adds each spec unless it is already there. An entry of ours with an older command
 * (the package moved) is updated in place instead of duplicated. `hookOf` tells which
 * of our hooks a command runs (undefined: not ours): an event may have several of ours,
 * each in its own group, and only an entry of the same hook is the one to update.
 */
export function addHooks(input: Settings, specs: readonly HookSpec[], hookOf: (command: string) => string | undefined): MergeResult {
  if (input.hooks !== undefined && !hooksOf(input)) {
    throw new Error('"hooks" is not an object');
  }
  const settings = clone(input);
  const hooks = hooksOf(settings) ?? {};
  const changes: string[] = [];
  for (const spec of specs) {
    if (hooks[spec.event] !== undefined && !groupsOf(hooks, spec.event)) {
      throw new Error(`"hooks.${spec.event}" is not a list`);
    }
    const groups = groupsOf(hooks, spec.event) ?? [];
    const all = groups.flatMap((g) => commandsOf(g));
    const same = all.find((h) => h.command === spec.command);
    if (same && same.timeout === spec.timeout) continue;
    const hook = hookOf(spec.command);
    const stale = same ?? all.find((h) => typeof h.command === 'string' && hook !== undefined && hookOf(h.command) === hook);
    if (stale) {
      stale.command = spec.command;
      stale.timeout = spec.timeout;
      changes.push(`update ${spec.event} hook: ${spec.command}`);
      continue;
    }
    const group: HookGroup = spec.matcher === undefined ? {} : { matcher: spec.matcher };
    group.hooks = [{ type: 'command', command: spec.command, timeout: spec.timeout }];
    groups.push(group);
    hooks[spec.event] = groups;
    changes.push(`add ${spec.event} hook: ${spec.command}`);
  }
  if (changes.length > 0) settings.hooks = hooks;
  return { settings, changes };
}

/** Removes every hook command of ours, and groups and events left empty by that. */
export function removeHooks(input: Settings, isOurs: (command: string) => boolean): MergeResult {
  const settings = clone(input);
  const hooks = hooksOf(settings);
  const changes: string[] = [];
  if (!hooks) return { settings, changes };
  for (const event of Object.keys(hooks)) {
    const groups = groupsOf(hooks, event);
    if (!groups) continue;
    const kept: HookGroup[] = [];
    for (const group of groups) {
      const commands = commandsOf(group);
      const remaining = commands.filter((h) => !(typeof h.command === 'string' && isOurs(h.command)));
      for (const h of commands) if (!remaining.includes(h)) changes.push(`remove ${event} hook: ${String(h.command)}`);
      if (remaining.length === commands.length) kept.push(group);
      else if (remaining.length > 0) kept.push({ ...group, hooks: remaining });
    }
    if (kept.length > 0) hooks[event] = kept;
    else delete hooks[event];
  }
  if (Object.keys(hooks).length === 0) delete settings.hooks;
  return { settings, changes };
}

export const AUTO_MEMORY_KEY = 'autoMemoryEnabled';

/** Turns Claude Code's own auto memory off; it tells Claude to save "remember X" elsewhere. */
export function disableAutoMemory(input: Settings): MergeResult {
  if (input[AUTO_MEMORY_KEY] === false) return { settings: input, changes: [] };
  const settings = clone(input);
  settings[AUTO_MEMORY_KEY] = false;
  return { settings, changes: [`set ${AUTO_MEMORY_KEY}: false`] };
}

/** Puts the auto memory setting back as it was before install. */
export function restoreAutoMemory(input: Settings, previous: unknown): MergeResult {
  if (input[AUTO_MEMORY_KEY] !== false) return { settings: input, changes: [] };
  const settings = clone(input);
  if (previous === undefined) delete settings[AUTO_MEMORY_KEY];
  else settings[AUTO_MEMORY_KEY] = previous;
  return { settings, changes: [previous === undefined ? `remove ${AUTO_MEMORY_KEY}` : `set ${AUTO_MEMORY_KEY}: ${JSON.stringify(previous)}`] };
}
