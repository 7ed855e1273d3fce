// A folder's term index survives additions, removals and renames: the store records
// where each file's postings are, and files the index does not cover are scored from
// their own terms until enough pile up to rebuild it.
import { readdirSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMemories } from '../../lib/memory-store.js';
import { orderForPrompt } from '../../lib/rank/select.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';

const WORDS = ['docker', 'deploy', 'cache', 'branch', 'login', 'staging', 'backup', 'timeout'];

function workspace(count: number) {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    files[`ws/${MEMORY}/_global/note-${String(i).padStart(4, '0')}.md`] = memoryFile({ description: `${WORDS[i % 8]} ${WORDS[(i >> 3) % 8]} note ${i}` });
  }
  files[`ws/${MEMORY}/_global/unique-gone.md`] = memoryFile({ description: 'quokka migration notes' });
  files[`ws/${MEMORY}/_global/unique-moved.md`] = memoryFile({ description: 'narwhal rollout notes' });
  const root = tempTree(files);
  const memoryRoot = join(root, 'ws', MEMORY);
  const dir = join(memoryRoot, '_global');
  const cacheDir = join(tempTree(), 'index');
  return { memoryRoot, dir, cacheDir };
}

/** Memories an hour old, as after a checkout: the cache trusts them at once. */
function backdate(dir: string): void {
  const past = new Date(Date.now() - 3_600_000);
  for (const name of readdirSync(dir)) utimesSync(join(dir, name), past, past);
  utimesSync(dir, past, past);
}

const indexFile = (cacheDir: string) => join(cacheDir, readdirSync(cacheDir).find((n) => n.endsWith('.idx')) as string);
const identity = (path: string) => `${statSync(path).ino}:${statSync(path).mtimeMs}`;

function ranked(w: ReturnType<typeof workspace>, prompt: string, cache = w.cacheDir) {
  const set = loadMemories(w.memoryRoot, 'app', { cacheDir: cache });
  // four decimals: the index keeps weights as float32, a file outside it is scored from its float64 terms
  return orderForPrompt(set.list, prompt, set.terms, 20).map((r) => `${r.entry.name} ${r.score.toFixed(4)}`);
}

describe('a term index kept across added, removed and renamed files', () => {
  it('ranks exactly as a rebuilt index does, without rebuilding it', () => {
    const w = workspace(300);
    backdate(w.dir);
    ranked(w, 'docker');
    ranked(w, 'docker');
    const before = identity(indexFile(w.cacheDir));
    writeFileSync(join(w.dir, 'added-zebra.md'), memoryFile({ description: 'zebra docker crossing' }));
    unlinkSync(join(w.dir, 'unique-gone.md'));
    renameSync(join(w.dir, 'unique-moved.md'), join(w.dir, 'renamed-narwhal.md'));
    writeFileSync(join(w.dir, 'note-0005.md'), memoryFile({ description: 'okapi edited in place' }));
    backdate(w.dir);
    for (const prompt of ['zebra', 'quokka', 'narwhal', 'okapi', 'docker deploy', 'cache login note']) {
      const kept = ranked(w, prompt);
      expect(identity(indexFile(w.cacheDir)), 'the index was not rebuilt').toBe(before);
      const fresh = ranked(w, prompt, join(tempTree(), 'index'));
      expect(kept, prompt).toEqual(fresh);
    }
    expect(ranked(w, 'zebra')[0]).toMatch(/^added-zebra /);
    expect(ranked(w, 'narwhal')[0]).toMatch(/^renamed-narwhal /);
    expect(ranked(w, 'okapi')[0]).toMatch(/^note-0005 /);
    expect(ranked(w, 'quokka').filter((line) => !line.endsWith(' 0.0000'))).toEqual([]);
  });

  it('is rebuilt once more files are outside it than it is worth keeping', () => {
    const w = workspace(300);
    backdate(w.dir);
    ranked(w, 'docker');
    const before = identity(indexFile(w.cacheDir));
    for (let i = 0; i < 40; i++) writeFileSync(join(w.dir, `added-${i}.md`), memoryFile({ description: `walrus ${i}` }));
    backdate(w.dir);
    expect(ranked(w, 'walrus')).toEqual(ranked(w, 'walrus', join(tempTree(), 'index')));
    expect(identity(indexFile(w.cacheDir))).not.toBe(before);
  });

  it('falls back to a rebuild when the index file is gone', () => {
    const w = workspace(120);
    backdate(w.dir);
    ranked(w, 'docker');
    writeFileSync(join(w.dir, 'added-zebra.md'), memoryFile({ description: 'zebra' }));
    backdate(w.dir);
    ranked(w, 'docker');
    rmSync(indexFile(w.cacheDir));
    expect(ranked(w, 'zebra')[0]).toMatch(/^added-zebra /);
  });
});
