import { closeSync, fsyncSync, linkSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * A temp name in the same folder (so rename is atomic), hidden from memory listing.
 * Opened with O_EXCL, so a clash fails loudly instead of sharing a file; node:crypto
 * is not worth its load time on the per-prompt path for this.
 */
export function tempPathFor(path: string): string {
  const unique = `${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  return join(dirname(path), `.${basename(path)}.${unique}.tmp`);
}

function writeTemp(path: string, data: string | Uint8Array, mode: number, durable = true): string {
  const temp = tempPathFor(path);
  const fd = openSync(temp, 'wx', mode);
  try {
    const buffer = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let offset = 0;
    while (offset < buffer.length) offset += writeSync(fd, buffer, offset);
    if (durable) fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    safeUnlink(temp);
    throw error;
  }
  closeSync(fd);
  return temp;
}

/**
 * Replaces `path` atomically: readers see the old file or the new one, never a torn one.
 * `durable: false` skips the fsync, for caches and session state that are rebuilt when
 * lost: after a power cut they may come back empty, which reads as "no cache".
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, mode = 0o644, options: { durable?: boolean } = {}): void {
  const temp = writeTemp(path, data, mode, options.durable ?? true);
  try {
    renameSync(temp, path);
  } catch (error) {
    safeUnlink(temp);
    throw error;
  }
}

/**
 * Creates `path` atomically only if it does not exist yet: link(2) fails with EEXIST
 * when another writer got there first, so of racing writers exactly one wins.
 */
export function createFileAtomic(path: string, data: string | Uint8Array, mode = 0o644): void {
  const temp = writeTemp(path, data, mode);
  try {
    linkSync(temp, path);
  } finally {
    safeUnlink(temp);
  }
}

export function safeUnlink(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
