/**
 * The PROJECT_MEMORY_* variables doctor runs with, which are most often those the hooks get:
 * the hook falls back to its defaults without a word for a value it cannot use
 * (`PROJECT_MEMORY_BUDGET=abc`, `=100`, `PROJECT_MEMORY_DISABLE=y`), and this is where
 * the user hears it. No row when none is set; PROJECT_MEMORY_LANG is the language row's,
 * PROJECT_MEMORY_PROJECT the project key's, PROJECT_MEMORY_STATE_DIR the state folder's.
 */

import { scanMsOf } from '../../hook/memory-list.js';
import type { RunContext } from '../../io/run-context.js';
import { DEFAULT_LIST_BUDGET, MIN_LIST_BUDGET } from '../../model/defaults.js';
import { isSwitchValue } from '../../model/switch-value.js';
import { toSafeLine } from '../../render/safe-line.js';
import { budgetPassedOver } from '../../workspace/config.js';
import { type CheckResult, ok, warn } from './check.js';

const NAMES = ['PROJECT_MEMORY_BUDGET', 'PROJECT_MEMORY_EVERY_TURN', 'PROJECT_MEMORY_SCAN_MS', 'PROJECT_MEMORY_DISABLE'] as const;

/** Whether the hooks pass over a variable's value, by the rules they read it with (config.ts, memory-list.ts). */
function ignored(name: (typeof NAMES)[number], value: string): boolean {
  switch (name) {
    case 'PROJECT_MEMORY_BUDGET':
      return budgetPassedOver(value);
    case 'PROJECT_MEMORY_EVERY_TURN':
    case 'PROJECT_MEMORY_DISABLE':
      return !isSwitchValue(value);
    // a number out of bounds is brought within 100 to 8,000, not passed over
    case 'PROJECT_MEMORY_SCAN_MS':
      return scanMsOf(value) === undefined;
  }
}

export function checkEnvironment(ctx: Pick<RunContext, 'env'>): CheckResult | undefined {
  const set = NAMES.filter((name) => (ctx.env[name] ?? '') !== '');
  if (set.length === 0) return undefined;
  const shown = (name: string) => `${name}=${toSafeLine(ctx.env[name] ?? '', 60)}`;
  const wrong = set.filter((name) => ignored(name, ctx.env[name] ?? ''));
  if (wrong.length === 0) return ok('environment', (m) => m.doctor.environment.ok(set.map(shown)));
  return warn(
    'environment',
    (m) => m.doctor.environment.ignored(wrong.map(shown)),
    (m) => m.doctor.environment.fix(MIN_LIST_BUDGET, DEFAULT_LIST_BUDGET),
  );
}
