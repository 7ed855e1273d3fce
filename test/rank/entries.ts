// In-memory memory entries for the ranking tests: only the fields the ranker reads matter.
import type { MemoryEntry } from '../../lib/index/memory-store.js';

export interface EntrySpec {
  scope?: 'global' | 'project';
  title?: string;
  description?: string;
  tags?: string[];
  pinned?: boolean;
}

export function entry(name: string, spec: EntrySpec = {}): MemoryEntry {
  const scope = spec.scope ?? 'project';
  const folder = scope === 'global' ? '_global' : 'workspace--shop';
  return {
    scope,
    folder,
    name,
    path: `/ws/.ai-core/data/memory/${folder}/${name}.md`,
    meta: { title: spec.title, description: spec.description, tags: spec.tags ?? [], pinned: spec.pinned ?? false },
    problems: [],
  };
}
