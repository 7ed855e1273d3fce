// A pipe on stdin that stays open with nothing in it (a script's, a tool's, ssh's): `save
// --update` takes no body from stdin and must not wait on it; a plain save reads its body
// there, and says it is waiting rather than hang without a word. The built CLI as a
// child process whose stdin is a pipe the test holds open.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI } from '../support/built.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { cleanEnv } from '../support/processes.js';

interface Held {
  /** stderr so far */
  stderr: () => string;
  /** closes stdin, then resolves with the exit code and the time from the start */
  close: () => Promise<{ code: number | null; ms: number }>;
  done: Promise<{ code: number | null; ms: number }>;
}

function withOpenStdin(args: string[], home: string, lang = 'en'): Held {
  const started = performance.now();
  const child = spawn(process.execPath, [BUILT_CLI, ...args], { env: cleanEnv({ HOME: home, PROJECT_MEMORY_LANG: lang }), stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const done = new Promise<{ code: number | null; ms: number }>((resolve) => child.on('close', (code) => resolve({ code, ms: performance.now() - started })));
  return {
    stderr: () => stderr,
    close: () => {
      child.stdin.end();
      return done;
    },
    done,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('save with a pipe on stdin that stays open and sends nothing', () => {
  it('--update does not wait on it: it changes what it was asked to and exits', async () => {
    const root = tempTree({ 'app/': '', [`${MEMORY}/_global/deploy.md`]: memoryFile({ title: 'd', description: 'old words' }, 'the body\n') });
    const held = withOpenStdin(
      ['save', '--update', '--scope', 'global', '--name', 'deploy', '--description', 'new words', '--dir', join(root, 'app')],
      tempTree(),
    );
    const result = await Promise.race([held.done, sleep(8_000).then(() => undefined)]);
    expect(result, 'save --update waited on the open pipe').toBeDefined();
    expect(result?.code, held.stderr()).toBe(0);
    const text = readFileSync(join(root, MEMORY, '_global', 'deploy.md'), 'utf8');
    expect(text).toContain('description: new words');
    expect(text).toContain('the body');
    await held.close();
  });

  it.each([
    ['en', 'waiting for the body on stdin'],
    ['ko', '표준 입력에서 본문을 기다리는 중입니다'],
  ])('a plain save says it is waiting for the body (%s), and saves once the pipe closes', async (lang, words) => {
    const root = tempTree({ 'app/': '', [`${MEMORY}/_global/`]: '' });
    const args = ['save', '--scope', 'global', '--title', 'Open stdin', '--description', 'stdin left open', '--dir', join(root, 'app')];
    const held = withOpenStdin(args, tempTree(), lang);
    // the notice comes 2 s into the wait; a loaded machine may take long to start the CLI at all
    for (let waited = 0; waited < 15_000 && !held.stderr().includes(words); waited += 100) await sleep(100);
    expect(held.stderr()).toContain(words);
    const { code } = await held.close();
    expect(code, held.stderr()).toBe(0);
    expect(readFileSync(join(root, MEMORY, '_global', 'open-stdin.md'), 'utf8')).toContain('description: stdin left open');
  });

  it.each([
    ['/dev/null', 'ignore'],
    ['a pipe closed empty', 'pipe'],
  ] as const)('says nothing of waiting where stdin ends at once: %s', (_what, stdin) => {
    const root = tempTree({ 'app/': '', [`${MEMORY}/_global/`]: '' });
    const args = ['save', '--scope', 'global', '--title', 'Closed stdin', '--description', 'stdin at its end', '--dir', join(root, 'app')];
    const r = spawnSync(process.execPath, [BUILT_CLI, ...args], {
      env: cleanEnv({ HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }),
      encoding: 'utf8',
      ...(stdin === 'pipe' ? { input: '' } : { stdio: ['ignore', 'pipe', 'pipe'] }),
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('waiting for the body');
    expect(readFileSync(join(root, MEMORY, '_global', 'closed-stdin.md'), 'utf8')).toContain('description: stdin at its end');
  });
});
