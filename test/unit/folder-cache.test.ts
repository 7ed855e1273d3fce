// A scope folder's cache file: one file, replaced atomically, holding the names, each
// file's stat and record, and the postings. What it must guarantee, whatever happened to
// the files, the folder or the cache file itself.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Prepared } from '../../lib/hook/memory-list.js';
import { listForPrompt, showFullList } from '../../lib/hook/session-list.js';
import { decodeCache, encodeCache, readCache } from '../../lib/index/folder-cache.js';
import { loadMemories, type MemorySet, type ScanOptions } from '../../lib/index/memory-set.js';
import { buildPostings, openPostings } from '../../lib/index/postings.js';
import { monotonicMs } from '../../lib/io/clock.js';
import { orderForPrompt } from '../../lib/render/select.js';
import { foundWorkspace, resolveWorkspace } from '../../lib/workspace/resolve.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';

/** Memories an hour old, as after a checkout: the cache trusts them at once. */
function backdate(dir: string, only?: string[]): void {
  const past = new Date(Date.now() - 3_600_000);
  for (const name of only ?? readdirSync(dir)) utimesSync(join(dir, name), past, past);
  utimesSync(dir, past, past);
}

const WORDS = ['docker', 'deploy', 'cache', 'branch', 'login', 'staging', 'backup', 'timeout'];

function corpus(count: number, extra: Record<string, string> = {}) {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++)
    files[`ws/${MEMORY}/_global/note-${String(i).padStart(4, '0')}.md`] = memoryFile({ description: `${WORDS[i % 8]} ${WORDS[(i >> 3) % 8]} note ${i}` });
  for (const [name, text] of Object.entries(extra)) files[`ws/${MEMORY}/_global/${name}`] = text;
  const root = tempTree(files);
  const memoryRoot = join(root, 'ws', MEMORY);
  const dir = join(memoryRoot, '_global');
  const state = tempTree();
  const cacheDir = join(state, 'index');
  backdate(dir);
  const load = (options: ScanOptions = {}, cache = cacheDir) => loadMemories(memoryRoot, 'app', { cacheDir: cache, ...options });
  const rank = (prompt: string, options: ScanOptions = {}, cache = cacheDir) => names(load(options, cache), prompt);
  const fresh = (prompt: string) => rank(prompt, {}, join(tempTree(), 'index'));
  const cacheFile = () => join(cacheDir, readdirSync(cacheDir).find((n) => n.endsWith('.cache')) as string);
  const postingsOf = () => decodeCache(readFileSync(cacheFile()), dir)?.postings();
  return { root, memoryRoot, dir, state, cacheDir, load, rank, fresh, cacheFile, postingsOf };
}

/** The first 20 memories for a prompt, with their scores. */
function names(set: MemorySet, prompt: string): string[] {
  return orderForPrompt(set, prompt, 20).map((r) => `${set.entry(r.position).name} ${r.score.toFixed(6)}`);
}

