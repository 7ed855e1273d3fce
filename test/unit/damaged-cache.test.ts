// Cache damage that a prompt shrugs off must not be carried further: into a session's
// record of what it was shown, or into a term index rebuilt from the old one.
import { readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Prepared } from '../../lib/hook/memory-list.js';
import { resolveWorkspace } from '../../lib/workspace/resolve.js';
import { listForPrompt, showFullList } from '../../lib/hook/session-list.js';
import { monotonicMs } from '../../lib/io/clock.js';
import { loadMemories, type LoadOptions } from '../../lib/index/memory-store.js';
import { orderForPrompt } from '../../lib/rank/select.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';

/** Memories an hour old, as after a checkout: the cache trusts them at once. */
function backdate(dir: string, only?: string[]): void {
  const past = new Date(Date.now() - 3_600_000);
  for (const name of only ?? readdirSync(dir)) utimesSync(join(dir, name), past, past);
  utimesSync(dir, past, past);
}

function corpus(files: Record<string, string>) {
  const tree: Record<string, string> = {};
  for (const [name, text] of Object.entries(files)) tree[`ws/${MEMORY}/_global/${name}`] = text;
  const root = tempTree(tree);
  const memoryRoot = join(root, 'ws', MEMORY);
  const dir = join(memoryRoot, '_global');
  const state = tempTree();
  const cacheDir = join(state, 'index');
  backdate(dir);
  const rank = (prompt: string, options: LoadOptions = {}, cache = cacheDir) => {
    const set = loadMemories(memoryRoot, 'app', { cacheDir: cache, ...options });
    return orderForPrompt(set.list, prompt, set.terms, 5).map((r) => `${r.entry.name} ${r.score.toFixed(3)}`);
  };
  const fresh = (prompt: string) => rank(prompt, {}, join(tempTree(), 'index'));
  const cacheFile = (ext: string) => join(cacheDir, readdirSync(cacheDir).find((n) => n.endsWith(ext)) as string);
  return { root, dir, state, cacheDir, rank, fresh, cacheFile };
}

const fillers = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`f-${String(i).padStart(2, '0')}.md`, memoryFile({ description: `filler ${i}` })]));

/** Makes the records file unusable (its length no longer matches its header), as a torn write or another hook's write would. */
function spoilRecords(c: ReturnType<typeof corpus>): void {
  const records = c.cacheFile('.records');
  writeFileSync(records, `${readFileSync(records, 'utf8')} `);
}

describe('a store line that cannot be used', () => {
  it('does not hide an edit from a session that was shown the memory', () => {
    const c = corpus({ 'a-one.md': memoryFile({ description: 'alpha' }), 'b-two.md': memoryFile({ description: 'bravo' }), 'zz-target.md': memoryFile({ description: 'ORIGINAL text' }) });
    const ws = resolveWorkspace(join(c.root, 'ws'), {});
    if (!ws) throw new Error('no workspace');
    const prepared = (options: LoadOptions = {}): Prepared => ({ launchDir: join(c.root, 'ws'), workspace: ws, stateDir: c.state, memories: loadMemories(ws.memoryRoot, ws.project.key, { cacheDir: c.cacheDir, ...options }) });
    prepared();
    prepared();
    expect(showFullList(prepared(), 's1', 'x', Date.now()).text).toContain('zz-target — ORIGINAL text');
    writeFileSync(join(c.dir, 'zz-target.md'), memoryFile({ description: 'EDITED text' }));
    backdate(c.dir);
    spoilRecords(c);
    // a run that saves the store without checking zz-target (a rotating window of one file)
    writeFileSync(join(c.dir, 'a-added.md'), memoryFile({ description: 'new one' }));
    backdate(c.dir, ['a-added.md']);
    prepared({ fullCheckMax: 2, checkPerRun: 1 });
    expect(listForPrompt(prepared(), 's1', 'y', Date.now()).text).toContain('zz-target — EDITED text');
  });

  it('does not leave stale terms for a term index rebuilt later', () => {
    const c = corpus({ ...fillers(40), 'zz-target.md': memoryFile({ description: 'original words' }) });
    c.rank('x');
    c.rank('x');
    writeFileSync(join(c.dir, 'zz-target.md'), memoryFile({ description: 'zebra crossing' }));
    backdate(c.dir, ['zz-target.md']);
    spoilRecords(c);
    writeFileSync(join(c.dir, 'a-added.md'), memoryFile({ description: 'new one' }));
    backdate(c.dir, ['a-added.md']);
    c.rank('x', { fullCheckMax: 2, checkPerRun: 1 });
    writeFileSync(join(c.dir, 'b-added.md'), memoryFile({ description: 'another' }));
    backdate(c.dir, ['b-added.md']);
    c.rank('zebra'); // another save, over the kept index
    // more edits than an index is kept for: rebuilt, reading the terms it covers back
    const edited = Array.from({ length: 34 }, (_, i) => `f-${String(i).padStart(2, '0')}.md`);
    for (const name of edited) writeFileSync(join(c.dir, name), memoryFile({ description: `filler edited ${name}` }));
    backdate(c.dir, edited);
    expect(c.rank('zebra')).toEqual(c.fresh('zebra'));
    expect(c.rank('zebra')[0]).toMatch(/^zz-target /);
  });
});

