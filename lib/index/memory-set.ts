import { join } from 'node:path';
import type { MemoryEntry, MissedFolder, Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import type { PostingsPart, TermSource } from '../model/terms.js';
import { recordTerms } from '../rank/doc-terms.js';
import { emptySnapshot, type FolderSnapshot } from './folder-snapshot.js';
import { EMPTY_RECORD } from './parse-memory-file.js';
import { recheckFiles, type ScanOptions, scanFolder } from './scan-folder.js';
import { type Edge, resolveSupersession, targetOf } from './supersession.js';

export type { ScanOptions };

/**
 * Ranking a partial run tokenises the files its postings do not cover; past this many
 * that would cost more than the run has left, so such a list goes by priority instead.
 */
const PARTIAL_RANK_MAX = 2_000;

interface Part {
  snapshot: FolderSnapshot;
  scope: Scope;
  folder: string;
  offset: number;
}

/** What `supersedes` hides among one set's memories. */
interface Hidden {
  /** 1 at each hidden position */
  flags: Uint8Array;
  /** each hidden position with the positions of the memories that hide it */
  by: Map<number, number[]>;
}

/**
 * The memories a launch folder sees: `_global/` first, then the project's folder, each
 * sorted by file name. Position i names one memory for this run; entries are made when
 * they are asked for, so a prompt over ten thousand memories makes objects only for the
 * few hundred it ranks or shows. Memories another one supersedes are still here (by
 * position, for `list --all` and lint) but hidden: out of the priority order every list
 * is built from.
 */
export class MemorySet {
  readonly count: number;
  private readonly parts: readonly [Part, Part];
  private readonly made: (MemoryEntry | undefined)[];
  private hiddenMemo: Hidden | undefined;

  constructor(
    readonly memoryRoot: string,
    readonly projectKey: string,
    readonly global: FolderSnapshot,
    readonly project: FolderSnapshot,
    /** files git has unmerged with no marker in them (lib/hook/unmerged-now.ts): their entries carry a merge-conflict problem */
    readonly unmerged?: ReadonlySet<string>,
  ) {
    this.parts = [
      { snapshot: global, scope: 'global', folder: GLOBAL_KEY, offset: 0 },
      { snapshot: project, scope: 'project', folder: projectKey, offset: global.count },
    ];
    this.count = global.count + project.count;
    this.made = new Array(this.count);
  }

  /** the deadline passed before every file was checked: some entries may be out of date or unread */
  get partial(): boolean {
    return this.global.partial || this.project.partial;
  }

  /**
   * The folders whose memories are missing from this set, not absent: those permissions
   * kept from being read (a scope folder, or the memory root above both, named once),
   * then scope folders that are links, then those with something else at their path.
   */
  missedFolders(): MissedFolder[] {
    const snapshots = [this.global, this.project];
    const denied = snapshots.map((s) => s.denied).filter((folder, i, all): folder is string => folder !== undefined && all.indexOf(folder) === i);
    return [
      ...denied.map((path) => ({ path, why: 'unreadable' as const })),
      ...snapshots.filter((s) => s.linked).map((s) => ({ path: s.dir, why: 'linked' as const })),
      // a file in the memory folder's own place stands for both scope folders: named once
      ...snapshots
        .filter((s, i) => s.notFolder && snapshots.findIndex((other) => other.notFolder && other.dir === s.dir) === i)
        .map((s) => ({ path: s.dir, why: 'not-a-folder' as const })),
    ];
  }

  private partOf(i: number): Part {
    return i < this.global.count ? this.parts[0] : this.parts[1];
  }

  entry(i: number): MemoryEntry {
    const made = this.made[i];
    if (made) return made;
    const { snapshot, scope, folder, offset } = this.partOf(i);
    const k = i - offset;
    const name = (snapshot.names[k] as string).slice(0, -3);
    const record = snapshot.record(k);
    const entry: MemoryEntry = {
      scope,
      folder,
      name,
      path: snapshot.path(k),
      meta: (record ?? EMPTY_RECORD).meta,
      problems: (record ?? EMPTY_RECORD).problems,
    };
    if (this.unmerged?.has(entry.path) && !entry.problems.some((p) => p.kind === 'merge-conflict'))
      entry.problems = [...entry.problems, { kind: 'merge-conflict' }];
    if (record?.bodyStamp !== undefined) entry.bodyStamp = record.bodyStamp;
    if (snapshot.unread(k)) entry.unread = true;
    return (this.made[i] = entry);
  }

  entries(): MemoryEntry[] {
    return Array.from({ length: this.count }, (_, i) => this.entry(i));
  }

  /** The file of the memory at position i, without making its entry. */
  pathOf(i: number): string {
    const { snapshot, offset } = this.partOf(i);
    return snapshot.path(i - offset);
  }

  /**
   * The digest of the body of the memory at position i (MemoryRecord.bodyStamp), as this
   * run read it: what a session keeps of each memory it was shown, to tell a rewritten body
   * on a later prompt (lib/hook/session-delta.ts). Not the file's time or size: a checkout,
   * `touch`, a tidied body or a front matter change (verify, tags) is no edit of it; an
   * edit of the same length is. Undefined when the body was not read (a broken front
   * matter, a file not read in time).
   */
  stampOf(i: number): string | undefined {
    const entry = this.entry(i);
    return entry.unread ? undefined : entry.bodyStamp;
  }

  /**
   * When the file of the memory at position i last changed: the later of its mtime and
   * ctime as this run or the cache saw them (a rename, a checkout and a copy set the
   * ctime), 0 where neither did.
   */
  changedAtMs(i: number): number {
    const { snapshot, offset } = this.partOf(i);
    const at = 4 * (i - offset);
    return Math.max(snapshot.sigs[at + 1] ?? 0, snapshot.sigs[at + 2] ?? 0);
  }

  /** Whether this run compared the memory at position i with its file (scanFolder checks every file of a folder it checks in full, in time). */
  wasChecked(i: number): boolean {
    const { snapshot, offset } = this.partOf(i);
    return snapshot.checked[i - offset] === 1;
  }

  /** Where the memory at `path` is, or -1. */
  indexOf(path: string): number {
    for (const { snapshot, offset } of this.parts) {
      if (!path.startsWith(`${snapshot.dir}/`)) continue;
      const k = positionOf(snapshot.names, path.slice(snapshot.dir.length + 1));
      if (k !== -1) return offset + k;
    }
    return -1;
  }

  /** Where the memory `name` of the scope folder `folder` (`_global` or this project's key) is, or -1. */
  positionOfMemory(folder: string, name: string): number {
    return folder === GLOBAL_KEY ? this.find('global', name) : folder === this.projectKey ? this.find('project', name) : -1;
  }

  isPinned(i: number): boolean {
    const { snapshot, offset } = this.partOf(i);
    return snapshot.pinned.includes(i - offset);
  }

  /** Positions of pinned memories that are not hidden. */
  pinned(): number[] {
    const { flags } = this.hidden();
    return this.parts.flatMap(({ snapshot, offset }) => snapshot.pinned.map((k) => offset + k)).filter((i) => !flags[i]);
  }

  /**
   * Positions in the order relevance ties are broken: this project's first, then global
   * ones, each by name. Hidden memories are not among them, so no list ranks or shows one.
   */
  priority(): Int32Array {
    const { flags, by } = this.hidden();
    const order = new Int32Array(this.count - by.size);
    let k = 0;
    for (const { snapshot, offset } of [this.parts[1], this.parts[0]]) {
      const end = offset + snapshot.count;
      // nothing hidden (nearly always): no flag to test per memory
      if (by.size === 0) for (let i = offset; i < end; i++) order[k++] = i;
      else for (let i = offset; i < end; i++) if (!flags[i]) order[k++] = i;
    }
    return order;
  }

  /** Positions of the memories a list may show, in set order (global first). */
  visible(): number[] {
    const { flags } = this.hidden();
    const out: number[] = [];
    for (let i = 0; i < this.count; i++) if (!flags[i]) out.push(i);
    return out;
  }

  /** How many memories a list may show. */
  get visibleCount(): number {
    return this.count - this.hidden().by.size;
  }

  /** Positions hidden because another memory supersedes them. */
  hiddenPositions(): number[] {
    return [...this.hidden().by.keys()];
  }

  isHidden(i: number): boolean {
    return this.hidden().flags[i] === 1;
  }

  /** Positions of the memories that supersede the one at `i` and hide it; [] when it is shown. */
  hiddenBy(i: number): number[] {
    return this.hidden().by.get(i) ?? [];
  }

  /** Positions of memories whose front matter supersedes others: what decides what is hidden. */
  superseding(): number[] {
    return this.parts.flatMap(({ snapshot, offset }) => snapshot.superseding.map((k) => offset + k));
  }

  /** The position of the memory `name` in a scope, or -1. */
  find(scope: Scope, name: string): number {
    const { snapshot, offset } = scope === 'global' ? this.parts[0] : this.parts[1];
    const k = positionOf(snapshot.names, `${name}.md`);
    return k === -1 ? -1 : offset + k;
  }

  /** Worked out once per set from the records of the superseding memories alone (usually none). */
  private hidden(): Hidden {
    if (this.hiddenMemo) return this.hiddenMemo;
    const edges: Edge[] = [];
    for (const { snapshot, scope, offset } of this.parts) {
      for (const k of snapshot.superseding) {
        for (const name of snapshot.record(k)?.meta.supersedes ?? []) {
          const to = targetOf(scope, name, (s, n) => this.find(s, n));
          if (to !== -1) edges.push([offset + k, to]);
        }
      }
    }
    const flags = new Uint8Array(this.count);
    const by = edges.length === 0 ? new Map<number, number[]>() : resolveSupersession(edges).hiddenBy;
    for (const i of by.keys()) flags[i] = 1;
    return (this.hiddenMemo = { flags, by });
  }

  /**
   * The terms of every memory for ranking: each folder's postings for the files they
   * cover, each other file's own terms. Undefined when a run out of time would have to
   * tokenise too many files to rank (PARTIAL_RANK_MAX).
   */
  terms(): TermSource | undefined {
    const own = new Map<string, { docs: number[]; weights: number[] }>();
    const positionsOf: (Int32Array | undefined)[] = [];
    let tokenised = 0;
    for (const { snapshot, offset } of this.parts) {
      // by doc number, the position now (-1: a file gone since); unset when they are the same
      const docCount = snapshot.postings?.docCount ?? 0;
      let identity = snapshot.postingDoc.length === docCount;
      let used = 0;
      for (let k = 0; k < snapshot.count; k++) {
        const doc = snapshot.postingDoc[k] as number;
        if (doc !== k) identity = false;
        if (doc >= used && doc < docCount) used = doc + 1;
      }
      const positionOf = identity ? undefined : new Int32Array(used).fill(-1);
      const loose: number[] = [];
      // doc numbers that are positions leave nothing to map, and no file uncovered
      for (let k = 0; !identity && k < snapshot.count; k++) {
        const doc = snapshot.postingDoc[k] as number;
        if (doc >= 0 && doc < used && positionOf?.[doc] === -1) positionOf[doc] = offset + k;
        else if (!snapshot.unread(k)) loose.push(k);
      }
      positionsOf.push(positionOf);
      tokenised += loose.length;
      if (this.partial && tokenised > PARTIAL_RANK_MAX) return undefined;
      for (const k of loose) {
        const record = snapshot.record(k);
        if (!record) continue;
        const flat = recordTerms((snapshot.names[k] as string).slice(0, -3), record);
        for (let t = 0; t < flat.length; t += 2) {
          let list = own.get(flat[t] as string);
          if (!list) own.set(flat[t] as string, (list = { docs: [], weights: [] }));
          list.docs.push(offset + k);
          list.weights.push(flat[t + 1] as number);
        }
      }
    }
    return {
      docCount: this.count,
      lookup: (term) => {
        const parts: PostingsPart[] = [];
        this.parts.forEach(({ snapshot, offset }, p) => {
          const found = snapshot.postings?.lookup(term);
          if (found) parts.push({ ...found, positionOf: positionsOf[p], offset });
        });
        const list = own.get(term);
        if (list) parts.push({ ...list, offset: 0 });
        return parts;
      },
    };
  }

  /**
   * Checks the given memories against the disk where this run has not (see
   * recheckFiles): the same set when none changed, a new one when any did.
   */
  recheck(positions: Iterable<number>, options: ScanOptions = {}): MemorySet {
    const byPart: [number[], number[]] = [[], []];
    for (const i of positions) if (i >= 0 && i < this.count) byPart[i < this.global.count ? 0 : 1].push(i - (i < this.global.count ? 0 : this.global.count));
    const global = recheckFiles(this.global, byPart[0], options);
    const project = recheckFiles(this.project, byPart[1], options);
    return global === this.global && project === this.project ? this : new MemorySet(this.memoryRoot, this.projectKey, global, project, this.unmerged);
  }
}

export function loadMemories(memoryRoot: string, projectKey: string, options: ScanOptions = {}, unmerged?: ReadonlySet<string>): MemorySet {
  const global = scanFolder(join(memoryRoot, GLOBAL_KEY), options);
  const project = scanFolder(join(memoryRoot, projectKey), options);
  return new MemorySet(memoryRoot, projectKey, global, project, unmerged);
}

/** Whether each list of names is in order, worked out once per list (a snapshot's names never change). */
const inOrder = new WeakMap<readonly string[], boolean>();

function isSorted(names: readonly string[]): boolean {
  let known = inOrder.get(names);
  if (known === undefined) {
    known = names.every((name, i) => i === 0 || (names[i - 1] as string) < name);
    inOrder.set(names, known);
  }
  return known;
}

/** Position of `name` in names sorted as Array.prototype.sort sorts them; a linear look when they are not. */
function positionOf(names: readonly string[], name: string): number {
  let lo = 0;
  let hi = names.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const here = names[mid] as string;
    if (here === name) return mid;
    if (here < name) lo = mid + 1;
    else hi = mid - 1;
  }
  // a damaged cache could list names out of order: then only a full look is sure. A name
  // that is simply not there (a supersedes name resolved in the other folder first, a
  // memory gone since the session saw it) costs no scan of every name.
  return isSorted(names) ? -1 : names.indexOf(name);
}

/**
 * The memories of one scope folder: what `save` compares a new memory with. Through the
 * folder's index cache when `cacheDir` is given (each file is stat'ed and a changed one read
 * again, as the hook does), else read afresh.
 */
export function folderEntries(memoryRoot: string, folder: string, cacheDir?: string): MemoryEntry[] {
  // a command has no deadline: every file checked, however large the folder
  const snapshot = scanFolder(join(memoryRoot, folder), cacheDir === undefined ? {} : { cacheDir, fullCheckMax: Number.POSITIVE_INFINITY });
  const empty = emptySnapshot(join(memoryRoot, folder === GLOBAL_KEY ? '' : GLOBAL_KEY));
  const set = folder === GLOBAL_KEY ? new MemorySet(memoryRoot, '', snapshot, empty) : new MemorySet(memoryRoot, folder, empty, snapshot);
  return set.entries();
}
