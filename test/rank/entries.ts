// In-memory memories for the ranking tests: only the fields the ranker reads matter, and
// no file is written. A set built here has no postings, so every memory is scored from
// its own terms; test/unit/postings.test.ts checks that postings score the same.
import { encodeRecord, listRecords } from '../../lib/index/folder-cache.js';
import { FolderSnapshot } from '../../lib/index/folder-snapshot.js';
import { MemorySet } from '../../lib/index/memory-set.js';
import type { MemoryEntry } from '../../lib/model/memory.js';

export interface EntrySpec {
  scope?: 'global' | 'project';
  title?: string;
  description?: string;
  tags?: string[];
  pinned?: boolean;
  supersedes?: string[];
  reviewBy?: string;
  verifiedAt?: string;
  /** the body's digest (MemorySet.stampOf) */
  bodyStamp?: string;
}

export const MEMORY_ROOT = '/ws/.ai-core/data/memory';
export const PROJECT_KEY = 'workspace--shop';

export function entry(name: string, spec: EntrySpec = {}): MemoryEntry {
  const scope = spec.scope ?? 'project';
  const folder = scope === 'global' ? '_global' : PROJECT_KEY;
  return {
    scope,
    folder,
    name,
    path: `${MEMORY_ROOT}/${folder}/${name}.md`,
    meta: {
      title: spec.title,
      description: spec.description,
      tags: spec.tags ?? [],
      pinned: spec.pinned ?? false,
      ...(spec.supersedes ? { supersedes: spec.supersedes } : {}),
      ...(spec.reviewBy ? { reviewBy: spec.reviewBy } : {}),
      ...(spec.verifiedAt ? { verifiedAt: spec.verifiedAt } : {}),
    },
    problems: [],
    ...(spec.bodyStamp ? { bodyStamp: spec.bodyStamp } : {}),
  };
}

function snapshotOf(dir: string, entries: readonly MemoryEntry[]): FolderSnapshot {
  const sorted = [...entries].sort((a, b) => (`${a.name}.md` < `${b.name}.md` ? -1 : 1));
  const n = sorted.length;
  return new FolderSnapshot({
    dir,
    stamp: { mtimeMs: 0, ctimeMs: 0, ino: 0 },
    checkedAt: 0,
    names: sorted.map((e) => `${e.name}.md`),
    sigs: new Float64Array(4 * n),
    records: listRecords(sorted.map((e) => encodeRecord({ meta: e.meta, problems: e.problems, ...(e.bodyStamp ? { bodyStamp: e.bodyStamp } : {}) }))),
    checked: new Uint8Array(n).fill(1),
    postingDoc: new Int32Array(n).fill(-1),
    postings: undefined,
    postingsBytes: () => Buffer.alloc(0),
    pinned: sorted.flatMap((e, i) => (e.meta.pinned ? [i] : [])),
    superseding: sorted.flatMap((e, i) => (e.meta.supersedes?.length ? [i] : [])),
    partial: false,
  });
}

/** The entries as the memories a launch folder sees: global ones first, then the project's, each by name. */
export function setOf(entries: readonly MemoryEntry[]): MemorySet {
  const global = snapshotOf(
    `${MEMORY_ROOT}/_global`,
    entries.filter((e) => e.scope === 'global'),
  );
  const project = snapshotOf(
    `${MEMORY_ROOT}/${PROJECT_KEY}`,
    entries.filter((e) => e.scope === 'project'),
  );
  return new MemorySet(MEMORY_ROOT, PROJECT_KEY, global, project);
}
