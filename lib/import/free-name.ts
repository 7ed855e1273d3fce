/**
 * The name an imported memory goes under. A memory of that name whose `source` is
 * another (another tool's note, another file, or none: saved by hand) is a different
 * memory that happens to share the name, never an older version of this one: it is left
 * as it is, and the import takes the next free name, `deploy-2`, `deploy-3`… As that
 * search meets the same files in the same order, one source finds its own memory again
 * on the next run, and no two imports ever take turns replacing each other's.
 */
import { parseFrontMatter } from '../format/frontmatter.js';
import { MAX_SLUG_BYTES, MAX_SLUG_CHARS } from '../format/slug.js';
import type { RunContext } from '../io/run-context.js';
import { foldLine } from '../save/memory-document.js';
import { planSave, type SaveRequest } from '../save/plan-save.js';

/** The memory that holds the name the source gave: its file, and its `source` (none when saved without one). */
export interface NameTaken {
  name: string;
  path: string;
  source?: string;
}

type SavePlan = ReturnType<typeof planSave>;

interface FreeName {
  /** the plan under `name`: a new memory, a refusal, or `exists` for this source's own memory */
  planned: SavePlan;
  name: string;
  taken?: NameTaken;
  /** every numbered name is held by other sources too: `planned` is another's memory, never to update */
  exhausted?: true;
}

/** Far more memories of one name than a folder ever holds; the search ends. */
const MAX_NUMBER = 1000;

export function planUnderFreeName(
  request: SaveRequest & { name: string },
  takenInBatch: (name: string) => boolean,
  ctx: Pick<RunContext, 'now'>,
  createFolder: boolean,
): FreeName {
  const own = request.source === undefined ? undefined : foldLine(request.source);
  let taken: NameTaken | undefined;
  let first: FreeName | undefined;
  for (let n = 1; n <= MAX_NUMBER; n++) {
    const name = n === 1 ? request.name : numberedName(request.name, n);
    if (n > 1 && takenInBatch(name)) continue;
    const planned = planSave({ ...request, name }, ctx, { createFolder, again: 'import' });
    if (planned.ok || planned.refusal.kind !== 'exists') return { planned, name, taken };
    const holder = sourceOf(planned.refusal.text);
    // front matter nobody can read names no source: the update path refuses it, saying why
    if (!holder.read || (own !== undefined && holder.source === own)) return { planned, name, taken };
    taken ??= { name: request.name, path: planned.refusal.path, ...(holder.source === undefined ? {} : { source: holder.source }) };
    first ??= { planned, name, taken, exhausted: true };
  }
  return first as FreeName;
}

function sourceOf(text: string): { read: false } | { read: true; source?: string } {
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) return { read: false };
  const source = parsed.data.source;
  return typeof source === 'string' && source.trim() !== '' ? { read: true, source: foldLine(source) } : { read: true };
}

/** `<name>-<n>`, the name cut first where the two would pass a slug's limits. */
export function numberedName(name: string, n: number): string {
  const suffix = `-${n}`;
  let head = '';
  let chars = 0;
  let bytes = 0;
  for (const char of name) {
    const size = Buffer.byteLength(char, 'utf8');
    if (chars + 1 + suffix.length > MAX_SLUG_CHARS || bytes + size + suffix.length > MAX_SLUG_BYTES) break;
    head += char;
    chars += 1;
    bytes += size;
  }
  return `${head.replace(/[-_]+$/, '')}${suffix}`;
}
