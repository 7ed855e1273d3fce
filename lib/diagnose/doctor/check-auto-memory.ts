import { AUTO_MEMORY_ENV, autoMemoryState } from '../../settings/auto-memory.js';
import { installAdvice } from '../../settings/install-advice.js';
import { AUTO_MEMORY_KEY } from '../../settings/settings-merge.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';
import type { SettingsLevel } from './settings-levels.js';

/** Claude Code's own auto memory tells Claude to save "remember X" under ~/.claude/projects, the opposite of this design. */
export function checkAutoMemory(levels: readonly SettingsLevel[], ctx: DoctorContext): CheckResult {
  const state = autoMemoryState(levels, ctx.env);
  if (!state.on) {
    return ok('auto-memory', (m) =>
      state.by === 'env' ? m.doctor.autoMemory.offByEnv(AUTO_MEMORY_ENV, state.value) : m.doctor.autoMemory.offBySettings(AUTO_MEMORY_KEY, state.scope),
    );
  }
  const { scope, value } = state;
  return warn(
    'auto-memory',
    (m) => m.doctor.autoMemory.on(scope ? m.doctor.autoMemory.onBySettings(AUTO_MEMORY_KEY, JSON.stringify(value), scope) : m.doctor.autoMemory.onByDefault),
    (m) => m.doctor.autoMemory.fix(installAdvice(ctx), AUTO_MEMORY_KEY, AUTO_MEMORY_ENV),
  );
}
