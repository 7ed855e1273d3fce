import { handleBeforeModel } from '../lib/hook/list-kept.js';
import type { BeforeModelBundle } from '../lib/hook/list-kept-gate.js';
import { runHook } from '../lib/hook/runtime.js';

/** Gemini CLI only. Run by its launcher, the gate in lib/hook/list-kept-gate.ts, with the stdin it read. */
export const run: BeforeModelBundle['run'] = (stdin) => runHook('BeforeModel', handleBeforeModel, { stdin });
