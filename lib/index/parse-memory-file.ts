import { parseFrontMatter } from '../format/frontmatter.js';
import { toMeta } from '../format/memory-meta.js';
import { readHead } from '../io/read-head.js';
import type { FileSig, MemoryRecord } from '../model/memory.js';

/** Enough for the front matter of almost every memory, without decoding its body. */
const FIRST_READ_BYTES = 4096;

export const EMPTY_RECORD: MemoryRecord = { meta: { tags: [], pinned: false }, problems: [] };

interface ParsedFile {
  sig: FileSig;
  record: MemoryRecord;
}

/** Reads one memory file's head and parses its front matter; undefined when it is not a readable regular file. */
export function parseMemoryFile(path: string): ParsedFile | undefined {
  let head = readHead(path, FIRST_READ_BYTES);
  if (!head) return undefined;
  let parsed = parseFrontMatter(head.text);
  // front matter longer than the first read: read as far as a head may go
  if (!parsed.ok && head.truncated && parsed.problem.kind === 'unclosed') {
    head = readHead(path) ?? head;
    parsed = parseFrontMatter(head.text);
  }
  if (!parsed.ok) {
    const problem = head.truncated && parsed.problem.kind === 'unclosed' ? { kind: 'too-long' as const } : parsed.problem;
    return { sig: head.sig, record: { meta: EMPTY_RECORD.meta, problems: [problem] } };
  }
  return { sig: head.sig, record: toMeta(parsed.data) };
}
