// Issue 20, items 1–3, in the open: several hook processes (the built UserPromptSubmit
// hook, each loop with sessions of its own) prompt over and over while a writer process
// saves, edits in place, edits and puts the mtime back, deletes, renames and adds files
// behind the folder's back (its mtime put back, as `cp -a`, `rsync -a` and `tar x` do).
// Every description the writer writes names its file and a version, and the writer logs
// every text a file name ever held. Then:
//
// - every `[scope] name — description` line any hook printed must be a text that file
//   held at some moment (or the placeholder for a file caught mid-write): a line with
//   another file's description, or a version the file never had, is a mismatch;
// - once the writer has stopped, a quiet tail, the same on every run: when every file is
//   older than the hook's racy window (so the cache trusts stat fields), every session is
//   brought up to date; files are then edited keeping size and mtime, and one is added
//   with the folder's mtime put back (only ctime tells); when those are older than the
//   window too, every session prompts once more, and what it was shown (its full list,
//   then each delta) must equal the files on disk: an edit or an addition missed for good
//   shows here;
// - a new session's full list is exactly the files on disk.
//
// Bounded in time (the writer runs WRITER_MS); the figures are printed. HOSTILE_SEED=<n>
// replays another writer.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RACY_MS } from '../../lib/index/scan-folder.js';
import { runProcess } from '../support/process.js';
import { cleanEnv, HOOK } from '../support/processes.js';
import { hookEnv, hookEvent, makeRoot, makeWorkspace, PROJECT_KEY, removeRoot, type Workspace } from './harness.js';
import { applyList, PLACEHOLDERS, type PrintedList, printedList } from './list-lines.js';
import { fuzzSeed } from './random.js';

const WRITER_MS = 7_000;
const LOOPS = 4;
/** sessions each loop keeps going, in turn; every NEW_SESSION_EVERY-th prompt of a loop starts a new one */
const SESSIONS_PER_LOOP = 3;
const NEW_SESSION_EVERY = 5;

/**
 * The writer, as a plain script (no TypeScript loader in its start-up). Keeps 3 to 16
 * files in each folder; names are never reused (m<n> for new files, r<n> for renames), so
 * the text log of a name is all that name ever held. A description is `<name> v<00000>`
 * (a renamed file keeps its old one until its next edit): one file's versions all have
 * the same length, so an in-place edit can keep the size.
 */
const WRITER = String.raw`
import { renameSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
const [globalDir, projectDir, logPath, durationArg, seedArg] = process.argv.slice(2);
let seed = Number(seedArg) >>> 0;
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (items) => items[Math.floor(random() * items.length)];
// files: name → version; texts: name → the description it holds now
const folders = [globalDir, projectDir].map((dir, i) => ({ dir, scope: i === 0 ? 'global' : 'proj', files: new Map(), texts: new Map() }));
const log = [];
const counts = {};
let next = 0;
let temps = 0;
const descOf = (name, version) => name + ' v' + String(version).padStart(5, '0');
const textOf = (desc) => '---\ntitle: ' + desc + '\ndescription: ' + desc + '\n---\nbody\n';
const record = (folder, name, desc) => {
  log.push(JSON.stringify({ scope: folder.scope, name, desc }));
  folder.texts.set(name, desc);
};
const pathOf = (folder, name) => folder.dir + '/' + name + '.md';
// the one old time every put-back mtime is set to: an hour ago, far outside the racy window
const OLD = new Date(Date.now() - 3600000);
function atomic(folder, name, desc) {
  const temp = folder.dir + '/.' + name + '.md.' + process.pid + '.' + temps++ + '.tmp';
  writeFileSync(temp, textOf(desc));
  renameSync(temp, pathOf(folder, name));
}
const OPS = {
  create(folder) {
    const name = 'm' + next++;
    const desc = descOf(name, 1);
    record(folder, name, desc);
    atomic(folder, name, desc);
    folder.files.set(name, 1);
  },
  // added as cp -a, rsync -a and tar x add files: file and folder get an old mtime back
  createMtimeBack(folder) {
    const name = 'm' + next++;
    const desc = descOf(name, 1);
    record(folder, name, desc);
    writeFileSync(pathOf(folder, name), textOf(desc));
    utimesSync(pathOf(folder, name), OLD, OLD);
    utimesSync(folder.dir, OLD, OLD);
    folder.files.set(name, 1);
  },
  editInPlace(folder, name) {
    const version = folder.files.get(name) + 1;
    record(folder, name, descOf(name, version));
    writeFileSync(pathOf(folder, name), textOf(descOf(name, version)));
    folder.files.set(name, version);
  },
  editAtomic(folder, name) {
    const version = folder.files.get(name) + 1;
    record(folder, name, descOf(name, version));
    atomic(folder, name, descOf(name, version));
    folder.files.set(name, version);
  },
  // the same size and the same old mtime as the version before: only ctime (and the bytes) tell
  editMtimeBack(folder, name) {
    const version = folder.files.get(name) + 1;
    const path = pathOf(folder, name);
    record(folder, name, descOf(name, version));
    writeFileSync(path, textOf(descOf(name, version)));
    utimesSync(path, OLD, OLD);
    folder.files.set(name, version);
  },
  remove(folder, name) {
    unlinkSync(pathOf(folder, name));
    folder.files.delete(name);
    folder.texts.delete(name);
  },
  // the text moves with the file: the new name holds the old one's text until its next edit
  rename(folder, name) {
    const to = 'r' + next++;
    record(folder, to, folder.texts.get(name));
    renameSync(pathOf(folder, name), pathOf(folder, to));
    folder.files.set(to, folder.files.get(name));
    folder.texts.set(to, folder.texts.get(name));
    folder.files.delete(name);
    folder.texts.delete(name);
  },
};
const EDITS = ['editInPlace', 'editInPlace', 'editAtomic', 'editMtimeBack', 'editMtimeBack', 'remove', 'rename', 'create', 'createMtimeBack'];
for (const folder of folders) for (let i = 0; i < 6; i++) OPS.create(folder);
const end = Date.now() + Number(durationArg);
while (Date.now() < end) {
  const folder = pick(folders);
  const op = folder.files.size < 3 ? pick(['create', 'createMtimeBack']) : folder.files.size > 16 ? 'remove' : pick(EDITS);
  OPS[op](folder, pick([...folder.files.keys()]));
  counts[op] = (counts[op] ?? 0) + 1;
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3);
}
writeFileSync(logPath, log.join('\n') + '\n');
process.stdout.write(JSON.stringify(counts));
`;

