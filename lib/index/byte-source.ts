import { closeSync } from 'node:fs';
import { openRegularFile, readInto } from '../io/read-file-safely.js';

/**
 * Bytes of one cache file, read where they are needed. A store or term index over
 * thousands of memories is megabytes, of which a prompt uses a few kilobytes: reading
 * those with pread costs a fraction of reading (and holding) the whole file.
 */
export interface ByteSource {
  readonly length: number;
  /** bytes [offset, offset + length), or undefined when out of range or unreadable */
  read(offset: number, length: number): Buffer | undefined;
}

export function bufferSource(buffer: Buffer): ByteSource {
  return {
    length: buffer.length,
    read: (offset, length) => (offset >= 0 && length >= 0 && offset + length <= buffer.length ? buffer.subarray(offset, offset + length) : undefined),
  };
}

/**
 * Files up to this size are read whole: one read beats the pread per line and per index
 * probe that a prompt makes (at 1,000 memories, each store file is about 120 KB and a
 * warm prompt spent 0.7 ms more reading them in place).
 */
export const WHOLE_FILE_MAX = 256 * 1024;

/**
 * A regular file of at most `maxBytes` (read-file-safely.ts openRegularFile), or
 * undefined. A large one is read in place, unless `whole`
 * (for a caller about to use most of it): its descriptor
 * stays open until the current turn of the event loop ends — for a hook, the end of the
 * run — and is opened again on a later read, which is refused if the file was replaced.
 */
export function openByteSource(path: string, maxBytes: number, options: { whole?: boolean } = {}): ByteSource | undefined {
  const file = openRegularFile(path, maxBytes);
  if (!file) return undefined;
  const { fd, stat } = file;
  let keep = false;
  try {
    if (stat.size <= WHOLE_FILE_MAX || options.whole) {
      const buffer = Buffer.allocUnsafe(stat.size);
      return readInto(fd, buffer, 0) === buffer.length ? bufferSource(buffer) : undefined;
    }
    keep = true;
    return new FileSource(path, fd, stat.size, stat.ino, stat.mtimeMs);
  } catch {
    return undefined;
  } finally {
    if (!keep) closeSync(fd);
  }
}

/**
 * Descriptors kept open at once: a process that loads memories again and again in one
 * turn of the event loop (a loop in a script or a test) would otherwise pile them up
 * until it runs out. Past this many the oldest is closed (it reopens on its next read).
 */
const OPEN_MAX = 32;
const open: FileSource[] = [];

class FileSource implements ByteSource {
  constructor(
    private readonly path: string,
    private fd: number,
    readonly length: number,
    private readonly ino: number,
    private readonly mtimeMs: number,
  ) {
    this.closeLater();
  }

  read(offset: number, length: number): Buffer | undefined {
    if (!(offset >= 0 && length >= 0 && offset + length <= this.length)) return undefined;
    if (this.fd === -1 && !this.reopen()) return undefined;
    const out = Buffer.allocUnsafe(length);
    try {
      return readInto(this.fd, out, offset) === length ? out : undefined;
    } catch {
      return undefined;
    }
  }

  /** The same file only: an atomic rewrite since then is another inode. */
  private reopen(): boolean {
    const file = openRegularFile(this.path, this.length);
    if (!file) return false;
    const { stat } = file;
    if (stat.size !== this.length || stat.ino !== this.ino || stat.mtimeMs !== this.mtimeMs) {
      closeSync(file.fd);
      return false;
    }
    this.fd = file.fd;
    this.closeLater();
    return true;
  }

  private closeLater(): void {
    open.push(this);
    if (open.length > OPEN_MAX) open.shift()?.close();
    setImmediate(() => this.close()).unref();
  }

  private close(): void {
    if (this.fd === -1) return;
    const at = open.indexOf(this);
    if (at !== -1) open.splice(at, 1);
    try {
      closeSync(this.fd);
    } catch {
      // already gone
    }
    this.fd = -1;
  }
}
