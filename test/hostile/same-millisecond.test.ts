// Issue 20, items 1–3, made deterministic. Every hook run here has Date.now (and new Date())
// pinned to one millisecond by a --require preload, an hour ahead of the files' mtimes, so
// nothing counts as racily clean and the cache is trusted wherever its stat fields agree:
// the hardest case for a cache. The design before the one-file cache paired one run's
// header with another's records and gave two runs of one millisecond one generation: a
// session then saw `e — <f's description>`, or kept an edit's old line for good (its
// build fails every test here).
//
// Two runs over one folder in the same millisecond, the one that saw the older version
// holding its cache write back until the other has written, so the stale cache lands last:
// - meanwhile e is edited in place with its size and mtime kept (only ctime tells), f is
//   deleted and h added with the folder's mtime put back (as cp -a, rsync -a, tar x do);
// - or e and f, of one size, swap places, so that names paired with records by position
//   alone would not notice.
//
// And a file system whose ctime is coarser than two edits: the hook sees the same ctime for
// both, one second before its pinned clock. A ctime that close to the check is no proof the
// file has not changed since, just as an mtime that close is not (RACY_MS).
//
// Every line printed must be its own file's text, and every later session must see the files
// as they are.
import { existsSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../support/process.js';
import { cleanEnv, HOOK } from '../support/processes.js';
import { hookEnv, hookEvent, makeRoot, makeWorkspace, removeRoot, type Workspace } from './harness.js';
import { applyList, type PrintedList, printedList } from './list-lines.js';

/**
 * PIN_NOW_MS: Date.now() and new Date() return it. HOLD_FILE: the first rename of an index
 * cache file waits while that file exists (and says so in HOLD_FILE.waiting). COARSE_CTIME_MS: every
 * stat reports it as the ctime.
 */
const PRELOAD = String.raw`
const fs = require('node:fs');
const pinned = Number(process.env.PIN_NOW_MS);
if (Number.isFinite(pinned)) {
  const RealDate = Date;
  class PinnedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(pinned);
      else super(...args);
    }
    static now() {
      return pinned;
    }
  }
  globalThis.Date = PinnedDate;
}
const hold = process.env.HOLD_FILE;
if (hold) {
  const rename = fs.renameSync;
  let held = false;
  fs.renameSync = function (from, to) {
    // a folder's cache file (or, in the design before it, the header written after the records)
    if (!held && /\/index\/[^/]+\.(?:cache|head)$/.test(String(to))) {
      held = true;
      fs.writeFileSync(hold + '.waiting', String(process.pid));
      while (fs.existsSync(hold)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
    return rename.apply(this, arguments);
  };
}
const coarse = Number(process.env.COARSE_CTIME_MS);
if (Number.isFinite(coarse)) {
  for (const name of ['statSync', 'lstatSync', 'fstatSync']) {
    const real = fs[name];
    fs[name] = function () {
      const stat = real.apply(this, arguments);
      if (stat && typeof stat.ctimeMs === 'number') stat.ctimeMs = coarse;
      return stat;
    };
  }
}
`;

let root: string;
let preload: string;

beforeAll(() => {
  root = makeRoot('pm-hostile-same-ms-');
  preload = join(root, 'preload.cjs');
  writeFileSync(preload, PRELOAD);
});
afterAll(() => removeRoot(root));

const descOf = (name: string, version: number): string => `${name} v${String(version).padStart(5, '0')}`;
const textOf = (description: string): string => `---\ntitle: ${description}\ndescription: ${description}\n---\nbody\n`;

interface Run {
  session: string;
  list: PrintedList | undefined;
}

class Scene {
  readonly views = new Map<string, Map<string, string>>();
  readonly runs: Run[] = [];

  constructor(
    readonly ws: Workspace,
    readonly env: Record<string, string>,
  ) {}

  /** One prompt of `session` through the built hook, with the preload; `hold` makes it wait before its first cache rename. */
  start(session: string, hold?: string): { done: Promise<void> } {
    const env = { ...this.env, ...(hold ? { HOLD_FILE: hold } : {}) };
    const input = JSON.stringify(hookEvent(this.ws.launchDir, { session_id: session, prompt: `a prompt of ${session}` }));
    const done = runProcess(process.execPath, ['--require', preload, HOOK], { cwd: root, env, input, timeoutMs: 20_000 }).then((run) => {
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      const list = printedList(run.stdout);
      this.runs.push({ session, list });
      const view = this.views.get(session) ?? new Map<string, string>();
      this.views.set(session, view);
      applyList(view, list);
    });
    return { done };
  }

  prompt(session: string): Promise<void> {
    return this.start(session).done;
  }

  /** Every line printed so far whose description is not a text its own file held. */
  foreignLines(held: Record<string, readonly string[]>): string[] {
    return this.runs.flatMap(({ session, list }) =>
      (list?.lines ?? []).filter((line) => !held[line.name]?.includes(line.description)).map((line) => `${session}: ${line.name} — ${line.description}`),
    );
  }

  viewOf(session: string): Record<string, string> {
    return Object.fromEntries([...(this.views.get(session) ?? [])].sort());
  }
}

/** A hook run waiting at its held rename; released by removing the hold file. */
async function waitUntilHeld(hold: string): Promise<void> {
  for (let waited = 0; !existsSync(`${hold}.waiting`); waited += 10) {
    if (waited > 15_000) throw new Error('the held hook never reached its cache rename');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('two hook runs in the same millisecond, the older one writing its cache last', () => {
  it('no line shows another file’s text, and no later session misses the edit, the removal or the addition', async () => {
    const ws = makeWorkspace(root, 'held', { control: 'none' });
    const now = Date.now() + 3_600_000;
    const scene = new Scene(ws, cleanEnv(hookEnv(ws, { PIN_NOW_MS: String(now) })));
    const old = new Date(Date.now() - 3_600_000);
    const path = (name: string) => join(ws.globalDir, `${name}.md`);
    for (const name of ['e', 'f']) {
      writeFileSync(path(name), textOf(descOf(name, 1)));
      utimesSync(path(name), old, old);
    }
    utimesSync(ws.globalDir, old, old);

    // A reads e v1 and f v1, then waits before its cache rename
    const hold = join(root, 'hold');
    writeFileSync(hold, '');
    const a = scene.start('A', hold);
    await waitUntilHeld(hold);

    // e edited in place: same size, mtime put back, so only ctime tells
    writeFileSync(path('e'), textOf(descOf('e', 2)));
    utimesSync(path('e'), old, old);
    expect(statSync(path('e')).size).toBe(textOf(descOf('e', 1)).length);
    // f gone, h added behind the folder's back
    unlinkSync(path('f'));
    writeFileSync(path('h'), textOf(descOf('h', 1)));
    utimesSync(path('h'), old, old);
    utimesSync(ws.globalDir, old, old);

    // B, in the same millisecond, sees the new state and writes its cache first
    await scene.prompt('B');
    unlinkSync(hold);
    await a.done;
    expect(scene.viewOf('A')).toEqual({ 'global/e': descOf('e', 1), 'global/f': descOf('f', 1) });
    expect(scene.viewOf('B')).toEqual({ 'global/e': descOf('e', 2), 'global/h': descOf('h', 1) });

    // the stale cache is now the one on disk: every later prompt must see through it
    await scene.prompt('A');
    await scene.prompt('B');
    await scene.prompt('C');
    const truth = { 'global/e': descOf('e', 2), 'global/h': descOf('h', 1) };
    for (const session of ['A', 'B', 'C']) expect(scene.viewOf(session), session).toEqual(truth);
    expect(scene.foreignLines({ e: [descOf('e', 1), descOf('e', 2)], f: [descOf('f', 1)], h: [descOf('h', 1)] })).toEqual([]);
    // A's second prompt said exactly what changed
    const second = scene.runs.filter((run) => run.session === 'A')[1]?.list;
    expect(second?.full).toBe(false);
    expect(second?.removed).toEqual(['global/f']);
    expect(second?.lines.map((line) => `${line.name} — ${line.description}`).sort()).toEqual([`e — ${descOf('e', 2)}`, `h — ${descOf('h', 1)}`]);
  });

  it('a file renamed over another while a run is held is shown with its own text only', async () => {
    const ws = makeWorkspace(root, 'swap', { control: 'none' });
    const now = Date.now() + 3_600_000;
    const scene = new Scene(ws, cleanEnv(hookEnv(ws, { PIN_NOW_MS: String(now) })));
    const old = new Date(Date.now() - 3_600_000);
    const path = (name: string) => join(ws.globalDir, `${name}.md`);
    // two files of one size, so that a cache pairing names and records by position alone would not notice
    for (const name of ['e', 'f']) {
      writeFileSync(path(name), textOf(descOf(name, 1)));
      utimesSync(path(name), old, old);
    }
    const hold = join(root, 'hold-swap');
    writeFileSync(hold, '');
    const a = scene.start('A', hold);
    await waitUntilHeld(hold);
    // e and f swap places: each name now holds the other's file (a rename in, like `mv`)
    renameSync(path('e'), path('tmp'));
    renameSync(path('f'), path('e'));
    renameSync(path('tmp'), path('f'));
    utimesSync(ws.globalDir, old, old);
    await scene.prompt('B');
    unlinkSync(hold);
    await a.done;
    await scene.prompt('A');
    await scene.prompt('C');
    // after the swap each name holds the other's text: that is what it says, and nothing else
    const truth = { 'global/e': descOf('f', 1), 'global/f': descOf('e', 1) };
    for (const session of ['A', 'B', 'C']) expect(scene.viewOf(session), session).toEqual(truth);
    expect(scene.foreignLines({ e: [descOf('e', 1), descOf('f', 1)], f: [descOf('f', 1), descOf('e', 1)] })).toEqual([]);
    expect(readFileSync(path('e'), 'utf8')).toContain(descOf('f', 1));
  });
});

describe('a ctime as coarse as the edits', () => {
  it('an edit that keeps size, mtime and the ctime the hook sees is still shown, since that ctime is within the racy window', async () => {
    const ws = makeWorkspace(root, 'coarse', { control: 'none' });
    const coarse = Date.now();
    // the pinned clock is one second after the ctime every stat reports
    const scene = new Scene(ws, cleanEnv(hookEnv(ws, { PIN_NOW_MS: String(coarse + 1_000), COARSE_CTIME_MS: String(coarse) })));
    const old = new Date(coarse - 3_600_000);
    const path = join(ws.globalDir, 'e.md');
    writeFileSync(path, textOf(descOf('e', 1)));
    utimesSync(path, old, old);
    await scene.prompt('A');
    expect(scene.viewOf('A')).toEqual({ 'global/e': descOf('e', 1) });
    writeFileSync(path, textOf(descOf('e', 2)));
    utimesSync(path, old, old);
    await scene.prompt('A');
    await scene.prompt('B');
    for (const session of ['A', 'B']) expect(scene.viewOf(session), session).toEqual({ 'global/e': descOf('e', 2) });
  });
});
