import { type CheckResult, fail, warn } from './check.js';
import type { SettingsLevel } from './settings-levels.js';

/** The settings key with which Claude Code runs no hook at all: the plugin's, install's, anyone's. */
const DISABLE_ALL_HOOKS = 'disableAllHooks';

/** Settings files that turn every hook off for a launch. */
interface HooksOff {
  /** the files that set "disableAllHooks": true, user settings first */
  paths: string[];
  /** a more specific file that sets it false, whose value Claude Code takes: hooks run, until that file changes */
  overriddenBy?: string;
}

/**
 * Whether user, project or local settings turn every hook off. With "disableAllHooks":
 * true Claude Code 2.1.328 runs no hook, so the list never reaches Claude, while doctor's
 * own run of the hook still succeeds. Where levels disagree, the more specific level's
 * value is the one used, as Claude Code documents for every key; that was not measured for
 * this one, so a true overridden so is still said, as a warning.
 */
export function hooksOff(levels: readonly SettingsLevel[]): HooksOff | undefined {
  const set = levels.filter((level) => typeof level.settings[DISABLE_ALL_HOOKS] === 'boolean');
  const paths = set.filter((level) => level.settings[DISABLE_ALL_HOOKS] === true).map((level) => level.path);
  if (paths.length === 0) return undefined;
  const last = set.at(-1);
  return last && last.settings[DISABLE_ALL_HOOKS] === false ? { paths, overriddenBy: last.path } : { paths };
}

/** The row for hooks turned off in settings; none when no file sets it. */
export function checkHooksOff(levels: readonly SettingsLevel[]): CheckResult | undefined {
  const off = hooksOff(levels);
  if (!off) return undefined;
  const { paths, overriddenBy } = off;
  if (overriddenBy !== undefined) {
    return warn(
      'hooks-enabled',
      (m) => m.doctor.hook.disabledOverridden(paths, overriddenBy),
      (m) => m.doctor.hook.disabledFix(paths),
    );
  }
  return fail(
    'hooks-enabled',
    (m) => m.doctor.hook.disabled(paths),
    (m) => m.doctor.hook.disabledFix(paths),
  );
}
