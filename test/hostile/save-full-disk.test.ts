// `save` into a place it cannot write: a scope folder that is a file, a full disk
// (ENOSPC on a 64 KB tmpfs) and a read-only file system (EROFS). Each must fail with
// exit 1 and a message that names the memory file, and lose nothing: the old version
// stays whole and no temp file is left behind.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { type ProcessResult, runCli } from '../support/processes.js';
import { goodFile, makeRoot, makeWorkspace, removeRoot, type Workspace } from './harness.js';

let root: string;
beforeAll(() => {
  root = makeRoot('pm-hostile-disk-');
});
afterAll(() => removeRoot(root));

let made = 0;
const OLD = goodFile('note', 'the old version of the note');

/** The note's title and description, unless `args` give their own: a flag given twice is refused. */
function save(ws: Workspace, args: string[]): ProcessResult {
  const given = (flag: string, value: string) => (args.includes(flag) ? [] : [flag, value]);
  return runCli(
    [
      'save',
      '--dir',
      ws.launchDir,
      '--project',
      'proj',
      '--scope',
      'project',
      ...given('--title', 'note'),
      ...given('--description', 'the new version of the note'),
      ...args,
    ],
    { env: { HOME: ws.home } },
  );
}

/** A tiny tmpfs in place of the project folder, holding the old note; skipped where mounting is not allowed. */
function mountTinyProjectFolder(ctx: TestContext, ws: Workspace): void {
  rmSync(ws.projectDir, { recursive: true, force: true });
  mkdirSync(ws.projectDir);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', ws.projectDir], { stdio: 'ignore' });
  } catch {
    ctx.skip('mounting a tmpfs needs root and a kernel that allows it here');
  }
  ctx.onTestFinished(() => {
    execFileSync('umount', [ws.projectDir]);
  });
  writeFileSync(join(ws.projectDir, 'note.md'), OLD);
}

/** 200 KB: more than the tiny file system holds; a file, since one argument may not exceed 128 KB. */
function bigBody(ws: Workspace): string {
  const file = join(ws.base, 'big-body.md');
  writeFileSync(file, 'a line of the body that is far too long for the disk\n'.repeat(4_000));
  return file;
}

function fill(dir: string): void {
  try {
    writeFileSync(join(dir, 'filler.bin'), Buffer.alloc(1024 * 1024));
  } catch {
    // ENOSPC part way: the file system is full, which is the point
  }
}

function expectNothingLost(ws: Workspace, run: ProcessResult): void {
  const target = join(ws.projectDir, 'note.md');
  expect(run.code, run.stderr).toBe(1);
  expect(run.stdout).toBe('');
  expect(readFileSync(target, 'utf8')).toBe(OLD);
  expect(readdirSync(ws.projectDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  // the message names the memory it could not write, not only an errno or a temp file
  expect(run.stderr).toContain(`${target}:`);
}

describe('save where it cannot write', () => {
  it('a scope folder that is a regular file: exit 1, the folder named, the file untouched', () => {
    const ws = makeWorkspace(root, `disk-${++made}`, { control: 'none' });
    rmSync(ws.projectDir, { recursive: true });
    writeFileSync(ws.projectDir, 'not a folder');
    const run = save(ws, ['--body', 'x']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(ws.projectDir);
    expect(readFileSync(ws.projectDir, 'utf8')).toBe('not a folder');
  });

  it('a memory root below a regular file: exit 1, the path named', () => {
    const ws = makeWorkspace(root, `disk-${++made}`, { control: 'none' });
    const data = join(ws.base, 'ws', '.ai-core', 'data');
    rmSync(data, { recursive: true });
    writeFileSync(data, 'not a folder');
    const run = save(ws, ['--body', 'x']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(data);
    expect(existsSync(join(ws.base, 'ws', '.ai-core'))).toBe(true);
  });

  it('--update on a full disk (ENOSPC): exit 1 naming the file, the old version whole, no temp file', (ctx) => {
    const ws = makeWorkspace(root, `disk-${++made}`, { control: 'none' });
    mountTinyProjectFolder(ctx, ws);
    fill(ws.projectDir);
    expectNothingLost(ws, save(ws, ['--name', 'note', '--update', '--body-file', bigBody(ws)]));
  });

  it('a new memory on a full disk (ENOSPC): exit 1 naming the file, nothing created', (ctx) => {
    const ws = makeWorkspace(root, `disk-${++made}`, { control: 'none' });
    mountTinyProjectFolder(ctx, ws);
    fill(ws.projectDir);
    const run = save(ws, ['--name', 'fresh', '--title', 'kafka retention', '--description', 'kafka keeps topics for three days', '--body-file', bigBody(ws)]);
    expect(run.code, run.stderr).toBe(1);
    expect(readdirSync(ws.projectDir).sort()).toEqual(['filler.bin', 'note.md']);
    expect(run.stderr).toContain(`${join(ws.projectDir, 'fresh.md')}:`);
  });

  it('--update on a read-only file system (EROFS): exit 1 naming the file, the old version whole', (ctx) => {
    const ws = makeWorkspace(root, `disk-${++made}`, { control: 'none' });
    mountTinyProjectFolder(ctx, ws);
    execFileSync('mount', ['-o', 'remount,ro', ws.projectDir]);
    expectNothingLost(ws, save(ws, ['--name', 'note', '--update', '--body', 'new body']));
  });
});
