import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleContext } from '../../lib/diagnose/context/assemble.js';
import { createFileReader, readTextFile } from '../../lib/diagnose/context/file-reader.js';
import { memoize } from '../../lib/diagnose/context/memoize.js';
import { contextFor, makeRepo, makeSandbox, writeFiles } from './fixture.js';

describe('memoize', () => {
  it('calls the function once per distinct argument list', () => {
    const seen: string[] = [];
    const twice = memoize((a: string, b: string) => {
      seen.push(`${a}+${b}`);
      return a + b;
    });
    expect([twice('a', 'b'), twice('a', 'b'), twice('ab', ''), twice('a', 'b')]).toEqual(['ab', 'ab', 'ab', 'ab']);
    expect(seen).toEqual(['a+b', 'ab+']);
  });

  it('remembers undefined results too', () => {
    let calls = 0;
    const read = createFileReader(() => {
      calls++;
      return undefined;
    });
    read('/nope');
    read('/nope');
    expect(calls).toBe(1);
  });
});

describe('file reads during one context run', () => {
  it('read a file once even when two CLAUDE.md files import it', async () => {
    const sandbox = makeSandbox();
    const repo = makeRepo(sandbox, 'repo', 1);
    writeFiles(repo, {
      'CLAUDE.md': 'Shared: @docs/shared.md\n',
      '.claude/CLAUDE.md': 'Also shared: @../docs/shared.md\n',
      'sub/CLAUDE.md': 'And again: @../docs/shared.md\n',
      'docs/shared.md': 'shared text\n',
    });
    const reads: string[] = [];
    const counting = (path: string) => {
      reads.push(path);
      return readTextFile(path);
    };
    const report = await assembleContext(join(repo, 'sub'), contextFor(sandbox, repo).ctx, { readFile: counting });
    const shared = realpathSync(join(repo, 'docs/shared.md'));
    expect(reads.filter((p) => p === shared)).toHaveLength(1);
    expect(new Set(reads).size).toBe(reads.length);
    const sharedRows = report.claudeMd.files.filter((f) => f.path === join(repo, 'docs/shared.md'));
    expect(sharedRows.map((f) => f.status)).toEqual(['loaded', 'duplicate', 'duplicate']);
    expect(report.claudeMd.startup.files).toBe(4);
  });
});
