import { closeSync } from 'node:fs';
import { readInto } from './read-file-safely.js';

/**
 * A run of bytes read where they are asked for: a buffer in memory, or an open file read
 * by position. A cache file of thousands of memories is mostly records and postings a
 * prompt never looks at; read as spans, a prompt reads the few it needs instead of all of
 * them (lib/index/folder-cache.ts).
 */
export interface ByteSpan {
  readonly length: number;
  /** the bytes from `at`, at most `count` of them (fewer past the end) */
  read(at: number, count: number): Buffer;
  /** every byte, in memory (read once, for a file's) */
  all(): Buffer;
}

/** `count` bytes from `at`, clamped to `length`. */
const within = (length: number, at: number, count: number): number => Math.max(0, Math.min(count, length - at));

export function bufferSpan(bytes: Buffer): ByteSpan {
  return { length: bytes.length, read: (at, count) => bytes.subarray(at, at + within(bytes.length, at, count)), all: () => bytes };
}

/**
 * `length` bytes read by `readAt` (at most `count` from `at`, clamped), with `all()` read
 * once and every read after it cut from that.
 */
function spanOf(length: number, readAt: (at: number, count: number) => Buffer): ByteSpan {
  let whole: Buffer | undefined;
  const read = (at: number, count: number): Buffer => (whole ? whole.subarray(at, at + within(length, at, count)) : readAt(at, within(length, at, count)));
  return { length, read, all: () => (whole ??= read(0, length)) };
}

/** Part of a span; it keeps its parent (and a file's descriptor) in use. */
export function subSpan(parent: ByteSpan, from: number, length: number): ByteSpan {
  return spanOf(length, (at, count) => parent.read(from + at, count));
}

/**
 * A file span's descriptor is closed once nothing reads from it any more: a hook's process
 * ends first; a long one (the tests) lets it go with the snapshot that held it. Made with
 * the first span, so that a bundle that never reads a file in parts carries none of this.
 */
let closer: FinalizationRegistry<number> | undefined;
const closeLater = (span: ByteSpan, fd: number): void => {
  closer ??= new FinalizationRegistry<number>((held) => {
    try {
      closeSync(held);
    } catch {
      // closed already
    }
  });
  closer.register(span, fd);
};

/**
 * The first `length` bytes of an open file, read by position. The descriptor stays open
 * while the span is in use, so every read sees the file as it was opened, even after a
 * writer replaced it by rename; the span owns it (the caller does not close it).
 */
export function fileSpan(fd: number, length: number): ByteSpan {
  const span = spanOf(length, (at, count) => {
    // not from the shared pool: a buffer of its own starts aligned for the postings' typed views
    const buffer = Buffer.allocUnsafeSlow(count);
    return buffer.subarray(0, readInto(fd, buffer, at));
  });
  closeLater(span, fd);
  return span;
}
