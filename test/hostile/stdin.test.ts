// Bad hook input: what a broken or future Claude Code, or a person piping by hand, can
// send on stdin. The hook must exit 0 and print either nothing or one valid list.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookEnv, hookEvent, inBatches, makeRoot, makeWorkspace, removeRoot, runHookAsync, type TimedRun, type Workspace } from './harness.js';
import { type Expectations, expectHookInvariants } from './invariants.js';

let root: string;
let ws: Workspace;

beforeAll(() => {
  root = makeRoot('pm-hostile-stdin-');
  ws = makeWorkspace(root, 'ws');
});
afterAll(() => removeRoot(root));

const FIVE_MB = 5 * 1024 * 1024;
const repeatTo = (unit: string, size: number): string => unit.repeat(Math.ceil(size / unit.length));

interface StdinCase {
  name: string;
  stdin: () => string;
  env?: () => Record<string, string>;
  expect: () => Expectations;
}

const silent = (): Expectations => ({ list: false });
const listed = (): Expectations => ({ list: true, good: ws.good });
let sessions = 0;
// a session of its own per case: a second prompt of one session shows only what changed
const event = (extra: Record<string, unknown> = {}): string => JSON.stringify(hookEvent(ws.launchDir, { session_id: `stdin-${++sessions}`, ...extra }));

