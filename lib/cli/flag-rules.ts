import type { ErrorSay } from './errors.js';

/** key's actions: the first argument, `show` when none is given. */
export const KEY_ACTIONS = ['show', 'pin', 'move'] as const;

interface FlagRules {
  /** a flag that means something only beside another: flag → that flag */
  needs?: Readonly<Record<string, string>>;
  /** a command of actions: flag → the actions it is for */
  actions?: { known: readonly string[]; fallback: string; flags: Readonly<Record<string, readonly string[]>> };
}

/**
 * Which flag is for what, as each command's --help says it (test/cli/flag-rules.test.ts
 * reads the help against this table). A flag that would do nothing is refused rather than
 * taken: `key show --force` or `--keep-edits` without `--update` most likely meant more.
 */
const RULES: Readonly<Record<string, FlagRules>> = {
  key: { actions: { known: KEY_ACTIONS, fallback: 'show', flags: { force: ['pin'], here: ['pin'], 'dry-run': ['pin', 'move'] } } },
  import: { needs: { 'keep-edits': 'update', 'overwrite-edits': 'update' } },
  // stats refuses --min-shown without --unused itself, in words of its own
};

/** A flag given where it does nothing, in the reader's words; undefined when every flag applies. */
export function flagMisuse(command: string, values: Readonly<Record<string, unknown>>, positionals: readonly string[]): ErrorSay | undefined {
  const rules = RULES[command];
  if (rules === undefined) return undefined;
  const given = (flag: string) => values[flag] !== undefined && values[flag] !== false;
  for (const [flag, needed] of Object.entries(rules.needs ?? {})) {
    if (given(flag) && !given(needed)) return (m) => m.errors.flagNeeds(`--${flag}`, `--${needed}`);
  }
  const actions = rules.actions;
  const action = positionals[0] ?? actions?.fallback;
  // an unknown action is the command's own error, which lists the actions
  if (actions === undefined || action === undefined || !actions.known.includes(action)) return undefined;
  for (const [flag, forActions] of Object.entries(actions.flags)) {
    if (given(flag) && !forActions.includes(action)) {
      return (m) =>
        m.errors.flagForAction(
          `--${flag}`,
          `${command} ${action}`,
          forActions.map((a) => `${command} ${a}`),
        );
    }
  }
  return undefined;
}
