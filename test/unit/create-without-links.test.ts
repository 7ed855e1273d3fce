// A file system without hard links (FAT, exFAT, some network shares) refuses link(2), which
// a new memory is made with (lib/io/atomic-write.ts createFileAtomic): every new save failed,
// saying the folder could not be written. The file is made with O_EXCL there instead; one of
// two racing writers still wins, and no temp file is left.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempTree } from '../support/fixtures.js';

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    linkSync: () => {
      throw Object.assign(new Error('EPERM: operation not permitted, link'), { code: 'EPERM' });
    },
  };
});

const { createFileAtomic } = await import('../../lib/io/atomic-write.js');

describe('createFileAtomic where link(2) is refused', () => {
  it('makes the file with its bytes, leaves no temp file, and refuses a second writer', () => {
    const dir = tempTree();
    const path = join(dir, 'deploy.md');
    createFileAtomic(path, 'first\n');
    expect(readFileSync(path, 'utf8')).toBe('first\n');
    expect(() => createFileAtomic(path, 'second\n')).toThrow(expect.objectContaining({ code: 'EEXIST' }));
    expect(readFileSync(path, 'utf8')).toBe('first\n');
    expect(readdirSync(dir)).toEqual(['deploy.md']);
  });
});