let root: string;
let ws: Workspace;

beforeAll(() => {
  root = makeRoot('pm-hostile-race-');
  ws = makeWorkspace(root, 'ws', { control: 'none' });
});
afterAll(() => removeRoot(root));

/** Waits until every change made so far is older than the hook's racy window (RACY_MS), so its cache trusts stat fields. */
function pastRacyWindow(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, RACY_MS + 200));
}

/**
 * Changes only ctime tells: in each folder two files edited in place keeping their size
 * and their mtime, and one file added with the folder's (old) mtime put back. Returns
 * `scope/name` → the text written, for the log of what each file held.
 */
function quietTail(old: Date): Map<string, string> {
  const written = new Map<string, string>();
  for (const [scope, dir] of [
    ['global', ws.globalDir],
    [PROJECT_KEY, ws.projectDir],
  ] as const) {
    const names = readdirSync(dir)
      .filter((name) => name.endsWith('.md') && !name.startsWith('.'))
      .sort()
      .slice(0, 2);
    for (const file of names) {
      const path = join(dir, file);
      const before = readFileSync(path, 'utf8');
      const { atime, mtime } = statSync(path);
      // `<name> v<00000>` → the next version, the same length, and the mtime it had
      const after = before.replace(/v(\d{5})/g, (_, n: string) => `v${String(Number(n) + 1).padStart(5, '0')}`);
      writeFileSync(path, after);
      utimesSync(path, atime, mtime);
      written.set(`${scope}/${file.slice(0, -3)}`, /^description: (.*)$/m.exec(after)?.[1] ?? '?');
    }
    const text = `tail-${scope} v00001`;
    writeFileSync(join(dir, `tail-${scope}.md`), `---\ntitle: ${text}\ndescription: ${text}\n---\nbody\n`);
    utimesSync(join(dir, `tail-${scope}.md`), old, old);
    utimesSync(dir, old, old);
    written.set(`${scope}/tail-${scope}`, text);
  }
  return written;
}

/** What the files say now: `scope/name` → description. */
function filesNow(): Map<string, string> {
  const truth = new Map<string, string>();
  for (const [scope, dir] of [
    ['global', ws.globalDir],
    [PROJECT_KEY, ws.projectDir],
  ] as const) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.md') && !name.startsWith('.'))) {
      const description = /^description: (.*)$/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '?';
      truth.set(`${scope}/${file.slice(0, -3)}`, description);
    }
  }
  return truth;
}