describe('the postings', () => {
  it('give back every term with its docs and single-precision weights, and read torn bytes as misses', () => {
    const docs = [
      ['docker', 0.5, 'branch', 0.25],
      ['docker', 0.75, '배포', 1],
      ['branch', 0.1],
    ];
    const bytes = buildPostings(docs);
    const index = openPostings(bytes);
    const seen = (term: string) => {
      const found = index?.lookup(term);
      return found ? Array.from(found.docs, (doc, k) => [doc, found.weights[k]]) : [];
    };
    expect(index?.docCount).toBe(3);
    expect(seen('docker')).toEqual([
      [0, 0.5],
      [1, 0.75],
    ]);
    expect(seen('배포')).toEqual([[1, 1]]);
    expect(seen('branch')).toEqual([
      [0, 0.25],
      [2, Math.fround(0.1)],
    ]);
    expect(seen('missing')).toEqual([]);
    const pairs = (flat: (string | number)[] = []) => Array.from({ length: flat.length / 2 }, (_, k) => `${flat[2 * k]} ${flat[2 * k + 1]}`).sort();
    expect(index?.docTerms(3)?.map(pairs)).toEqual([['branch 0.25', 'docker 0.5'], ['docker 0.75', '배포 1'], [`branch ${Math.fround(0.1)}`]]);
    expect(index?.docTerms(2)).toBeUndefined();
    for (let size = 0; size < bytes.length; size++) {
      const torn = openPostings(bytes.subarray(0, size));
      for (const term of ['docker', 'branch', '배포', 'x']) expect(() => torn?.lookup(term)).not.toThrow();
    }
  });

  it('are kept across added, removed, renamed, edited and touched files, ranking exactly as fresh ones', () => {
    const c = corpus(300, {
      'unique-gone.md': memoryFile({ description: 'quokka migration notes' }),
      'unique-moved.md': memoryFile({ description: 'narwhal rollout notes' }),
    });
    c.rank('docker');
    const before = c.postingsOf();
    writeFileSync(join(c.dir, 'added-zebra.md'), memoryFile({ description: 'zebra docker crossing' }));
    unlinkSync(join(c.dir, 'unique-gone.md'));
    renameSync(join(c.dir, 'unique-moved.md'), join(c.dir, 'renamed-narwhal.md'));
    writeFileSync(join(c.dir, 'note-0005.md'), memoryFile({ description: 'okapi edited in place' }));
    utimesSync(join(c.dir, 'note-0007.md'), new Date(), new Date());
    backdate(c.dir);
    for (const prompt of ['zebra', 'quokka', 'narwhal', 'okapi', 'docker deploy', 'cache login note 7']) {
      expect(c.rank(prompt), prompt).toEqual(c.fresh(prompt));
      expect(c.postingsOf()?.equals(before as Buffer), 'the postings were not built again').toBe(true);
    }
    expect(c.rank('zebra')[0]).toMatch(/^added-zebra /);
    expect(c.rank('narwhal')[0]).toMatch(/^renamed-narwhal /);
    expect(c.rank('okapi')[0]).toMatch(/^note-0005 /);
    expect(c.rank('quokka').filter((line) => !line.endsWith(' 0.000000'))).toEqual([]);
  });

  it('are built again once more files are outside them than they are worth keeping, from their own terms', () => {
    const c = corpus(300);
    c.rank('docker');
    const before = c.postingsOf();
    for (let i = 0; i < 40; i++) writeFileSync(join(c.dir, `added-${i}.md`), memoryFile({ description: `walrus ${i}` }));
    backdate(c.dir);
    for (const prompt of ['walrus', 'docker deploy', 'cache login note']) expect(c.rank(prompt), prompt).toEqual(c.fresh(prompt));
    expect(c.postingsOf()?.equals(before as Buffer)).toBe(false);
  });

  it('when damaged (a term record reached from two slots, a doc count far off) cost neither the list nor time', () => {
    const c = corpus(40, {
      'zz-target.md': memoryFile({ description: 'zebra crossing' }),
      'zz-other.md': memoryFile({ description: 'zebra zebra stripes crossing tall' }),
    });
    c.rank('x');
    const file = c.cacheFile();
    const bytes = readFileSync(file);
    const postings = c.postingsOf() as Buffer;
    const start = bytes.length - postings.length;
    const buckets = bytes.readUInt32LE(start + 4);
    let zebra = -1;
    for (let slot = 0; slot < buckets; slot++) {
      const at = bytes.readUInt32LE(start + 8 + 4 * slot);
      if (at && bytes.toString('utf8', start + at + 2, start + at + 2 + bytes.readUInt16LE(start + at)) === 'zebra') zebra = at;
    }
    expect(zebra).toBeGreaterThan(0);
    let empty = 0;
    while (bytes.readUInt32LE(start + 8 + 4 * empty) !== 0) empty++;
    bytes.writeUInt32LE(zebra, start + 8 + 4 * empty);
    writeFileSync(file, bytes);
    expect(c.rank('zebra')).toEqual(c.fresh('zebra'));
    // a rebuild does not copy the damage: every file is tokenised instead
    const edited = Array.from({ length: 34 }, (_, i) => `note-${String(i).padStart(4, '0')}.md`);
    for (const name of edited) writeFileSync(join(c.dir, name), memoryFile({ description: `filler edited ${name}` }));
    backdate(c.dir, edited);
    expect(c.rank('zebra')).toEqual(c.fresh('zebra'));
    const again = readFileSync(c.cacheFile());
    again.writeUInt32LE(100_000_000, again.length - (c.postingsOf() as Buffer).length);
    writeFileSync(c.cacheFile(), again);
    const started = monotonicMs();
    expect(c.rank('zebra')[0]).toMatch(/^zz-other |^zz-target /);
    expect(monotonicMs() - started).toBeLessThan(2_000);
  });
});

