/**
 * Relevance evaluation: does the per-prompt list, cut to a 4,000-character budget, still
 * contain the memory each prompt needs? Writes the generated corpus to a temporary
 * workspace, loads it with the real memory store and builds each list the way the hook
 * does (ranker + budget). `npm run eval` (add `--verbose` for every prompt).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { listCommand } from '../lib/hook/memory-list.js';
import { loadMemories, type MemorySet } from '../lib/index/memory-set.js';
import type { MemoryEntry } from '../lib/model/memory.js';
import { renderList } from '../lib/render/render-list.js';
import { layoutForPrompt, orderForPrompt, type PromptListOptions } from '../lib/render/select.js';
import { type EvalPrompt, generateCorpus } from './generate-corpus.js';
import { readScenarios } from './read-priors.js';
import { measureSpeed } from './speed.js';
import { writeWorkspace } from './workspace.js';

const BUDGET = 4_000;
/** the relevance floor reported next to the default (fill the budget), see select.ts minShare */
const MIN_SHARE = 0.3;
const verbose = process.argv.includes('--verbose');

interface SetResult {
  recall: number;
  hits: number;
  baselineHits: number;
  ranks: number[];
  sizes: number[];
}

const corpus = generateCorpus();
const workspace = writeWorkspace(corpus);
try {
  const launchDir = workspace.root;
  // read as the hook reads them: through the cache, so its postings do the ranking
  const set = loadMemories(workspace.memoryRoot, corpus.projectKey, { cacheDir: join(workspace.root, 'state', 'index') });
  const entries = set.entries();
  const options: PromptListOptions = {
    memoryRoot: join(workspace.memoryRoot, '/'),
    projectKey: corpus.projectKey,
    lang: 'ko',
    budget: BUDGET,
    listCommand: listCommand(launchDir),
    searchCommand: listCommand(launchDir, 'node', 'search'),
  };
  const unranked = renderList(projectFirst(entries), { ...options });
  const main = evaluate('prompts', corpus.prompts, set, options, unranked);
  const heldOut = evaluate('held-out', corpus.heldOut, set, options, unranked);
  const floored = { ...options, minShare: MIN_SHARE };
  const mainFloor = evaluate('prompts', corpus.prompts, set, floored, unranked, false);
  const heldOutFloor = evaluate('held-out', corpus.heldOut, set, floored, unranked, false);
  const global = entries.filter((e) => e.scope === 'global').length;
  console.log(`
corpus       ${entries.length} memories (${global} global, ${entries.length - global} project, ${entries.filter((e) => e.meta.pinned).length} pinned)
budget       ${BUDGET} characters per list, lists built as the hook builds them`);
  report('prompts', main);
  report('held-out', heldOut);
  console.log(`\nwith minShare ${MIN_SHARE} (only memories scoring at least ${MIN_SHARE} × the best; pinned always):`);
  report('prompts', mainFloor);
  report('held-out', heldOutFloor);
  console.log('\nwith a read prior (reads lift a score by at most 4%; lib/rank/prior.ts), recall against the same lists without one:');
  for (const scenario of readScenarios(set, [...corpus.prompts, ...corpus.heldOut])) {
    const prior = { ...options, prior: () => scenario.weights };
    const withMain = evaluate('prompts', corpus.prompts, set, prior, unranked, false, scenario.weights);
    const withHeldOut = evaluate('held-out', corpus.heldOut, set, prior, unranked, false, scenario.weights);
    console.log(
      `  ${scenario.label.padEnd(12)} prompts ${withMain.recall.toFixed(3)} (${withMain.hits}/${withMain.ranks.length}, was ${main.recall.toFixed(3)}), held-out ${withHeldOut.recall.toFixed(3)} (${withHeldOut.hits}/${withHeldOut.ranks.length}, was ${heldOut.recall.toFixed(3)}); top-10 ${withMain.ranks.filter((x) => x >= 1 && x <= 10).length}/${withMain.ranks.length} and ${withHeldOut.ranks.filter((x) => x >= 1 && x <= 10).length}/${withHeldOut.ranks.length}`,
    );
  }
  console.log('\nranking speed (memories read through the cache; mean per prompt, in one process):');
  for (const count of [1_000, 10_000]) {
    const s = measureSpeed(corpus, count);
    console.log(
      `  ${String(count).padStart(6)} memories: first read with postings built ${s.firstLoadMs.toFixed(0)} ms, cached load ${s.loadMs.toFixed(1)} ms, rank ${s.rankMs.toFixed(2)} ms, 5 MB prompt ${s.hugePromptMs.toFixed(2)} ms`,
    );
  }
  process.exitCode = main.recall >= 0.95 ? 0 : 1;
} finally {
  rmSync(workspace.root, { recursive: true, force: true });
}

function evaluate(
  label: string,
  prompts: readonly EvalPrompt[],
  set: MemorySet,
  options: PromptListOptions,
  unranked: string,
  print = true,
  prior?: ArrayLike<number>,
): SetResult {
  const result: SetResult = { recall: 0, hits: 0, baselineHits: 0, ranks: [], sizes: [] };
  for (const { prompt, needs } of prompts) {
    const list = layoutForPrompt(set, prompt, options).text;
    const found = list.includes(`] ${needs} — `);
    if (found) result.hits++;
    if (unranked.includes(`] ${needs} — `)) result.baselineHits++;
    result.sizes.push(list.length);
    const rank = orderForPrompt(set, prompt, Infinity, prior).findIndex((r) => set.entry(r.position).name === needs) + 1;
    result.ranks.push(rank);
    if (print && (verbose || !found)) console.log(`${label.padEnd(8)} ${found ? 'ok  ' : 'MISS'} rank ${String(rank).padStart(3)}  ${needs}  ←  ${prompt}`);
  }
  result.recall = result.hits / prompts.length;
  return result;
}

function report(label: string, r: SetResult): void {
  const n = r.ranks.length;
  console.log(`${label.padEnd(12)} ${n} prompts
  recall     ${r.recall.toFixed(3)}  (${r.hits}/${n} lists contain the needed memory; unranked list: ${(r.baselineHits / n).toFixed(3)})
  rank       median ${median(r.ranks)}, top-1 ${r.ranks.filter((x) => x === 1).length}/${n}, top-10 ${r.ranks.filter((x) => x >= 1 && x <= 10).length}/${n}
  list size  median ${median(r.sizes)} chars, max ${Math.max(...r.sizes)} chars`);
}

function projectFirst(entries: readonly MemoryEntry[]): MemoryEntry[] {
  return [...entries].sort((a, b) => (a.scope === b.scope ? 0 : a.scope === 'project' ? -1 : 1));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}