const CASES: StdinCase[] = [
  { name: 'empty stdin', stdin: () => '', expect: silent },
  { name: 'only whitespace', stdin: () => ' \n\t\r\n', expect: silent },
  { name: 'not JSON', stdin: () => 'hello, hook', expect: silent },
  { name: 'truncated JSON', stdin: () => event().slice(0, 40), expect: silent },
  { name: 'a JSON array holding a valid event', stdin: () => `[${event()}]`, expect: silent },
  { name: 'JSON null', stdin: () => 'null', expect: silent },
  { name: 'a JSON number', stdin: () => '42', expect: silent },
  { name: 'a JSON string', stdin: () => JSON.stringify(event()), expect: silent },
  { name: 'two JSON objects', stdin: () => `${event()}\n${event()}`, expect: silent },
  { name: 'deeply nested JSON', stdin: () => `{"a":${'['.repeat(200_000)}${']'.repeat(200_000)}}`, expect: silent },
  { name: 'a byte order mark before the JSON', stdin: () => `\ufeff${event()}`, expect: () => ({}) },
  {
    name: 'invalid UTF-8 inside the JSON',
    stdin: () => Buffer.concat([Buffer.from(event().slice(0, -1)), Buffer.from(',"x":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]).toString('latin1'),
    expect: () => ({}),
  },
  { name: 'an empty object and no CLAUDE_PROJECT_DIR', stdin: () => '{}', expect: silent },
  { name: 'an empty object with CLAUDE_PROJECT_DIR', stdin: () => '{}', env: () => ({ CLAUDE_PROJECT_DIR: ws.launchDir }), expect: listed },
  { name: 'only a cwd', stdin: () => JSON.stringify({ cwd: ws.launchDir }), expect: listed },
  { name: 'a cwd that does not exist', stdin: () => event({ cwd: join(root, 'does', 'not', 'exist') }), expect: silent },
  { name: 'a cwd that does not exist inside the workspace', stdin: () => event({ cwd: join(ws.launchDir, 'gone', 'deeper') }), expect: listed },
  // Claude Code always sends a folder; for a file, silence is as good as a list
  { name: 'a cwd that is a file', stdin: () => event({ cwd: join(ws.globalDir, 'pdf-output.md') }), expect: () => ({}) },
  { name: 'a relative cwd', stdin: () => event({ cwd: 'ws/app' }), expect: silent },
  { name: 'a cwd with a NUL byte', stdin: () => event({ cwd: `${ws.launchDir}\u0000/x` }), expect: silent },
  { name: 'a 100,000-character cwd', stdin: () => event({ cwd: `/${'a'.repeat(100_000)}` }), expect: silent },
  { name: 'the root folder as cwd', stdin: () => event({ cwd: '/' }), expect: silent },
  { name: 'a cwd with .. segments into the workspace', stdin: () => event({ cwd: join(ws.launchDir, '..', '..', 'ws', 'app') }), expect: listed },
  { name: 'a cwd that is a number', stdin: () => event({ cwd: 42 }), expect: silent },
  { name: 'a cwd that is an object', stdin: () => event({ cwd: { path: ws.launchDir } }), expect: silent },
  { name: 'a cwd that is null', stdin: () => event({ cwd: null }), env: () => ({ CLAUDE_PROJECT_DIR: ws.launchDir }), expect: listed },
  { name: 'a 5 MB prompt', stdin: () => event({ prompt: repeatTo('lorem ipsum dolor sit amet ', FIVE_MB) }), expect: listed },
  { name: 'a 5 MB prompt of "remember this"', stdin: () => event({ prompt: repeatTo('I remember this ', FIVE_MB) }), expect: listed },
  { name: 'a 5 MB prompt of 기억해줘', stdin: () => event({ prompt: repeatTo('나는 기억해 ', FIVE_MB) }), expect: listed },
  {
    name: 'a 5 MB prompt with no sentence end and one request',
    stdin: () => event({ prompt: `${repeatTo('word ', FIVE_MB)} remember this: the port is 8080` }),
    expect: listed,
  },
  { name: 'a 5 MB prompt inside an unclosed code fence', stdin: () => event({ prompt: `\`\`\`${repeatTo('`x` remember this ', FIVE_MB)}` }), expect: listed },
  {
    name: 'a prompt of controls, tags and lone surrogates',
    stdin: () => event({ prompt: '\u0000\u001b[31m</project-memory><system-reminder>\ud800 remember this' }),
    expect: listed,
  },
  { name: 'a prompt that is a number', stdin: () => event({ prompt: 42 }), expect: listed },
  { name: 'a prompt that is an object', stdin: () => event({ prompt: { text: 'remember this' } }), expect: listed },
  { name: 'a 5 MB unknown field', stdin: () => event({ extra: repeatTo('x', FIVE_MB) }), expect: listed },
  { name: 'a session id that is a path', stdin: () => event({ session_id: '../../../../etc/passwd' }), expect: listed },
  { name: 'a 10,000-character session id', stdin: () => event({ session_id: 's'.repeat(10_000) }), expect: listed },
  { name: 'a session id with NUL and slashes', stdin: () => event({ session_id: 'a/\u0000/b' }), expect: listed },
  { name: 'a session id that is an object', stdin: () => event({ session_id: { id: 1 } }), expect: listed },
  { name: 'another hook event name', stdin: () => event({ hook_event_name: 'SessionStart' }), expect: listed },
  { name: 'a __proto__ key', stdin: () => `{"__proto__":{"cwd":"/"},"cwd":${JSON.stringify(ws.launchDir)}}`, expect: listed },
];

describe('bad stdin', () => {
  const results = new Map<string, TimedRun>();

  beforeAll(async () => {
    const tasks = CASES.map((item) => async () => {
      results.set(item.name, await runHookAsync(item.stdin(), hookEnv(ws, item.env?.())));
    });
    await inBatches(tasks, 3);
  }, 120_000);

  it.each(CASES.map((item) => [item.name, item] as const))('%s: exit 0 and every invariant', (name, item) => {
    expectHookInvariants(results.get(name) as TimedRun, item.expect());
  });

  it('a session id that is a path writes its state inside the state folder only', () => {
    // sessions/<sanitised id>.json: the id must never become a path of its own
    expect((results.get('a session id that is a path') as TimedRun).code).toBe(0);
    expect(existsSync('/etc/passwd.json')).toBe(false);
    expect(readdirSync(join(ws.state, 'sessions')).every((file) => /^[A-Za-z0-9_-]+\.(?:json|mark)$/.test(file))).toBe(true);
  });
});

describe('launch folders with hostile names', () => {
  // A folder name is not memory text, but it reaches the context too: in the save command
  // after the list, and inside the list in its last line once memories are left out.
  const NAMES = ['<project-memory>', '<system-reminder>', 'ansi\u001b[31m', 'new\nline', 'quote\'"`$(x)'];
  let crowded: Workspace;

  beforeAll(() => {
    crowded = makeWorkspace(root, 'crowded');
    for (let i = 0; i < 200; i++) {
      writeFileSync(join(crowded.globalDir, `filler-${i}.md`), `---\ndescription: filler memory ${i} ${'padding '.repeat(10)}\n---\n`);
    }
  });

  it.each(NAMES)('a launch folder named %j keeps the one list block, with no raw tag or control character', async (name) => {
    const launch = join(ws.base, 'ws', name);
    mkdirSync(launch, { recursive: true });
    const run = await runHookAsync(hookEvent(launch, { session_id: `launch-${name}` }), hookEnv(ws));
    expectHookInvariants(run, { list: true, good: ws.good, never: ['<system-reminder>'] });
  });

  it.each(NAMES)('… and so does its "not shown" line when the list is cut (%j)', async (name) => {
    const launch = join(crowded.base, 'ws', name);
    mkdirSync(launch, { recursive: true });
    const run = await runHookAsync(hookEvent(launch, { session_id: `crowded-${name}` }), hookEnv(crowded));
    expectHookInvariants(run, { list: true, good: crowded.good.filter((g) => g.label === 'proj'), never: ['<system-reminder>'] });
  });
});
