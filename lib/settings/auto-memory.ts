import { AUTO_MEMORY_KEY, type Settings } from './settings-merge.js';

/** Claude Code's switch for its own auto memory in the environment (any value but '', 0 or false turns it off). */
export const AUTO_MEMORY_ENV = 'CLAUDE_CODE_DISABLE_AUTO_MEMORY';

/** Where the auto memory setting was decided, lowest first; later levels win, as in Claude Code. */
export interface AutoMemoryLevel {
  scope: string;
  settings: Settings;
}

type AutoMemoryState = { on: false; by: 'env'; value: string } | { on: false; by: 'settings'; scope: string } | { on: true; scope?: string; value?: unknown };

/**
 * Whether Claude Code's auto memory is on for a launch. It tells Claude to save
 * "remember X" under ~/.claude/projects, away from the team's memory. The environment
 * switch beats every settings file; local settings beat project, project beats user.
 */
export function autoMemoryState(levels: readonly AutoMemoryLevel[], env: Record<string, string | undefined>): AutoMemoryState {
  const envValue = env[AUTO_MEMORY_ENV];
  if (envValue !== undefined && envValue !== '' && envValue !== '0' && envValue.toLowerCase() !== 'false') {
    return { on: false, by: 'env', value: envValue };
  }
  const decider = [...levels].reverse().find((level) => level.settings[AUTO_MEMORY_KEY] !== undefined);
  if (decider === undefined) return { on: true };
  const value = decider.settings[AUTO_MEMORY_KEY];
  return value === false ? { on: false, by: 'settings', scope: decider.scope } : { on: true, scope: decider.scope, value };
}
