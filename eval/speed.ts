/** Ranking speed at a given number of memories, on in-memory entries (no file reading). */
import { buildIndex, rankEntries, score } from '../lib/rank/bm25.js';
import type { MemoryEntry } from '../lib/index/memory-store.js';
import type { Corpus } from './generate-corpus.js';

export interface SpeedResult {
  entries: number;
  buildMs: number;
  /** mean time to score one prompt against the built index */
  scoreMs: number;
  /** mean time for score + full ordering (rankEntries with a prebuilt index) */
  rankMs: number;
  /** one 5 MB prompt: capped before tokenising */
  hugePromptMs: number;
  indexJsonBytes: number;
}

export function entriesFor(corpus: Corpus, count: number): MemoryEntry[] {
  const entries: MemoryEntry[] = [];
  for (let i = 0; entries.length < count; i++) {
    const m = corpus.memories[i % corpus.memories.length];
    if (!m) break;
    const copy = Math.floor(i / corpus.memories.length);
    const name = copy === 0 ? m.name : `${m.name}-${copy}`;
    const folder = m.scope === 'global' ? '_global' : corpus.projectKey;
    entries.push({
      scope: m.scope,
      folder,
      name,
      path: `/ws/.ai-core/data/memory/${folder}/${name}.md`,
      meta: { title: m.title, description: m.description, tags: m.tags, pinned: m.pinned },
      problems: [],
    });
  }
  return entries;
}

export function measureSpeed(corpus: Corpus, count: number): SpeedResult {
  const entries = entriesFor(corpus, count);
  const prompts = corpus.prompts.map((p) => p.prompt);
  // best of three: the first run also warms up the JIT, and a busy machine adds noise
  let buildMs = Infinity;
  let index = buildIndex(entries);
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    index = buildIndex(entries);
    buildMs = Math.min(buildMs, performance.now() - t);
  }
  let start: number;
  const rounds = 5;
  start = performance.now();
  for (let r = 0; r < rounds; r++) for (const prompt of prompts) score(index, prompt);
  const scoreMs = (performance.now() - start) / (rounds * prompts.length);
  start = performance.now();
  for (let r = 0; r < rounds; r++) for (const prompt of prompts) rankEntries(entries, prompt, index);
  const rankMs = (performance.now() - start) / (rounds * prompts.length);
  // a JSON round trip gives a flat string, as the hook gets it from stdin
  const huge = JSON.parse(JSON.stringify(`${prompts.join('\n')}\n`.repeat(Math.ceil(5_000_000 / prompts.join('\n').length)))) as string;
  start = performance.now();
  rankEntries(entries, huge, index);
  const hugePromptMs = performance.now() - start;
  return { entries: count, buildMs, scoreMs, rankMs, hugePromptMs, indexJsonBytes: JSON.stringify(index).length };
}
