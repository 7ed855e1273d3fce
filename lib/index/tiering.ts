import { nodeBuiltin } from '../io/node-builtin.js';

/**
 * V8's interrupt budget while a short-lived process reads its first memory files in
 * bulk: six times the default, so functions reach the optimising compiler later. A hook
 * lives about a tenth of a second. On a bulk read (a first run, a checkout that changed
 * every file) the default budget sends the per-file functions to the optimising compiler
 * part-way through, and on so short a run that compile, its deopts and the wait for it at
 * exit cost more than the faster code saves (1,000 files: 113 ms instead of 130, side by
 * side). A long run wants the optimised code after all, so the default comes back after
 * BULK_PARSES_MAX files.
 */
export const BULK_INTERRUPT_BUDGET = 400_000;
export const DEFAULT_INTERRUPT_BUDGET = 67_584;
/** Files parsed before the budget is raised: loading node:v8 costs about 1.5 ms. */
export const BULK_PARSES = 32;
export const BULK_PARSES_MAX = 1_500;
/** The V8 of Node 20, where the flag and its default were measured; an unknown flag prints an error on stderr. */
const VERIFIED_V8 = /^11\.3\./;

/** The interrupt budget to set once the `parses`-th file is parsed, or undefined to leave it. */
export function budgetAfter(parses: number, v8Version: string): number | undefined {
  const budget = parses === BULK_PARSES ? BULK_INTERRUPT_BUDGET : parses === BULK_PARSES_MAX ? DEFAULT_INTERRUPT_BUDGET : undefined;
  return budget !== undefined && VERIFIED_V8.test(v8Version) ? budget : undefined;
}

/** Whoever started node chose the budget (a flag, NODE_OPTIONS): it is theirs to keep. */
export function budgetSetByUser(execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  return [...execArgv, nodeOptions ?? ''].some((arg) => /interrupt[-_]budget/.test(arg));
}

let enabled = false;
let parses = 0;

/**
 * Lets noteParse tune V8 in this process: only a hook or a CLI command, which exit right
 * after. A process that goes on (a test run, the evaluation, which times the ranker)
 * keeps V8's defaults.
 */
export function enableBulkTiering(): void {
  enabled = true;
}

/** Counts a parsed file, and sets V8's interrupt budget where budgetAfter says. */
export function noteParse(): void {
  parses++;
  if (!enabled) return;
  const budget = budgetAfter(parses, process.versions.v8);
  // looked at only here: most prompts parse no file at all
  if (budget === undefined || budgetSetByUser(process.execArgv, process.env.NODE_OPTIONS)) return;
  setInterruptBudget(budget);
  // V8 stamps a code cache with a hash of its flags: a hook's launcher that writes its
  // cache at exit (scripts/build.mjs) must write it under the default flags, or the next
  // run would reject it. Prepended: it runs before any exit listener added earlier.
  if (budget !== DEFAULT_INTERRUPT_BUDGET) process.prependOnceListener('exit', () => setInterruptBudget(DEFAULT_INTERRUPT_BUDGET));
}

function setInterruptBudget(bytes: number): void {
  try {
    nodeBuiltin<typeof import('node:v8')>('node:v8').setFlagsFromString(`--interrupt-budget=${bytes}`);
  } catch {
    // only a speed-up: without it the run is just slower
  }
}
