import { accessSync, constants, lstatSync, type Stats } from 'node:fs';
import { sep } from 'node:path';
import { firstLineOf, parseFrontMatter } from '../format/frontmatter.js';
import { bodyReadsAsOrder, nameAsWords, readsAsInstruction } from '../format/injection.js';
import { toMeta } from '../format/memory-meta.js';
import { conflictLineInMarkdown, conflictVersions } from '../format/merge-conflict.js';
import { bytesHoldSecret, nameHoldsSecret, notSecretsOf, rewrittenFieldSecrets, SECRET_SCAN_BYTES } from '../format/secrets.js';
import { utf16TextOf } from '../format/utf16-text.js';
import { HEAD_BYTES, readHead } from '../io/read-head.js';
import type { FileSig, MemoryRecord } from '../model/memory.js';
import type { MemoryProblem } from '../model/memory-problem.js';
import { bodyStamp } from './body-stamp.js';

/**
 * One read takes the whole of almost every memory: the front matter is decoded, and the
 * body's bytes are looked at for a likely secret without being decoded. A longer file is
 * read again, as far as lint reads it (SECRET_SCAN_BYTES), for the secret rules alone: a
 * key 20 KB down a note is marked in the list as lint flags it.
 */
export const FIRST_READ_BYTES = HEAD_BYTES;

/**
 * How much of a body is read for an order to the model: what a note mostly holds. The check
 * is paid by a list's first run for every memory (1,000 corpus bodies of 4 KB: 10 ms at 1 KB
 * read, 20 ms at 2 KB, against ~300 ms for the whole run); lint reads all of it.
 */
const BODY_ORDER_BYTES = 1024;

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

/**
 * Whether the body (the bytes from `from`) holds a conflict git left, outside fenced code:
 * looked for in the bytes first, so a body without `<<<<<<<` is never decoded for it.
 */
function bodyInConflict(bytes: Buffer, from: number): boolean {
  if (bytes.indexOf(CONFLICT_OPEN, from) === -1) return false;
  return conflictLineInMarkdown(bytes.toString('utf8', from)) !== undefined;
}
const CONFLICT_OPEN = '<<<<<<<';

/**
 * What a front matter git left in conflict still says for sure: the memories either side
 * supersedes, which stay hidden until the merge is settled (a pull whose two sides edited
 * the description brought back, as if current, the memory this one replaced). The rest is
 * the file's error until then.
 */
function conflictedMeta(text: string, problem: MemoryProblem): MemoryRecord['meta'] {
  const sides = problem.kind === 'yaml' && problem.cause === 'conflict' ? conflictVersions(text) : undefined;
  const names = new Set<string>();
  for (const side of sides ?? []) {
    const parsed = parseFrontMatter(side);
    for (const name of (parsed.ok && toMeta(parsed.data).meta.supersedes) || []) names.add(name);
  }
  return names.size === 0 ? EMPTY_RECORD.meta : { ...EMPTY_RECORD.meta, supersedes: [...names] };
}

/**
 * Reads one memory file's head and parses its front matter; undefined when it is not a
 * regular file (or no longer there). A file that looks like it holds a secret (lint's
 * rule, lib/format/secrets.ts) gets a `secret` problem: the list marks it, so that nobody
 * is invited to read it. Only here, when a file is read: a cached record keeps the mark.
 * `into`, a buffer of FIRST_READ_BYTES lent by a caller that reads many files, is used
 * for the bytes (nothing returned refers to it).
 */
export function parseMemoryFile(path: string, into?: Buffer): ParsedFile | undefined {
  const head = readHead(path, FIRST_READ_BYTES, { bytes: true, into });
  // the one extra look is paid only by a file that could not be opened
  if (!head) return unreadableFile(path);
  const parsed = parseFrontMatter(head.text);
  // what the front matter lists as no secret is not one (lib/format/secrets.ts NOT_SECRETS_FIELD);
  // a token pasted as the file's name is one too: the list would show it on every prompt
  const scanned = head.truncated ? (readHead(path, SECRET_SCAN_BYTES, { bytes: true })?.bytes ?? head.bytes) : head.bytes;
  const name = path.slice(path.lastIndexOf(sep) + 1, -3);
  // a file in UTF-16 lists them in the front matter of its text as decoded (the bytes are looked at so too)
  const wide = !parsed.ok && parsed.problem.kind === 'no-front-matter' && parsed.problem.utf16 && scanned ? utf16TextOf(scanned) : undefined;
  const listing = wide === undefined ? parsed : parseFrontMatter(wide);
  const holdsSecret = (scanned && bytesHoldSecret(scanned, listing.ok ? notSecretsOf(listing.data) : undefined)) || nameHoldsSecret(name);
  let secret: MemoryProblem[] = holdsSecret ? [{ kind: 'secret' }] : [];
  if (!parsed.ok) {
    const problem = head.truncated && parsed.problem.kind === 'unclosed' ? { kind: 'too-long' as const } : parsed.problem;
    // plain Markdown with no front matter: listed by its first line, which is checked as a title is
    const title = problem.kind === 'no-front-matter' && !problem.empty && !problem.utf16 ? firstLineOf(head.text) : undefined;
    if (title === undefined) return { sig: head.sig, record: { meta: conflictedMeta(head.text, problem), problems: [problem, ...secret] } };
    const ordered: MemoryProblem[] = readsAsInstruction(title, nameAsWords(name)) ? [{ kind: 'instruction' }] : [];
    return { sig: head.sig, record: { meta: { ...EMPTY_RECORD.meta, title }, problems: [problem, ...ordered, ...secret] } };
  }
  const { meta, problems: fieldProblems } = toMeta(parsed.data);
  // a field whose escapes decode to a secret: the list would show it decoded
  if (!holdsSecret && rewrittenFieldSecrets(head.text, meta, notSecretsOf(parsed.data)).length > 0) secret = [{ kind: 'secret' }];
  // the name too: the list shows it on every prompt, its dashes read as spaces; and the body, which it points the model to
  const ordered =
    readsAsInstruction(meta.title ?? '', meta.description ?? '', nameAsWords(name)) ||
    (scanned !== undefined && bodyReadsAsOrder(scanned.toString('utf8', head.textBytes, Math.min(scanned.length, head.textBytes + BODY_ORDER_BYTES))));
  const problems: MemoryProblem[] = ordered ? [...fieldProblems, { kind: 'instruction' }] : fieldProblems;
  // a body a merge left in conflict reads as two versions: marked, as lint calls it an error
  if (scanned && bodyInConflict(scanned, head.textBytes)) problems.push({ kind: 'merge-conflict' });
  // the front matter was read whole: what follows it is the body
  // a file past the first read was read further for the secret check: the stamp takes all of that
  const body = scanned ? bodyStamp(scanned, head.textBytes, head.sig.size) : undefined;
  return { sig: head.sig, record: { meta, problems: secret.length > 0 ? [...problems, ...secret] : problems, bodyStamp: body } };
}
