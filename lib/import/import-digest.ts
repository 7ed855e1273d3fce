/**
 * What an import wrote, remembered in the memory itself: `import_digest`, a digest of
 * the fields an import sets (title, description, body, tags, pinned, globs). A memory
 * that no longer matches its digest was edited in the repository since (save --update,
 * an editor, a merge), and `import --update` must not write those edits away with the
 * source's text. Dates, review_by, supersedes and the other fields are not in it: an
 * update keeps them, so a change there loses nothing. node:crypto is fine here: import
 * runs once by hand, never on the per-prompt path.
 */
import { createHash } from 'node:crypto';
import { bodyOf } from '../checks/check-text.js';
import { parseFrontMatter } from '../format/frontmatter.js';
import { toMeta } from '../format/memory-meta.js';
import { normalizeBody } from '../format/tidy-body.js';

/** The front matter key; save carries it over as any field it does not manage. */
export const IMPORT_DIGEST_FIELD = 'import_digest';

interface ImportedFields {
  title: string;
  description: string;
  body: string;
  tags: readonly string[];
  pinned: boolean;
  globs: unknown;
}

export function importDigest(fields: ImportedFields): string {
  const parts = [fields.title, fields.description, normalizeBody(fields.body), [...fields.tags], fields.pinned, fields.globs ?? null];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);
}

/**
 * How an existing memory of this source stands against what was imported into it:
 * - `as-imported`: it holds what the last import wrote (the source may have moved on)
 * - `source-unchanged`: edited since, but the source still says what was imported: the
 *   edit is the newer text, and there is nothing to import
 * - `edited`: edited since, and the source changed too: only a person can merge the two
 * - `unrecorded`: no digest (written by hand, or imported before digests were kept):
 *   whether it was edited cannot be told
 * Undefined when its front matter cannot be read: the update refuses it on its own.
 */
export type SinceImport = { kind: 'as-imported' | 'source-unchanged' | 'unrecorded' } | { kind: 'edited'; updatedAt?: string };

export function sinceImport(existing: string, sourceDigest: string): SinceImport | undefined {
  const parsed = parseFrontMatter(existing);
  if (!parsed.ok) return undefined;
  const { data } = parsed;
  const recorded = data[IMPORT_DIGEST_FIELD];
  if (typeof recorded !== 'string' || recorded.trim() === '') return { kind: 'unrecorded' };
  const { meta } = toMeta(data);
  const now = importDigest({
    title: meta.title ?? '',
    description: meta.description ?? '',
    body: bodyOf(existing),
    tags: meta.tags,
    pinned: meta.pinned,
    globs: data.globs,
  });
  if (now === recorded.trim()) return { kind: 'as-imported' };
  if (sourceDigest === recorded.trim()) return { kind: 'source-unchanged' };
  return meta.updatedAt === undefined ? { kind: 'edited' } : { kind: 'edited', updatedAt: meta.updatedAt };
}
