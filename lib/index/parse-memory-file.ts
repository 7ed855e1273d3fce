import { memoryNameOf } from '../format/discover.js';
import { parseFrontMatter } from '../format/frontmatter.js';
import { toMeta, type MemoryMeta } from '../format/memory-meta.js';
import { docTerms, type DocTerms } from '../rank/bm25.js';
import { readHead } from '../io/read-head.js';
import type { FileRecord, FileSig } from './folder-store.js';

/** Enough for the front matter of almost every memory, without decoding its body. */
const FIRST_READ_BYTES = 4096;

export const EMPTY_META: MemoryMeta = { tags: [], pinned: false };

export interface ParsedFile {
  sig: FileSig;
  record: FileRecord;
  terms: DocTerms;
}

/** Reads one memory file's head and parses its front matter; never throws. */
export function parseMemoryFile(path: string, name: string): ParsedFile | undefined {
  let head = readHead(path, FIRST_READ_BYTES);
  if (!head) return undefined;
  let parsed = parseFrontMatter(head.text);
  // front matter longer than the first read: read as far as a head may go
  if (!parsed.ok && head.truncated && parsed.reason.includes('not closed')) {
    head = readHead(path) ?? head;
    parsed = parseFrontMatter(head.text);
  }
  const sig = { size: head.size, mtimeMs: head.mtimeMs, ctimeMs: head.ctimeMs, ino: head.ino };
  if (!parsed.ok) {
    const reason = head.truncated && parsed.reason.includes('not closed') ? 'front matter is too long or not closed' : parsed.reason;
    return { sig, record: { meta: EMPTY_META, problems: [reason] }, terms: termsFor(name, EMPTY_META) };
  }
  const { meta, problems } = toMeta(parsed.data);
  return { sig, record: { meta, problems }, terms: termsFor(name, meta) };
}

/** A memory's ranking terms, from its file name and front matter. */
export function termsFor(fileName: string, meta: MemoryMeta): DocTerms {
  return docTerms({ name: memoryNameOf(fileName), title: meta.title ?? '', description: meta.description ?? '', tags: meta.tags.join(' ') });
}
