import type { MemoryMeta } from '../model/memory.js';

export type { MemoryMeta };

export function toMeta(data: Record<string, unknown>): { meta: MemoryMeta; problems: string[] } {
  const problems: string[] = [];
  const text = (field: string): string | undefined => {
    const value = data[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
    problems.push(`${field} must be text, found ${Array.isArray(value) ? 'a list' : typeof value}`);
    return undefined;
  };
  const meta: MemoryMeta = {
    title: text('title'),
    description: text('description'),
    tags: toTags(data.tags),
    pinned: data.pinned === true,
    createdAt: text('created_at'),
    updatedAt: text('updated_at'),
    source: text('source'),
  };
  return { meta, problems };
}

function toTags(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
  if (!Array.isArray(value)) return [];
  return value.filter((t): t is string | number => typeof t === 'string' || typeof t === 'number').map(String);
}
