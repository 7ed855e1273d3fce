import { closeSync, constants, fstatSync, openSync } from 'node:fs';
import type { FileSig } from '../model/memory.js';
import { readInto } from './read-file-safely.js';

/** Front matter lives at the top; a 30 MB memory costs no more to list than a small one. */
export const HEAD_BYTES = 16 * 1024;

interface FileHead {
  text: string;
  sig: FileSig;
  /** the file is longer than what was read */
  truncated: boolean;
  /** the bytes decoded into `text`: the front matter with its closing line, or everything read */
  textBytes: number;
  /** every byte read, body included, undecoded (only with `bytes`; with `into`, a view of it) */
  bytes?: Buffer;
}

const CLOSE = Buffer.from('\n---');

/**
 * Where the text worth decoding ends: just after the line that closes the front matter
 * (`---` alone on its line), or everything read when there is none. The body is never
 * needed for the list, and decoding it cost more than reading it.
 */
function frontMatterEnd(buffer: Buffer, filled: number): number {
  for (let from = 0; ; ) {
    const at = buffer.indexOf(CLOSE, from);
    if (at === -1 || at >= filled) return filled;
    let end = at + CLOSE.length;
    while (end < filled && (buffer[end] === 0x20 || buffer[end] === 0x09 || buffer[end] === 0x0d)) end++;
    if (end >= filled || buffer[end] === 0x0a) return Math.min(end + 1, filled);
    from = at + 1;
  }
}

/**
 * Reads at most `maxBytes` from the start of a regular file: the front matter only, or
 * with `body` everything read. O_NOFOLLOW and O_NONBLOCK keep a symlink or a FIFO
 * swapped in after listing from being followed or hanging; `follow` lets a symlink be
 * followed, for files that are not memories (Claude Code's own, which users link in
 * from their dotfiles). Returns undefined for anything that is not a readable regular file.
 */
export function readHead(
  path: string,
  maxBytes = HEAD_BYTES,
  options: { body?: boolean; follow?: boolean; bytes?: boolean; into?: Buffer } = {},
): FileHead | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (options.follow ? 0 : constants.O_NOFOLLOW) | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    const size = Math.min(maxBytes, stat.size);
    // a caller reading many files lends one buffer: `bytes` is then a view of it, good
    // until the next read, and a first run allocates one buffer instead of one a file
    const buffer = options.into && options.into.length >= size ? options.into.subarray(0, size) : Buffer.allocUnsafe(size);
    const filled = readInto(fd, buffer, 0);
    const textBytes = options.body ? filled : frontMatterEnd(buffer, filled);
    const head: FileHead = {
      text: buffer.toString('utf8', 0, textBytes),
      sig: { size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino },
      truncated: stat.size > filled,
      textBytes,
    };
    if (options.bytes) head.bytes = buffer.subarray(0, filled);
    return head;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