describe('the cache file', () => {
  it('is refused whole when anything about its shape is off: pinned positions repeated, lengths, another folder', () => {
    const c = corpus(10, {
      'a-pin.md': memoryFile({ description: 'first pinned', extra: 'pinned: true' }),
      'b-pin.md': memoryFile({ description: 'second pinned', extra: 'pinned: true' }),
    });
    c.rank('x');
    const bytes = readFileSync(c.cacheFile());
    expect(decodeCache(bytes, c.dir)?.pinned).toEqual([0, 1]);
    const text = bytes.toString('latin1');
    const repeated = Buffer.from(text.replace('"pinned":[0,1]', '"pinned":[1,1]'), 'latin1');
    expect(decodeCache(repeated, c.dir)).toBeUndefined();
    expect(decodeCache(Buffer.concat([bytes, Buffer.from(' ')]), c.dir)).toBeUndefined();
    expect(decodeCache(bytes.subarray(0, bytes.length - 1), c.dir)).toBeUndefined();
    expect(decodeCache(bytes, `${c.dir}-other`)).toBeUndefined();
    // and what it encodes decodes to the same
    const decoded = decodeCache(bytes, c.dir);
    expect(decoded && encodeCache({ ...decoded, postings: decoded.postings() }).equals(bytes)).toBe(true);
    // numbers are views where the buffer starts aligned, copies where it does not: the same either way
    for (const shift of [1, 4]) {
      const moved = Buffer.alloc(bytes.length + shift).subarray(shift);
      bytes.copy(moved);
      const read = decodeCache(moved, c.dir);
      expect(read && encodeCache({ ...read, postings: read.postings() }).equals(bytes), `shifted by ${shift}`).toBe(true);
      expect(read?.sigs.buffer === moved.buffer).toBe(false);
    }
    expect(decoded?.sigs.buffer).toBe(bytes.buffer);
    writeFileSync(c.cacheFile(), repeated);
    const order = c.rank('filler').map((line) => line.split(' ')[0]);
    expect(order.filter((n) => n === 'b-pin')).toHaveLength(1);
    expect(order.slice(0, 2).sort()).toEqual(['a-pin', 'b-pin']);
  });

  it('lists the superseding memories in its head, and is refused when that list is damaged', () => {
    const c = corpus(3, {
      'a-new.md': memoryFile({ description: 'the new way', extra: 'supersedes: [note-0001]' }),
      'b-newer.md': memoryFile({ description: 'the newer way', extra: 'supersedes: [a-new]' }),
    });
    expect(c.load().hiddenPositions()).toHaveLength(2);
    const bytes = readFileSync(c.cacheFile());
    expect(decodeCache(bytes, c.dir)?.superseding).toEqual([0, 1]);
    const text = bytes.toString('latin1');
    for (const damaged of ['"superseding":[1,0]', '"superseding":[0,9]', '"superseding":{}']) {
      expect(decodeCache(Buffer.from(text.replace('"superseding":[0,1]', damaged), 'latin1'), c.dir), damaged).toBeUndefined();
    }
    // a cached set hides what a fresh read hides
    const names = (set: MemorySet) =>
      set
        .hiddenPositions()
        .map((i) => set.entry(i).name)
        .sort();
    expect(names(c.load())).toEqual(['a-new', 'note-0001']);
  });

  it("is one file per folder: no reader can pair one writer's names with another's records", () => {
    const c = corpus(5);
    c.rank('x');
    expect(readdirSync(c.cacheDir).filter((n) => !n.endsWith('.cursor'))).toHaveLength(1);
  });

  it('sees a file added to a folder whose mtime was put back (rsync -a, cp -a, tar x)', () => {
    const c = corpus(5);
    c.rank('x');
    const before = statSync(c.dir);
    writeFileSync(join(c.dir, 'restored.md'), memoryFile({ description: 'walrus restored with its folder' }));
    backdate(c.dir, ['restored.md']);
    utimesSync(c.dir, before.atime, before.mtime);
    expect(statSync(c.dir).mtimeMs).toBe(before.mtimeMs);
    expect(c.rank('walrus')[0]).toMatch(/^restored /);
  });

  it('lists the folder anew where a cached name is gone though the folder says nothing was removed (a damaged byte)', () => {
    const c = corpus(5);
    // the folder's ctime (now: its mtime was put back) settled, as it is a few seconds on
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10_000);
      c.rank('x');
      const bytes = readFileSync(c.cacheFile());
      const at = bytes.indexOf('note-0003.md');
      expect(at).toBeGreaterThan(-1);
      bytes.write('nxte', at);
      writeFileSync(c.cacheFile(), bytes);
      for (let run = 0; run < 2; run++) {
        const set = c.load();
        expect(set.indexOf(join(c.dir, 'note-0003.md')), `run ${run}`).toBeGreaterThan(-1);
        expect(set.count).toBe(5);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('sees an edit that keeps the size and puts the mtime back', () => {
    const c = corpus(5, { 'same-size.md': memoryFile({ description: 'AAAA the first text' }) });
    c.rank('x');
    const path = join(c.dir, 'same-size.md');
    const before = statSync(path);
    writeFileSync(path, memoryFile({ description: 'BBBB the other text' }));
    utimesSync(path, before.atime, before.mtime);
    expect(statSync(path).size).toBe(before.size);
    const set = c.load();
    expect(set.entry(set.indexOf(path)).meta.description).toBe('BBBB the other text');
  });
});

describe('a cache file read in parts', () => {
  // a folder of thousands of memories: its names and numbers at once, records and postings as asked for
  const PARTS = { readWholeMax: 0 };

  it('gives what the whole file gives: names, numbers, every record, the postings and each term', () => {
    const c = corpus(300, { 'pinned-one.md': memoryFile({ description: 'always here', extra: 'pinned: true' }) });
    c.load();
    const whole = decodeCache(readFileSync(c.cacheFile()), c.dir);
    const parts = readCache(c.cacheDir, c.dir, 0);
    expect(whole).toBeDefined();
    expect(parts).toBeDefined();
    if (!whole || !parts) return;
    expect(parts.names).toEqual(whole.names);
    expect([...parts.sigs]).toEqual([...whole.sigs]);
    expect([...parts.postingDoc]).toEqual([...whole.postingDoc]);
    expect([parts.pinned, parts.superseding, parts.stamp, parts.checkedAt, parts.complete]).toEqual([
      whole.pinned,
      whole.superseding,
      whole.stamp,
      whole.checkedAt,
      whole.complete,
    ]);
    for (let i = 0; i < whole.names.length; i++) expect(parts.records.at(i)?.equals(whole.records.at(i) as Buffer), `record ${i}`).toBe(true);
    expect(parts.records.at(whole.names.length)).toBeUndefined();
    // written again, what was read in parts is the file itself, byte for byte
    expect(encodeCache({ ...parts, postings: parts.postings() }).equals(readFileSync(c.cacheFile()))).toBe(true);
    expect(parts.postings().equals(whole.postings())).toBe(true);
    for (const term of [...WORDS, 'note', 'missing-term']) {
      const a = parts.index?.lookup(term);
      const b = whole.index?.lookup(term);
      expect(a && Array.from(a.docs), term).toEqual(b && Array.from(b.docs));
      expect(a && Array.from(a.weights), term).toEqual(b && Array.from(b.weights));
    }
    expect(parts.index?.docTerms(10_000)).toEqual(whole.index?.docTerms(10_000));
  });

  it('ranks as a fresh read does, before and after a file is edited, added or removed', () => {
    const c = corpus(300);
    c.load();
    for (const prompt of ['docker cache', 'staging login timeout']) expect(c.rank(prompt, PARTS)).toEqual(c.fresh(prompt));
    writeFileSync(join(c.dir, 'note-0007.md'), memoryFile({ description: 'docker docker docker cache now' }));
    writeFileSync(join(c.dir, 'added.md'), memoryFile({ description: 'staging login added' }));
    unlinkSync(join(c.dir, 'note-0010.md'));
    backdate(c.dir);
    for (const prompt of ['docker cache', 'staging login timeout']) expect(c.rank(prompt, PARTS)).toEqual(c.fresh(prompt));
    // and the cache that run wrote reads the same in parts as whole
    expect(c.rank('docker cache', PARTS)).toEqual(c.rank('docker cache'));
  });

  it('reads the file as it was opened, though a writer replaced it meanwhile', () => {
    const c = corpus(120);
    c.load();
    const parts = readCache(c.cacheDir, c.dir, 0);
    const before = decodeCache(readFileSync(c.cacheFile()), c.dir);
    // another run writes the cache anew (atomically, by rename) after this one opened it
    writeFileSync(join(c.dir, 'note-0003.md'), memoryFile({ description: 'rewritten meanwhile' }));
    backdate(c.dir);
    c.load();
    expect(readFileSync(c.cacheFile()).includes('rewritten meanwhile')).toBe(true);
    expect(parts?.records.at(3)?.equals(before?.records.at(3) as Buffer)).toBe(true);
    expect(parts?.index?.lookup('docker')?.docs).toEqual(before?.index?.lookup('docker')?.docs);
  });
});

describe('a file changed just now', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The clock an hour on, so that every file and the folder are long settled; `edit` then changes a file "now". */
  function settled() {
    const c = corpus(20);
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now() + 3_600_000;
    vi.setSystemTime(now);
    c.load();
    const path = join(c.dir, 'note-0003.md');
    const edit = (text: string) => {
      writeFileSync(path, text);
      utimesSync(path, new Date(now), new Date(now));
    };
    const description = (set: MemorySet) => set.entry(set.indexOf(path)).meta.description;
    return { c, now, path, edit, description };
  }

  it('with its text as cached is read again by every run until it settles, with no cache written for it alone', () => {
    const { c, now, path, edit, description } = settled();
    const before = readFileSync(path, 'utf8');
    const was = description(c.load());
    // saved again as it was (an editor's save, a checkout): the record the cache holds is the same
    edit(before);
    const written = readFileSync(c.cacheFile());
    expect(description(c.load())).toBe(was);
    expect(description(c.load())).toBe(was);
    expect(readFileSync(c.cacheFile()).equals(written)).toBe(true);
    // settled: read once more, and kept with its new stat
    vi.setSystemTime(now + 10_000);
    c.load();
    expect(readFileSync(c.cacheFile()).equals(written)).toBe(false);
  });

  it('with a new body is kept at once: the digest of its body is part of its record', () => {
    const { c, path, edit } = settled();
    const before = readFileSync(path, 'utf8');
    const set = c.load();
    const stamp = set.entry(set.indexOf(path)).bodyStamp;
    expect(stamp).toMatch(/^h[0-9a-z]+$/);
    edit(`${before}more of the body\n`);
    const written = readFileSync(c.cacheFile());
    const after = c.load();
    expect(after.entry(after.indexOf(path)).bodyStamp).not.toBe(stamp);
    expect(readFileSync(c.cacheFile()).equals(written)).toBe(false);
  });

  it('with new front matter is kept at once: a later run out of time, which takes records unchecked, sees the edit', () => {
    const { c, edit, description } = settled();
    edit(memoryFile({ description: 'edited just now' }));
    const written = readFileSync(c.cacheFile());
    expect(description(c.load())).toBe('edited just now');
    expect(readFileSync(c.cacheFile()).equals(written)).toBe(false);
    // a deadline already past: nothing is checked, every record comes from the cache
    const late = c.load({ deadline: monotonicMs() - 1 });
    expect(late.partial).toBe(true);
    expect(description(late)).toBe('edited just now');
  });
});

describe('a rotating folder', () => {
  it('takes a touched file it is about to show as unchanged (its postings kept), and reads an edited one again', () => {
    const files = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`n-${String(i).padStart(3, '0')}.md`, memoryFile({ description: `note ${i}` })]));
    const c = corpus(0, files);
    // a window of one file a prompt: the files below are left to recheck
    const options = { fullCheckMax: 100, window: 1 };
    c.load(options);
    c.load(options);
    const later = new Date(Date.now() - 1_800_000);
    utimesSync(join(c.dir, 'n-299.md'), later, later);
    writeFileSync(join(c.dir, 'n-298.md'), memoryFile({ description: 'note 298 edited' }));
    utimesSync(join(c.dir, 'n-298.md'), later, later);
    const set = c.load(options);
    const at = (s: MemorySet, name: string) => s.indexOf(join(c.dir, name));
    expect(set.entry(at(set, 'n-298.md')).meta.description).toBe('note 298');
    const touched = set.recheck([at(set, 'n-299.md')], { cacheDir: c.cacheDir });
    expect(touched).toBe(set);
    const edited = set.recheck([at(set, 'n-298.md')], { cacheDir: c.cacheDir });
    expect(edited).not.toBe(set);
    expect(edited.entry(at(edited, 'n-298.md')).meta.description).toBe('note 298 edited');
    // and the next run finds it in the cache
    expect(c.load(options).entry(at(set, 'n-298.md')).meta.description).toBe('note 298 edited');
  });
});