describe('hooks racing a writer over the same folders', () => {
  it(`every line printed is a text its file held, and every session ends up seeing the files as they are (seed ${fuzzSeed(2020)})`, async () => {
    const seed = fuzzSeed(2020);
    const logPath = join(root, 'writer.log');
    const script = join(root, 'writer.mjs');
    writeFileSync(script, WRITER);
    const env = cleanEnv(hookEnv(ws, { PROJECT_MEMORY_SCAN_MS: '8000' }));
    const views = new Map<string, Map<string, string>>();
    const printed: { session: string; list: PrintedList }[] = [];
    const failures: string[] = [];
    let runs = 0;

    const prompt = async (session: string): Promise<void> => {
      const run = await runProcess(process.execPath, [HOOK], {
        cwd: root,
        env,
        input: JSON.stringify(hookEvent(ws.launchDir, { session_id: session, prompt: `prompt ${runs}` })),
        timeoutMs: 20_000,
      });
      runs++;
      if (run.code !== 0 || run.stderr !== '') failures.push(`${session}: exit ${run.code}, stderr ${run.stderr.slice(0, 200)}`);
      const list = printedList(run.stdout);
      if (list) printed.push({ session, list });
      const view = views.get(session) ?? new Map<string, string>();
      views.set(session, view);
      applyList(view, list);
    };

    const started = Date.now();
    const writer = runProcess(process.execPath, [script, ws.globalDir, ws.projectDir, logPath, String(WRITER_MS), String(seed)], {
      cwd: root,
      env: cleanEnv(),
      timeoutMs: WRITER_MS + 20_000,
    });
    let writing = true;
    void writer.then(() => {
      writing = false;
    });
    const loops = Array.from({ length: LOOPS }, async (_, loop) => {
      for (let k = 0; writing; k++) {
        await prompt(k % NEW_SESSION_EVERY === NEW_SESSION_EVERY - 1 ? `L${loop}-new-${k}` : `L${loop}-S${k % SESSIONS_PER_LOOP}`);
      }
    });
    const written = await writer;
    await Promise.all(loops);
    expect(written.code, written.stderr).toBe(0);
    const ops = JSON.parse(written.stdout) as Record<string, number>;

    // every text each file ever held, from the writer's log
    const held = new Map<string, Set<string>>();
    for (const entry of readFileSync(logPath, 'utf8').trim().split('\n')) {
      const { scope, name, desc } = JSON.parse(entry) as { scope: string; name: string; desc: string };
      const key = `${scope}/${name}`;
      held.set(key, (held.get(key) ?? new Set()).add(desc));
    }
    // The writer has stopped. A quiet tail, the same on every run: once every file is older
    // than the racy window (the cache then trusts its stat fields), each session is brought
    // up to date; then files are edited keeping size and mtime and added behind the folder's
    // back (only ctime tells), and once those are older than the window too, each session
    // must see them.
    const kept = [...views.keys()].filter((session) => !session.includes('-new-'));
    const everySession = () =>
      Promise.all(
        Array.from({ length: LOOPS }, async (_, loop) => {
          for (const session of kept.filter((s) => s.startsWith(`L${loop}-`))) await prompt(session);
        }),
      );
    const old = new Date(Date.now() - 7_200_000);
    for (const dir of [ws.globalDir, ws.projectDir]) utimesSync(dir, old, old);
    await pastRacyWindow();
    await everySession();
    const tail = quietTail(old);
    for (const [key, text] of tail) held.set(key, (held.get(key) ?? new Set()).add(text));
    await pastRacyWindow();
    await everySession();
    await prompt('after-the-writer');

    // every line printed, in the run and in the tail, against every text its file ever held
    let lines = 0;
    const mismatches: string[] = [];
    for (const { session, list } of printed) {
      for (const line of list.lines) {
        lines++;
        const texts = held.get(`${line.scope}/${line.name}`);
        if (!texts?.has(line.description) && !PLACEHOLDERS.includes(line.description)) {
          mismatches.push(`${session}: [${line.scope}] ${line.name} — ${line.description}`);
        }
      }
    }

    // and what every session was shown in the end against the files as they are
    const truth = filesNow();
    const stale: string[] = [];
    for (const session of [...kept, 'after-the-writer']) {
      const view = views.get(session) ?? new Map<string, string>();
      const wrong = [...new Set([...view.keys(), ...truth.keys()])].filter((key) => view.get(key) !== truth.get(key));
      if (wrong.length > 0) stale.push(`${session}: ${wrong.map((key) => `${key} shown ${view.get(key)} / file ${truth.get(key)}`).join('; ')}`);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const opText = Object.entries(ops)
      .map(([op, count]) => `${op} ${count}`)
      .join(', ');
    console.log(
      `cache race stress (seed ${seed}, ${seconds} s): ${runs} hook runs in ${LOOPS} loops beside ${Object.values(ops).reduce((a, b) => a + b, 0)} writer operations (${opText}); ` +
        `${lines} lines checked, mismatches: ${mismatches.length}; ${kept.length + 1} sessions checked against the files after the writer stopped, stale: ${stale.length}`,
    );
    expect(failures).toEqual([]);
    expect(mismatches.slice(0, 10), `${mismatches.length} mismatches`).toEqual([]);
    expect(stale.slice(0, 5), `${stale.length} stale sessions`).toEqual([]);
    expect(runs).toBeGreaterThanOrEqual(4 * LOOPS);
    expect(lines).toBeGreaterThan(100);
  }, 60_000);
});