describe('a damaged term index', () => {
  it('that lookups shrug off is not copied into a rebuilt one (a record pointed at from two slots)', () => {
    const c = corpus({ ...fillers(40), 'zz-target.md': memoryFile({ description: 'zebra crossing' }), 'zz-other.md': memoryFile({ description: 'zebra zebra stripes crossing tall' }) });
    c.rank('x');
    c.rank('x');
    const path = c.cacheFile('.idx');
    const bytes = readFileSync(path);
    const buckets = bytes.readUInt32LE(20);
    const table = 32;
    let zebra = -1;
    for (let slot = 0; slot < buckets; slot++) {
      const at = bytes.readUInt32LE(table + 4 * slot);
      if (at && bytes.toString('utf8', at + 2, at + 2 + bytes.readUInt16LE(at)) === 'zebra') zebra = at;
    }
    expect(zebra).toBeGreaterThan(0);
    let empty = 0;
    while (bytes.readUInt32LE(table + 4 * empty) !== 0) empty++;
    bytes.writeUInt32LE(zebra, table + 4 * empty);
    writeFileSync(path, bytes);
    expect(c.rank('zebra')).toEqual(c.fresh('zebra'));
    const edited = Array.from({ length: 34 }, (_, i) => `f-${String(i).padStart(2, '0')}.md`);
    for (const name of edited) writeFileSync(join(c.dir, name), memoryFile({ description: `filler edited ${name}` }));
    backdate(c.dir, edited);
    expect(c.rank('zebra')).toEqual(c.fresh('zebra'));
  });
});

describe('a damaged store header', () => {
  it('with a pinned position repeated is not used: no memory shows twice', () => {
    const c = corpus({ 'a-pin.md': memoryFile({ description: 'first pinned', extra: 'pinned: true' }), 'b-pin.md': memoryFile({ description: 'second pinned', extra: 'pinned: true' }), ...fillers(10) });
    const order = () => {
      const set = loadMemories(join(c.root, 'ws', MEMORY), 'app', { cacheDir: c.cacheDir });
      return orderForPrompt(set.list, 'filler', set.terms, 3).map((r) => r.entry.name);
    };
    order();
    order();
    const head = c.cacheFile('.head');
    const bytes = readFileSync(head);
    const at = bytes.toString('latin1').indexOf('"pinned":[0,1]');
    expect(at).toBeGreaterThan(-1);
    bytes.write('"pinned":[1,1]', at, 'latin1');
    writeFileSync(head, bytes);
    const names = order();
    expect(names.filter((n) => n === 'b-pin')).toHaveLength(1);
    expect(names).toContain('a-pin');
  });
});

describe('a store lost before a prompt that runs out of time', () => {
  it('does not pass the memories a session was shown off as edited, and shows a later edit', () => {
    const c = corpus({ 'a-one.md': memoryFile({ description: 'alpha' }), 'zz-target.md': memoryFile({ description: 'ORIGINAL text' }) });
    const ws = resolveWorkspace(join(c.root, 'ws'), {});
    if (!ws) throw new Error('no workspace');
    const prepared = (options: LoadOptions = {}): Prepared => ({ launchDir: join(c.root, 'ws'), workspace: ws, stateDir: c.state, memories: loadMemories(ws.memoryRoot, ws.project.key, { cacheDir: c.cacheDir, ...options }) });
    expect(showFullList(prepared(), 's1', 'x', Date.now()).text).toContain('zz-target — ORIGINAL text');
    // the index cache is gone (the session's state is not), and there is no time to
    // read a single file: every memory is unread
    rmSync(c.cacheDir, { recursive: true, force: true });
    const late = prepared({ deadline: monotonicMs() - 1 });
    expect(late.memories.entries.every((e) => e.unread)).toBe(true);
    expect(listForPrompt(late, 's1', 'x', Date.now()).text).toBeUndefined();
    writeFileSync(join(c.dir, 'zz-target.md'), memoryFile({ description: 'EDITED text' }));
    backdate(c.dir);
    const text = listForPrompt(prepared(), 's1', 'x', Date.now()).text;
    expect(text).toContain('zz-target — EDITED text');
    expect(text).not.toContain('a-one');
  });
});

describe('a rotating folder', () => {
  it('takes a touched file it is about to show as unchanged (same generation, no re-rank), an edited one as changed', () => {
    const c = corpus(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`n-${String(i).padStart(3, '0')}.md`, memoryFile({ description: `note ${i}` })])));
    // a window of one file a prompt: the files below are left to MemorySet.recheck
    const load = () => loadMemories(join(c.root, 'ws', MEMORY), 'app', { cacheDir: c.cacheDir, fullCheckMax: 100, checkPerRun: 1 });
    load();
    load();
    const entryIn = (set: ReturnType<typeof load>, name: string) => {
      const entry = set.list.at(set.indexOf(join(c.dir, name)));
      if (!entry) throw new Error(`${name} missing`);
      return entry;
    };
    const gen = entryIn(load(), 'n-299.md').gen;
    expect(gen).toBeDefined();
    const later = new Date(Date.now() - 1_800_000);
    utimesSync(join(c.dir, 'n-299.md'), later, later);
    writeFileSync(join(c.dir, 'n-298.md'), memoryFile({ description: 'note 298 edited' }));
    utimesSync(join(c.dir, 'n-298.md'), later, later);
    const set = load();
    const touched = entryIn(set, 'n-299.md');
    const edited = entryIn(set, 'n-298.md');
    expect(set.recheck([touched])).toBe(false);
    expect(touched.gen).toBe(gen);
    expect(touched.meta.description).toBe('note 299');
    expect(set.recheck([edited])).toBe(true);
    expect(edited.meta.description).toBe('note 298 edited');
  });
});
