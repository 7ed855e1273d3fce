/**
 * Relevance evaluation: does the per-prompt list, cut to a 4,000-character budget, still
 * contain the memory each prompt needs? Writes the generated corpus to a temporary
 * workspace, loads it with the real memory store and builds each list the way the hook
 * does (ranker + budget). `npm run eval` (add `--verbose` for every prompt).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { listCommand } from '../lib/hook/memory-list.js';
import { loadMemories, type MemoryEntry } from '../lib/index/memory-store.js';
import { buildIndex, rankEntries } from '../lib/rank/bm25.js';
import { searchCommandFor } from '../lib/render/search-command.js';
import { renderListForPrompt, type PromptListOptions } from '../lib/rank/select.js';
import { renderList } from '../lib/render/render-list.js';
import { generateCorpus, type EvalPrompt } from './generate-corpus.js';
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
  const { entries } = loadMemories(workspace.memoryRoot, corpus.projectKey);
  const options: PromptListOptions = {
    memoryRoot: join(workspace.memoryRoot, '/'),
    lang: 'ko',
    budget: BUDGET,
    listCommand: listCommand(launchDir),
    searchCommand: searchCommandFor(launchDir),
    index: buildIndex(entries),
  };
  const unranked = renderList(projectFirst(entries), { ...options, searchCommand: undefined });
  const main = evaluate('prompts', corpus.prompts, entries, options, unranked);
  const heldOut = evaluate('held-out', corpus.heldOut, entries, options, unranked);
  const floored = { ...options, minShare: MIN_SHARE };
  const mainFloor = evaluate('prompts', corpus.prompts, entries, floored, unranked, false);
  const heldOutFloor = evaluate('held-out', corpus.heldOut, entries, floored, unranked, false);
  const global = entries.filter((e) => e.scope === 'global').length;
  console.log(`
corpus       ${entries.length} memories (${global} global, ${entries.length - global} project, ${entries.filter((e) => e.meta.pinned).length} pinned)
budget       ${BUDGET} characters per list, lists built as the hook builds them`);
  report('prompts', main);
  report('held-out', heldOut);
  console.log(`\nwith minShare ${MIN_SHARE} (only memories scoring at least ${MIN_SHARE} × the best; pinned always):`);
  report('prompts', mainFloor);
  report('held-out', heldOutFloor);
  console.log('\nranking speed (in-memory entries; best of 3 builds, mean score per prompt):');
  for (const count of [1_000, 10_000]) {
    const s = measureSpeed(corpus, count);
    console.log(
      `  ${String(count).padStart(6)} entries: buildIndex ${s.buildMs.toFixed(1)} ms, score ${s.scoreMs.toFixed(2)} ms, ` +
        `score+order ${s.rankMs.toFixed(2)} ms, 5 MB prompt ${s.hugePromptMs.toFixed(2)} ms, index JSON ${(s.indexJsonBytes / 1024).toFixed(0)} KB`,
    );
  }
  process.exitCode = main.recall >= 0.95 ? 0 : 1;
} finally {
  rmSync(workspace.root, { recursive: true, force: true });
}

function evaluate(label: string, prompts: readonly EvalPrompt[], entries: readonly MemoryEntry[], options: PromptListOptions, unranked: string, print = true): SetResult {
  const result: SetResult = { recall: 0, hits: 0, baselineHits: 0, ranks: [], sizes: [] };
  for (const { prompt, needs } of prompts) {
    const list = renderListForPrompt(entries, prompt, options);
    const found = list.includes(`] ${needs} — `);
    if (found) result.hits++;
    if (unranked.includes(`] ${needs} — `)) result.baselineHits++;
    result.sizes.push(list.length);
    const rank = rankEntries(entries, prompt, options.index).findIndex((r) => r.entry.name === needs) + 1;
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
