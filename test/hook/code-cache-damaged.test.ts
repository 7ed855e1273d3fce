// A code cache damaged past its header (a disk error, a write a power cut left torn) is
// not checked by V8, which ends the process reading it: without care, every prompt after
// would lose its list to a crash. The built prompt hook as a real process, its cache
// damaged on disk as a torn write leaves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { assertBuilt, BUILT_HOOKS, PLUGIN_ROOT } from '../support/built.js';
import { tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const MEMORY = '---\ntitle: Staging resets\ndescription: staging DB resets on Mondays\ncreated_at: 2026-01-01\n---\nReseed.\n';

it('drops a cache that ended a run in V8, and the runs after list the memories again', () => {
  const root = tempTree({ 'ws/.ai-core/data/memory/_global/staging-resets.md': MEMORY, 'ws/app/': '', 'home/': '' });
  const home = join(root, 'home');
  const caches = join(home, '.local', 'state', 'project-memory', 'code-cache');
  let n = 0;
  const prompt = () =>
    spawnSync(process.execPath, [BUILT_HOOKS.UserPromptSubmit], {
      input: JSON.stringify({
        session_id: `s${n++}`,
        transcript_path: '/dev/null',
        cwd: join(root, 'ws', 'app'),
        hook_event_name: 'UserPromptSubmit',
        prompt: 'hi',
      }),
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: process.env.PATH, HOME: home, PROJECT_MEMORY_LANG: 'en' },
    });
  const listed = (run: ReturnType<typeof prompt>) => run.status === 0 && run.stdout.includes('staging-resets — staging DB resets on Mondays');

  expect(listed(prompt())).toBe(true);
  const [cache] = readdirSync(caches).filter((name) => name.endsWith('.full.cache'));
  expect(cache).toBeDefined();
  const path = join(caches, cache as string);
  // the last 4 KB zeroed, the header kept: what a write a power cut cut short leaves
  const damaged = readFileSync(path);
  damaged.fill(0, damaged.length - 4096);
  writeFileSync(path, damaged);

  const first = prompt();
  if (!listed(first)) {
    // this run died in V8: the mark it left says so once it is older than a load could take
    const mark = `${path}.loading`;
    expect(existsSync(mark), `the run died (status ${first.status}, signal ${first.signal}) and left no mark`).toBe(true);
    const past = Date.now() / 1000 - 20;
    utimesSync(mark, past, past);
  }
  const after = prompt();
  expect(after.status, after.stderr.slice(0, 400)).toBe(0);
  expect(listed(after)).toBe(true);
  // a cache made anew, whole, and no mark left behind
  expect(readFileSync(path).equals(damaged)).toBe(false);
  expect(statSync(path).size).toBeGreaterThan(4096);
  expect(readdirSync(caches).filter((name) => name.endsWith('.loading'))).toEqual([]);
  expect(listed(prompt())).toBe(true);
});

it('leaves no loading mark after a run that read its cache', () => {
  const root = tempTree({ 'ws/.ai-core/data/memory/_global/staging-resets.md': MEMORY, 'ws/app/': '', 'home/': '' });
  const home = join(root, 'home');
  const run = () =>
    spawnSync(process.execPath, [BUILT_HOOKS.UserPromptSubmit], {
      input: JSON.stringify({ session_id: 'a', transcript_path: '/dev/null', cwd: join(root, 'ws', 'app'), hook_event_name: 'UserPromptSubmit', prompt: 'hi' }),
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: home, PROJECT_MEMORY_LANG: 'en' },
    });
  for (let i = 0; i < 3; i++) expect(run().status).toBe(0);
  const caches = readdirSync(join(home, '.local', 'state', 'project-memory', 'code-cache'));
  expect(caches.filter((name) => name.endsWith('.full.cache'))).toHaveLength(1);
  expect(caches.filter((name) => name.endsWith('.loading'))).toEqual([]);
});

it('keeps the mark while the run goes on: a run that dies after V8 has read its cache leaves it, and a later run drops that cache', () => {
  // a bundle that ends its process in the middle of its run where told to: as a function
  // compiled from a damaged cache does, past the point where V8 read the cache whole
  const root = tempTree({ 'home/': '' });
  const home = join(root, 'home');
  const bundle = join(root, 'dies.bundle.cjs');
  writeFileSync(bundle, "exports.printed = true;\nif (process.env.DIE_NOW === '1') process.kill(process.pid, 'SIGKILL');\n");
  const runner = join(PLUGIN_ROOT, 'dist', 'hooks', 'user-prompt-submit.cjs');
  const run = (die: boolean) =>
    spawnSync(process.execPath, ['-e', `require(${JSON.stringify(runner)}).runBundle(${JSON.stringify(bundle)}, require)`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: home, DIE_NOW: die ? '1' : '0' },
    });
  const caches = join(home, '.local', 'state', 'project-memory', 'code-cache');
  expect(run(false).status).toBe(0);
  const [cache] = readdirSync(caches).filter((name) => name.endsWith('.full.cache'));
  expect(cache).toBeDefined();
  const path = join(caches, cache as string);
  const died = run(true);
  expect(died.signal).toBe('SIGKILL');
  expect(existsSync(`${path}.loading`)).toBe(true);
  // a run soon after reads on (another run may be reading it now); one after the hooks' timeout drops it
  const past = Date.now() / 1000 - 20;
  utimesSync(`${path}.loading`, past, past);
  const before = statSync(path).mtimeMs;
  expect(run(false).status).toBe(0);
  expect(existsSync(`${path}.loading`)).toBe(false);
  expect(statSync(path).mtimeMs).not.toBe(before);
});
