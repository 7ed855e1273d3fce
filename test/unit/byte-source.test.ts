import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openByteSource, WHOLE_FILE_MAX } from '../../lib/index/byte-source.js';
import { makeTempDir } from '../support/temp.js';

const bytesOf = (size: number, seed: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + seed) & 0xff));

function replaceAtomically(path: string, content: Buffer): void {
  writeFileSync(`${path}.tmp`, content);
  renameSync(`${path}.tmp`, path);
}

describe('openByteSource', () => {
  it('reads a large file in place, across turns, and refuses bytes from a replaced file', async () => {
    const path = join(makeTempDir(), 'big.records');
    const content = bytesOf(WHOLE_FILE_MAX + 4096, 1);
    writeFileSync(path, content);
    const source = openByteSource(path, 10 * WHOLE_FILE_MAX)!;
    expect(source.length).toBe(content.length);
    expect(source.read(WHOLE_FILE_MAX, 100)).toEqual(content.subarray(WHOLE_FILE_MAX, WHOLE_FILE_MAX + 100));
    expect(source.read(content.length - 10, 11)).toBeUndefined();
    expect(source.read(-1, 2)).toBeUndefined();
    // the descriptor closes when the turn ends; the same file opens again
    await turn();
    expect(source.read(5, 20)).toEqual(content.subarray(5, 25));
    // another writer's file, even of the same size, is another inode: never mixed in
    await turn();
    replaceAtomically(path, bytesOf(content.length, 2));
    expect(source.read(5, 20)).toBeUndefined();
  });

  it('reads a small file whole, keeping the bytes it opened', async () => {
    const path = join(makeTempDir(), 'small.records');
    const content = bytesOf(WHOLE_FILE_MAX, 3);
    writeFileSync(path, content);
    const source = openByteSource(path, 10 * WHOLE_FILE_MAX)!;
    replaceAtomically(path, bytesOf(content.length, 4));
    await turn();
    expect(source.read(7, 50)).toEqual(content.subarray(7, 57));
  });

  it('refuses a file over its limit', () => {
    const path = join(makeTempDir(), 'huge.records');
    writeFileSync(path, bytesOf(1000, 5));
    expect(openByteSource(path, 999)).toBeUndefined();
    expect(openByteSource(path, 1000)?.length).toBe(1000);
  });
});
