import type { SettingsChange, SettingsShape } from '../model/settings-change.js';
import type { JsonEdit } from './json-edit.js';

/**
 * Pure planning of edits to a Claude Code settings object: add, find and remove our hook
 * entries. The plan is a list of edits at JSON paths (lib/settings/json-edit.ts applies
 * them to the file's text), so nothing outside those paths is ever rewritten.
 */
export type Settings = Record<string, unknown>;

export interface HookSpec {
  event: string;
  matcher?: string;
  /** what Gemini CLI calls the hook in its messages and in hooksConfig.disabled */
  name?: string;
  command: string;
  /**
   * Claude Code's condition on a tool call, in its permission rules' form (`Bash(*.ai-core*)`):
   * the hook's process starts only for a call that matches it (2.1.85 and later; an earlier
   * one ignores the key and runs the hook for every call the matcher takes)
   */
  if?: string;
  /** in the client's unit: seconds for Claude Code and Codex, milliseconds for Gemini CLI */
  timeout: number;
  /** matchers earlier versions registered the hook under: such a group of ours takes `matcher` */
  olderMatchers?: readonly string[];
  /** events earlier versions registered the hook under: an entry of ours there that runs its file is taken out */
  olderEvents?: readonly string[];
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
  /** in the order they must be applied */
  edits: JsonEdit[];
  /** one per change, for the report and --dry-run */
  changes: SettingsChange[];
}

/** A key of the settings holds the wrong kind of value for install to add to it; the CLI words it. */
export class SettingsShapeError extends Error {
  constructor(readonly shape: SettingsShape) {
    super(`"${shape.key}" is not ${shape.expected === 'object' ? 'an object' : 'a list'}`);
    this.name = 'SettingsShapeError';
  }
}

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

const commandText = (h: HookCommand): string | undefined => (typeof h.command === 'string' ? h.command : undefined);

/** The hook file a command names (`…/dist/hooks/<file>.cjs`), however it is quoted. */
const HOOK_FILE = /\/dist\/hooks\/([\w-]+\.c?js)\b/;

/** Whether two of our commands run the same hook file: the one to update in place, not just any of ours on the event. */
function sameHookFile(a: string, b: string): boolean {
  const fileA = HOOK_FILE.exec(a)?.[1];
  return fileA !== undefined && fileA === HOOK_FILE.exec(b)?.[1];
}

/**
 * Adds each spec unless a hook running the same file the same way is already there; that
 * one is left exactly as it is, so a timeout the user raised survives. An entry of ours
 * with an older command (the package moved) is updated in place instead of duplicated —
 * only an entry of the same hook: an event may hold several of ours (PreToolUse keeps a
 * sub-agent's task and checks a read memory), each in its own group.
 */
export function addHooks(
  input: Settings,
  specs: readonly HookSpec[],
  isOurs: (command: string) => boolean,
  sameHook: (a: string, b: string) => boolean = (a, b) => a === b,
): MergeResult {
  if (input.hooks !== undefined && !hooksOf(input)) {
    throw new SettingsShapeError({ key: 'hooks', expected: 'object' });
  }
  const hooks = hooksOf(input) ?? {};
  const edits: JsonEdit[] = [];
  const changes: SettingsChange[] = [];
  const madeLists = new Set<string>();
  for (const spec of specs) {
    if (hooks[spec.event] !== undefined && !groupsOf(hooks, spec.event)) {
      throw new SettingsShapeError({ key: `hooks.${spec.event}`, expected: 'list' });
    }
    const groups = groupsOf(hooks, spec.event);
    const located = (groups ?? []).flatMap((group, g) => commandsOf(group).map((hook, h) => ({ hook, g, h, command: commandText(hook) })));
    const same = located.find((l) => l.command !== undefined && sameHook(l.command, spec.command));
    const stale = same ? undefined : located.find((l) => l.command !== undefined && isOurs(l.command) && sameHookFile(l.command, spec.command));
    const found = same ?? stale;
    const matcherEdit = found && olderMatcherEdit(spec, (groups as HookGroup[])[found.g] as HookGroup, found.g, isOurs);
    if (matcherEdit) edits.push(matcherEdit);
    if (stale) {
      const at = ['hooks', spec.event, stale.g, 'hooks', stale.h];
      edits.push({ path: [...at, 'command'], value: spec.command });
      if (typeof stale.hook.timeout !== 'number') edits.push({ path: [...at, 'timeout'], value: spec.timeout });
    }
    // a condition this version sets (or sets otherwise) reaches an entry written before it
    const conditionEdit = found && spec.if !== undefined && found.hook.if !== spec.if;
    if (found && conditionEdit) edits.push({ path: ['hooks', spec.event, found.g, 'hooks', found.h, 'if'], value: spec.if });
    if (stale || matcherEdit || conditionEdit) changes.push({ kind: 'update-hook', event: spec.event, command: spec.command });
    if (found) continue;
    const group: HookGroup = spec.matcher === undefined ? {} : { matcher: spec.matcher };
    group.hooks = [
      {
        ...(spec.name === undefined ? {} : { name: spec.name }),
        type: 'command',
        ...(spec.if === undefined ? {} : { if: spec.if }),
        command: spec.command,
        timeout: spec.timeout,
      },
    ];
    // a list this call already made for the event (a second hook of ours on it) is added to, not made again
    const listExists = groups !== undefined || madeLists.has(spec.event);
    edits.push(listExists ? { path: ['hooks', spec.event, -1], value: group, insert: true } : { path: ['hooks', spec.event], value: [group] });
    madeLists.add(spec.event);
    changes.push({ kind: 'add-hook', event: spec.event, command: spec.command });
  }
  // last, so that no edit above meets an index these removals moved; an event a spec of
  // ours is on keeps its list, emptied or not
  for (const event of new Set(specs.flatMap((spec) => spec.olderEvents ?? []))) {
    const moved = specs.filter((spec) => spec.olderEvents?.includes(event));
    const retire = (command: string) => isOurs(command) && moved.some((spec) => sameHookFile(command, spec.command));
    const keepList = specs.some((spec) => spec.event === event) ? [event] : [];
    const retired = removeHooks({ hooks: { [event]: hooks[event] } }, retire, true, keepList);
    edits.push(...retired.edits);
    changes.push(...retired.changes);
  }
  return { edits, changes };
}

