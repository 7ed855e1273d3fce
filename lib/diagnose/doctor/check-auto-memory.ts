import { AUTO_MEMORY_KEY } from '../../settings/settings-merge.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';
import type { SettingsLevel } from './settings-levels.js';

const ENV_OFF = 'CLAUDE_CODE_DISABLE_AUTO_MEMORY';

/**
 * Claude Code's own auto memory tells Claude to save "remember X" under ~/.claude/projects,
 * the opposite of this design. Local settings beat project beat user.
 */
export function checkAutoMemory(levels: readonly SettingsLevel[], ctx: DoctorContext): CheckResult {
  const envValue = ctx.env[ENV_OFF];
  if (envValue !== undefined && envValue !== '' && envValue !== '0' && envValue.toLowerCase() !== 'false') {
    return ok('auto-memory', `off: ${ENV_OFF}=${envValue}`);
  }
  const decider = [...levels].reverse().find((level) => level.settings[AUTO_MEMORY_KEY] !== undefined);
  if (decider?.settings[AUTO_MEMORY_KEY] === false) return ok('auto-memory', `off: ${AUTO_MEMORY_KEY} is false in ${decider.scope} settings`);
  const why = decider ? `${AUTO_MEMORY_KEY} is ${JSON.stringify(decider.settings[AUTO_MEMORY_KEY])} in ${decider.scope} settings` : 'on by default';
  return warn(
    'auto-memory',
    `Claude Code's auto memory is on (${why}): it tells Claude to save "remember X" in ~/.claude/projects, not here`,
    `\`project-memory install\` turns it off, or set "${AUTO_MEMORY_KEY}": false in ~/.claude/settings.json (or ${ENV_OFF}=1)`,
  );
}
