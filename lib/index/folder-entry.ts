import { memoryNameOf } from '../format/discover.js';
import type { MemoryMeta } from '../format/memory-meta.js';
import type { MemoryEntry, Scope } from './memory-store.js';
import type { DocTerms } from '../rank/bm25.js';
import type { FolderScan } from './folder-scan.js';

/** A MemoryEntry read from its folder's scan on first use. */
export class FolderEntry implements MemoryEntry {
  private cachedPath: string | undefined = undefined;

  constructor(
    readonly scan: FolderScan,
    readonly i: number,
    readonly scope: Scope,
    readonly folder: string,
  ) {}

  get name(): string {
    return memoryNameOf(this.scan.names[this.i] as string);
  }

  get path(): string {
    return (this.cachedPath ??= this.scan.path(this.i));
  }

  get pinned(): boolean {
    return this.scan.pinned[this.i] === 1;
  }

  get gen(): number | undefined {
    // a file the scan did not reach has no generation a session could have seen
    return this.unread ? undefined : (this.scan.gens[this.i] as number);
  }

  get unread(): boolean {
    return this.scan.unread[this.i] === 1;
  }

  get meta(): MemoryMeta {
    return this.scan.record(this.i).meta;
  }

  get problems(): string[] {
    return this.scan.record(this.i).problems;
  }

  get terms(): DocTerms {
    return this.scan.terms(this.i);
  }
}

/** Entries of one folder's scan, in its order. */
export function scanEntries(scan: FolderScan, scope: Scope, folder: string): MemoryEntry[] {
  const entries: MemoryEntry[] = new Array(scan.count);
  for (let i = 0; i < scan.count; i++) entries[i] = new FolderEntry(scan, i, scope, folder);
  return entries;
}
