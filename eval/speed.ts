/** Ranking speed at a given number of memories, read through the cache as the hook reads them. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMemories } from '../lib/index/memory-set.js';
import { orderForPrompt } from '../lib/render/select.js';
import type { Corpus } from './generate-corpus.js';

export interface SpeedResult {
  memories: number;
  /** no cache: every file read, tokenised, and the postings built and written */
  firstLoadMs: number;
  /** a load that takes every file from the cache (one stat each) */
  loadMs: number;
  /** mean time to rank one prompt */
  rankMs: number;
  /** one 5 MB prompt: capped before tokenising */
  hugePromptMs: number;
}

/** `count` memory files made from the corpus (copies get a numbered name), in a temp workspace. */
function writeCopies(corpus: Corpus, count: number): { root: string; memoryRoot: string } {
  const root = mkdtempSync(join(tmpdir(), 'project-memory-speed-'));
  const memoryRoot = join(root, '.ai-core', 'data', 'memory');
  for (let i = 0; i < count; i++) {
    const m = corpus.memories[i % corpus.memories.length];
    if (!m) break;
    const copy = Math.floor(i / corpus.memories.length);
    const folder = join(memoryRoot, m.scope === 'global' ? '_global' : corpus.projectKey);
    mkdirSync(folder, { recursive: true });
    const text = `---\ntitle: ${JSON.stringify(m.title)}\ndescription: ${JSON.stringify(m.description)}\ntags: [${m.tags.map((t) => JSON.stringify(t)).join(', ')}]\n---\n`;
    writeFileSync(join(folder, `${copy === 0 ? m.name : `${m.name}-${copy}`}.md`), text);
  }
  // an hour old, as after a checkout: files written this second are read again until
  // they are older than the clock's resolution (lib/index/scan-folder.ts RACY_MS)
  const past = new Date(Date.now() - 3_600_000);
  for (const folder of readdirSync(memoryRoot)) {
    for (const name of readdirSync(join(memoryRoot, folder))) utimesSync(join(memoryRoot, folder, name), past, past);
    utimesSync(join(memoryRoot, folder), past, past);
  }
  return { root, memoryRoot };
}

export function measureSpeed(corpus: Corpus, count: number): SpeedResult {
  const { root, memoryRoot } = writeCopies(corpus, count);
  try {
    const cacheDir = join(root, 'state', 'index');
    let start = performance.now();
    loadMemories(memoryRoot, corpus.projectKey, { cacheDir });
    const firstLoadMs = performance.now() - start;
    start = performance.now();
    const set = loadMemories(memoryRoot, corpus.projectKey, { cacheDir });
    const loadMs = performance.now() - start;
    const prompts = corpus.prompts.map((p) => p.prompt);
    const rounds = 5;
    start = performance.now();
    for (let r = 0; r < rounds; r++) for (const prompt of prompts) orderForPrompt(set, prompt, 400);
    const rankMs = (performance.now() - start) / (rounds * prompts.length);
    // a JSON round trip gives a flat string, as the hook gets it from stdin
    const huge = JSON.parse(JSON.stringify(`${prompts.join('\n')}\n`.repeat(Math.ceil(5_000_000 / prompts.join('\n').length)))) as string;
    start = performance.now();
    orderForPrompt(set, huge, 400);
    const hugePromptMs = performance.now() - start;
    return { memories: count, firstLoadMs, loadMs, rankMs, hugePromptMs };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
