/**
 * Read histories to rank with, as weights per position (lib/rank/prior.ts): does the
 * read prior keep what relevance finds? Each is a way reads could fall in real use,
 * the worst first.
 */
import type { MemorySet } from '../lib/index/memory-set.js';
import { readWeight } from '../lib/rank/prior.js';
import { seededRandom } from './corpus/random.js';
import type { EvalPrompt } from './generate-corpus.js';

export interface ReadScenario {
  label: string;
  weights: Float64Array;
}

function weightsBy(set: MemorySet, reads: (name: string, position: number) => number): Float64Array {
  const weights = new Float64Array(set.count);
  for (let i = 0; i < set.count; i++) weights[i] = readWeight(reads(set.entry(i).name, i));
  return weights;
}

export function readScenarios(set: MemorySet, prompts: readonly EvalPrompt[]): ReadScenario[] {
  const needed = new Set(prompts.map((p) => p.needs));
  const random = seededRandom(7);
  const randomReads = Array.from({ length: set.count }, () => (random() < 0.3 ? 1 + Math.floor(random() * 20) : 0));
  const random2 = seededRandom(11);
  return [
    // every memory no prompt needs read 50 times, the needed ones never: the prior's largest lift, all of it against recall
    { label: 'adversarial', weights: weightsBy(set, (name) => (needed.has(name) ? 0 : 50)) },
    { label: 'random 30%', weights: weightsBy(set, (_name, i) => randomReads[i] ?? 0) },
    // the needed memories read a few times, as a team that keeps opening them would
    { label: 'needed read', weights: weightsBy(set, (name) => (needed.has(name) ? 1 + Math.floor(random2() * 5) : 0)) },
  ];
}
