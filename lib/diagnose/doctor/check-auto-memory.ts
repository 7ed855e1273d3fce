import { AUTO_MEMORY_ENV, autoMemoryState } from '../../settings/auto-memory.js';
import { AUTO_MEMORY_KEY } from '../../settings/settings-merge.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';
import type { SettingsLevel } from './settings-levels.js';

/** Claude Code's own auto memory tells Claude to save "remember X" under ~/.claude/projects, the opposite of this design. */
export function checkAutoMemory(levels: readonly SettingsLevel[], ctx: DoctorContext): CheckResult {
  const state = autoMemoryState(levels, ctx.env);
  if (!state.on) {
    return ok('auto-memory', state.by === 'env' ? `off: ${AUTO_MEMORY_ENV}=${state.value}` : `off: ${AUTO_MEMORY_KEY} is false in ${state.scope} settings`);
  }
  const why = state.scope ? `${AUTO_MEMORY_KEY} is ${JSON.stringify(state.value)} in ${state.scope} settings` : 'on by default';
  return warn(
    'auto-memory',
    `Claude Code's auto memory is on (${why}): it tells Claude to save "remember X" in ~/.claude/projects, not here`,
    `\`project-memory install\` turns it off, or set "${AUTO_MEMORY_KEY}": false in ~/.claude/settings.json (or ${AUTO_MEMORY_ENV}=1)`,
  );
}
