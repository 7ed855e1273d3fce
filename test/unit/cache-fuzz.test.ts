// Random additions, removals, renames, edits and touches between prompts, some prompts
// out of time, some folders checked in a rotating window: whatever the kept cache went
// through, a memory it ranks is never stale, every file is listed, and (checked in full)
// it ranks exactly as a fresh cache does. Some memories supersede others: what a kept cache
// hides is what a fresh one hides, and nothing is hidden by a memory that no longer says so.
import { existsSync, readdirSync, readFileSync, renameSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../eval/corpus/random.js';
import { checkedLayout } from '../../lib/hook/memory-list.js';
import { loadMemories, type MemorySet, type ScanOptions } from '../../lib/index/memory-set.js';
import { monotonicMs } from '../../lib/io/clock.js';
import { orderForPrompt } from '../../lib/render/select.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';

const WORDS = ['docker', 'deploy', 'cache', 'branch', 'login', 'staging', 'backup', 'timeout', 'zebra', 'okapi', 'quokka', 'narwhal'];
const STEPS = 120;

function run(seed: number, rotate: boolean): void {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const root = tempTree({ [`ws/${MEMORY}/_global/.keep`]: '' });
  const memoryRoot = join(root, 'ws', MEMORY);
  const dir = join(memoryRoot, '_global');
  const cacheDir = join(tempTree(), 'index');
  let clock = Date.now() - 3_600_000;
  let id = 0;
  const description = () => `${pick(WORDS)} ${pick(WORDS)} w${Math.floor(random() * 1000)}`;
  // now and then a memory supersedes one or two others (loops and gone names included)
  const memory = () => {
    const names = random() < 0.15 ? [`m-${Math.floor(random() * id)}`, ...(random() < 0.3 ? [`m-${Math.floor(random() * id)}`] : [])] : [];
    return memoryFile({ description: description(), extra: names.length > 0 ? `supersedes: [${names.join(', ')}]` : undefined });
  };
  for (let i = 0; i < 80; i++) writeFileSync(join(dir, `m-${id++}.md`), memory());
  // every file and the folder older than the racy window, moving forward step by step
  const stamp = () => {
    clock += 5_000;
    const at = new Date(clock);
    for (const name of readdirSync(dir)) utimesSync(join(dir, name), at, at);
    utimesSync(dir, at, at);
  };
  stamp();
  const onDisk = () =>
    readdirSync(dir)
      .filter((n) => n.endsWith('.md'))
      .sort();
  const ranking = (set: MemorySet, query: string) =>
    Object.fromEntries(
      orderForPrompt(set, query)
        .filter((r) => r.score > 0)
        .map((r) => [set.entry(r.position).name, Math.round(r.score * 100) / 100]),
    );
  for (let step = 0; step < STEPS; step++) {
    const names = onDisk();
    const ops = Math.floor(random() * 4);
    for (let o = 0; o < ops; o++) {
      const name = pick(names);
      if (!existsSync(join(dir, name))) continue;
      const op = Math.floor(random() * 5);
      if (op === 0) writeFileSync(join(dir, `m-${id++}.md`), memory());
      else if (op === 1) unlinkSync(join(dir, name));
      else if (op === 2) renameSync(join(dir, name), join(dir, `m-${id++}.md`));
      else if (op === 3) writeFileSync(join(dir, name), memory());
      else utimesSync(join(dir, name), new Date(clock + 1_000), new Date(clock + 1_000));
    }
    if (ops > 0) stamp();
    const options: ScanOptions = { cacheDir };
    // out of time before the first file, or a few files in
    if (random() < 0.2) options.deadline = monotonicMs() + (random() < 0.5 ? -1 : 0.3);
    if (rotate) Object.assign(options, { fullCheckMax: 20, window: 10 });
    let set = loadMemories(memoryRoot, 'app', options);
    const query = `${pick(WORDS)} ${pick(WORDS)}`;
    expect(set.count, `step ${step}: every file listed`).toBe(onDisk().length);
    // what decides what is hidden, and what is about to be shown, is checked, and a change
    // chooses once more among what this run checked: the hook's own pipeline
    let makes = 0;
    const made = checkedLayout({ memories: set, scan: options }, (memories, usable) => {
      makes++;
      const ranked = orderForPrompt(memories, query, 15).filter((r) => !usable || usable(r.position));
      return { text: '', shown: ranked.map((r) => ({ entry: memories.entry(r.position), line: '', index: r.position })) };
    });
    // made once, or once more after a change: never again and again
    expect(makes).toBeLessThanOrEqual(2);
    set = made.memories;
    const shown = made.layout.shown.map((s) => ({ position: s.index }));
    for (const { position } of shown) {
      const entry = set.entry(position);
      if (entry.unread) continue;
      expect(readFileSync(entry.path, 'utf8'), `step ${step}: ${entry.name} shown stale`).toContain(`description: ${entry.meta.description}\n`);
    }
    // a memory is hidden only by one that still says so on disk
    for (const hidden of set.hiddenPositions()) {
      const name = set.entry(hidden).name;
      for (const by of set.hiddenBy(hidden)) {
        expect(readFileSync(set.entry(by).path, 'utf8'), `step ${step}: ${name} hidden by ${set.entry(by).name}`).toMatch(
          new RegExp(`supersedes: \\[(?:[^\\]]*, )?${name}[,\\]]`),
        );
      }
      expect(
        shown.map((r) => r.position),
        `step ${step}: ${name} is hidden but shown`,
      ).not.toContain(hidden);
    }
    if (!rotate && !set.partial) {
      const fresh = loadMemories(memoryRoot, 'app', { cacheDir: join(tempTree(), 'index') });
      expect(ranking(set, query), `step ${step}: ranking for "${query}"`).toEqual(ranking(fresh, query));
      const hiddenNames = (s: MemorySet) =>
        s
          .hiddenPositions()
          .map((i) => s.entry(i).name)
          .sort();
      expect(hiddenNames(set), `step ${step}: hidden`).toEqual(hiddenNames(fresh));
    }
  }
}

describe('a kept cache under random changes', () => {
  it.each([11, 12, 13])('checked in full, seed %i', (seed) => run(seed, false));
  it.each([21, 22, 23])('checked in a rotating window, seed %i', (seed) => run(seed, true));
});
