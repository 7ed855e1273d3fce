import { describe, expect, it } from 'vitest';
import type { ContextFile } from '../../lib/diagnose/context/context-file.js';
import { contextWarnings } from '../../lib/diagnose/context/warnings.js';

const file = (chars: number, extra: Partial<ContextFile> = {}): ContextFile => ({
  level: 'project',
  kind: 'claude-md',
  path: '/r/CLAUDE.md',
  status: 'loaded',
  depth: 0,
  importedFrom: null,
  paths: null,
  chars,
  tokens: 0,
  problems: [],
  ...extra,
});

describe('contextWarnings', () => {
  it.each([
    [{ files: [], startupClaudeMdChars: 0, memoryListChars: 0 }, []],
    [{ files: [file(40_000)], startupClaudeMdChars: 40_000, memoryListChars: 8_000 }, []],
    [{ files: [file(40_001)], startupClaudeMdChars: 40_001, memoryListChars: 0 }, ['claude-md-file-large', 'claude-md-total-large']],
    [{ files: [file(30_000), file(30_000)], startupClaudeMdChars: 60_000, memoryListChars: 0 }, ['claude-md-total-large']],
    // a full list at its budget, with its tail and the save suggestion: no risk, no warning
    [{ files: [], startupClaudeMdChars: 0, memoryListChars: 8_600 }, []],
    [{ files: [], startupClaudeMdChars: 0, memoryListChars: 9_501 }, ['hook-output-near-cap']],
    [{ files: [], startupClaudeMdChars: 0, memoryListChars: 10_000 }, ['hook-output-near-cap']],
    [{ files: [], startupClaudeMdChars: 0, memoryListChars: 10_001 }, ['hook-output-over-cap']],
    [{ files: [file(0, { status: 'cycle', importedFrom: '/r/a.md' })], startupClaudeMdChars: 0, memoryListChars: 0 }, ['import-cycle']],
  ])('warns %# with %j', (input, codes) => {
    expect(contextWarnings(input).map((w) => w.code)).toEqual(codes);
  });

  it('names the file and the limit', () => {
    const [warning] = contextWarnings({ files: [file(50_000)], startupClaudeMdChars: 0, memoryListChars: 0 });
    expect(warning).toMatchObject({ path: '/r/CLAUDE.md' });
    expect(warning?.message).toContain('50,000');
    expect(warning?.message).toContain('40,000');
  });
});
