// A folder's term index survives additions, removals and renames: the store records
// where each file's postings are, and files the index does not cover are scored from
// their own terms until enough pile up to rebuild it.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { monotonicMs } from '../../lib/io/clock.js';
import { loadMemories } from '../../lib/index/memory-store.js';
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
    // the files already there are left alone (not re-read): the rebuild reads their terms back from the index
    for (let i = 0; i < 40; i++) writeFileSync(join(w.dir, `added-${i}.md`), memoryFile({ description: `walrus ${i}` }));
    // the files it still covered are read back from its postings, the rest tokenised
    for (const prompt of ['walrus', 'docker deploy', 'cache login note', 'quokka narwhal']) {
      expect(ranked(w, prompt), prompt).toEqual(ranked(w, prompt, join(tempTree(), 'index')));
    }
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

describe('a term index that does not belong to the store', () => {
  it('is not used for names it was not built over (a header and an index from racing writers)', () => {
    const w = workspace(20);
    backdate(w.dir);
    ranked(w, 'x');
    ranked(w, 'x');
    // a reader has this store; meanwhile another hook sees a rename and builds the index
    // over the new names: as many docs, a newer stamp
    const snapshot = new Map(readdirSync(w.cacheDir).filter((n) => /\.(head|records|terms)$/.test(n)).map((n) => [n, readFileSync(join(w.cacheDir, n))]));
    renameSync(join(w.dir, 'unique-gone.md'), join(w.dir, 'aaa-renamed.md'));
    backdate(w.dir);
    rmSync(indexFile(w.cacheDir));
    ranked(w, 'x');
    for (const [name, bytes] of snapshot) writeFileSync(join(w.cacheDir, name), bytes);
    for (const prompt of ['quokka', 'narwhal', 'docker deploy']) {
      expect(ranked(w, prompt), prompt).toEqual(ranked(w, prompt, join(tempTree(), 'index')));
    }
  });

  it('with a damaged doc count costs neither the list nor time, and is rebuilt', () => {
    const w = workspace(20);
    backdate(w.dir);
    ranked(w, 'x');
    writeFileSync(join(w.dir, 'added-zebra.md'), memoryFile({ description: 'zebra' }));
    backdate(w.dir);
    ranked(w, 'x'); // the header now places files in this index
    const path = indexFile(w.cacheDir);
    const bytes = readFileSync(path);
    bytes.writeUInt32LE(100_000_000, 16);
    writeFileSync(path, bytes);
    const started = monotonicMs();
    expect(ranked(w, 'zebra')[0]).toMatch(/^added-zebra /);
    expect(monotonicMs() - started).toBeLessThan(2_000);
    expect(readFileSync(indexFile(w.cacheDir)).readUInt32LE(16)).toBe(23);
  });
});

describe('cache file descriptors', () => {
  it('do not pile up when memories are loaded again and again in one turn', () => {
    const w = workspace(2_500);
    backdate(w.dir);
    ranked(w, 'docker');
    const fds = () => readdirSync('/proc/self/fd').length;
    const before = fds();
    for (let i = 0; i < 60; i++) ranked(w, 'docker deploy');
    expect(fds() - before).toBeLessThanOrEqual(40);
  });
});