describe('a session', () => {
  function session(c: ReturnType<typeof corpus>) {
    const ws = foundWorkspace(resolveWorkspace(join(c.root, 'ws'), {}));
    if (!ws) throw new Error('no workspace');
    return (options: ScanOptions = {}): Prepared => {
      const scan = { cacheDir: c.cacheDir, ...options };
      return {
        launchDir: join(c.root, 'ws'),
        workspace: ws,
        stateDir: c.state,
        memories: loadMemories(ws.memoryRoot, ws.project.key, scan),
        scan,
        today: '2026-05-01',
        prior: () => undefined,
      };
    };
  }

  it('is shown an edit even when the cached record of what it was shown is damaged', () => {
    const c = corpus(0, { 'a-one.md': memoryFile({ description: 'alpha' }), 'zz-target.md': memoryFile({ description: 'ORIGINAL text' }) });
    const prepared = session(c);
    expect(showFullList(prepared(), 's1', 'x', Date.now()).text).toContain('zz-target — ORIGINAL text');
    const file = c.cacheFile();
    writeFileSync(file, readFileSync(file, 'latin1').replace('ORIGINAL text', 'ORIGINAL t\u0000xt'), 'latin1');
    writeFileSync(join(c.dir, 'zz-target.md'), memoryFile({ description: 'EDITED text' }));
    backdate(c.dir);
    expect(listForPrompt(prepared(), 's1', 'y', Date.now()).text).toContain('zz-target — EDITED text');
  });

  it('whose cache is lost before a prompt that runs out of time is not told its memories changed, and sees a later edit', () => {
    const c = corpus(0, { 'a-one.md': memoryFile({ description: 'alpha' }), 'zz-target.md': memoryFile({ description: 'ORIGINAL text' }) });
    const prepared = session(c);
    expect(showFullList(prepared(), 's1', 'x', Date.now()).text).toContain('zz-target — ORIGINAL text');
    // the cache is gone (the session's state is not), and there is no time to read a single file
    rmSync(c.cacheDir, { recursive: true, force: true });
    const late = prepared({ deadline: monotonicMs() - 1 });
    expect(late.memories.entries().every((e) => e.unread)).toBe(true);
    expect(listForPrompt(late, 's1', 'x', Date.now()).text).toBeUndefined();
    writeFileSync(join(c.dir, 'zz-target.md'), memoryFile({ description: 'EDITED text' }));
    backdate(c.dir);
    const text = listForPrompt(prepared(), 's1', 'x', Date.now()).text;
    expect(text).toContain('zz-target — EDITED text');
    expect(text).not.toContain('a-one');
  });
});
