// `save`'s body from a file or stdin that is no note: a device that never ends, a file of
// many megabytes, a pipe that keeps coming. No more than the 256 KB a memory may hold is
// read, and the refusal names what was given; a pipe (`/dev/stdin`, `<(cmd)`) is read as
// `cat` reads it. The built CLI as a real process.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BUILT_CLI, runCli } from '../support/built.js';
import { baseEnv } from '../support/process.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const FACT = ['--scope', 'global', '--title', 'Staging resets', '--description', 'staging resets nightly at 02:00'];
/** Far above what a refusal takes; what a read without bound would run past. */
const TIMEOUT_MS = 10_000;

function workspace(): { project: string; home: string; memory: string } {
  const root = tempTree({ '.ai-core/data/memory/_global/': '', 'proj/': '' });
  return { project: join(root, 'proj'), home: makeTempDir(), memory: join(root, '.ai-core', 'data', 'memory') };
}

function save(ws: { project: string; home: string }, args: string[], lang = 'en') {
  return runCli(['save', ...FACT, ...args], { cwd: ws.project, home: ws.home, env: { PROJECT_MEMORY_LANG: lang }, timeoutMs: TIMEOUT_MS });
}

/** `save` with 64 KB chunks written to its stdin for as long as it runs (`yes | save`), killed after TIMEOUT_MS. */
function saveFromEndlessStdin(ws: { project: string; home: string }, args: string[]): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
  const child = spawn(process.execPath, [BUILT_CLI, 'save', ...FACT, ...args], {
    cwd: ws.project,
    env: { ...baseEnv(ws.home), PROJECT_MEMORY_LANG: 'en' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const chunk = Buffer.alloc(64 * 1024, 'y\n');
  const stderr: Buffer[] = [];
  child.stderr.on('data', (c: Buffer) => stderr.push(c));
  child.stdin.on('error', () => {});
  const feed = (): void => {
    while (child.stdin.writable && child.stdin.write(chunk)) {
      // until the pipe is full; 'drain' brings the next round
    }
  };
  child.stdin.on('drain', feed);
  feed();
  let timedOut = false;
  const kill = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, TIMEOUT_MS);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(kill);
      resolve({ code, stderr: Buffer.concat(stderr).toString('utf8'), timedOut });
    });
  });
}

describe('save --body-file that is no plain file, or too large', () => {
  it('refuses /dev/zero past the limit, naming it, instead of reading until memory runs out', async () => {
    const ws = workspace();
    const run = await save(ws, ['--body-file', '/dev/zero']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--body-file /dev/zero holds more than 256 KB');
    expect(readdirSync(join(ws.memory, '_global'))).toEqual([]);
  });

  it('reads a pipe as cat does: --body-file /dev/stdin and --body-file <(cmd)', () => {
    const ws = workspace();
    const cli = `'${process.execPath}' '${BUILT_CLI}' save`;
    const viaStdin = execFileSync(
      'bash',
      ['-c', `echo 'body from stdin' | ${cli} --scope global --title 'Piped body' --description 'queue drains at noon' --body-file /dev/stdin`],
      {
        cwd: ws.project,
        env: { ...baseEnv(ws.home), PROJECT_MEMORY_LANG: 'en' },
        encoding: 'utf8',
      },
    );
    expect(viaStdin).toContain('piped-body.md');
    const viaSubstitution = execFileSync(
      'bash',
      ['-c', `${cli} --scope global --title 'Substituted body' --description 'cron runs hourly' --body-file <(echo 'body from a command')`],
      {
        cwd: ws.project,
        env: { ...baseEnv(ws.home), PROJECT_MEMORY_LANG: 'en' },
        encoding: 'utf8',
      },
    );
    expect(viaSubstitution).toContain('substituted-body.md');
  });

  it('refuses a 64 MB file by its size, without reading it', async () => {
    const ws = workspace();
    const big = join(ws.project, 'big.log');
    writeFileSync(big, '');
    truncateSync(big, 64 * 1024 * 1024);
    const run = await save(ws, ['--body-file', big]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`--body-file ${big} holds more than 256 KB, past the 256 KB lint and the list check for secrets`);
    expect(readdirSync(join(ws.memory, '_global'))).toEqual([]);
  });

  it('still saves a body file of up to its limit', async () => {
    const ws = workspace();
    const note = join(ws.project, 'note.md');
    writeFileSync(note, `${'a'.repeat(200 * 1024)}\n`);
    const run = await save(ws, ['--body-file', note]);
    expect(run.code, run.stderr).toBe(0);
  });
});

describe('save with a body on stdin that keeps coming', () => {
  it.each([[[]], [['--body-file', '-']]])('stops reading past 256 KB and refuses (%j)', async (args) => {
    const ws = workspace();
    const run = await saveFromEndlessStdin(ws, args);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('the body on stdin holds more than 256 KB');
    expect(readdirSync(join(ws.memory, '_global'))).toEqual([]);
  });
});
