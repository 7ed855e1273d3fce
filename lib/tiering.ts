import { nodeBuiltin } from './node-builtin.js';

/**
 * V8's interrupt budget while a process reads its first memory files in bulk: six times
 * the default, so functions reach the optimising compiler later. A hook lives about a
 * tenth of a second. On a bulk read (a first run, a checkout that changed every file) the
 * default budget sends the per-file functions to the optimising compiler part-way through,
 * and on so short a run that compile, its deopts and the wait for it at exit cost more
 * than the faster code saves (1,000 files: 113 ms instead of 130, side by side). A long
 * run wants the optimised code after all, so the default comes back after
 * BULK_PARSES_MAX files.
 */
export const BULK_INTERRUPT_BUDGET = 400_000;
export const DEFAULT_INTERRUPT_BUDGET = 67_584;
/** Files parsed before the budget is raised: loading node:v8 costs about 1.5 ms. */
export const BULK_PARSES = 32;
export const BULK_PARSES_MAX = 1_500;
/** V8 versions on which the flag was measured; an unknown flag prints an error on stderr. */
const VERIFIED_V8 = /^11\./;

/** The interrupt budget to set once the `parses`-th file is parsed, or undefined to leave it. */
export function budgetAfter(parses: number, v8Version: string): number | undefined {
  if (!VERIFIED_V8.test(v8Version)) return undefined;
  if (parses === BULK_PARSES) return BULK_INTERRUPT_BUDGET;
  if (parses === BULK_PARSES_MAX) return DEFAULT_INTERRUPT_BUDGET;
  return undefined;
}

let parses = 0;

/** Counts a parsed file, and sets V8's interrupt budget where budgetAfter says. */
export function noteParse(): void {
  const budget = budgetAfter(++parses, process.versions.v8);
  if (budget === undefined) return;
  setInterruptBudget(budget);
  // V8 stamps a code cache with a hash of its flags: a hook's launcher that writes its
  // cache at exit (scripts/build.mjs) must write it under the default flags, or every
  // later run would reject it
  if (budget !== DEFAULT_INTERRUPT_BUDGET) process.once('exit', () => setInterruptBudget(DEFAULT_INTERRUPT_BUDGET));
}

function setInterruptBudget(bytes: number): void {
  try {
    nodeBuiltin<typeof import('node:v8')>('node:v8').setFlagsFromString(`--interrupt-budget=${bytes}`);
  } catch {
    // only a speed-up: without it the run is just slower
  }
}
