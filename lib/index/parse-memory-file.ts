import { accessSync, constants, lstatSync, type Stats } from 'node:fs';
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

/**
 * A regular file this process may not read (mode 000, another user's 600): a record that
 * says so, under the file's own stat, so the list still names it and a change of its
 * permissions (which moves its ctime) has it read again. Only a refusal counts: a file
 * gone, a link, a FIFO, or a passing failure (out of file descriptors) is no record, as
 * before, rather than one kept in the cache for good.
 */
function unreadableFile(path: string): ParsedFile | undefined {
  let stat: Stats | undefined;
  try {
    stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    accessSync(path, constants.R_OK);
    // readable after all: the open failed for another reason
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!stat || (code !== 'EACCES' && code !== 'EPERM')) return undefined;
  }
  return {
    sig: { size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino },
    record: { meta: EMPTY_RECORD.meta, problems: [{ kind: 'unreadable' }] },
  };
}

/** Reads one memory file's head and parses its front matter; undefined when it is not a regular file (or no longer there). */
export function parseMemoryFile(path: string): ParsedFile | undefined {
  let head = readHead(path, FIRST_READ_BYTES);
  // the one extra look is paid only by a file that could not be opened
  if (!head) return unreadableFile(path);
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