/**
 * A group of ours under a matcher an earlier version registered (SessionStart without
 * `fork`) takes the current one. A group that also holds someone else's hook keeps its
 * matcher: changing it would change when their hook runs.
 */
function olderMatcherEdit(spec: HookSpec, group: HookGroup, g: number, isOurs: (command: string) => boolean): JsonEdit | undefined {
  if (spec.matcher === undefined || group.matcher === spec.matcher || typeof group.matcher !== 'string') return undefined;
  if (!spec.olderMatchers?.includes(group.matcher)) return undefined;
  if (!commandsOf(group).every((h) => commandText(h) !== undefined && isOurs(commandText(h) as string))) return undefined;
  return { path: ['hooks', spec.event, g, 'matcher'], value: spec.matcher };
}

/** Every hook command of ours in the settings, once each: what the install record keeps. */
export function ourCommands(settings: Settings, isOurs: (command: string) => boolean): string[] {
  const hooks = hooksOf(settings) ?? {};
  const commands = Object.keys(hooks).flatMap((event) => (groupsOf(hooks, event) ?? []).flatMap((g) => commandsOf(g)));
  return [...new Set(commands.flatMap((h) => (typeof h.command === 'string' && isOurs(h.command) ? [h.command] : [])))];
}

/**
 * Removes every hook command of ours, and the groups and events that held nothing else.
 * A group or event that was empty before is not ours to remove.
 */
export function removeHooks(
  input: Settings,
  isOurs: (command: string) => boolean,
  /** the file had `hooks` before install: emptied, it stays (with whatever comments are in it) */
  keepHooks = false,
  /** the events whose list the file had before install: emptied, each stays, `[]` as it was */
  keepLists: readonly string[] = [],
): MergeResult {
  const hooks = hooksOf(input);
  const edits: JsonEdit[] = [];
  const changes: SettingsChange[] = [];
  if (!hooks) return { edits, changes };
  const events = Object.keys(hooks);
  let emptied = 0;
  for (const event of events) {
    const groups = groupsOf(hooks, event);
    if (!groups) continue;
    const eventEdits: JsonEdit[] = [];
    let kept = 0;
    groups.forEach((group, g) => {
      const commands = commandsOf(group);
      const ours = commands.flatMap((hook, h) => (commandText(hook) !== undefined && isOurs(hook.command as string) ? [h] : []));
      for (const h of ours) changes.push({ kind: 'remove-hook', event, command: String(commands[h]?.command) });
      if (ours.length === 0) kept++;
      else if (ours.length === commands.length) eventEdits.push({ path: ['hooks', event, g], value: undefined });
      else {
        kept++;
        for (const h of ours) eventEdits.push({ path: ['hooks', event, g, 'hooks', h], value: undefined });
      }
    });
    if (eventEdits.length === 0) continue;
    if (kept > 0 || keepLists.includes(event)) {
      // last index first, so each removal leaves the indices of the ones still to come alone
      edits.push(...eventEdits.reverse());
    } else {
      edits.push({ path: ['hooks', event], value: undefined });
      emptied++;
    }
  }
  if (!keepHooks && emptied > 0 && emptied === events.length) return { edits: [{ path: ['hooks'], value: undefined }], changes };
  return { edits, changes };
}

export const AUTO_MEMORY_KEY = 'autoMemoryEnabled';

/** Turns Claude Code's own auto memory off; it tells Claude to save "remember X" elsewhere. */
export function disableAutoMemory(input: Settings): MergeResult {
  if (input[AUTO_MEMORY_KEY] === false) return { edits: [], changes: [] };
  return { edits: [{ path: [AUTO_MEMORY_KEY], value: false }], changes: [{ kind: 'set-key', key: AUTO_MEMORY_KEY, value: false }] };
}

/** Puts the auto memory setting back as it was before install. */
export function restoreAutoMemory(input: Settings, previous: unknown): MergeResult {
  if (input[AUTO_MEMORY_KEY] !== false) return { edits: [], changes: [] };
  return {
    edits: [{ path: [AUTO_MEMORY_KEY], value: previous }],
    changes: [previous === undefined ? { kind: 'remove-key', key: AUTO_MEMORY_KEY } : { kind: 'set-key', key: AUTO_MEMORY_KEY, value: previous }],
  };
}
